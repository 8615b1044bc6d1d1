import { queue } from './pool';
import type { Job } from './job';
import { resultRecords, type KeptJob, type KeptResult } from './resultRecordsDb';
import { clearOpfs, entryNames, opfsDirectory, opfsResultName, readOpfsResult, removeOpfsResults } from './opfs';
import { OPFS_OUTPUTS_DIR } from '../engines/opfsOutputFile';
import { sweepZips } from './download';
import { readStored, z } from '../storage/storedShape';

/**
 * Nothing lost on a reload. The finished results of file tools (the generic results list) are kept on
 * this device (resultRecords) for this tab: a reload brings their rows back, downloadable. A record goes
 * when its results are downloaded, its row is cleared, the tab is closed (swept on a later visit) or
 * the privacy page clears everything. While jobs run or results wait undownloaded, leaving the page
 * asks first (beforeunload); the rows that did not come back are counted and told after the reload.
 */

const SESSION_KEY = 'localkit:session';
/** Tool id → the labels of its rows the page had (all but the downloaded ones), written as they change:
 * a crashed tab fires no pagehide. */
const ROWS_KEY = 'localkit:rows';
const RowLabels = z.record(z.string(), z.array(z.string()));
const LOCK_PREFIX = 'localkit-session:';
/** OPFS files younger than this are left alone by the sweep (another tab may be about to keep them). */
const SWEEP_MIN_AGE_MS = 60_000;

/** Tools whose finished jobs are kept (their page shows the generic results list). */
const keptTools = new Set<string>();
/** Job id → the key of its record once saved (undefined: not kept, e.g. downloaded). */
const records = new Map<string, Promise<string | undefined>>();
/** Job id → indexes of its results downloaded. */
const downloaded = new Map<string, Set<number>>();
/** Job id → its results' files in OPFS_OUTPUTS_DIR, deleted with its row. */
const opfsFiles = new Map<string, string[]>();
let swept: Promise<void> | undefined;

let session: string | undefined;
/** This tab's id: kept in sessionStorage, which outlives a reload but not the tab. */
function sessionId(): string {
  session ??= sessionStorage.getItem(SESSION_KEY) ?? crypto.randomUUID();
  sessionStorage.setItem(SESSION_KEY, session);
  return session;
}

function fullyDownloaded(job: Job): boolean {
  return (downloaded.get(job.id)?.size ?? 0) >= (job.results?.length ?? 0);
}

/** Results of this job were saved by the user: its kept copy goes (the row stays until cleared). */
export function markDownloaded(jobId: string, resultIndex?: number): void {
  const job = queue.get(jobId);
  if (!job) return;
  const done = downloaded.get(jobId) ?? new Set<number>();
  if (resultIndex === undefined) (job.results ?? []).forEach((_, i) => done.add(i));
  else done.add(resultIndex);
  downloaded.set(jobId, done);
  if (fullyDownloaded(job) && records.has(jobId)) {
    const record = records.get(jobId)!;
    records.set(jobId, Promise.resolve(undefined));
    void record.then((key) => key && resultRecords.delete(key).catch(() => undefined));
  }
}

/** True while leaving would lose something: jobs running or queued, or kept results not downloaded. */
export function hasUnsavedWork(): boolean {
  return queue.busy || queue.getSnapshot().some((j) => j.status === 'done' && keptTools.has(j.toolId) && !fullyDownloaded(j));
}

async function save(job: Job): Promise<string | undefined> {
  try {
    const results = await Promise.all(
      (job.results ?? []).map(async ({ blob, ...rest }): Promise<KeptResult> => {
        const opfsName = blob && (await opfsResultName(blob));
        return opfsName ? { ...rest, opfsName } : { ...rest, blob };
      }),
    );
    const inOpfs = results.flatMap((r) => (r.opfsName ? [r.opfsName] : []));
    if (inOpfs.length) opfsFiles.set(job.id, inOpfs);
    const key = `${sessionId()}:${crypto.randomUUID()}`;
    const { toolId, label, queuedAt, startedAt, finishedAt } = job;
    await resultRecords.put(key, { session: sessionId(), toolId, label, queuedAt, startedAt, finishedAt, results });
    // Cleared or downloaded while it was being written.
    if (!queue.get(job.id) || fullyDownloaded(job)) {
      await resultRecords.delete(key);
      return undefined;
    }
    return key;
  } catch {
    return undefined; // no storage here (a private window, a full disk): the row lives in this page only
  }
}

/** While restored jobs enter the queue: they are kept already. */
let restoring = false;

/** The rows a reload should bring back, per tool. */
function rowsNow(): Record<string, string[]> {
  const rows: Record<string, string[]> = {};
  for (const job of queue.getSnapshot())
    if (
      keptTools.has(job.toolId) &&
      (job.status === 'queued' || job.status === 'running' || (job.status === 'done' && !fullyDownloaded(job)))
    )
      (rows[job.toolId] ??= []).push(job.label);
  return rows;
}
let rowsWritten = '';
function writeRows(): void {
  const rows = JSON.stringify(rowsNow());
  if (rows === rowsWritten) return;
  rowsWritten = rows;
  sessionStorage.setItem(ROWS_KEY, rows);
}

function onQueueChange(): void {
  if (restoring) return;
  writeRows();
  const jobs = queue.getSnapshot();
  for (const job of jobs)
    if (job.status === 'done' && keptTools.has(job.toolId) && !records.has(job.id) && !fullyDownloaded(job)) records.set(job.id, save(job));
  const present = new Set(jobs.map((j) => j.id));
  for (const [id, record] of records) {
    if (present.has(id)) continue;
    records.delete(id);
    downloaded.delete(id);
    const files = opfsFiles.get(id) ?? [];
    opfsFiles.delete(id);
    void record.then(async (key) => {
      if (key) await resultRecords.delete(key).catch(() => undefined);
      await removeOpfsResults(files);
    });
  }
}

/** Records of tabs that are gone (no lock held), OPFS results no record or row refers to, old ZIPs. */
async function sweep(): Promise<void> {
  await sweepZips();
  const locks = await navigator.locks?.query().catch(() => undefined);
  let all = await resultRecords.all();
  if (locks) {
    const live = new Set([...(locks.held ?? []), ...(locks.pending ?? [])].map((l) => l.name));
    const gone = all.filter(([, kept]) => kept.session !== sessionId() && !live.has(LOCK_PREFIX + kept.session));
    await Promise.all(gone.map(([key]) => resultRecords.delete(key)));
    all = all.filter((entry) => !gone.includes(entry));
  }
  const dir = await opfsDirectory(OPFS_OUTPUTS_DIR);
  if (!dir) return;
  const used = new Set([...all.flatMap(([, kept]) => kept.results.map((r) => r.opfsName)), ...[...opfsFiles.values()].flat()]);
  await removeOpfsResults(
    (await entryNames(dir)).filter((name) => !used.has(name)),
    SWEEP_MIN_AGE_MS,
  );
}

/** Brings back this tab's kept jobs of a tool, before any new row. Resolves to the labels that came back. */
async function restore(toolId: string): Promise<string[]> {
  const mine = (await resultRecords.all()).filter(([, kept]) => kept.session === sessionId() && kept.toolId === toolId);
  mine.sort(([, a], [, b]) => a.queuedAt - b.queuedAt);
  const found: { key: string; kept: KeptJob }[] = [];
  for (const [key, kept] of mine) {
    const results = await Promise.all(kept.results.map(async (r) => (r.opfsName ? { ...r, blob: await readOpfsResult(r.opfsName) } : r)));
    if (results.some((r) => r.opfsName && !r.blob)) void resultRecords.delete(key).catch(() => undefined);
    else found.push({ key, kept: { ...kept, results } });
  }
  restoring = true;
  try {
    const jobs = queue.restore(found.map(({ kept: { session: _, ...job } }) => job));
    jobs.forEach((job, i) => {
      records.set(job.id, Promise.resolve(found[i].key));
      const inOpfs = found[i].kept.results.flatMap((r) => (r.opfsName ? [r.opfsName] : []));
      if (inOpfs.length) opfsFiles.set(job.id, inOpfs);
    });
    return jobs.map((job) => job.label);
  } finally {
    restoring = false;
  }
}

function start(): void {
  // The tab holds a lock while it lives: the sweep of a later visit tells its records from a closed tab's.
  void navigator.locks?.request(LOCK_PREFIX + sessionId(), () => new Promise<never>(() => undefined)).catch(() => undefined);
  queue.subscribe(onQueueChange);
  addEventListener('beforeunload', (event) => {
    if (!hasUnsavedWork()) return;
    event.preventDefault();
    event.returnValue = true; // Safari asks only when this is set
  });
  // The rows a reload should bring back. Which of them do is known only after it: a result still being
  // written when the page goes may or may not make it into storage.
  addEventListener('pagehide', writeRows);
  addEventListener('pageshow', (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    sessionStorage.removeItem(ROWS_KEY);
    rowsWritten = '';
  });
}

/**
 * From the tool's results page: keep its finished jobs from now on; the first time in this page, bring
 * back what an earlier page of this tab kept. Resolves to how many of that page's rows did not come
 * back (unfinished, or finished too late to be written: their files were never read into storage).
 */
export async function keepResults(toolId: string): Promise<number> {
  if (keptTools.has(toolId)) return 0;
  if (!keptTools.size) start();
  keptTools.add(toolId);
  const expected = rowsBefore(toolId);
  onQueueChange();
  let back: string[] = [];
  try {
    swept ??= sweep().catch(() => undefined);
    await swept;
    back = await restore(toolId);
  } catch {
    // No storage here: nothing was kept.
  }
  // The rows that did not come back are listed as failed, by name, rather than vanish.
  for (const label of back) {
    const i = expected.indexOf(label);
    if (i >= 0) expected.splice(i, 1);
  }
  restoring = true;
  try {
    queue.restoreLost(toolId, expected, { key: 'errors.lostOnClose' });
  } finally {
    restoring = false;
  }
  writeRows();
  return expected.length;
}

/** The labels of this tool's rows in the page before the reload (read once: they are this page's now). */
function rowsBefore(toolId: string): string[] {
  const rows = readStored(RowLabels, parseJson(sessionStorage.getItem(ROWS_KEY)), ROWS_KEY) ?? {};
  return rows[toolId] ?? [];
}

/** The privacy page's "clear": every kept record and tool-written result file, and the rows they back. */
export async function clearKeptResults(): Promise<void> {
  queue.remove((j) => keptTools.has(j.toolId) && j.status !== 'queued' && j.status !== 'running');
  await resultRecords.clear().catch(() => undefined);
  await clearOpfs();
}

/** Stored JSON, or the text itself where it is not JSON (then its shape check drops it). */
function parseJson(text: string | null): unknown {
  try {
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}
