import { describe, expect, it } from 'vitest';
import DiffMatchPatch from 'diff-match-patch';
import { diffLines, type LineOp } from './lineDiff';

/** Lines → codes (equal lines, equal codes), as computeDiff makes them. */
function codes(...texts: string[][]): { lists: Uint16Array[]; max: number } {
  const map = new Map<string, number>();
  const lists = texts.map((lines) => Uint16Array.from(lines, (l) => map.get(l) ?? (map.set(l, map.size + 1), map.size)));
  return { lists, max: map.size };
}

function diff(a: string[], b: string[]): LineOp[] {
  const { lists, max } = codes(a, b);
  return diffLines(lists[0], lists[1], max);
}

/** Replays the ops on a: gives b when they are right. Lines kept must be equal on both sides. */
function apply(a: string[], b: string[], ops: LineOp[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  for (const [op, n] of ops) {
    if (n <= 0) throw new Error(`empty op ${op}`);
    if (op === 0) {
      for (let k = 0; k < n; k++) if (a[i + k] !== b[j + k]) throw new Error(`kept line ${i + k} differs`);
      out.push(...a.slice(i, i + n));
      i += n;
      j += n;
    } else if (op === -1) i += n;
    else {
      out.push(...b.slice(j, j + n));
      j += n;
    }
  }
  if (i !== a.length) throw new Error(`${a.length - i} lines of a left over`);
  return out;
}

/** Lines removed plus lines added. */
const cost = (ops: LineOp[]) => ops.reduce((s, [op, n]) => s + (op === 0 ? 0 : n), 0);

/** The smallest cost: diff-match-patch with no time limit is a plain Myers diff, which is minimal. */
function minimalCost(a: string[], b: string[]): number {
  const { lists } = codes(a, b);
  const dmp = new DiffMatchPatch();
  dmp.Diff_Timeout = 0;
  const diffs = dmp.diff_main(String.fromCharCode(...lists[0]), String.fromCharCode(...lists[1]), false);
  return diffs.reduce((s, [op, t]) => s + (op === 0 ? 0 : t.length), 0);
}

function random(seed: number) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

/** Prose-like text: distinct paragraphs with blank lines between, then b with changed, inserted and removed paragraphs. */
function editedProse(seed: number, paragraphs: number, edits: number) {
  const rnd = random(seed);
  const words = 'a the of and to in private offline tool text compare line word change'.split(' ');
  const a: string[] = [];
  for (let p = 0; p < paragraphs; p++) {
    a.push(Array.from({ length: 6 + Math.floor(rnd() * 6) }, () => words[Math.floor(rnd() * words.length)]).join(' '), '');
  }
  const b = [...a];
  for (let k = 0; k < edits; k++) {
    const at = Math.floor(rnd() * b.length);
    if (k % 3 === 0) b[at] = `${b[at]} (edited ${k})`;
    else if (k % 3 === 1) b.splice(at, 0, `inserted ${k}`);
    else b.splice(at, 1);
  }
  return { a, b };
}

describe('line alignment (unique-line anchors, Myers in the gaps)', () => {
  it('inserted lines do not mark the lines after them as changed', () => {
    const a = ['one', 'two', 'three', 'four', 'five'];
    const b = ['one', 'NEW', 'two', 'three', 'ALSO NEW', 'four', 'five'];
    expect(diff(a, b)).toEqual([
      [0, 1],
      [1, 1],
      [0, 2],
      [1, 1],
      [0, 2],
    ]);
  });

  it('anchors on unique lines, not on repeated ones like blank lines or braces', () => {
    const a = ['function a() {', '  return 1;', '}', '', 'function b() {', '  return 2;', '}'];
    const b = ['function a() {', '  return 1;', '}', '', 'function new() {', '  return 3;', '}', '', 'function b() {', '  return 2;', '}'];
    const ops = diff(a, b);
    expect(apply(a, b, ops)).toEqual(b);
    // Only the four new lines are added; nothing of a is removed.
    expect(ops.filter(([op]) => op === -1)).toEqual([]);
    expect(cost(ops)).toBe(4);
  });

  it('falls back to Myers when no line is unique', () => {
    expect(diff(['x', 'x', 'x'], ['x', 'x'])).toEqual([
      [0, 2],
      [-1, 1],
    ]);
    const a = ['x', 'y', 'x', 'y'];
    const b = ['y', 'x', 'y', 'x'];
    const ops = diff(a, b);
    expect(apply(a, b, ops)).toEqual(b);
    expect(cost(ops)).toBe(minimalCost(a, b));
  });

  it('handles empty sides and identical texts', () => {
    expect(diff([], [])).toEqual([]);
    expect(diff([], ['a', 'b'])).toEqual([[1, 2]]);
    expect(diff(['a', 'b'], [])).toEqual([[-1, 2]]);
    expect(diff(['a', 'b'], ['a', 'b'])).toEqual([[0, 2]]);
  });

  it('on edited prose, is valid and as small as a minimal (Myers) diff', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { a, b } = editedProse(seed, 200, 20);
      const ops = diff(a, b);
      expect(apply(a, b, ops)).toEqual(b);
      expect(cost(ops)).toBe(minimalCost(a, b));
    }
  });

  it('is valid on random texts of few distinct lines (where anchors are rare and gaps long)', () => {
    const rnd = random(5);
    for (let round = 0; round < 50; round++) {
      const pick = () => Array.from({ length: Math.floor(rnd() * 40) }, () => 'abcdefg'[Math.floor(rnd() * 7)]);
      const a = pick();
      const b = rnd() < 0.5 ? pick() : [...a.slice(0, 10), 'z', ...a.slice(12)];
      expect(apply(a, b, diff(a, b))).toEqual(b);
    }
  });
});
