/** A job's progress reaches the page this long after it moves... */
const PROGRESS_NOTIFY_MS = 50;
/**
 * ...but no sooner than this after the last progress update: each update is a render of the list
 * on a main thread that shares the cores with the workers, and in a batch of short jobs the
 * updates of one job would otherwise come a few tens of milliseconds apart. Status changes
 * (running, done, failed) are never held back: they do not pass through here.
 */
const PROGRESS_GAP_MS = 250;

/**
 * Progress is batched: one new snapshot per interval, replacing only the jobs that moved, so
 * memoised rows of the other jobs do not re-render; none at all when those jobs have ended.
 */
export class ProgressBatch {
  private timer?: ReturnType<typeof setTimeout>;
  private moved = new Map<string, number>();
  private lastNotify = Number.NEGATIVE_INFINITY;

  /** `apply` gets the jobs that moved (id → progress) and says whether it changed the list. */
  constructor(private readonly apply: (moved: ReadonlyMap<string, number>) => boolean) {}

  /** Job `id`, now at `shown`, reports `fraction`: kept if it moves forward, sent with the next batch. */
  report(id: string, shown: number, fraction: number): void {
    const current = this.moved.get(id) ?? shown;
    const next = Math.min(1, Math.max(current, fraction));
    if (next === current) return;
    this.moved.set(id, next);
    if (this.timer) return;
    const wait = Math.max(PROGRESS_NOTIFY_MS, this.lastNotify + PROGRESS_GAP_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const moved = this.moved;
      this.moved = new Map();
      if (this.apply(moved)) this.lastNotify = Date.now();
    }, wait);
  }
}
