import type { OwnOptions } from './fileOptions';

/**
 * Each row's own options (see fileOptions.ts), by job id, on the main thread, with how each row was
 * queued (its options, and its file's type as checked): a change of its own options runs the row again
 * only when they differ, without checking the file again. Kept with the row: a re-run of the batch
 * carries them to the new rows; clearing the rows drops them.
 */
const own = new Map<string, OwnOptions>();
const queuedWith = new Map<string, { options: string; type: string }>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const listener of listeners) listener();
}

export const ownOptions = {
  get: (jobId: string): OwnOptions | undefined => own.get(jobId),
  set(jobId: string, options: OwnOptions | undefined) {
    if (options) own.set(jobId, options);
    else if (!own.delete(jobId)) return;
    changed();
  },
  /** The options a row's job was given and its file's checked type. */
  queued(jobId: string, options: unknown, type: string) {
    queuedWith.set(jobId, { options: JSON.stringify(options), type });
  },
  sameAsQueued: (jobId: string, options: unknown) => queuedWith.get(jobId)?.options === JSON.stringify(options),
  /** The checked type of a row's file (undefined for a row that was not queued from a file). */
  typeOf: (jobId: string) => queuedWith.get(jobId)?.type,
  forget(jobId: string) {
    queuedWith.delete(jobId);
    ownOptions.set(jobId, undefined);
  },
  /** A number that changes with any row's own options (for useSyncExternalStore). */
  version: () => version,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
