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

/** The waiting files, left in place until the user processes or discards them. */
export async function peekSharedFiles(): Promise<File[]> {
  return readStored(SharedFiles, await get<unknown>(PENDING, store()), 'shared files') ?? [];
}

/** Forgets the waiting files (after they were handed to the tool, or discarded). */
export async function dropSharedFiles(): Promise<void> {
  await del(PENDING, store());
}
