import { createStore, del, get, set } from 'idb-keyval';

/**
 * Files shared into the installed app wait here (IndexedDB, on this device only) between the
 * service worker that receives the share and the tool page that takes them.
 */
const store = () => createStore('localkit-shared', 'files');
const PENDING = 'pending';

export async function keepSharedFiles(files: File[]): Promise<void> {
  await set(PENDING, files, store());
}

/** The waiting files, once: they are removed as they are handed over. */
export async function takeSharedFiles(): Promise<File[]> {
  const s = store();
  const files = (await get<File[]>(PENDING, s)) ?? [];
  await del(PENDING, s);
  return files;
}
