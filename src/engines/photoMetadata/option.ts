import { z } from 'zod';

/**
 * The metadata option every photo tool carries (a schema field, so the form and the preset link have it):
 * strip = remove all (the default), keep = keep all, noLocation = keep all but the location.
 */
export const metadataOption = z.enum(['strip', 'keep', 'noLocation']).default('strip');
export type MetadataChoice = z.infer<typeof metadataOption>;
