import { createStore, del, get, set } from 'idb-keyval';
import { readStored, z } from '../storage/storedShape';

/**
 * Files shared into the installed app wait here (IndexedDB, on this device only) between the
 * service worker that receives the share and the tool page that takes them.
 */
const store = () => createStore('localkit-shared', 'files');
const PENDING = 'pending';
const SharedFiles = z.array(z.instanceof(File));

export async function keepSharedFiles(files: File[]): Promise<void> {
  await set(PENDING, files, store());
}

/** The waiting files, once: they are removed as they are handed over. */
export async function takeSharedFiles(): Promise<File[]> {
  const s = store();
  const files = readStored(SharedFiles, await get<unknown>(PENDING, s), 'shared files') ?? [];
  await del(PENDING, s);
  return files;
}
