import { ToolError, type PipelineInput, type PipelineOutput, type OutputMeta, type OutputNote } from '../../schemas/pipeline';

/** What a job of the shared queue is: how it is asked for, what a worker gives back, what its row shows. */

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
  /** Asks the running pipeline to stop: its `ctx.signal` aborts. Its run still settles (or never does:
   * then the queue terminates the worker). */
  abort(): void;
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

/** A translatable error from whatever a step on the page threw. */
export function toJobError(e: unknown): JobError {
  if (e instanceof ToolError) return { key: e.key, params: e.params, ...(e.detail ? { detail: e.detail } : {}) };
  const message = e instanceof Error ? e.message : String(e);
  if (e instanceof RangeError || /out of memory|allocation failed/i.test(message)) return { key: 'errors.outOfMemory', detail: message };
  return { key: 'errors.processingFailed', detail: message };
}

/** A worker's output as the job keeps it: its bytes in a Blob. */
export function toResult(output: WorkerOutput): JobResult {
  return {
    name: output.name,
    type: output.type,
    blob: output.blob ?? (output.bytes ? new Blob([output.bytes as Uint8Array<ArrayBuffer>], { type: output.type }) : undefined),
    text: output.text,
    meta: output.meta,
    notes: output.notes,
  };
}
