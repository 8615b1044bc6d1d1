import type { PoolWorker } from './job';

/** A worker of the pool and what it is doing. */
export interface Slot {
  worker: PoolWorker;
  /** The job (or the job of the finishing step) it runs. */
  busyWith?: string;
  /** Cores that work holds (the queue counts them as taken until the worker is free or ended). */
  cores: number;
  /** Tools whose pipeline (and engines) this worker has already loaded: jobs prefer such a worker. */
  warm: Set<string>;
  idleTimer?: ReturnType<typeof setTimeout>;
  /** Its job was cancelled: it is ended when this fires unless the pipeline stops first. */
  stopTimer?: ReturnType<typeof setTimeout>;
}

/**
 * The workers of the queue: started when a job needs one and none is free (up to `max`), given
 * preferably to a job of a tool they have loaded, ended when they die mid-job or sit idle for
 * `idleMs` (their engines' memory goes with them). A cancelled job's worker is asked to stop its
 * pipeline and ended only if it does not within a grace time: engines that honour the signal
 * (ffmpeg between its steps, mediabunny) stop cleanly and the worker, engines loaded, stays.
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

  /** Cores held by the work of busy workers (a stopping worker's included: it may still compute). */
  get busyCores(): number {
    return this.slots.reduce((sum, s) => sum + (s.busyWith ? s.cores : 0), 0);
  }

  /** Gives the worker `jobId`'s work, on `cores` cores. */
  assign(slot: Slot, jobId: string, cores: number): void {
    slot.busyWith = jobId;
    slot.cores = cores;
  }

  /**
   * The worker's run has settled: it is free again, with `toolId` loaded. False when it was ended
   * meanwhile (killed, or stopped too late): then there is nothing to free.
   */
  release(slot: Slot, toolId: string): boolean {
    if (!this.slots.includes(slot)) return false;
    clearTimeout(slot.stopTimer);
    slot.stopTimer = undefined;
    slot.busyWith = undefined;
    slot.cores = 0;
    slot.warm.add(toolId);
    return true;
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

  /** The worker running `jobId`'s work, if any (not one still stopping an earlier run of it). */
  of(jobId: string): Slot | undefined {
    return this.slots.find((s) => s.busyWith === jobId && !s.stopTimer);
  }

  /**
   * Stops `jobId`'s work: its pipeline is asked to stop (ctx.signal aborts); if the worker has not
   * been released within `graceMs`, it is ended and `onEnded` runs (its cores are free then).
   */
  stop(jobId: string, graceMs: number, onEnded: () => void): void {
    const slot = this.of(jobId);
    if (!slot) return;
    slot.worker.abort();
    slot.stopTimer = setTimeout(() => {
      if (!this.slots.includes(slot)) return;
      this.drop(slot);
      onEnded();
    }, graceMs);
  }

  /** Ends the worker running `jobId`'s work. */
  kill(jobId: string): void {
    const slot = this.of(jobId);
    if (slot) this.drop(slot);
  }

  /** Ends this worker (it died, or is stopped): it is not given another job. */
  drop(slot: Slot): void {
    clearTimeout(slot.stopTimer);
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
      clearTimeout(slot.stopTimer);
      slot.worker.terminate();
    }
    this.slots = [];
  }

  private spawn(): Slot {
    const slot: Slot = { worker: this.createWorker(), cores: 0, warm: new Set() };
    this.slots.push(slot);
    return slot;
  }
}
