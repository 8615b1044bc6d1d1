/**
 * The user's original files, by job id, on the main thread. Files are disk-backed handles, so a
 * 200-file batch costs little here; bytes are read only when a job starts (see FileRunner).
 */
const originals = new Map<string, File>();

export const originalFiles = {
  set: (jobId: string, file: File) => void originals.set(jobId, file),
  get: (jobId: string) => originals.get(jobId),
  delete: (jobId: string) => void originals.delete(jobId),
};
