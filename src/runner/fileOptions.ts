import type { z } from 'zod';

/** A file's own options: only the keys its tool's manifest lets a single file set (perFileOptions). */
export type OwnOptions = Record<string, unknown>;

/** The keys of `own` that a single file may set; the rest is dropped (the batch decides those). */
export function pickOwn(keys: readonly string[], own: OwnOptions): OwnOptions {
  return Object.fromEntries(Object.entries(own).filter(([key]) => keys.includes(key)));
}

/**
 * The options one file runs with: its own values (only `keys`) over the batch's, parsed by the tool's
 * schema, so a pipeline only ever gets values that passed it. Undefined when the schema refuses them.
 */
export function fileOptions(
  schema: z.ZodObject,
  keys: readonly string[],
  batch: Record<string, unknown>,
  own: OwnOptions | undefined,
): Record<string, unknown> | undefined {
  if (!own) return batch;
  const parsed = schema.safeParse({ ...batch, ...pickOwn(keys, own) });
  return parsed.success ? (parsed.data as Record<string, unknown>) : undefined;
}
