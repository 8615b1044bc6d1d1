import { z } from 'zod';

/** The categories the app knows, in sidebar order. A manifest may name another; it then gets a grey folder icon. */
export const KNOWN_CATEGORIES = ['image', 'svg', 'favicon', 'video', 'audio', 'date', 'text', 'writer', 'screenshot'] as const;

export const Category = z.string().regex(/^[a-z][a-z0-9-]*$/, 'category must be a lower-case word such as "image"');
export type Category = z.infer<typeof Category>;
