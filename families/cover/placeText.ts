/**
 * Where a new text goes: on the centre line, at the height nearest the usual spot (a third of the way
 * down) where its box covers no other text — so a text added to a template never lands on the
 * template's own texts. When there is no free band, the least covered one.
 */
import type { Scene, Size, TextItem } from './scene';
import { boxCorners, layoutText, type Measurer } from './textLayout';

/** Space kept between a new text and the others, as a fraction of the short side. */
const GAP = 0.01;
const PREFERRED_Y = 0.3;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function boundsOf(m: Measurer, item: TextItem, size: Size, pad: number): Box {
  const corners = boxCorners(layoutText(m, item, size), item, size, pad);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

export function freeSpot(m: Measurer, scene: Scene, size: Size, item: TextItem): { x: number; y: number } {
  const pad = GAP * Math.min(size.width, size.height);
  const others = scene.texts.map((t) => boundsOf(m, t, size, pad));
  const own = boundsOf(m, { ...item, x: 0.5, y: 0, rotation: 0 }, size, 0);
  const half = (own.y1 - own.y0) / 2;
  const top = Math.min(0.5, half / size.height);
  // The usual spot, then 200 heights from top to bottom, each keeping the whole box on the canvas.
  const heights = [PREFERRED_Y, ...Array.from({ length: 201 }, (_, step) => top + ((1 - 2 * top) * step) / 200)];
  let best = { y: PREFERRED_Y, covered: Infinity, distance: Infinity };
  for (const y of heights) {
    const box = { x0: own.x0, x1: own.x1, y0: y * size.height - half, y1: y * size.height + half };
    const covered = others.reduce((sum, o) => sum + overlap(box, o), 0);
    const distance = Math.abs(y - PREFERRED_Y);
    // On a tie, the lower spot (reading order) wins.
    const nearer = distance < best.distance || (distance === best.distance && y > best.y);
    if (covered < best.covered || (covered === best.covered && nearer)) best = { y, covered, distance };
  }
  return { x: 0.5, y: Math.round(best.y * 10000) / 10000 };
}
