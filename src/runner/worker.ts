/// <reference lib="webworker" />
import { ToolError, type Pipeline, type PipelineOutput, type Tasks } from '../../schemas/pipeline';
import { toJobError, type JobRequest, type WorkerOutput, type WorkerResult } from './job';
import { explainEngineFailure } from './engineFailure';
import { noteDroppedFrames } from './animationNote';
import { isStorageFull, storageFullError } from '../engines/storageSpace';
import { parallelFor, jobEnded, type JobEnded, type TaskAnswer, type TaskCall } from './helperWorkers';

// Pipelines are found by file name, plugins/<id>/pipeline.ts, and loaded on first use. The main
// bundle never references them, and this worker never references React editors.
const pipelines = import.meta.glob<{ default: Pipeline<unknown> }>('/plugins/*/pipeline.ts');
// What a helper worker runs for a job on another core (PipelineContext.parallel).
const taskModules = import.meta.glob<{ default: Tasks }>('/plugins/*/tasks.ts');

const PROGRESS_EVERY_MS = 50;

/** What the worker sends back for a job: progress reports, then exactly one result. */
export type FromWorker = { progress: number } | { result: WorkerResult } | { holding: true };

/** What the pool sends a worker: a job, or (while it runs) the request to stop it. */
export type ToWorker = JobRequest | { abort: true };

/** The running job's signal (PipelineContext.signal): aborted when the job is cancelled. */
let running: AbortController | undefined;

async function run(request: JobRequest, onProgress: (fraction: number) => void): Promise<WorkerResult> {
  const load = pipelines[`/plugins/${request.toolId}/pipeline.ts`];
  if (!load) return { ok: false, error: { key: 'errors.noPipeline' } };
  let last = 0;
  const progress = (fraction: number) => {
    const now = performance.now();
    if (fraction < 1 && now - last < PROGRESS_EVERY_MS) return;
    last = now;
    onProgress(fraction);
  };
  const controller = new AbortController();
  running = controller;
  try {
    const pipeline = (await load()).default;
    const produced = await pipeline(request.input, request.options, {
      progress,
      signal: controller.signal,
      threads: request.threads ?? 1,
      parallel: parallelFor(request.toolId, request.threads ?? 1),
    });
    const made: PipelineOutput[] = Array.isArray(produced) ? produced : [produced];
    noteDroppedFrames(request.input, made);
    // Bytes become Blobs here, in the worker: making a Blob copies the bytes into the browser's
    // blob store, and doing it on the main thread cost it 10–30 ms per result under load.
    const outputs: WorkerOutput[] = made.map(({ bytes, ...rest }) =>
      bytes ? { ...rest, blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: rest.type }) } : rest,
    );
    return { ok: true, outputs };
  } catch (e) {
    // Any write a pipeline made that found the device full (not only the ones that say it themselves).
    if (isStorageFull(e) && !(e instanceof ToolError))
      return { ok: false, error: toJobError(await storageFullError(undefined, String((e as Error).message))) };
    return { ok: false, error: toJobError(await explainEngineFailure(request.toolId, e)) };
  } finally {
    running = undefined;
    jobEnded();
  }
}

/** What this worker holds for the job it helps with (PipelineContext.parallel's `shared`). */
let held: unknown;

/** As a helper: one task of a job that runs in the worker that started this one. */
async function runTask({ id, toolId, name, input, shared }: TaskCall): Promise<TaskAnswer> {
  if (shared && shared !== 'held') held = shared.value;
  const own = shared ? held : undefined;
  try {
    const task = (await taskModules[`/plugins/${toolId}/tasks.ts`]?.())?.default[name] as
      ((input: unknown, shared: unknown) => Promise<unknown>) | undefined;
    if (!task) return { id, error: { key: 'errors.noPipeline', detail: `${toolId}: no task ${name}` } };
    return { id, output: await task(input, own) };
  } catch (e) {
    return { id, error: toJobError(await explainEngineFailure(toolId, e)) };
  }
}

const post = (message: FromWorker | TaskAnswer) => self.postMessage(message);

// One job at a time: the pool sends the next job only after this one's result. A helper gets tasks
// instead, from the worker that started it.
self.addEventListener('message', (event: MessageEvent<ToWorker | TaskCall | JobEnded>) => {
  const message = event.data;
  if ('abort' in message) running?.abort();
  else if ('jobEnded' in message) held = undefined;
  else if ('name' in message) void runTask(message).then(post);
  else void run(message, (progress) => post({ progress })).then((result) => post({ result }));
});

// A pool worker (named after its lock by src/runner/pool.ts) holds that lock for its whole life, so
// the page learns when the browser kills it. Helper workers have other names and skip this.
if (self.name.startsWith('localkit-worker:'))
  void navigator.locks?.request(self.name, () => {
    post({ holding: true });
    return new Promise<never>(() => undefined);
  });
