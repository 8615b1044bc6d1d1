import * as Comlink from 'comlink';
import { JobQueue, type JobRequest, type PoolWorker, type WorkerResult } from './queue';
import type { WorkerApi } from './worker';

function transferables(request: JobRequest): Transferable[] {
  return request.input.kind === 'file' ? [request.input.bytes.buffer as ArrayBuffer] : [];
}

/** A module worker behind comlink; a crash of the worker fails the job it was running. */
export function createPoolWorker(): PoolWorker {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'localkit-worker' });
  const api = Comlink.wrap<WorkerApi>(worker);
  let failCurrent: ((e: Error) => void) | undefined;
  const crash = (event: Event) => failCurrent?.(new Error((event as ErrorEvent).message || 'worker crashed'));
  worker.addEventListener('error', crash);
  worker.addEventListener('messageerror', crash);
  return {
    run(request, onProgress) {
      return new Promise<WorkerResult>((resolve, reject) => {
        failCurrent = reject;
        api.run(Comlink.transfer(request, transferables(request)), Comlink.proxy(onProgress)).then(resolve, reject);
      });
    },
    terminate() {
      failCurrent = undefined;
      worker.terminate();
    },
  };
}

/** Pool size follows the machine, capped so memory-heavy engines cannot multiply without bound. */
export const POOL_SIZE = Math.max(1, Math.min(8, (typeof navigator !== 'undefined' && navigator.hardwareConcurrency) || 2));

export const queue = new JobQueue({ createWorker: createPoolWorker, maxWorkers: POOL_SIZE });
