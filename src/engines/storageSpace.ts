import { ToolError } from '../../schemas/pipeline';

/**
 * The device ran out of room for a result: a write threw (QuotaExceededError, or Chromium's
 * "AbortError: Failed to write data to data pipe") or wrote fewer bytes than it was given. The file
 * it was writing is incomplete and must never be called done.
 */
export class StorageFullError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'StorageFullError';
  }
}

/** Whether `e` says storage is full (a quota error, a failed write into the disk's data pipe, or ours). */
export function isStorageFull(e: unknown): boolean {
  const error = e as { name?: string; message?: string } | undefined;
  if (!error) return false;
  if (error.name === 'StorageFullError' || error.name === 'QuotaExceededError') return true;
  return error.name === 'AbortError' && /failed to write|data pipe|quota|space/i.test(error.message ?? '');
}

/** Bytes this origin may still store (quota − usage), or undefined where the browser does not say. */
export async function storageAvailable(): Promise<number | undefined> {
  try {
    const { quota, usage } = (await navigator.storage?.estimate?.()) ?? {};
    return quota === undefined || usage === undefined ? undefined : Math.max(0, quota - usage);
  } catch {
    return undefined;
  }
}

/** "12.3 MB": sizes in messages made inside workers (no i18n there; digits and units read the same in every language here). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/**
 * The row's reason when a result did not fit: the shell's errors.storageFull, with the sizes where
 * they explain it (`needed`: the whole result's estimated size; what is free is asked of the browser
 * now, after the incomplete file was deleted). What is free alone explains nothing: not given.
 */
export async function storageFullError(needed: number | undefined, detail?: string): Promise<ToolError> {
  let available = needed === undefined ? undefined : await storageAvailable();
  // A write failed though the browser counts room enough: its count is not the device's (a disk
  // fuller than the quota assumes), and its figure would mislead. Say it without figures.
  if (needed !== undefined && available !== undefined && available >= needed) available = undefined;
  if (needed !== undefined && available !== undefined)
    return new ToolError('errors.storageFullSizes', { needed: formatSize(needed), available: formatSize(available) }, detail);
  return new ToolError('errors.storageFull', {}, detail);
}
