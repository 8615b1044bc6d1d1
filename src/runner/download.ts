import { makeZip, predictLength } from 'client-zip';
import i18next from 'i18next';
import { entryNames, opfsDirectory, removeFiles } from './opfs';
import { toast } from '../toast/toastStore';
import { formatBytes } from './record';

/** Saves a blob under a name; the object URL is revoked once the browser has taken it. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export interface ZipEntry {
  name: string;
  blob: Blob;
}

/** Where the archive is written before it is downloaded (the origin-private file system). */
const ZIP_DIR = 'localkit-downloads';
/** An archive older than this has long been copied by its download: the next ZIP deletes it. */
const ZIP_KEEP_MS = 10 * 60_000;
/** Where an archive cannot go to disk it is built in memory, in parts of at most this size. */
export const ZIP_PART_BYTES = 500 * 1024 * 1024;

type ZipInput = { name: string; input: Blob; lastModified: Date };

/** Entries in order, cut into runs whose ZIP stays within `limit` bytes (an entry bigger than that is a part of its own). */
export function zipParts<T extends { name: string; input: Blob }>(entries: T[], limit: number): T[][] {
  const empty = Number(predictLength([]));
  const parts: T[][] = [];
  let size = empty;
  for (const entry of entries) {
    const grows = Number(predictLength([{ name: entry.name, size: entry.input.size }])) - empty;
    if (!parts.length || size + grows > limit) {
      parts.push([]);
      size = empty;
    }
    parts.at(-1)!.push(entry);
    size += grows;
  }
  return parts;
}

/** Deletes archives whose downloads have long been done (the next ZIP, and each visit, do this). */
export async function sweepZips(): Promise<void> {
  const dir = await opfsDirectory(ZIP_DIR);
  if (dir) await removeFiles(dir, await entryNames(dir), ZIP_KEEP_MS);
}

/**
 * Streams the archive into a file of the origin-private file system (client-zip reads one entry at a
 * time; nothing is held whole in memory) and gives that disk-backed file back; undefined where the
 * browser cannot write such a file from the page.
 */
async function zipToDisk(files: ZipInput[]): Promise<File | undefined> {
  if (typeof FileSystemFileHandle === 'undefined' || !('createWritable' in FileSystemFileHandle.prototype)) return undefined;
  await sweepZips();
  const dir = await opfsDirectory(ZIP_DIR, true);
  if (!dir) return undefined;
  const fileName = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.zip`;
  const handle = await dir.getFileHandle(fileName, { create: true });
  try {
    await makeZip(files).pipeTo(await handle.createWritable());
    const file = await handle.getFile();
    // Read back: an archive shorter than client-zip's own count lost its end (a full disk).
    const expected = Number(predictLength(files.map((f) => ({ name: f.name, size: f.input.size }))));
    if (file.size !== expected) throw new Error(`the archive holds ${file.size} of ${expected} bytes`);
    return file;
  } catch {
    await dir.removeEntry(fileName).catch(() => undefined); // a full disk, say: try the parts instead
    return undefined;
  }
}

/**
 * Saves entries as one ZIP, streamed to disk first where the browser allows (then downloaded from
 * there), so a batch of any size never sits whole in memory. Elsewhere the archive is built in memory
 * in parts of at most ZIP_PART_BYTES ("name-1.zip", "name-2.zip", ...), and a toast says so.
 */
export async function saveZip(entries: ZipEntry[], name: string): Promise<void> {
  const files: ZipInput[] = entries.map((e) => ({ name: e.name, input: e.blob, lastModified: new Date() }));
  const onDisk = await zipToDisk(files).catch(() => undefined);
  if (onDisk) return saveBlob(onDisk, name);
  const parts = zipParts(files, ZIP_PART_BYTES);
  if (parts.length > 1)
    toast(i18next.t('common:runner.zipParts', { count: parts.length, size: formatBytes(ZIP_PART_BYTES) }), 'default', undefined, 15_000);
  for (const [i, part] of parts.entries()) {
    const blob = await new Response(makeZip(part)).blob();
    saveBlob(blob, parts.length > 1 ? name.replace(/(\.zip)?$/, `-${i + 1}.zip`) : name);
  }
}
