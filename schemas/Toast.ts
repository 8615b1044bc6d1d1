import { z } from 'zod';

export const ToastVariant = z.enum(['default', 'destructive']);
export const Toast = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  variant: ToastVariant.default('default'),
  /** Milliseconds before it goes away by itself; 0 keeps it until dismissed. */
  duration: z.number().int().nonnegative().default(5000),
});
export type Toast = z.infer<typeof Toast>;
export type ToastInput = z.input<typeof Toast>;
