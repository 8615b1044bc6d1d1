import type { PoolWorker } from './job';

/** A worker of the pool and what it is doing. */
export interface Slot {
  worker: PoolWorker;
  /** The job (or the job of the finishing step) it runs. */
  busyWith?: string;
  /** Tools whose pipeline (and engines) this worker has already loaded: jobs prefer such a worker. */
  warm: Set<string>;
  idleTimer?: ReturnType<typeof setTimeout>;
}

/**
 * The workers of the queue: started when a job needs one and none is free (up to `max`), given
 * preferably to a job of a tool they have loaded, ended when they die mid-job or sit idle for
 * `idleMs` (their engines' memory goes with them).
 */
export class WorkerSlots {
  private slots: Slot[] = [];

  constructor(
    private readonly createWorker: () => PoolWorker,
    private readonly max: number,
    private readonly idleMs: number,
  ) {}

  get count(): number {
    return this.slots.length;
  }

  /** A free worker for a job of `toolId` (one that loaded that tool if any), or a new one while there is room. */
  take(toolId: string): Slot | undefined {
    for (const slot of [...this.slots]) if (!slot.busyWith && slot.worker.alive?.() === false) this.drop(slot);
    const idle = this.slots.filter((s) => !s.busyWith);
    const slot = idle.find((s) => s.warm.has(toolId)) ?? idle[0] ?? (this.slots.length < this.max ? this.spawn() : undefined);
    if (slot) {
      clearTimeout(slot.idleTimer);
      slot.idleTimer = undefined;
    }
    return slot;
  }

  /** The worker running `jobId`'s work, if any. */
  of(jobId: string): Slot | undefined {
    return this.slots.find((s) => s.busyWith === jobId);
  }

  /** Ends the worker running `jobId`'s work. */
  kill(jobId: string): void {
    const slot = this.of(jobId);
    if (slot) this.drop(slot);
  }

  /** Ends this worker (it died, or is stopped): it is not given another job. */
  drop(slot: Slot): void {
    slot.worker.terminate();
    this.slots = this.slots.filter((s) => s !== slot);
  }

  /** Workers with nothing to do are ended after idleMs unless they get a job meanwhile. */
  retireIdle(): void {
    for (const slot of this.slots) {
      if (slot.busyWith || slot.idleTimer) continue;
      slot.idleTimer = setTimeout(() => {
        if (slot.busyWith) return;
        slot.worker.terminate();
        this.slots = this.slots.filter((s) => s !== slot);
      }, this.idleMs);
    }
  }

  /** Ends every worker. */
  dispose(): void {
    for (const slot of this.slots) {
      clearTimeout(slot.idleTimer);
      slot.worker.terminate();
    }
    this.slots = [];
  }

  private spawn(): Slot {
    const slot: Slot = { worker: this.createWorker(), warm: new Set() };
    this.slots.push(slot);
    return slot;
  }
}
