import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOut, parallelFor, jobEnded, type TaskCall } from '../../src/runner/helperWorkers';
import { directContext } from '../../schemas/pipeline';

/** Stands in for a helper worker: records what it is sent and answers each task at once. */
class FakeWorker extends EventTarget {
  static sent: unknown[] = [];
  postMessage(message: TaskCall | { jobEnded: true }) {
    FakeWorker.sent.push(structuredClone(message));
    if ('id' in message)
      queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('message'), { data: { id: message.id, output: message.input } })));
  }
  terminate() {}
}

describe('shareOut (PipelineContext.parallel across workers)', () => {
  it('gives each input to exactly one runner, the next to whoever is free, and keeps the order', async () => {
    const ran: string[] = [];
    // The helper answers only when released; the local runner is instant.
    const releases: (() => void)[] = [];
    const helper = async (n: number) => {
      ran.push(`helper ${n}`);
      await new Promise<void>((resolve) => releases.push(resolve));
      return n * 10;
    };
    const here = async (n: number) => (ran.push(`here ${n}`), n * 10);
    const done = shareOut([1, 2, 3, 4, 5], [helper, here]);
    await Promise.resolve();
    releases.shift()!();
    expect(await done).toEqual([10, 20, 30, 40, 50]);
    // The helper took the first input; while it was busy the local runner did all the rest.
    expect(ran).toEqual(['helper 1', 'here 2', 'here 3', 'here 4', 'here 5']);
  });

  it('fails when a runner fails', async () => {
    const fail = async (n: number) => {
      if (n === 2) throw new Error('no');
      return n;
    };
    await expect(shareOut([1, 2, 3], [fail])).rejects.toThrow('no');
  });

  it('runs tasks in turn on one core (directContext), each with the shared value itself', async () => {
    const order: number[] = [];
    const shared = { image: 'pixels' };
    const seen = new Set<unknown>();
    const tasks = { twice: async (n: number, s: typeof shared) => (order.push(n), seen.add(s), n * 2) };
    expect(await directContext().parallel(tasks, 'twice', [3, 1, 2], shared)).toEqual([6, 2, 4]);
    expect(order).toEqual([3, 1, 2]);
    expect([...seen]).toEqual([shared]);
  });
});

describe('PipelineContext.parallel on two cores: the shared value', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes to a helper once per job, and the helper is told when the job ends', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('self', { location: { href: 'http://localhost/worker.js' } });
    FakeWorker.sent = [];
    const here: unknown[] = [];
    const tasks = { echo: async (n: number, s: { file: string }) => (here.push(s), n) };
    const parallel = parallelFor('some-tool', 2);
    const shared = { file: 'bytes' };
    // Two calls of two inputs: the helper takes the first of each, this worker the second.
    expect(await parallel(tasks, 'echo', [1, 2], shared)).toEqual([1, 2]);
    expect(await parallel(tasks, 'echo', [3, 4], shared)).toEqual([3, 4]);
    const calls = FakeWorker.sent as TaskCall[];
    expect(calls.map((c) => c.shared)).toEqual([{ value: { file: 'bytes' } }, 'held']);
    expect(here).toEqual([shared, shared]); // here, the value itself: no copy
    // A new shared value is sent again; after the job ends, the next job's value is sent afresh too.
    await parallel(tasks, 'echo', [5, 6], { file: 'other' });
    jobEnded();
    await parallel(tasks, 'echo', [7, 8], { file: 'other' });
    expect(FakeWorker.sent.slice(2)).toEqual([
      expect.objectContaining({ shared: { value: { file: 'other' } } }),
      { jobEnded: true },
      expect.objectContaining({ shared: { value: { file: 'other' } } }),
    ]);
  });
});
