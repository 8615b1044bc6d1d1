/**
 * A file in the origin-private file system (OPFS) that a worker writes synchronously, so a large
 * output (a compressed video, a long recording) lives on disk, never whole in memory. Outputs go in
 * OPFS_OUTPUTS_DIR; the runner decides how long they stay (it clears them with the results, on the privacy
 * page's button, after download). Only dedicated workers have synchronous access handles: elsewhere
 * (the page, Node) createOpfsOutputFile returns undefined and callers keep the bytes in memory.
 */
import { StorageFullError, isStorageFull } from './storageSpace';

export const OPFS_OUTPUTS_DIR = 'localkit-results';

export interface OpfsOutputFile {
  /** Writes all of `data` at byte `at`; returns the bytes written. Throws StorageFullError when the
   * device has no room (the write threw a quota error, or wrote fewer bytes than given): from then on
   * `storageFull` is set and finish() refuses the file. */
  write(data: Uint8Array, at: number): number;
  /** A write ran out of room: the file is incomplete. */
  readonly storageFull?: StorageFullError;
  /** Reads into `into` from byte `at`; returns the bytes read. */
  read(into: Uint8Array, at: number): number;
  size(): number;
  truncate(size: number): void;
  /** Closes it and gives the finished file (its bytes stay on disk); throws StorageFullError if a write
   * failed or the file read back is not as long as what was written. */
  finish(): Promise<File>;
  /** Closes it if open and deletes it (a failed job, an intermediate file). */
  remove(): Promise<void>;
}

let made = 0;

/** `name` only gives the extension (so the File gets a type); the rest is made unique. */
export async function createOpfsOutputFile(name: string): Promise<OpfsOutputFile | undefined> {
  if (typeof FileSystemFileHandle === 'undefined' || !('createSyncAccessHandle' in FileSystemFileHandle.prototype)) return undefined;
  const ext = /\.[a-z0-9]{1,5}$/i.exec(name)?.[0] ?? '';
  const fileName = `${Date.now().toString(36)}-${(++made).toString(36)}-${Math.random().toString(36).slice(2, 8)}${ext}`;
  let dir: FileSystemDirectoryHandle;
  let handle: FileSystemFileHandle;
  let access: FileSystemSyncAccessHandle;
  try {
    dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(OPFS_OUTPUTS_DIR, { create: true });
    handle = await dir.getFileHandle(fileName, { create: true });
    access = await handle.createSyncAccessHandle();
  } catch {
    // No storage here (a private window that refuses it, a full disk): the caller keeps the bytes in memory.
    return undefined;
  }
  let open = true;
  let storageFull: StorageFullError | undefined;
  /** The end of the furthest write (or the size set by truncate): what the file must hold. */
  let length = 0;
  const close = () => {
    if (!open) return;
    open = false;
    access.flush();
    access.close();
  };
  const fail = (detail: string) => {
    storageFull ??= new StorageFullError(detail);
    return storageFull;
  };
  return {
    get storageFull() {
      return storageFull;
    },
    write(data, at) {
      if (storageFull) throw storageFull;
      let written: number;
      try {
        written = access.write(data, { at });
      } catch (e) {
        if (isStorageFull(e)) throw fail(`${(e as Error).name}: ${(e as Error).message}`);
        throw e;
      }
      if (written !== data.byteLength) throw fail(`wrote ${written} of ${data.byteLength} bytes at ${at}`);
      length = Math.max(length, at + written);
      return written;
    },
    read: (into, at) => access.read(into, { at }),
    size: () => access.getSize(),
    truncate(size) {
      try {
        access.truncate(size);
      } catch (e) {
        if (isStorageFull(e)) throw fail(`${(e as Error).name}: ${(e as Error).message}`);
        throw e;
      }
      length = size;
    },
    async finish() {
      try {
        close();
      } catch (e) {
        if (isStorageFull(e)) throw fail(`${(e as Error).name}: ${(e as Error).message}`);
        throw e;
      }
      if (storageFull) throw storageFull;
      const file = await handle.getFile();
      // Read back: a file shorter than what was written lost its end on the way to disk.
      if (file.size !== length) throw fail(`the file holds ${file.size} of ${length} bytes`);
      return file;
    },
    async remove() {
      try {
        close();
      } finally {
        await dir.removeEntry(fileName).catch(() => {});
      }
    },
  };
}

/**
 * A copy of `blob` in a new file here, made through one reused buffer (a BYOB reader): a file ffmpeg
 * then reads synchronously straight into its own memory. Undefined where there is no such storage or
 * it has no room; the copy is the caller's to remove.
 */
export async function copyToOpfsOutputFile(blob: Blob, name: string, signal?: AbortSignal): Promise<OpfsOutputFile | undefined> {
  const file = await createOpfsOutputFile(name);
  if (!file) return undefined;
  try {
    const reader = blob.stream().getReader({ mode: 'byob' });
    let buffer = new ArrayBuffer(1 << 20);
    for (let at = 0; ;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read(new Uint8Array(buffer));
      if (done || !value) break;
      at += file.write(value, at);
      buffer = value.buffer;
    }
    return file;
  } catch (e) {
    await file.remove();
    if ((e as Error)?.name === 'AbortError') throw e;
    return undefined;
  }
}
