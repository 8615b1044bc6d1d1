/// <reference lib="webworker" />
import { ToolError, inTurn, type PipelineContext } from '../../schemas/pipeline';
import type { JobError } from './job';

/**
 * PipelineContext.parallel inside a pool worker. A job the queue gave more than one core runs some of
 * its tool's tasks in helper workers: more copies of this same worker script, started by this worker
 * the first time they are needed and ended with it (the queue ends workers that sit idle). The queue
 * has already counted those cores as the job's, so helpers never oversubscribe the machine.
 */

/** A task for a helper: what it runs, and the id its answer carries. */
export interface TaskCall {
  id: number;
  toolId: string;
  name: string;
  input: unknown;
  /** The job's shared value (PipelineContext.parallel): sent with the first call that passes it, then 'held'. */
  shared?: { value: unknown } | 'held';
}

/** Tells a helper that the job has ended: drop the shared value it holds. */
export interface JobEnded {
  jobEnded: true;
}

export type TaskAnswer = { id: number; output: unknown } | { id: number; error: JobError };

type Settle = { resolve: (output: unknown) => void; reject: (error: Error) => void };

class Helper {
  private readonly worker = new Worker(self.location.href, { type: 'module', name: 'localkit-helper' });
  private readonly waiting = new Map<number, Settle>();
  private nextId = 1;
  /** The shared value this helper holds a copy of (compared by identity). */
  private holds: unknown;
  crashed = false;

  constructor() {
    this.worker.addEventListener('message', (event: MessageEvent<TaskAnswer>) => {
      const answer = event.data;
      const settle = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (!settle) return;
      if ('error' in answer) settle.reject(new ToolError(answer.error.key, answer.error.params, answer.error.detail));
      else settle.resolve(answer.output);
    });
    const crash = (event: Event) => {
      this.crashed = true;
      const error = new Error(`helper worker: ${(event as ErrorEvent).message || 'crashed'}`);
      for (const settle of this.waiting.values()) settle.reject(error);
      this.waiting.clear();
      this.worker.terminate();
    };
    this.worker.addEventListener('error', crash);
    this.worker.addEventListener('messageerror', crash);
  }

  call(toolId: string, name: string, input: unknown, shared: unknown): Promise<unknown> {
    const id = this.nextId++;
    const call: TaskCall = { id, toolId, name, input };
    if (shared !== undefined) {
      call.shared = shared === this.holds ? 'held' : { value: shared };
      this.holds = shared;
    }
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage(call);
    });
  }

  jobEnded(): void {
    if (this.holds === undefined) return;
    this.holds = undefined;
    this.worker.postMessage({ jobEnded: true } satisfies JobEnded);
  }
}

let helpers: Helper[] = [];

function helpersFor(count: number): Helper[] {
  helpers = helpers.filter((h) => !h.crashed);
  while (helpers.length < count) helpers.push(new Helper());
  return helpers.slice(0, count);
}

/**
 * Shares inputs out among runners: each takes the next input as soon as it is free; outputs keep the
 * inputs' order. Runners are started in order, so put those that only send work elsewhere first and
 * the one that computes here (and holds this thread until it is done) last.
 */
export async function shareOut<I, O>(inputs: I[], runners: ((input: I) => Promise<O>)[]): Promise<O[]> {
  const outputs = new Array<O>(inputs.length);
  let next = 0;
  await Promise.all(
    runners.map(async (run) => {
      while (next < inputs.length) {
        const i = next++;
        outputs[i] = await run(inputs[i]);
      }
    }),
  );
  return outputs;
}

/** The `parallel` of a job of `toolId` that has `threads` cores. */
export function parallelFor(toolId: string, threads: number): PipelineContext['parallel'] {
  return async (tasks, name, inputs, shared) => {
    if (threads <= 1) return inTurn(tasks, name, inputs, shared);
    const task = tasks[name] as unknown as (input: unknown, shared: unknown) => Promise<unknown>;
    const here = (input: unknown) => task(input, shared);
    const away = helpersFor(threads - 1).map((helper) => (input: unknown) => helper.call(toolId, name, input, shared));
    return (await shareOut<unknown, unknown>(inputs, [...away, here])) as never;
  };
}

/** The job has ended: helpers drop what it shared with them. */
export function jobEnded(): void {
  for (const helper of helpers) helper.jobEnded();
}
