import { z } from 'zod';

/** The record the results list shows for every processed file. */
export const ProcessedFile = z.object({
  name: z.string(),
  /** Size of the result in bytes (same as resultSize; kept for the spec's field list). */
  size: z.number().int().nonnegative(),
  type: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  format: z.string().optional(),
  quality: z.number().optional(),
  originalName: z.string(),
  originalSize: z.number().int().nonnegative(),
  resultSize: z.number().int().nonnegative(),
  /** resultSize / originalSize (0.25 = a quarter of the original). */
  ratio: z.number().nonnegative(),
  /** Processing time in milliseconds. */
  duration: z.number().nonnegative(),
  /** Media duration in seconds (audio/video). */
  mediaDuration: z.number().nonnegative().optional(),
  extra: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ProcessedFile = z.infer<typeof ProcessedFile>;
