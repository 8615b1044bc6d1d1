/**
 * The crop box as the view edits it: fractions (0–1) of the turned and straightened image. A `ratio`
 * here is width over height in fractions (the pixel ratio times the image's height over its width).
 */

export interface FracBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The box's handles: corners and edges, by the sides they move. */
export const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type Handle = (typeof HANDLES)[number];

/** Smallest side of a box, so it stays something to grab. */
const MIN = 0.02;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The box made to fit in the image (and at least MIN wide and high), keeping its ratio if it has one. */
export function fitBox(b: FracBox, ratio?: number): FracBox {
  let { w, h } = b;
  if (ratio) {
    // Shrink, keeping the ratio, until both sides fit; grow to the smallest box if it is less.
    h = w / ratio;
    if (w > 1) [w, h] = [1, 1 / ratio];
    if (h > 1) [w, h] = [ratio, 1];
    if (w < MIN || h < MIN) [w, h] = ratio >= 1 ? [MIN * ratio, MIN] : [MIN, MIN / ratio];
  } else {
    w = clamp(w, MIN, 1);
    h = clamp(h, MIN, 1);
  }
  return { x: clamp(b.x, 0, 1 - w), y: clamp(b.y, 0, 1 - h), w, h };
}

/** The box moved by (dx, dy), kept inside the image. */
export function moveBox(b: FracBox, dx: number, dy: number): FracBox {
  return { ...b, x: clamp(b.x + dx, 0, 1 - b.w), y: clamp(b.y + dy, 0, 1 - b.h) };
}

/**
 * The box with one handle pulled by (dx, dy): the opposite side or corner stays. With a ratio, a corner
 * sets the width (the height follows); an edge sets its own side and the other follows around the centre.
 */
export function pullHandle(b: FracBox, handle: Handle, dx: number, dy: number, ratio?: number): FracBox {
  let x0 = b.x;
  let y0 = b.y;
  let x1 = b.x + b.w;
  let y1 = b.y + b.h;
  if (handle.includes('w')) x0 = clamp(x0 + dx, 0, 1);
  if (handle.includes('e')) x1 = clamp(x1 + dx, 0, 1);
  if (handle.includes('n')) y0 = clamp(y0 + dy, 0, 1);
  if (handle.includes('s')) y1 = clamp(y1 + dy, 0, 1);
  // Pulled past the other side: the box turns over.
  if (x1 < x0) [x0, x1] = [x1, x0];
  if (y1 < y0) [y0, y1] = [y1, y0];
  let w = x1 - x0;
  let h = y1 - y0;
  if (!ratio) return fitBox({ x: x0, y: y0, w, h });
  const horizontal = handle === 'e' || handle === 'w';
  const vertical = handle === 'n' || handle === 's';
  if (vertical) {
    w = h * ratio;
    x0 = b.x + b.w / 2 - w / 2;
  } else {
    h = w / ratio;
    if (horizontal) y0 = b.y + b.h / 2 - h / 2;
    else if (handle.includes('n')) y0 = y1 - h;
  }
  if (!horizontal && !vertical && handle.includes('w')) x0 = x1 - w;
  return fitBox({ x: x0, y: y0, w, h }, ratio);
}

/** A new box drawn from `from` to `to` (with a ratio, the width leads). */
export function drawBox(from: { x: number; y: number }, to: { x: number; y: number }, ratio?: number): FracBox {
  const handle = `${to.y < from.y ? 'n' : 's'}${to.x < from.x ? 'w' : 'e'}` as Handle;
  return pullHandle({ x: from.x, y: from.y, w: 0, h: 0 }, handle, to.x - from.x, to.y - from.y, ratio);
}

/** Keyboard: arrows move by `step`; with shift they grow (right, down) or shrink (left, up) the box. */
export function keyBox(b: FracBox, key: string, shift: boolean, step: number, ratio?: number): FracBox | undefined {
  const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[key];
  if (!d) return undefined;
  return shift ? pullHandle(b, d[0] ? 'e' : 's', d[0], d[1], ratio) : moveBox(b, d[0], d[1]);
}
