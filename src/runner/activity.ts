/**
 * Whether jobs are running, for the shell outside the runner (updates, offline caching). The queue is
 * loaded only when asked, so pages that never run a job never load the worker pool.
 */
export interface RunnerActivity {
  busy: boolean;
  /** Calls `then` once no job is queued or running. */
  whenIdle(then: () => void): void;
}

export async function runnerActivity(): Promise<RunnerActivity> {
  const { queue } = await import('./pool');
  return { busy: queue.busy, whenIdle: (then) => queue.whenIdle(then) };
}
