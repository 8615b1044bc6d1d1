/**
 * Undo/redo over immutable states. Steps that come in a burst — slider drags, typing in one field —
 * pass the same merge key and become one undo step.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** Merge key of the last commit; a commit with the same key replaces it instead of adding a step. */
  lastKey?: string;
}

export const HISTORY_LIMIT = 100;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * Makes `next` the present. `before` is the state to return to on undo when it is not the current
 * present (a drag previews without committing, then commits once with its starting state).
 */
export function commit<T>(h: History<T>, next: T, mergeKey?: string, before: T = h.present): History<T> {
  if (next === h.present) return h;
  if (mergeKey !== undefined && mergeKey === h.lastKey && h.past.length > 0) {
    return { past: h.past, present: next, future: [], lastKey: mergeKey };
  }
  return { past: [...h.past, before].slice(-HISTORY_LIMIT), present: next, future: [], lastKey: mergeKey };
}

export function undo<T>(h: History<T>): History<T> {
  if (h.past.length === 0) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (h.future.length === 0) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}

/** Replaces everything (loading a template): the old design stays one undo away. */
export function reset<T>(h: History<T>, next: T): History<T> {
  return commit({ ...h, lastKey: undefined }, next);
}
