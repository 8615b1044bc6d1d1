import {
  toResult,
  type AddJob,
  type FinishStep,
  type Job,
  type JobError,
  type JobRequest,
  type PoolWorker,
  type WorkerResult,
} from './job';
import { ProgressBatch } from './progressBatch';
import { ReadAhead } from './readAhead';
import { WorkerSlots, type Slot } from './workerSlots';
import { FINISH_FROM, PageFinishing, type WorkerRun } from './pageFinishing';

/**
 * ONE shared job queue for every tool, over a pool of workers: the job list and its scheduler. Pure
 * TypeScript: the worker factory is injected, so the scheduling is unit-tested in Node with fake workers.
 */

/** How a job was asked for: kept while it waits, and after it ends so a failed or cancelled job can be retried. */
interface Recipe {
  concurrency: number;
  threads: number;
  timeoutMs?: number;
  prepare: () => Promise<JobRequest>;
  finish?: FinishStep;
}

export interface QueueOptions {
  createWorker: () => PoolWorker;
  /** The cores the queue may keep busy: running jobs' threads together never exceed it (nor do workers). */
  maxWorkers: number;
  /** Idle workers are ended after this many milliseconds (their engines' memory goes with them). */
  idleMs?: number;
  /** A cancelled job's pipeline has this long to stop (its signal aborted) before its worker is ended. */
  cancelGraceMs?: number;
}

/** Long enough for a pipeline that honours its signal to unwind; short enough that the next file soon starts. */
const CANCEL_GRACE_MS = 2_000;

export class JobQueue {
  private jobs: Job[] = [];
  /** Jobs waiting to start, with their recipe. */
  private pending = new Map<string, Recipe>();
  private recipes = new Map<string, Recipe>();
  private pumpQueued = false;
  private listeners = new Set<() => void>();
  private idleListeners = new Set<() => void>();
  private nextId = 1;
  private readonly slots: WorkerSlots;
  private readonly readAhead = new ReadAhead();
  private readonly progressBatch = new ProgressBatch((moved) => {
    const stillRunning = (j: Job) => moved.has(j.id) && j.status === 'running' && moved.get(j.id)! > j.progress;
    if (!this.jobs.some(stillRunning)) return false;
    this.jobs = this.jobs.map((j) => (stillRunning(j) ? { ...j, progress: moved.get(j.id)! } : j));
    this.notify();
    return true;
  });
  private readonly finishing = new PageFinishing({
    get: (id) => this.get(id),
    finish: (id, patch) => this.finish(id, patch),
    progress: (id, fraction) => this.progress(id, fraction),
    killWorkerOf: (id) => this.slots.kill(id),
    pump: () => this.pump(),
  });

  constructor(private readonly opts: QueueOptions) {
    this.slots = new WorkerSlots(opts.createWorker, opts.maxWorkers, opts.idleMs ?? 30_000);
  }

  add(job: AddJob): Job {
    const created: Job = {
      id: `job-${this.nextId++}`,
      toolId: job.toolId,
      label: job.label,
      status: 'queued',
      progress: 0,
      queuedAt: Date.now(),
      ...(job.notesBeforeRun?.length ? { notesBeforeRun: job.notesBeforeRun } : {}),
    };
    const recipe: Recipe = {
      concurrency: Math.max(1, job.concurrency ?? Number.POSITIVE_INFINITY),
      threads: Math.max(1, job.threads ?? 1),
      timeoutMs: job.timeoutMs,
      prepare: job.prepare,
      finish: job.finish,
    };
    this.pending.set(created.id, recipe);
    this.recipes.set(created.id, recipe);
    this.jobs = [...this.jobs, created];
    this.notify();
    this.pumpSoon();
    return created;
  }

  /**
   * A new job in the place of job `id` (which is stopped if it runs, and forgotten): one row run again
   * with other options. A new id, so whatever the old job's worker still sends back finds no job.
   */
  replace(id: string, job: AddJob): Job {
    const at = this.jobs.findIndex((j) => j.id === id);
    this.remove((j) => j.id === id);
    const created = this.add(job);
    if (at >= 0) this.jobs = [...this.jobs.slice(0, at), created, ...this.jobs.slice(at, -1)];
    this.notify();
    return created;
  }

  /** A row for an input that never ran (wrong type, empty file): failed from the start. */
  addFailed(toolId: string, label: string, error: JobError): Job {
    const [created] = this.addEnded(toolId, [label], error);
    return created;
  }

  /** Jobs finished by an earlier page of this tab (kept across a reload): done, before every other row. */
  restore(finished: Pick<Job, 'toolId' | 'label' | 'queuedAt' | 'startedAt' | 'finishedAt' | 'results'>[]): Job[] {
    if (!finished.length) return [];
    const restored = finished.map((job): Job => ({ ...job, id: `job-${this.nextId++}`, status: 'done', progress: 1 }));
    this.jobs = [...restored, ...this.jobs];
    this.notify();
    return restored;
  }

  /** Rows of files a closed (or crashed) page was still working on: back as failed, with `error`. */
  restoreLost(toolId: string, labels: string[], error: JobError): Job[] {
    return labels.length ? this.addEnded(toolId, labels, error) : [];
  }

  /**
   * Stops a job, whose row says so at once: a queued one never starts; a running one has its pipeline
   * told to stop (its signal aborts), and its worker is ended if it has not stopped within the grace
   * time. Meanwhile that worker keeps its cores, so the next job starts when it is free or ended.
   */
  cancel(id: string): void {
    const job = this.get(id);
    if (!job || (job.status !== 'queued' && job.status !== 'running')) return;
    if (job.status === 'running') this.slots.stop(id, this.opts.cancelGraceMs ?? CANCEL_GRACE_MS, () => this.pump());
    this.finishing.stop(id);
    this.finish(id, { status: 'cancelled', error: { key: 'errors.cancelled' } });
  }

  /** Whether retry(id) would run the job again (it failed or was cancelled, and it had an input). */
  canRetry(id: string): boolean {
    const job = this.get(id);
    return !!job && (job.status === 'failed' || job.status === 'cancelled') && this.recipes.has(id);
  }

  /** Queues a failed or cancelled job again, in its place, with the same input and options. */
  retry(id: string): void {
    if (!this.canRetry(id)) return;
    this.pending.set(id, this.recipes.get(id)!);
    this.update(id, {
      status: 'queued',
      progress: 0,
      error: undefined,
      results: undefined,
      queuedAt: Date.now(),
      startedAt: undefined,
      finishedAt: undefined,
      threads: undefined,
    });
    this.pump();
  }

  cancelWhere(predicate: (job: Job) => boolean): void {
    for (const job of this.jobs.filter(predicate)) this.cancel(job.id);
  }

  /** Forgets finished jobs (and their result blobs). Running ones are cancelled first. */
  remove(predicate: (job: Job) => boolean): void {
    this.cancelWhere(predicate);
    for (const job of this.jobs) if (predicate(job)) this.recipes.delete(job.id);
    this.jobs = this.jobs.filter((j) => !predicate(j));
    this.notify();
  }

  get(id: string): Job | undefined {
    return this.jobs.find((j) => j.id === id);
  }

  getSnapshot = (): readonly Job[] => this.jobs;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** True while any job is queued or running (the PWA update waits for this). */
  get busy(): boolean {
    return this.jobs.some((j) => j.status === 'queued' || j.status === 'running');
  }

  /** Calls back once when the queue next has nothing to do. */
  whenIdle(callback: () => void): void {
    if (!this.busy) callback();
    else this.idleListeners.add(callback);
  }

  get workerCount(): number {
    return this.slots.count;
  }

  /** Ends every worker (used when leaving, and by tests). */
  dispose(): void {
    this.cancelWhere(() => true);
    this.slots.dispose();
  }

  /** Rows that ended before they ran (failed with `error`). */
  private addEnded(toolId: string, labels: string[], error: JobError): Job[] {
    const now = Date.now();
    const ended = labels.map((label): Job => ({
      id: `job-${this.nextId++}`,
      toolId,
      label,
      status: 'failed',
      progress: 0,
      error,
      queuedAt: now,
      finishedAt: now,
    }));
    this.jobs = [...this.jobs, ...ended];
    this.notify();
    return ended;
  }

  private runningCount(toolId: string): number {
    return this.jobs.filter((j) => j.status === 'running' && j.toolId === toolId).length;
  }

  /**
   * Jobs added in one go (a batch of files) are started together, after the current task, so the
   * queue sees the whole batch before it shares out the cores.
   */
  private pumpSoon(): void {
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    queueMicrotask(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  private pump(): void {
    let free = this.opts.maxWorkers - this.slots.busyCores;
    for (const run of this.finishing.waitingRuns()) {
      const slot = free > 0 && this.slots.take(run.request.toolId);
      if (!slot) break;
      free--;
      void this.startRun(run, slot);
    }
    // The queued jobs that can start now, in order, one core each at least...
    const starting: [Job, Recipe][] = [];
    const running = new Map<string, number>();
    for (const job of this.jobs) {
      if (starting.length >= free) break;
      const recipe = job.status === 'queued' ? this.pending.get(job.id) : undefined;
      if (!recipe) continue;
      const count = running.get(job.toolId) ?? this.runningCount(job.toolId);
      if (count >= recipe.concurrency) continue;
      running.set(job.toolId, count + 1);
      starting.push([job, recipe]);
    }
    // ...and the free cores shared among them: a lone job of a multi-threaded tool gets them all,
    // a full batch one each (never more threads than cores).
    for (const [i, [job, recipe]] of starting.entries()) {
      const slot = this.slots.take(job.toolId);
      if (!slot) break;
      const threads = Math.max(1, Math.min(recipe.threads, Math.floor(free / (starting.length - i))));
      free -= threads;
      void this.start(job, recipe, slot, threads);
    }
    this.readAhead.fill(this.queuedInOrder(), this.opts.maxWorkers);
  }

  private *queuedInOrder(): Generator<{ id: string; prepare: () => Promise<JobRequest> }> {
    for (const job of this.jobs) {
      const recipe = job.status === 'queued' ? this.pending.get(job.id) : undefined;
      if (recipe) yield { id: job.id, prepare: recipe.prepare };
    }
  }

  private async start(job: Job, recipe: Recipe, slot: Slot, threads: number): Promise<void> {
    this.slots.assign(slot, job.id, threads);
    this.update(job.id, { status: 'running', startedAt: Date.now(), threads });
    const timer = recipe.timeoutMs
      ? setTimeout(() => {
          this.slots.kill(job.id);
          this.finish(job.id, {
            status: 'failed',
            error: { key: 'errors.timeout', params: { seconds: Math.round(recipe.timeoutMs! / 1000) } },
          });
        }, recipe.timeoutMs)
      : undefined;
    let result: WorkerResult;
    try {
      const request = { ...(await this.readAhead.take(job.id, recipe.prepare)), threads };
      if (this.get(job.id)?.status !== 'running') return this.freed(slot, job.toolId);
      const share = recipe.finish ? FINISH_FROM : 1;
      result = await slot.worker.run(request, (p) => this.progress(job.id, p * share));
    } catch (e) {
      // The worker died (crashed, or killed by the browser): it is not given another job.
      this.slots.drop(slot);
      result = { ok: false, error: { key: 'errors.workerCrashed', detail: String((e as Error)?.message ?? e) } };
    } finally {
      clearTimeout(timer);
    }
    // A cancelled or timed-out job already has its final state (what its pipeline made is dropped).
    if (this.get(job.id)?.status !== 'running') return this.freed(slot, job.toolId);
    this.slots.release(slot, job.toolId);
    if (!result.ok) {
      this.finish(job.id, { status: 'failed', error: result.error });
    } else if (recipe.finish) {
      // The worker and its cores go back to the pool while the page finishes the job.
      this.pump();
      void this.finishing.finish(job.id, result.outputs.map(toResult), recipe.finish, recipe.timeoutMs);
    } else {
      this.finish(job.id, { status: 'done', progress: 1, results: result.outputs.map(toResult) });
    }
  }

  /** Runs in a worker the pipeline a finishing step asked for. */
  private async startRun(run: WorkerRun, slot: Slot): Promise<void> {
    run.started = true;
    this.slots.assign(slot, run.jobId, 1);
    let result: WorkerResult;
    try {
      result = await slot.worker.run({ ...run.request, threads: 1 }, () => undefined);
    } catch (e) {
      this.slots.drop(slot);
      result = { ok: false, error: { key: 'errors.workerCrashed', detail: String((e as Error)?.message ?? e) } };
    }
    // A cancelled job's run was rejected already.
    if (this.get(run.jobId)?.status !== 'running') return this.freed(slot, run.request.toolId);
    this.slots.release(slot, run.request.toolId);
    this.finishing.ran(run, result);
    this.pump();
    this.slots.retireIdle();
  }

  /** A stopped job's worker came back (its pipeline stopped in time): it takes the next job. */
  private freed(slot: Slot, toolId: string): void {
    if (!this.slots.release(slot, toolId)) return;
    this.pump();
    this.slots.retireIdle();
  }

  private finish(id: string, patch: Partial<Job>): void {
    this.pending.delete(id);
    this.readAhead.drop(id);
    this.update(id, { ...patch, finishedAt: Date.now() });
    this.pump();
    this.slots.retireIdle();
    if (!this.busy) {
      const callbacks = [...this.idleListeners];
      this.idleListeners.clear();
      callbacks.forEach((cb) => cb());
    }
  }

  private progress(id: string, fraction: number): void {
    const job = this.get(id);
    if (job?.status === 'running') this.progressBatch.report(id, job.progress, fraction);
  }

  private update(id: string, patch: Partial<Job>): void {
    this.jobs = this.jobs.map((j) => (j.id === id ? { ...j, ...patch } : j));
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
