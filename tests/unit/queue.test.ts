import { describe, expect, it, vi } from 'vitest';
import { JobQueue } from '../../src/runner/queue';
import type { FinishStep, FinishStepContext, JobRequest, JobResult, PoolWorker, WorkerOutput, WorkerResult } from '../../src/runner/job';
import { ToolError } from '../../schemas/pipeline';

/** A fake worker whose jobs finish when the test says so (`aborted` lists the workers asked to stop). */
function fakePool() {
  const started: { req: JobRequest; worker: number; finish: (r: WorkerResult) => void; progress: (p: number) => void }[] = [];
  const terminated: number[] = [];
  const aborted: number[] = [];
  let count = 0;
  const createWorker = (): PoolWorker => {
    const id = ++count;
    return {
      run: (req, onProgress) => new Promise((resolve) => started.push({ req, worker: id, finish: resolve, progress: onProgress })),
      abort: () => aborted.push(id),
      terminate: () => terminated.push(id),
    };
  };
  return { started, terminated, aborted, createWorker, created: () => count };
}

const text = (toolId: string, t: string) => ({
  toolId,
  label: t,
  prepare: async () => ({ toolId, input: { kind: 'text' as const, text: t }, options: {} }),
});
const ok = (t: string): WorkerResult => ({ ok: true, outputs: [{ type: 'text/plain', text: t }] });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('JobQueue', () => {
  it('runs jobs in order on at most maxWorkers workers', async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 2 });
    ['a', 'b', 'c', 'd'].forEach((t) => q.add(text('x', t)));
    await tick();
    expect(pool.started.map((s) => (s.req.input as { text: string }).text)).toEqual(['a', 'b']);
    expect(pool.created()).toBe(2);
    pool.started[0].finish(ok('A'));
    await tick();
    expect(pool.started.map((s) => (s.req.input as { text: string }).text)).toEqual(['a', 'b', 'c']);
    expect(pool.created()).toBe(2);
    expect(q.getSnapshot()[0]).toMatchObject({ status: 'done', progress: 1 });
    expect(q.getSnapshot()[0].results?.[0].text).toBe('A');
  });

  it("caps a tool's running jobs by its concurrency while other tools use free workers", async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 4 });
    q.add({ ...text('video', 'v1'), concurrency: 1 });
    q.add({ ...text('video', 'v2'), concurrency: 1 });
    q.add(text('img', 'i1'));
    await tick();
    expect(pool.started.map((s) => s.req.toolId)).toEqual(['video', 'img']);
    pool.started[0].finish(ok(''));
    await tick();
    expect(pool.started.map((s) => (s.req.input as { text: string }).text)).toEqual(['v1', 'i1', 'v2']);
  });

  it('gives a lone job of a multi-threaded tool every free core, a batch one core per job, never more than maxWorkers', async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 4 });
    const threadsOf = () => pool.started.map((s) => s.req.threads);
    q.add({ ...text('img', 'lone'), threads: 8 });
    await tick();
    expect(threadsOf()).toEqual([4]);
    expect(q.getSnapshot()[0].threads).toBe(4);
    // Its cores are taken: the next job waits for them rather than oversubscribing.
    q.add({ ...text('img', 'next'), threads: 8 });
    await tick();
    expect(pool.started).toHaveLength(1);
    pool.started[0].finish(ok(''));
    await tick();
    expect(threadsOf()).toEqual([4, 4]);
    pool.started[1].finish(ok(''));
    await tick();
    // A batch added in one go: one core each, four at a time.
    for (const t of ['a', 'b', 'c', 'd', 'e', 'f']) q.add({ ...text('img', t), threads: 8 });
    await tick();
    expect(threadsOf().slice(2)).toEqual([1, 1, 1, 1]);
    // The batch's tail starts as single cores free up, one core each.
    for (const started of pool.started.slice(2, 6)) started.finish(ok(''));
    await tick();
    expect(threadsOf().slice(6)).toEqual([1, 1]);
    pool.started[6].finish(ok(''));
    pool.started[7].finish(ok(''));
    await tick();
    // Two jobs added together on four idle cores: two each.
    q.add({ ...text('img', 'g'), threads: 8 });
    q.add({ ...text('img', 'h'), threads: 8 });
    await tick();
    expect(threadsOf().slice(8)).toEqual([2, 2]);
    // A tool without `threads` always gets one.
    pool.started[8].finish(ok(''));
    pool.started[9].finish(ok(''));
    await tick();
    q.add(text('plain', 'p'));
    await tick();
    expect(threadsOf().at(-1)).toBe(1);
  });

  it('cancels a running job by aborting its signal: a pipeline that stops keeps its worker, and the queue goes on', async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
    const a = q.add(text('x', 'a'));
    const b = q.add(text('x', 'b'));
    await tick();
    q.cancel(a.id);
    expect(q.get(a.id)?.status).toBe('cancelled');
    expect(pool.aborted).toEqual([1]);
    // Until the pipeline stops, its worker and core are still its own.
    await tick();
    expect(pool.started).toHaveLength(1);
    pool.started[0].finish({ ok: false, error: { key: 'errors.processingFailed', detail: 'AbortError' } });
    await tick();
    expect(pool.started.map((s) => s.worker)).toEqual([1, 1]);
    expect(q.get(a.id)?.status).toBe('cancelled');
    pool.started[1].finish(ok('B'));
    await tick();
    expect(q.get(b.id)?.status).toBe('done');
    expect(pool.terminated).toEqual([]);
  });

  it('terminates the worker of a cancelled job whose pipeline ignores its signal, after the grace time', async () => {
    vi.useFakeTimers();
    try {
      const pool = fakePool();
      const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1, cancelGraceMs: 2000 });
      const a = q.add(text('x', 'a'));
      const b = q.add(text('x', 'b'));
      await vi.advanceTimersByTimeAsync(0);
      q.cancel(a.id);
      expect(q.get(a.id)?.status).toBe('cancelled');
      expect(pool.aborted).toEqual([1]);
      await vi.advanceTimersByTimeAsync(1999);
      expect(pool.terminated).toEqual([]);
      expect(pool.started).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(pool.terminated).toEqual([1]);
      expect(pool.started.map((s) => s.worker)).toEqual([1, 2]);
      // A late answer from the terminated worker changes nothing.
      pool.started[0].finish(ok('late'));
      pool.started[1].finish(ok('B'));
      await vi.advanceTimersByTimeAsync(0);
      expect(q.get(a.id)?.status).toBe('cancelled');
      expect(q.get(b.id)?.status).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('Cancel all: every running job is asked to stop at once, queued ones never start', async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 2, cancelGraceMs: 10 });
    const jobs = ['a', 'b', 'c'].map((t) => q.add(text('x', t)));
    await tick();
    q.cancelWhere((j) => j.toolId === 'x');
    expect(jobs.map((j) => q.get(j.id)?.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(pool.aborted).toEqual([1, 2]);
    pool.started[0].finish(ok('stopped in time'));
    await vi.waitFor(() => expect(pool.terminated).toEqual([2]));
    expect(pool.started).toHaveLength(2);
  });

  it('isolates failures: one failed job does not stop the batch', async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
    const a = q.add(text('x', 'a'));
    const b = q.add(text('x', 'b'));
    await tick();
    pool.started[0].finish({ ok: false, error: { key: 'errors.decodeFailed' } });
    await tick();
    pool.started[1].finish(ok('B'));
    await tick();
    expect(q.get(a.id)).toMatchObject({ status: 'failed', error: { key: 'errors.decodeFailed' } });
    expect(q.get(b.id)?.status).toBe('done');
  });

  it('retries a failed or cancelled job in its place, with the same input, and not a done or rejected one', async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
    const a = q.add(text('x', 'a'));
    const b = q.add(text('x', 'b'));
    const rejected = q.addFailed('x', 'c.txt', { key: 'errors.invalidFileType' });
    await tick();
    pool.started[0].finish({ ok: false, error: { key: 'errors.processingFailed' } });
    await tick();
    q.cancel(b.id);
    pool.started[1].finish(ok('stopped')); // its pipeline stops: the worker is free
    await tick();
    expect(q.canRetry(a.id)).toBe(true);
    expect(q.canRetry(b.id)).toBe(true);
    expect(q.canRetry(rejected.id)).toBe(false);
    q.retry(a.id);
    expect(q.get(a.id)).toMatchObject({ status: 'running', progress: 0, error: undefined }); // the worker is free
    await tick();
    expect(pool.started.at(-1)?.req.input).toEqual({ kind: 'text', text: 'a' });
    pool.started.at(-1)!.finish(ok('A'));
    await tick();
    expect(q.get(a.id)).toMatchObject({ status: 'done', results: [{ text: 'A' }] });
    expect(q.canRetry(a.id)).toBe(false);
    q.retry(a.id); // a done job stays done
    expect(q.get(a.id)?.status).toBe('done');
    expect(q.getSnapshot().map((j) => j.id)).toEqual([a.id, b.id, rejected.id]);
  });

  it('turns a worker crash (rejected call) into a failed job', async () => {
    const q = new JobQueue({
      createWorker: () => ({ run: () => Promise.reject(new Error('boom')), abort() {}, terminate() {} }),
      maxWorkers: 1,
    });
    const a = q.add(text('x', 'a'));
    await tick();
    await tick();
    expect(q.get(a.id)).toMatchObject({ status: 'failed', error: { key: 'errors.workerCrashed' } });
  });

  it('fails a job that runs past its time limit and ends its worker', async () => {
    vi.useFakeTimers();
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
    const a = q.add({ ...text('x', 'slow'), timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(5001);
    expect(q.get(a.id)).toMatchObject({ status: 'failed', error: { key: 'errors.timeout', params: { seconds: 5 } } });
    expect(pool.terminated).toEqual([1]);
    vi.useRealTimers();
  });

  it('reports progress, never backwards', async () => {
    vi.useFakeTimers();
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
    const a = q.add(text('x', 'a'));
    await vi.advanceTimersByTimeAsync(1);
    pool.started[0].progress(0.5);
    pool.started[0].progress(0.3);
    await vi.advanceTimersByTimeAsync(100);
    expect(q.get(a.id)?.progress).toBe(0.5);
    vi.useRealTimers();
  });

  it('a progress update replaces only the job that moved (other rows keep their identity)', async () => {
    vi.useFakeTimers();
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 2 });
    const a = q.add(text('x', 'a'));
    q.add(text('x', 'b'));
    await vi.advanceTimersByTimeAsync(1);
    const before = q.getSnapshot();
    pool.started[0].progress(0.4);
    await vi.advanceTimersByTimeAsync(100);
    const after = q.getSnapshot();
    expect(after).not.toBe(before);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0].progress).toBe(0.4);
    expect(after[1]).toBe(before[1]);
    expect(q.get(a.id)?.progress).toBe(0.4);
    vi.useRealTimers();
  });

  it('ends idle workers after idleMs and calls whenIdle callbacks', async () => {
    vi.useFakeTimers();
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 2, idleMs: 1000 });
    q.add(text('x', 'a'));
    const idle = vi.fn();
    q.whenIdle(idle);
    await vi.advanceTimersByTimeAsync(1);
    expect(q.busy).toBe(true);
    pool.started[0].finish(ok(''));
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveBeenCalledOnce();
    expect(q.workerCount).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(q.workerCount).toBe(0);
    expect(pool.terminated).toEqual([1]);
    vi.useRealTimers();
  });

  it('prefers a worker that already loaded the tool', async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 2 });
    q.add(text('a', '1'));
    q.add(text('b', '1'));
    await tick();
    pool.started[0].finish(ok(''));
    pool.started[1].finish(ok(''));
    await tick();
    q.add(text('b', '2'));
    await tick();
    expect(pool.started[2]).toMatchObject({ worker: 2 });
  });

  it('adds rejected inputs as failed rows without running them', () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
    const bad = q.addFailed('x', 'a.png', { key: 'errors.invalidFileType' });
    expect(bad.status).toBe('failed');
    expect(pool.created()).toBe(0);
  });

  it('reads the inputs of the next queued jobs ahead (one per worker), each read used once', async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 2 });
    const reads: string[] = [];
    const job = (t: string) => ({
      ...text('x', t),
      prepare: async () => (reads.push(t), { toolId: 'x', input: { kind: 'text' as const, text: t }, options: {} }),
    });
    ['a', 'b', 'c', 'd', 'e', 'f'].forEach((t) => q.add(job(t)));
    await tick();
    // a and b run; c and d are read while they run; e and f wait.
    expect(reads.sort()).toEqual(['a', 'b', 'c', 'd']);
    pool.started[0].finish(ok(''));
    await tick();
    expect(pool.started.map((s) => (s.req.input as { text: string }).text)).toEqual(['a', 'b', 'c']);
    expect(reads.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    // A cancelled queued job drops its read-ahead input; a retry reads the input again.
    const d = q.getSnapshot()[3];
    q.cancel(d.id);
    q.retry(d.id);
    pool.started[1].finish(ok(''));
    pool.started[2].finish(ok(''));
    await tick();
    expect(reads.filter((r) => r === 'd')).toHaveLength(2);
    expect(pool.started.map((s) => (s.req.input as { text: string }).text)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('fails a job whose read-ahead input could not be read, and goes on', async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
    q.add(text('x', 'a'));
    const bad = q.add({ ...text('x', 'b'), prepare: () => Promise.reject(new Error('file gone')) });
    q.add(text('x', 'c'));
    await tick();
    pool.started[0].finish(ok(''));
    await tick();
    await tick();
    expect(q.get(bad.id)).toMatchObject({ status: 'failed' });
    expect(pool.started.map((s) => (s.req.input as { text: string }).text)).toEqual(['a', 'c']);
  });

  it('keeps the Blob a worker made of an output', async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
    const job = q.add(text('x', 'a'));
    await tick();
    const blob = new Blob(['PNG'], { type: 'image/png' });
    pool.started[0].finish({
      ok: true,
      outputs: [
        { type: 'image/png', blob },
        { type: 'image/png', bytes: new Uint8Array([1, 2, 3]) },
      ],
    });
    await tick();
    const results = q.get(job.id)!.results!;
    expect(results[0].blob).toBe(blob);
    expect(results[1].blob?.size).toBe(3);
  });
});

describe('JobQueue.replace', () => {
  it('puts a new job in the old one’s place; a running old one is stopped and what its worker sends back is dropped', async () => {
    const pool = fakePool();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1, cancelGraceMs: 10 });
    const [a] = ['a', 'b', 'c'].map((t) => q.add(text('x', t)));
    await tick();
    const a2 = q.replace(a.id, text('x', 'a2'));
    expect(a2.id).not.toBe(a.id);
    expect(q.getSnapshot().map((j) => j.label)).toEqual(['a2', 'b', 'c']);
    expect(pool.aborted).toEqual([1]);
    pool.started[0].finish(ok('old'));
    await tick();
    expect(q.get(a.id)).toBeUndefined();
    expect(pool.started.map((s) => (s.req.input as { text: string }).text)).toEqual(['a', 'a2']);
    pool.started[1].finish(ok('new'));
    await tick();
    expect(q.get(a2.id)).toMatchObject({ status: 'done' });
    expect(q.get(a2.id)?.results?.[0].text).toBe('new');
  });
});

describe('JobQueue: finishing steps on the page', () => {
  /** A finishing step whose calls the test ends by hand, recording what each was given. */
  function fakeFinish() {
    const calls: { output: JobResult; ctx: FinishStepContext; done: (outputs: WorkerOutput[]) => void; fail: (e: unknown) => void }[] = [];
    const step: FinishStep = (output, ctx) => new Promise((done, fail) => calls.push({ output, ctx, done, fail }));
    return { calls, step };
  }
  const plan = (t: string): WorkerResult => ({
    ok: true,
    outputs: [{ type: 'application/x-plan', text: t, notes: [{ key: 'notes.fromWorker' }] }],
  });
  const labels = (calls: { output: JobResult }[]) => calls.map((c) => c.output.text);

  it('runs after the worker, one job at a time, while the worker takes the next job', async () => {
    const pool = fakePool();
    const finish = fakeFinish();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
    const [a, b, c] = ['a', 'b', 'c'].map((t) => q.add({ ...text('svg', t), finish: finish.step }));
    await tick();
    pool.started[0].finish(plan('a'));
    await tick();
    // The page has a's plan; the one worker has moved on to b.
    expect(labels(finish.calls)).toEqual(['a']);
    expect(q.get(a.id)).toMatchObject({ status: 'running', progress: 0 });
    expect(pool.started.map((s) => (s.req.input as { text: string }).text)).toEqual(['a', 'b']);
    pool.started[1].finish(plan('b'));
    await tick();
    // b waits for the page's turn.
    expect(labels(finish.calls)).toEqual(['a']);
    finish.calls[0].done([{ type: 'image/png', bytes: new Uint8Array([1]), notes: [{ key: 'notes.fromPage' }] }]);
    await tick();
    expect(q.get(a.id)).toMatchObject({ status: 'done', progress: 1 });
    const result = q.get(a.id)!.results![0];
    expect(result.type).toBe('image/png');
    expect(result.blob?.size).toBe(1);
    expect(result.notes).toEqual([{ key: 'notes.fromWorker' }, { key: 'notes.fromPage' }]);
    expect(labels(finish.calls)).toEqual(['a', 'b']);
    expect(q.get(b.id)!.status).toBe('running');
    expect(q.get(c.id)!.status).toBe('running');
  });

  it('reports the page part as the second half of the progress', async () => {
    vi.useFakeTimers();
    try {
      const pool = fakePool();
      const finish = fakeFinish();
      const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
      const job = q.add({ ...text('svg', 'a'), finish: finish.step });
      await vi.advanceTimersByTimeAsync(0);
      pool.started[0].progress(1);
      await vi.advanceTimersByTimeAsync(300);
      expect(q.get(job.id)!.progress).toBe(0.5);
      pool.started[0].finish(plan('a'));
      await vi.advanceTimersByTimeAsync(0);
      finish.calls[0].ctx.progress(0.5);
      await vi.advanceTimersByTimeAsync(300);
      expect(q.get(job.id)!.progress).toBe(0.75);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels a job on the page: its signal aborts, the next job gets the turn, a late result is dropped', async () => {
    const pool = fakePool();
    const finish = fakeFinish();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 2 });
    const [a, b] = ['a', 'b'].map((t) => q.add({ ...text('svg', t), finish: finish.step }));
    await tick();
    pool.started[0].finish(plan('a'));
    pool.started[1].finish(plan('b'));
    await tick();
    expect(labels(finish.calls)).toEqual(['a']);
    q.cancel(a.id);
    expect(finish.calls[0].ctx.signal.aborted).toBe(true);
    expect(q.get(a.id)!.status).toBe('cancelled');
    // The cancelled step still returns (a drawing cannot be interrupted); its turn ends then.
    finish.calls[0].done([{ type: 'image/png', bytes: new Uint8Array([1]) }]);
    await tick();
    expect(q.get(a.id)!.status).toBe('cancelled');
    expect(q.get(a.id)!.results).toBeUndefined();
    expect(labels(finish.calls)).toEqual(['a', 'b']);
    finish.calls[1].done([{ type: 'image/png', bytes: new Uint8Array([2]) }]);
    await tick();
    expect(q.get(b.id)!.status).toBe('done');
  });

  it('a page step that never ends fails at the tool’s limit and the next job gets the page', async () => {
    vi.useFakeTimers();
    try {
      const pool = fakePool();
      const finish = fakeFinish();
      const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 2 });
      const [a, b] = ['a', 'b'].map((t) => q.add({ ...text('svg', t), finish: finish.step, timeoutMs: 5000 }));
      await vi.advanceTimersByTimeAsync(0);
      pool.started[0].finish(plan('a'));
      pool.started[1].finish(plan('b'));
      await vi.advanceTimersByTimeAsync(4000);
      expect(labels(finish.calls)).toEqual(['a']);
      await vi.advanceTimersByTimeAsync(1001);
      expect(q.get(a.id)).toMatchObject({ status: 'failed', error: { key: 'errors.timeout', params: { seconds: 5 } } });
      expect(finish.calls[0].ctx.signal.aborted).toBe(true);
      expect(labels(finish.calls)).toEqual(['a', 'b']);
      // A stopped step that calls back into a worker gets no turn again.
      await expect(finish.calls[0].ctx.runPipeline({ toolId: 'svg', input: { kind: 'text', text: 'x' }, options: {} })).rejects.toThrow();
      finish.calls[1].done([{ type: 'image/png', bytes: new Uint8Array([2]) }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(q.get(b.id)!.status).toBe('done');
      // The late result of the stopped step is dropped.
      finish.calls[0].done([{ type: 'image/png', bytes: new Uint8Array([1]) }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(q.get(a.id)!.status).toBe('failed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails the job with the error the page step threw; retry runs the worker and the page again', async () => {
    const pool = fakePool();
    const finish = fakeFinish();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
    const job = q.add({ ...text('svg', 'a'), finish: finish.step });
    await tick();
    pool.started[0].finish(plan('a'));
    await tick();
    finish.calls[0].fail(new ToolError('errors.renderFailed', { n: 1 }));
    await tick();
    expect(q.get(job.id)).toMatchObject({ status: 'failed', error: { key: 'errors.renderFailed', params: { n: 1 } } });
    q.retry(job.id);
    await tick();
    expect(pool.started).toHaveLength(2);
    pool.started[1].finish(plan('a'));
    await tick();
    expect(finish.calls).toHaveLength(2);
    finish.calls[1].done([{ type: 'image/png', bytes: new Uint8Array([1]) }]);
    await tick();
    expect(q.get(job.id)!.status).toBe('done');
  });

  it('runs the pipeline again in a worker for a page step, ahead of queued jobs, giving the page turn away meanwhile', async () => {
    const pool = fakePool();
    const finish = fakeFinish();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1 });
    const [a, b] = ['a', 'b'].map((t) => q.add({ ...text('eps', t), finish: finish.step }));
    q.add(text('other', 'queued'));
    await tick();
    pool.started[0].finish(plan('a'));
    await tick();
    expect(labels(finish.calls)).toEqual(['a']);
    // The page asks for a worker run while b has the one worker.
    const again = finish.calls[0].ctx.runPipeline({ toolId: 'eps', input: { kind: 'text', text: 'pdf of a' }, options: {} });
    await tick();
    pool.started[1].finish(plan('b'));
    await tick();
    // a's worker run goes before the queued job of another tool, and b has the page meanwhile.
    expect((pool.started[2].req.input as { text: string }).text).toBe('pdf of a');
    expect(labels(finish.calls)).toEqual(['a', 'b']);
    pool.started[2].finish({ ok: true, outputs: [{ type: 'application/postscript', text: 'EPS' }] });
    await tick();
    expect((pool.started[3].req.input as { text: string }).text).toBe('queued');
    // a waits for b to give the page back before it goes on.
    let resumed = false;
    void again.then(() => (resumed = true));
    await tick();
    expect(resumed).toBe(false);
    finish.calls[1].done([{ type: 'image/png', bytes: new Uint8Array([1]) }]);
    await tick();
    expect(resumed).toBe(true);
    expect((await again)[0].text).toBe('EPS');
    finish.calls[0].done([{ type: 'application/postscript', text: 'EPS' }]);
    await tick();
    expect(q.get(a.id)!.status).toBe('done');
    expect(q.get(b.id)!.status).toBe('done');
  });

  it('a step back from its worker run goes before steps not started yet, and its limit does not count the wait', async () => {
    vi.useFakeTimers();
    try {
      const pool = fakePool();
      const finish = fakeFinish();
      const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 3 });
      const [a, , c] = ['a', 'b', 'c'].map((t) => q.add({ ...text('eps', t), finish: finish.step, timeoutMs: 5000 }));
      await vi.advanceTimersByTimeAsync(0);
      for (const [i, t] of ['a', 'b', 'c'].entries()) pool.started[i].finish(plan(t));
      await vi.advanceTimersByTimeAsync(0);
      const again = finish.calls[0].ctx.runPipeline({ toolId: 'eps', input: { kind: 'text', text: 'pdf of a' }, options: {} });
      await vi.advanceTimersByTimeAsync(0);
      pool.started[3].finish({ ok: true, outputs: [{ type: 'application/postscript', text: 'EPS' }] });
      // b draws for 4 s while a waits; then a has the page again, before c.
      await vi.advanceTimersByTimeAsync(4000);
      finish.calls[1].done([{ type: 'image/png', bytes: new Uint8Array([1]) }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(labels(finish.calls)).toEqual(['a', 'b']);
      expect((await again)[0].text).toBe('EPS');
      // 3 s more of a's own work: 3 s of its 5 s, not 7 s.
      await vi.advanceTimersByTimeAsync(3000);
      expect(q.get(a.id)!.status).toBe('running');
      finish.calls[0].done([{ type: 'application/postscript', text: 'EPS' }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(q.get(a.id)!.status).toBe('done');
      expect(labels(finish.calls)).toEqual(['a', 'b', 'c']);
      expect(q.get(c.id)!.status).toBe('running');
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancelling a job whose page step waits on a worker stops that worker and rejects the wait', async () => {
    const pool = fakePool();
    const finish = fakeFinish();
    const q = new JobQueue({ createWorker: pool.createWorker, maxWorkers: 1, cancelGraceMs: 10 });
    const job = q.add({ ...text('eps', 'a'), finish: finish.step });
    await tick();
    pool.started[0].finish(plan('a'));
    await tick();
    const again = finish.calls[0].ctx.runPipeline({ toolId: 'eps', input: { kind: 'text', text: 'pdf' }, options: {} });
    await tick();
    expect(pool.started).toHaveLength(2);
    q.cancel(job.id);
    await expect(again).rejects.toMatchObject({ key: 'errors.cancelled' });
    expect(pool.aborted).toEqual([pool.started[1].worker]);
    await vi.waitFor(() => expect(pool.terminated).toEqual([pool.started[1].worker]));
    expect(q.get(job.id)!.status).toBe('cancelled');
  });
});

describe('a worker that dies mid-job (issue 33, item 6)', () => {
  it('fails its job with a reason, is never used again, and the queue moves on', async () => {
    const dead = new Set<number>();
    const started: { worker: number; label: string; finish: (r: WorkerResult) => void; die: () => void }[] = [];
    let count = 0;
    const createWorker = (): PoolWorker => {
      const id = ++count;
      return {
        // A dead worker answers nothing, ever.
        run: (req, _onProgress) =>
          new Promise((resolve, reject) => {
            if (dead.has(id)) return;
            const label = req.input.kind === 'text' ? req.input.text : '';
            started.push({
              worker: id,
              label,
              finish: resolve,
              die: () => (dead.add(id), reject(new Error('the worker was stopped by the browser'))),
            });
          }),
        abort: () => undefined,
        terminate: () => dead.add(id),
      };
    };
    const q = new JobQueue({ createWorker, maxWorkers: 1 });
    const [a, b] = [text('t', 'a'), text('t', 'b')].map((j) => q.add(j));
    await vi.waitFor(() => expect(started).toHaveLength(1));
    started[0].die();
    await vi.waitFor(() => expect(q.get(a.id)?.status).toBe('failed'));
    expect(q.get(a.id)?.error).toMatchObject({ key: 'errors.workerCrashed', detail: 'the worker was stopped by the browser' });
    await vi.waitFor(() => expect(started).toHaveLength(2));
    expect(started[1]).toMatchObject({ label: 'b', worker: 2 });
    started[1].finish(ok('b'));
    await vi.waitFor(() => expect(q.get(b.id)?.status).toBe('done'));
  });

  it('a worker that died between jobs is dropped, and the next job runs on a new worker', async () => {
    const pool = fakePool();
    const dead = new Set<number>();
    let count = 0;
    const createWorker = (): PoolWorker => {
      const worker = pool.createWorker();
      const id = ++count;
      return { ...worker, alive: () => !dead.has(id) };
    };
    const q = new JobQueue({ createWorker, maxWorkers: 1 });
    const a = q.add(text('t', 'a'));
    await vi.waitFor(() => expect(pool.started).toHaveLength(1));
    pool.started[0].finish(ok('a'));
    await vi.waitFor(() => expect(q.get(a.id)?.status).toBe('done'));
    dead.add(1);
    const b = q.add(text('t', 'b'));
    await vi.waitFor(() => expect(pool.started).toHaveLength(2));
    expect(pool.started[1].worker).toBe(2);
    expect(pool.terminated).toContain(1);
    pool.started[1].finish(ok('b'));
    await vi.waitFor(() => expect(q.get(b.id)?.status).toBe('done'));
  });
});
