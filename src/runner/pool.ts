import { JobQueue } from './queue';
import type { JobRequest, PoolWorker, WorkerResult } from './job';
import type { FromWorker, ToWorker } from './worker';

function transferables(request: JobRequest): Transferable[] {
  return request.input.kind === 'file' ? [request.input.bytes.buffer as ArrayBuffer] : [];
}

/**
 * A module worker running one job at a time, spoken to with plain messages: the job goes in one
 * message (its input buffer transferred, not copied), progress comes back one-way and the result
 * in one message. (An RPC layer here cost a message channel per job and a reply per progress
 * report: main-thread tasks during a batch, on cores the workers need.) A cancel is a message too
 * (`abort`: the pipeline's signal aborts). A crash of the worker, or its death without a word (see
 * `holding`), fails the job it was running; a worker that died between jobs says so through `alive`
 * and gets no further job.
 */
export function createPoolWorker(): PoolWorker {
  const lock = `localkit-worker:${crypto.randomUUID()}`;
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: lock });
  let current: { resolve: (result: WorkerResult) => void; reject: (e: Error) => void; onProgress: (fraction: number) => void } | undefined;
  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    if ('holding' in event.data) {
      // The worker holds its lock while it lives: the lock comes to us when the browser has killed
      // it (out of memory...), which fires no error event. Its job then fails and the queue moves on.
      void navigator.locks?.request(lock, () => crash(new ErrorEvent('error', { message: 'the worker was stopped by the browser' })));
      return;
    }
    const job = current;
    if (!job) return;
    if ('progress' in event.data) {
      job.onProgress(event.data.progress);
    } else {
      current = undefined;
      job.resolve(event.data.result);
    }
  });
  // Set when the worker crashed or died, also between jobs (the lock comes then too).
  let dead = false;
  function crash(event: Event) {
    dead = true;
    const job = current;
    current = undefined;
    job?.reject(new Error((event as ErrorEvent).message || 'worker crashed'));
  }
  worker.addEventListener('error', crash);
  worker.addEventListener('messageerror', crash);
  return {
    run(request, onProgress) {
      return new Promise<WorkerResult>((resolve, reject) => {
        if (dead) return reject(new Error('the worker had stopped'));
        current = { resolve, reject, onProgress };
        worker.postMessage(request satisfies ToWorker, transferables(request));
      });
    },
    abort() {
      if (current) worker.postMessage({ abort: true } satisfies ToWorker);
    },
    terminate() {
      current = undefined;
      worker.terminate();
    },
    alive: () => !dead,
  };
}

/** Pool size follows the machine, capped so memory-heavy engines cannot multiply without bound. */
export const POOL_SIZE = Math.max(1, Math.min(8, (typeof navigator !== 'undefined' && navigator.hardwareConcurrency) || 2));

export const queue = new JobQueue({ createWorker: createPoolWorker, maxWorkers: POOL_SIZE });
