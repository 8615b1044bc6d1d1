import { describe, expect, it } from 'vitest';
import { commit, createHistory, HISTORY_LIMIT, redo, reset, undo } from './history';

describe('undo/redo history', () => {
  it('undoes and redoes in order', () => {
    let h = createHistory('a');
    h = commit(h, 'b');
    h = commit(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = redo(h);
    expect(h.present).toBe('c');
    expect(redo(h)).toBe(h);
  });

  it('a new change after undo drops the redo branch', () => {
    let h = commit(commit(createHistory(1), 2), 3);
    h = commit(undo(h), 4);
    expect(h.present).toBe(4);
    expect(h.future).toEqual([]);
    expect(undo(h).present).toBe(2);
  });

  it('merges a burst of changes with the same key into one step', () => {
    let h = createHistory(0);
    for (const v of [10, 20, 30]) h = commit(h, v, 'size:a');
    h = commit(h, 40, 'rotation:a');
    expect(h.past).toEqual([0, 30]);
    expect(undo(h).present).toBe(30);
    expect(undo(undo(h)).present).toBe(0);
  });

  it('after an undo, the same key starts a new step', () => {
    let h = commit(commit(createHistory(0), 1, 'k'), 2, 'k');
    h = undo(h);
    expect(h.present).toBe(0);
    h = commit(h, 5, 'k');
    expect(h.past).toEqual([0]);
  });

  it('a drag commits once with the state it started from', () => {
    const h = commit(createHistory('start'), 'moved', undefined, 'start');
    expect(h.past).toEqual(['start']);
    expect(undo(h).present).toBe('start');
  });

  it('ignores a commit that changes nothing and keeps at most the limit', () => {
    let h = createHistory(0);
    expect(commit(h, 0)).toBe(h);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = commit(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });

  it('a template reset can be undone', () => {
    let h = commit(createHistory('x'), 'y', 'k');
    h = reset(h, 'template');
    expect(h.present).toBe('template');
    expect(undo(h).present).toBe('y');
  });
});
