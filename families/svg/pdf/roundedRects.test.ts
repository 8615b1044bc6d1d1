import { expect, test } from 'vitest';
import { roundedRectPath } from './roundedRects';

/** Every point of a path's commands, absolute (the path is written with M, H, V, C and Z only). */
function points(d: string): number[][] {
  const out: number[][] = [];
  let [x, y] = [0, 0];
  for (const [, cmd, args] of d.matchAll(/([MHVCZ])([^MHVCZ]*)/g)) {
    const n = args.trim().split(/\s+/).filter(Boolean).map(Number);
    if (cmd === 'C') out.push(n.slice(0, 2), n.slice(2, 4));
    if (cmd === 'H') x = n[0];
    else if (cmd === 'V') y = n[0];
    else if (n.length > 0) [x, y] = n.slice(-2);
    if (cmd !== 'Z') out.push([x, y]);
  }
  return out;
}

test('each corner of a rounded rect is a quarter ellipse: its control points lie on the tangents at rx·κ and ry·κ', () => {
  const k = (4 / 3) * (Math.SQRT2 - 1);
  const d = roundedRectPath(10, 10, 80, 80, 20, 20);
  const curves = [...d.matchAll(/C([^C]*?)(?= [HVZ])/g)].map((m) => m[1].trim().split(/\s+/).map(Number));
  expect(curves).toHaveLength(4);
  // Top right, bottom right, bottom left, top left: [c1x, c1y, c2x, c2y, end x, end y].
  const want = [
    [70 + 20 * k, 10, 90, 30 - 20 * k, 90, 30],
    [90, 70 + 20 * k, 70 + 20 * k, 90, 70, 90],
    [30 - 20 * k, 90, 10, 70 + 20 * k, 10, 70],
    [10, 30 - 20 * k, 30 - 20 * k, 10, 30, 10],
  ];
  curves.forEach((c, i) => c.forEach((v, j) => expect(v).toBeCloseTo(want[i][j], 9)));
  // Closed where it started, and never outside the rect.
  const p = points(d);
  expect(p[0]).toEqual([30, 10]);
  expect(p.at(-1)).toEqual([30, 10]);
  for (const [x, y] of p) expect(x >= 10 && x <= 90 && y >= 10 && y <= 90).toBe(true);
});

test('radii differ per axis: the corner spans rx across and ry down', () => {
  const p = points(roundedRectPath(0, 0, 100, 50, 30, 10));
  expect(p).toContainEqual([70, 0]);
  expect(p).toContainEqual([100, 10]);
  expect(p).toContainEqual([100, 40]);
  expect(p).toContainEqual([30, 50]);
});
