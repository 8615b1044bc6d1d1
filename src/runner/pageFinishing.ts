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
  /** A step has the page; the others wait in `waitingTurns`, in turn order. */
  private pageBusy = false;
  private waitingTurns: { resuming: boolean; start: () => void }[] = [];

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
    // The page part has its own limit (the tool's timeoutMs), counted only while the job has the page
    // or a worker, never while it waits for its turn behind other jobs: a drawing that never ends fails
    // with the limit's reason and gives the turn to the next job, so the batch goes on. Work still
    // running on the page for it is told to stop (its signal) and its result is dropped.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let left = timeoutMs ?? 0;
    let since = 0;
    let expire: () => void = () => undefined;
    const timedOut = new Promise<never>((_, reject) => {
      expire = () => {
        controller.abort();
        host.killWorkerOf(id);
        this.rejectRuns(id);
        reject(new ToolError('errors.timeout', { seconds: Math.round(timeoutMs! / 1000) }));
      };
    });
    timedOut.catch(() => undefined);
    const clockRuns = () => {
      if (!timeoutMs) return;
      since = Date.now();
      timer = setTimeout(expire, Math.max(0, left));
    };
    const clockStops = () => {
      clearTimeout(timer);
      left -= Date.now() - since;
    };
    clockRuns();
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
              // A job stopped meanwhile has handed its turn on for good. One coming back from a worker
              // goes before the jobs still waiting for their first turn, its clock stopped meanwhile.
              if (!controller.signal.aborted) {
                clockStops();
                endTurn = await this.takePageTurn(true);
                clockRuns();
              }
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

  /**
   * Waits for the page's turn; resolves with the function that ends it (calling it again does nothing).
   * `resuming`: a step back from a worker run goes ahead of the steps waiting for their first turn, so
   * a batch's steps end one by one instead of all waiting on the whole batch's drawings.
   */
  private takePageTurn(resuming = false): Promise<() => void> {
    return new Promise((resolve) => {
      const start = () => {
        this.pageBusy = true;
        let ended = false;
        resolve(() => {
          if (ended) return;
          ended = true;
          this.pageBusy = false;
          this.waitingTurns.shift()?.start();
        });
      };
      if (!this.pageBusy) return start();
      const firstNew = this.waitingTurns.findIndex((w) => !w.resuming);
      if (resuming && firstNew >= 0) this.waitingTurns.splice(firstNew, 0, { resuming, start });
      else this.waitingTurns.push({ resuming, start });
    });
  }
}
