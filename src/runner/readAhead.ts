import type { JobRequest } from './job';

/**
 * Inputs read ahead for the next queued jobs (as many as there are workers), so a worker that
 * frees up gets its next job in one message instead of waiting on a file read on a main thread
 * that is itself short of CPU while the workers run.
 */
export class ReadAhead {
  private reads = new Map<string, Promise<JobRequest>>();

  /** Starts reading the inputs of the first `count` of these queued jobs (in queue order). */
  fill(queued: Iterable<{ id: string; prepare: () => Promise<JobRequest> }>, count: number): void {
    let ahead = 0;
    for (const { id, prepare } of queued) {
      if (ahead++ >= count) return;
      if (this.reads.has(id)) continue;
      const request = prepare();
      request.catch(() => undefined); // a failed read fails its job when the job starts, not here
      this.reads.set(id, request);
    }
  }

  /** The job's input: the one read ahead, else read now. Handed out once. */
  take(id: string, prepare: () => Promise<JobRequest>): Promise<JobRequest> {
    const request = this.reads.get(id) ?? prepare();
    this.reads.delete(id); // its buffers are transferred to the worker: never hand them out twice
    return request;
  }

  /** The job ended without starting: its read is dropped. */
  drop(id: string): void {
    this.reads.delete(id);
  }
}
