import { describe, expect, it, vi } from 'vitest';
import { JobQueue } from '../../src/runner/queue';
import type { PoolWorker, WorkerResult } from '../../src/runner/job';
import { onNewVersion } from '../../src/pwa/updatePolicy';

describe('app update policy', () => {
  it('reloads at once when no work is in progress', () => {
    const q = new JobQueue({ createWorker: () => ({ run: () => new Promise(() => {}), abort() {}, terminate() {} }), maxWorkers: 1 });
    const reload = vi.fn();
    const offer = vi.fn();
    onNewVersion(q, reload, offer, vi.fn());
    expect(reload).toHaveBeenCalledOnce();
    expect(offer).not.toHaveBeenCalled();
  });

  it('never reloads during work: it offers the reload once the queue is idle', async () => {
    let finish!: (r: WorkerResult) => void;
    const worker: PoolWorker = { run: () => new Promise((r) => (finish = r)), abort() {}, terminate() {} };
    const q = new JobQueue({ createWorker: () => worker, maxWorkers: 1 });
    q.add({ toolId: 't', label: 'a', prepare: async () => ({ toolId: 't', input: { kind: 'none' }, options: {} }) });
    await new Promise((r) => setTimeout(r, 0));
    const reload = vi.fn();
    const offer = vi.fn();
    const waiting = vi.fn();
    onNewVersion(q, reload, offer, waiting);
    expect(reload).not.toHaveBeenCalled();
    expect(waiting).toHaveBeenCalledOnce();
    expect(offer).not.toHaveBeenCalled();
    finish({ ok: true, outputs: [] });
    await new Promise((r) => setTimeout(r, 0));
    expect(offer).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });
});
