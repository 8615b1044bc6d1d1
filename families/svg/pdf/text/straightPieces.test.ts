import { describe, expect, it } from 'vitest';
import { JOINED, straightPieces, type Origin } from './straightPieces';

const at = (x: number, y: number, extent: number, rotation = 0): Origin => ({ p: { x, y }, rotation, extent });

describe('straightPieces', () => {
  it('keeps clusters laid end to end on one baseline as one piece, as long as the browser made it', () => {
    const pieces = straightPieces([at(10, 50, 12), at(22, 50, 8), at(30, 50, 15)], 20);
    expect(pieces).toEqual([{ from: 0, to: 3, start: { x: 10, y: 50 }, rotation: 0, length: 35 }]);
  });

  it('breaks where a cluster does not start where the one before it ends (dx, spacing, bidi order)', () => {
    const pieces = straightPieces([at(10, 50, 12), at(22, 50, 8), at(60, 50, 5), at(65, 50, 5)], 20);
    expect(pieces.map((p) => [p.from, p.to, p.length])).toEqual([
      [0, 2, 20],
      [2, 4, 10],
    ]);
  });

  it('breaks on another baseline or rotation, and at a cluster the browser does not draw', () => {
    const pieces = straightPieces([at(10, 50, 10), at(20, 58, 10), at(30, 58, 10, 15), null, at(50, 58, 10, 15)], 20);
    expect(pieces.map((p) => [p.from, p.to])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ]);
    expect(pieces[3].start).toBeNull();
  });

  it('makes each space between words a piece of its own, so every word keeps its place', () => {
    const pieces = straightPieces([at(10, 50, 12), at(22, 50, 8), at(30, 50, 5), at(35, 50, 10), at(45, 50, 10)], 20, [
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(pieces.map((p) => [p.from, p.to, p.length])).toEqual([
      [0, 2, 20],
      [2, 3, 5],
      [3, 5, 20],
    ]);
  });

  it('follows a rotated line', () => {
    const c = Math.cos(Math.PI / 6);
    const s = Math.sin(Math.PI / 6);
    const pieces = straightPieces([at(0, 0, 10, 30), at(10 * c, 10 * s, 10, 30)], 20);
    expect(pieces).toHaveLength(1);
    expect(pieces[0].length).toBeCloseTo(20);
  });

  it('knows the joined scripts: Arabic and the head-line scripts, not Latin or Hebrew', () => {
    expect(['مرحبا', 'नमस्ते', 'সমস্ত'].every((t) => JOINED.test(t))).toBe(true);
    expect(['abc', 'שלום', 'すべて'].some((t) => JOINED.test(t))).toBe(false);
  });
});
