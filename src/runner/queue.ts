import { ToolError, type PipelineInput, type PipelineOutput, type OutputMeta, type OutputNote } from '../../schemas/pipeline';

/**
 * ONE shared job queue for every tool, over a pool of workers. Pure TypeScript: the worker
 * factory is injected, so the scheduling is unit-tested in Node with fake workers.
 */

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobRequest {
  toolId: string;
  input: PipelineInput;
  options: unknown;
  /** Cores this job may use (set by the queue when the job starts; 1 when left out). */
  threads?: number;
}

/** A translatable error: `key` in the tool's namespace or the shell's `errors.*`. */
export interface JobError {
  key: string;
  params?: Record<string, string | number>;
  /** Technical detail for the curious (shown small, never the main message). */
  detail?: string;
}

/** A pipeline output as a worker hands it back: its bytes already wrapped in a Blob (see worker.ts). */
export type WorkerOutput = PipelineOutput & { blob?: Blob };

export type WorkerResult = { ok: true; outputs: WorkerOutput[] } | { ok: false; error: JobError };

export interface PoolWorker {
  run(request: JobRequest, onProgress: (fraction: number) => void): Promise<WorkerResult>;
  terminate(): void;
  /** False once the worker is known to be dead (it may die between jobs): it gets no further job. */
  alive?(): boolean;
}

export interface JobResult {
  name?: string;
  type: string;
  blob?: Blob;
  text?: string;
  meta?: OutputMeta;
  notes?: OutputNote[];
}

export interface Job {
  id: string;
  toolId: string;
  /** What the user sees in the row (usually the file name). */
  label: string;
  status: JobStatus;
  progress: number;
  results?: JobResult[];
  error?: JobError;
  queuedAt: number;
  startedAt?: number;
  /** Cores the queue gave this job when it started. */
  threads?: number;
  finishedAt?: number;
  /** What the tool will do other than what the options ask, known before it runs (the manifest's
   * notesBeforeRun for this input): the row shows them until the job's own notes come. */
  notesBeforeRun?: OutputNote[];
}

export interface AddJob {
  toolId: string;
  label: string;
  /** Cap on running jobs of this tool at once. */
  concurrency?: number;
  /** Milliseconds before the job is stopped (its worker terminated) and failed. */
  timeoutMs?: number;
  /** Most cores one job of this tool can use (multi-threaded engines); 1 when left out. */
  threads?: number;
  /** Reads the input only when the job starts, so a 200-file batch does not hold 200 buffers. */
  prepare: () => Promise<JobRequest>;
  notesBeforeRun?: OutputNote[];
  /** A step on the page after the worker's, for each of its outputs (see `Finish` in schemas/pipeline.ts). */
  finish?: FinishStep;
}

export interface FinishStepContext {
  /** The job's label (its input's name). */
  label: string;
  progress(fraction: number): void;
  /** Aborted when the job is cancelled. */
  signal: AbortSignal;
  /** Runs a pipeline in a worker on behalf of this job, ahead of queued jobs. */
  runPipeline(request: JobRequest): Promise<JobResult[]>;
}

/** The queue's side of a finishing step: one output of the worker in, the job's outputs out. */
export type FinishStep = (output: JobResult, ctx: FinishStepContext) => Promise<WorkerOutput[]>;

/** Where a job with a finishing step is when its worker part is done (the page does the rest). */
const FINISH_FROM = 0.5;

interface Slot {
  worker: PoolWorker;
  busyWith?: string;
  /** Tools whose pipeline (and engines) this worker has already loaded: jobs prefer such a worker. */
  warm: Set<string>;
  idleTimer?: ReturnType<typeof setTimeout>;
}

interface Pending {
  concurrency: number;
  threads: number;
  timeoutMs?: number;
  prepare: () => Promise<JobRequest>;
  finish?: FinishStep;
}

/** A worker run a finishing step asked for. */
interface Step {
  jobId: string;
  request: JobRequest;
  started?: boolean;
  resolve: (results: JobResult[]) => void;
  reject: (error: unknown) => void;
}

export interface QueueOptions {
  createWorker: () => PoolWorker;
  /** The cores the queue may keep busy: running jobs' threads together never exceed it (nor do workers). */
  maxWorkers: number;
  /** Idle workers are ended after this many milliseconds (their engines' memory goes with them). */
  idleMs?: number;
}

/** A job's progress reaches the page this long after it moves... */
const PROGRESS_NOTIFY_MS = 50;
/**
 * ...but no sooner than this after the last progress update: each update is a render of the list
 * on a main thread that shares the cores with the workers, and in a batch of short jobs the
 * updates of one job would otherwise come a few tens of milliseconds apart. Status changes
 * (running, done, failed) are never held back.
 */
const PROGRESS_GAP_MS = 250;

export class JobQueue {
  private jobs: Job[] = [];
  private pending = new Map<string, Pending>();
  /** How each job was asked for, kept after it ends so a failed or cancelled job can be retried. */
  private recipes = new Map<string, Pending>();
  private slots: Slot[] = [];
  /** Cores held by each running job. */
  private cores = new Map<string, number>();
  private pumpQueued = false;
  private listeners = new Set<() => void>();
  private idleListeners = new Set<() => void>();
  private nextId = 1;
  private progressTimer?: ReturnType<typeof setTimeout>;
  private pendingProgress = new Map<string, number>();
  private lastProgressNotify = Number.NEGATIVE_INFINITY;
  /**
   * Inputs read ahead for the next queued jobs (as many as there are workers), so a worker that
   * frees up gets its next job in one message instead of waiting on a file read on a main thread
   * that is itself short of CPU while the workers run.
   */
  private readAhead = new Map<string, Promise<JobRequest>>();
  /** Jobs in their finishing step, by id: aborted on cancel. */
  private finishing = new Map<string, AbortController>();
  /** Worker runs asked for by finishing steps, until they end: they start before queued jobs. */
  private steps: Step[] = [];
  /** Finishing steps run on the page one at a time (a big batch leaves the page responsive): the last
   * one's turn ends when this settles. */
  private pageTurn: Promise<void> = Promise.resolve();
  private readonly idleMs: number;

  constructor(private readonly opts: QueueOptions) {
    this.idleMs = opts.idleMs ?? 30_000;
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
    const recipe: Pending = {
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

  /** A row for an input that never ran (wrong type, empty file): failed from the start. */
  addFailed(toolId: string, label: string, error: JobError): Job {
    const now = Date.now();
    const created: Job = {
      id: `job-${this.nextId++}`,
      toolId,
      label,
      status: 'failed',
      progress: 0,
      error,
      queuedAt: now,
      finishedAt: now,
    };
    this.jobs = [...this.jobs, created];
    this.notify();
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
    if (!labels.length) return [];
    const now = Date.now();
    const lost = labels.map((label): Job => ({
      id: `job-${this.nextId++}`,
      toolId,
      label,
      queuedAt: now,
      finishedAt: now,
      status: 'failed',
      progress: 0,
      error,
    }));
    this.jobs = [...this.jobs, ...lost];
    this.notify();
    return lost;
  }

  /** Stops a job: a queued one never starts; a running one has its worker terminated. */
  cancel(id: string): void {
    const job = this.get(id);
    if (!job || (job.status !== 'queued' && job.status !== 'running')) return;
    if (job.status === 'running') this.killWorkerOf(id);
    this.finishing.get(id)?.abort();
    for (const step of this.steps.filter((s) => s.jobId === id)) step.reject(new ToolError('errors.cancelled'));
    this.steps = this.steps.filter((s) => s.jobId !== id);
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
    return this.slots.length;
  }

  /** Ends every worker (used when leaving, and by tests). */
  dispose(): void {
    this.cancelWhere(() => true);
    for (const slot of this.slots) {
      clearTimeout(slot.idleTimer);
      slot.worker.terminate();
    }
    this.slots = [];
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
    let free = this.opts.maxWorkers - [...this.cores.values()].reduce((a, b) => a + b, 0);
    for (const step of this.steps) {
      if (step.started) continue;
      const slot = free > 0 && this.takeSlot(step.request.toolId);
      if (!slot) break;
      free--;
      void this.startStep(step, slot);
    }
    // The queued jobs that can start now, in order, one core each at least...
    const starting: [Job, Pending][] = [];
    const running = new Map<string, number>();
    for (const job of this.jobs) {
      if (starting.length >= free) break;
      const pending = job.status === 'queued' ? this.pending.get(job.id) : undefined;
      if (!pending) continue;
      const count = running.get(job.toolId) ?? this.runningCount(job.toolId);
      if (count >= pending.concurrency) continue;
      running.set(job.toolId, count + 1);
      starting.push([job, pending]);
    }
    // ...and the free cores shared among them: a lone job of a multi-threaded tool gets them all,
    // a full batch one each (never more threads than cores).
    for (const [i, [job, pending]] of starting.entries()) {
      const slot = this.takeSlot(job.toolId);
      if (!slot) break;
      const threads = Math.max(1, Math.min(pending.threads, Math.floor(free / (starting.length - i))));
      free -= threads;
      void this.start(job, pending, slot, threads);
    }
    this.readNextInputs();
  }

  private readNextInputs(): void {
    let ahead = 0;
    for (const job of this.jobs) {
      if (ahead >= this.opts.maxWorkers) return;
      const pending = job.status === 'queued' ? this.pending.get(job.id) : undefined;
      if (!pending) continue;
      ahead++;
      if (this.readAhead.has(job.id)) continue;
      const request = pending.prepare();
      request.catch(() => undefined); // a failed read fails its job when the job starts, not here
      this.readAhead.set(job.id, request);
    }
  }

  private takeInput(id: string, pending: Pending): Promise<JobRequest> {
    const request = this.readAhead.get(id) ?? pending.prepare();
    this.readAhead.delete(id); // its buffers are transferred to the worker: never hand them out twice
    return request;
  }

  private takeSlot(toolId: string): Slot | undefined {
    for (const slot of this.slots) if (!slot.busyWith && slot.worker.alive?.() === false) this.dropSlot(slot);
    const idle = this.slots.filter((s) => !s.busyWith);
    const slot = idle.find((s) => s.warm.has(toolId)) ?? idle[0] ?? (this.slots.length < this.opts.maxWorkers ? this.spawn() : undefined);
    if (slot) {
      clearTimeout(slot.idleTimer);
      slot.idleTimer = undefined;
    }
    return slot;
  }

  private spawn(): Slot {
    const slot: Slot = { worker: this.opts.createWorker(), warm: new Set() };
    this.slots.push(slot);
    return slot;
  }

  private async start(job: Job, pending: Pending, slot: Slot, threads: number): Promise<void> {
    slot.busyWith = job.id;
    this.cores.set(job.id, threads);
    this.update(job.id, { status: 'running', startedAt: Date.now(), threads });
    const timer = pending.timeoutMs
      ? setTimeout(() => {
          this.killWorkerOf(job.id);
          this.finish(job.id, {
            status: 'failed',
            error: { key: 'errors.timeout', params: { seconds: Math.round(pending.timeoutMs! / 1000) } },
          });
        }, pending.timeoutMs)
      : undefined;
    let result: WorkerResult;
    try {
      const request = { ...(await this.takeInput(job.id, pending)), threads };
      if (this.get(job.id)?.status !== 'running') return;
      const share = pending.finish ? FINISH_FROM : 1;
      result = await slot.worker.run(request, (p) => this.progress(job.id, p * share));
    } catch (e) {
      // The worker died (crashed, or killed by the browser): it is not given another job.
      this.dropSlot(slot);
      result = { ok: false, error: { key: 'errors.workerCrashed', detail: String((e as Error)?.message ?? e) } };
    } finally {
      clearTimeout(timer);
    }
    // A cancelled or timed-out job already has its final state and its worker is gone.
    if (this.get(job.id)?.status !== 'running') return;
    slot.busyWith = undefined;
    slot.warm.add(job.toolId);
    if (!result.ok) {
      this.finish(job.id, { status: 'failed', error: result.error });
    } else if (pending.finish) {
      // The worker and its cores go back to the pool while the page finishes the job.
      this.cores.delete(job.id);
      this.pump();
      void this.finishOnPage(job.id, result.outputs.map(toResult), pending.finish, pending.timeoutMs);
    } else {
      this.finish(job.id, { status: 'done', progress: 1, results: result.outputs.map(toResult) });
    }
  }

  /** Waits for the page's turn; resolves with the function that ends it. */
  private takePageTurn(): Promise<() => void> {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const turn = this.pageTurn.then(() => end);
    this.pageTurn = this.pageTurn.then(() => ended);
    return turn;
  }

  private async finishOnPage(id: string, outputs: JobResult[], step: FinishStep, timeoutMs?: number): Promise<void> {
    const running = () => this.get(id)?.status === 'running';
    const controller = new AbortController();
    this.finishing.set(id, controller);
    let endTurn = await this.takePageTurn();
    // The page part has its own limit (the tool's timeoutMs, counted from its turn): a drawing that never
    // ends fails with the limit's reason and gives the turn to the next job, so the batch goes on. Work
    // still running on the page for it is told to stop (its signal) and its result is dropped.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      if (timeoutMs)
        timer = setTimeout(() => {
          controller.abort();
          this.killWorkerOf(id);
          for (const s of this.steps.filter((s) => s.jobId === id)) s.reject(new ToolError('errors.cancelled'));
          this.steps = this.steps.filter((s) => s.jobId !== id);
          reject(new ToolError('errors.timeout', { seconds: Math.round(timeoutMs / 1000) }));
        }, timeoutMs);
    });
    timedOut.catch(() => undefined);
    try {
      const results: JobResult[] = [];
      for (const [i, output] of outputs.entries()) {
        if (!running()) return;
        const making = step(output, {
          label: this.get(id)!.label,
          signal: controller.signal,
          progress: (f) => this.progress(id, FINISH_FROM + ((1 - FINISH_FROM) * (i + f)) / outputs.length),
          // The page's turn passes to the next job while a worker runs this one's pipeline again.
          runPipeline: async (request) => {
            if (controller.signal.aborted) throw new ToolError('errors.cancelled');
            endTurn();
            try {
              return await new Promise<JobResult[]>((resolve, reject) => {
                this.steps.push({ jobId: id, request, resolve, reject });
                this.pump();
              });
            } finally {
              // A job stopped meanwhile has handed its turn on for good.
              if (!controller.signal.aborted) endTurn = await this.takePageTurn();
            }
          },
        });
        const made = await Promise.race([making, timedOut]);
        // The worker's notes stay with what the page made of its output.
        for (const result of made.map(toResult)) {
          const notes = [...(output.notes ?? []), ...(result.notes ?? [])];
          results.push({ ...result, notes: notes.length ? notes : undefined });
        }
      }
      if (running()) this.finish(id, { status: 'done', progress: 1, results });
    } catch (e) {
      if (running()) this.finish(id, { status: 'failed', error: toJobError(e) });
    } finally {
      clearTimeout(timer);
      endTurn();
      this.finishing.delete(id);
    }
  }

  private async startStep(step: Step, slot: Slot): Promise<void> {
    step.started = true;
    slot.busyWith = step.jobId;
    this.cores.set(step.jobId, 1);
    let result: WorkerResult;
    try {
      result = await slot.worker.run({ ...step.request, threads: 1 }, () => undefined);
    } catch (e) {
      this.dropSlot(slot);
      result = { ok: false, error: { key: 'errors.workerCrashed', detail: String((e as Error)?.message ?? e) } };
    }
    // A cancelled job's worker is gone and its step already rejected.
    if (this.get(step.jobId)?.status !== 'running') return;
    this.steps = this.steps.filter((s) => s !== step);
    slot.busyWith = undefined;
    slot.warm.add(step.request.toolId);
    this.cores.delete(step.jobId);
    if (result.ok) step.resolve(result.outputs.map(toResult));
    else step.reject(new ToolError(result.error.key, result.error.params, result.error.detail));
    this.pump();
    this.retireIdleWorkers();
  }

  private killWorkerOf(jobId: string): void {
    const slot = this.slots.find((s) => s.busyWith === jobId);
    if (slot) this.dropSlot(slot);
  }

  private dropSlot(slot: Slot): void {
    slot.worker.terminate();
    this.slots = this.slots.filter((s) => s !== slot);
  }

  private finish(id: string, patch: Partial<Job>): void {
    this.pending.delete(id);
    this.cores.delete(id);
    this.readAhead.delete(id);
    this.update(id, { ...patch, finishedAt: Date.now() });
    this.pump();
    this.retireIdleWorkers();
    if (!this.busy) {
      const callbacks = [...this.idleListeners];
      this.idleListeners.clear();
      callbacks.forEach((cb) => cb());
    }
  }

  private retireIdleWorkers(): void {
    for (const slot of this.slots) {
      if (slot.busyWith || slot.idleTimer) continue;
      slot.idleTimer = setTimeout(() => {
        if (slot.busyWith) return;
        slot.worker.terminate();
        this.slots = this.slots.filter((s) => s !== slot);
      }, this.idleMs);
    }
  }

  private progress(id: string, fraction: number): void {
    const job = this.get(id);
    if (!job || job.status !== 'running') return;
    const current = this.pendingProgress.get(id) ?? job.progress;
    const next = Math.min(1, Math.max(current, fraction));
    if (next === current) return;
    this.pendingProgress.set(id, next);
    if (this.progressTimer) return;
    // Progress is batched: one new snapshot per interval, replacing only the jobs that moved, so
    // memoised rows of the other jobs do not re-render; none at all when those jobs have ended.
    const wait = Math.max(PROGRESS_NOTIFY_MS, this.lastProgressNotify + PROGRESS_GAP_MS - Date.now());
    this.progressTimer = setTimeout(() => {
      this.progressTimer = undefined;
      const moved = this.pendingProgress;
      this.pendingProgress = new Map();
      const stillRunning = (j: Job) => moved.has(j.id) && j.status === 'running' && moved.get(j.id)! > j.progress;
      if (!this.jobs.some(stillRunning)) return;
      this.jobs = this.jobs.map((j) => (stillRunning(j) ? { ...j, progress: moved.get(j.id)! } : j));
      this.lastProgressNotify = Date.now();
      this.notify();
    }, wait);
  }

  private update(id: string, patch: Partial<Job>): void {
    this.jobs = this.jobs.map((j) => (j.id === id ? { ...j, ...patch } : j));
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** A translatable error from whatever a step on the page threw. */
export function toJobError(e: unknown): JobError {
  if (e instanceof ToolError) return { key: e.key, params: e.params, ...(e.detail ? { detail: e.detail } : {}) };
  const message = e instanceof Error ? e.message : String(e);
  if (e instanceof RangeError || /out of memory|allocation failed/i.test(message)) return { key: 'errors.outOfMemory', detail: message };
  return { key: 'errors.processingFailed', detail: message };
}

function toResult(output: WorkerOutput): JobResult {
  return {
    name: output.name,
    type: output.type,
    blob: output.blob ?? (output.bytes ? new Blob([output.bytes as Uint8Array<ArrayBuffer>], { type: output.type }) : undefined),
    text: output.text,
    meta: output.meta,
    notes: output.notes,
  };
}
