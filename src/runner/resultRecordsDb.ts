import type { OutputMeta, OutputNote } from '../../schemas/pipeline';
import { readStored, z } from '../storage/storedShape';

/**
 * Finished results kept on this device so a reload does not lose them: an IndexedDB store of records,
 * each holding its result Blobs (the browser keeps those on disk), or, for an output a tool already
 * wrote to the origin-private file system (OPFS_OUTPUTS_DIR), only that file's name. Written by hand over
 * IndexedDB (not idb-keyval) to close the connection when another page deletes the database: the
 * privacy page's "clear" then takes effect at once.
 */

const DB_NAME = 'localkit-results';
const STORE = 'jobs';

export interface KeptResult {
  name?: string;
  type: string;
  blob?: Blob;
  /** The output is the file of this name in OPFS_OUTPUTS_DIR (see ./opfs.ts; not copied into the record). */
  opfsName?: string;
  text?: string;
  meta?: OutputMeta;
  notes?: OutputNote[];
}

export interface KeptJob {
  /** The tab session (sessionStorage) that made it: only that tab brings it back. */
  session: string;
  toolId: string;
  label: string;
  queuedAt: number;
  startedAt?: number;
  finishedAt?: number;
  results: KeptResult[];
}

const Values = z.record(z.string(), z.union([z.string(), z.number()]));
/** The shape save() writes; a record read back in another shape (damaged, an older version's) is dropped. */
const StoredJob = z.object({
  session: z.string(),
  toolId: z.string(),
  label: z.string(),
  queuedAt: z.number(),
  startedAt: z.optional(z.number()),
  finishedAt: z.optional(z.number()),
  results: z.array(
    z.object({
      name: z.optional(z.string()),
      type: z.string(),
      blob: z.optional(z.instanceof(Blob)),
      opfsName: z.optional(z.string()),
      text: z.optional(z.string()),
      meta: z.optional(
        z.object({
          width: z.optional(z.number()),
          height: z.optional(z.number()),
          format: z.optional(z.string()),
          quality: z.optional(z.number()),
          duration: z.optional(z.number()),
          extra: z.optional(Values),
          extraSizes: z.optional(z.record(z.string(), z.number())),
          details: z.optional(Values),
        }),
      ),
      notes: z.optional(z.array(z.object({ key: z.string(), params: z.optional(Values) }))),
    }),
  ),
});

let opening: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  }).catch((e: unknown) => {
    opening = undefined;
    throw e;
  });
  return opening;
}

async function request<T>(mode: IDBTransactionMode, make: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const made = make(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(made.result);
    transaction.onerror = transaction.onabort = () => reject(transaction.error ?? made.error);
  });
}

export const resultRecords = {
  put: (key: string, job: KeptJob) => request('readwrite', (s) => s.put(job, key)).then(() => undefined),
  delete: (key: string) => request('readwrite', (s) => s.delete(key)).then(() => undefined),
  /** Every record with its key (those not in the shape save() writes are deleted, not given). */
  async all(): Promise<[string, KeptJob][]> {
    const found = await resultRecords.everything();
    const damaged = found.filter(([key, value]) => !readStored(StoredJob, value, `result record ${key}`));
    await Promise.all(damaged.map(([key]) => resultRecords.delete(key).catch(() => undefined)));
    return found.filter((entry) => !damaged.includes(entry)) as [string, KeptJob][];
  },
  async everything(): Promise<[string, unknown][]> {
    const db = await database();
    return new Promise((resolve, reject) => {
      const found: [string, unknown][] = [];
      const transaction = db.transaction(STORE, 'readonly');
      const cursor = transaction.objectStore(STORE).openCursor();
      cursor.onsuccess = () => {
        if (!cursor.result) return;
        found.push([String(cursor.result.key), cursor.result.value]);
        cursor.result.continue();
      };
      transaction.oncomplete = () => resolve(found);
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
  },
  clear: () => request('readwrite', (s) => s.clear()).then(() => undefined),
};
