import type { JobError } from './job';
import { formatBytes } from './record';

/**
 * Why a file that is read whole cannot be taken, told by its size alone (before a byte is read): the
 * message names both sizes. Undefined when the file fits.
 */
export function tooLarge(size: number, maxBytes: number): JobError | undefined {
  if (size <= maxBytes) return undefined;
  return { key: 'errors.fileTooLarge', params: { max: formatBytes(maxBytes), size: formatBytes(size) } };
}
