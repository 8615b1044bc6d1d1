import { OPFS_OUTPUTS_DIR } from '../engines/opfsOutputFile';

/**
 * The origin-private file system: directories the app keeps files in, all named `localkit…`, and the
 * page's side of OPFS_OUTPUTS_DIR, where tools write large outputs themselves (in workers).
 */

/** The directory `name` under the origin's root, or undefined where the browser has none (or refuses it). */
export async function opfsDirectory(name: string, create = false): Promise<FileSystemDirectoryHandle | undefined> {
  try {
    return await (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create });
  } catch {
    return undefined;
  }
}

/** Names of the entries of a directory. */
export async function entryNames(dir: FileSystemDirectoryHandle): Promise<string[]> {
  const names: string[] = [];
  for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
  return names;
}

/** Deletes these files of `dir` that are older than `minAgeMs` (a file still being written is locked: it stays). */
export async function removeFiles(dir: FileSystemDirectoryHandle, names: string[], minAgeMs = 0): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      try {
        if (minAgeMs > 0 && Date.now() - (await (await dir.getFileHandle(name)).getFile()).lastModified < minAgeMs) return;
        await dir.removeEntry(name);
      } catch {
        // Gone already, or locked.
      }
    }),
  );
}

/** Deletes every `localkit…` directory (the privacy page's "clear"). */
export async function clearOpfs(): Promise<void> {
  const root = await navigator.storage?.getDirectory?.().catch(() => undefined);
  if (!root) return;
  const names = (await entryNames(root)).filter((n) => n.startsWith('localkit'));
  await Promise.all(names.map((n) => root.removeEntry(n, { recursive: true }).catch(() => undefined)));
}

/** Whether `blob` is the file of its name in OPFS_OUTPUTS_DIR (a tool wrote it there): then it is kept by name. */
export async function opfsResultName(blob: Blob): Promise<string | undefined> {
  if (!(blob instanceof File)) return undefined;
  const dir = await opfsDirectory(OPFS_OUTPUTS_DIR);
  try {
    const file = await (await dir?.getFileHandle(blob.name))?.getFile();
    return file && file.size === blob.size && file.lastModified === blob.lastModified ? blob.name : undefined;
  } catch {
    return undefined;
  }
}

export async function readOpfsResult(name: string): Promise<File | undefined> {
  try {
    return await (await (await opfsDirectory(OPFS_OUTPUTS_DIR))?.getFileHandle(name))?.getFile();
  } catch {
    return undefined;
  }
}

/** Deletes these files of OPFS_OUTPUTS_DIR (older than `minAgeMs`; a file still being written is locked: it stays). */
export async function removeOpfsResults(names: string[], minAgeMs = 0): Promise<void> {
  const dir = names.length ? await opfsDirectory(OPFS_OUTPUTS_DIR) : undefined;
  if (dir) await removeFiles(dir, names, minAgeMs);
}
