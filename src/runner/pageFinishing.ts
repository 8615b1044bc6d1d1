import { ToolError } from '../../schemas/pipeline';
import { toJobError, toResult, type FinishStep, type Job, type JobRequest, type JobResult, type WorkerResult } from './job';

/** Where a job with a finishing step is when its worker part is done (the page does the rest). */
export const FINISH_FROM = 0.5;

/** A worker run a finishing step asked for. */
export interface WorkerRun {
  jobId: string;
  request: JobRequest;
  started?: boolean;
  resolve: (results: JobResult[]) => void;
  reject: (error: unknown) => void;
}

/** What finishing steps need of the queue. */
export interface FinishingHost {
  get(id: string): Job | undefined;
  /** Gives the job its final state. */
  finish(id: string, patch: Partial<Job>): void;
  progress(id: string, fraction: number): void;
  /** Ends the worker running this job's work now. */
  killWorkerOf(id: string): void;
  /** A worker run was asked for: start what can start. */
  pump(): void;
}

/**
 * The finishing steps of jobs, on the page after their worker part (see `Finish` in
 * schemas/pipeline.ts). They run one at a time, so a big batch leaves the page responsive; a step
 * can ask for the pipeline to run again in a worker, ahead of queued jobs, and gives its turn to the
 * next job meanwhile.
 */
export class PageFinishing {
  /** Worker runs asked for by finishing steps, until they end: they start before queued jobs. */
  private runs: WorkerRun[] = [];
  /** Jobs in their finishing step, by id: aborted on cancel. */
  private controllers = new Map<string, AbortController>();
  /** The last step's turn on the page ends when this settles. */
  private pageTurn: Promise<void> = Promise.resolve();

  constructor(private readonly host: FinishingHost) {}

  /** Worker runs not started yet, oldest first. */
  waitingRuns(): WorkerRun[] {
    return this.runs.filter((r) => !r.started);
  }

  /** The job is stopped: its step is told to stop (its signal) and its waits on workers are rejected. */
  stop(id: string): void {
    this.controllers.get(id)?.abort();
    this.rejectRuns(id);
  }

  /** A worker run ended with `result`: the step that asked for it goes on. */
  ran(run: WorkerRun, result: WorkerResult): void {
    this.runs = this.runs.filter((r) => r !== run);
    if (result.ok) run.resolve(result.outputs.map(toResult));
    else run.reject(new ToolError(result.error.key, result.error.params, result.error.detail));
  }

  /** Runs `step` on each of the job's worker outputs, in the page's turn, and gives the job its final state. */
  async finish(id: string, outputs: JobResult[], step: FinishStep, timeoutMs?: number): Promise<void> {
    const host = this.host;
    const running = () => host.get(id)?.status === 'running';
    const controller = new AbortController();
    this.controllers.set(id, controller);
    let endTurn = await this.takePageTurn();
    // The page part has its own limit (the tool's timeoutMs, counted from its turn): a drawing that never
    // ends fails with the limit's reason and gives the turn to the next job, so the batch goes on. Work
    // still running on the page for it is told to stop (its signal) and its result is dropped.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      if (timeoutMs)
        timer = setTimeout(() => {
          controller.abort();
          host.killWorkerOf(id);
          this.rejectRuns(id);
          reject(new ToolError('errors.timeout', { seconds: Math.round(timeoutMs / 1000) }));
        }, timeoutMs);
    });
    timedOut.catch(() => undefined);
    try {
      const results: JobResult[] = [];
      for (const [i, output] of outputs.entries()) {
        if (!running()) return;
        const making = step(output, {
          label: host.get(id)!.label,
          signal: controller.signal,
          progress: (f) => host.progress(id, FINISH_FROM + ((1 - FINISH_FROM) * (i + f)) / outputs.length),
          // The page's turn passes to the next job while a worker runs this one's pipeline again.
          runPipeline: async (request) => {
            if (controller.signal.aborted) throw new ToolError('errors.cancelled');
            endTurn();
            try {
              return await new Promise<JobResult[]>((resolve, reject) => {
                this.runs.push({ jobId: id, request, resolve, reject });
                host.pump();
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
      if (running()) host.finish(id, { status: 'done', progress: 1, results });
    } catch (e) {
      if (running()) host.finish(id, { status: 'failed', error: toJobError(e) });
    } finally {
      clearTimeout(timer);
      endTurn();
      this.controllers.delete(id);
    }
  }

  private rejectRuns(id: string): void {
    for (const run of this.runs.filter((r) => r.jobId === id)) run.reject(new ToolError('errors.cancelled'));
    this.runs = this.runs.filter((r) => r.jobId !== id);
  }

  /** Waits for the page's turn; resolves with the function that ends it. */
  private takePageTurn(): Promise<() => void> {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const turn = this.pageTurn.then(() => end);
    this.pageTurn = this.pageTurn.then(() => ended);
    return turn;
  }
}
