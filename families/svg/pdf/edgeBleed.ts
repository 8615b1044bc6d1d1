/**
 * A part drawn as an image goes into the PDF as colour plus a separate soft mask. Where the mask is 0
 * the canvas leaves the colour black, and a viewer that scales colour and mask apart (poppler does)
 * mixes that black into the edges: thin light lines and soft glows came out with grey outlines. Here
 * each transparent pixel near ink takes the colour of the nearest inked pixel instead; its alpha stays
 * 0, so the image shows the same. The canvas cannot keep a colour under alpha 0 (it stores
 * premultiplied pixels), so such a PNG is written by fast-png.
 */
import { encode } from 'fast-png';

/** How far (in image pixels) colour spreads from the ink: past the widest scaling-down a viewer does. */
export const BLEED_PX = 16;

/** Spreads the colour of inked pixels into the transparent ones within `reach`, in place. */
export function bleedIntoTransparent(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, reach = BLEED_PX): void {
  const n = width * height;
  // Steps from the nearest ink, 1 on the ink itself; 0 = not reached yet.
  const steps = new Uint8Array(n);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i++)
    if (rgba[i * 4 + 3] !== 0) {
      steps[i] = 1;
      queue[tail++] = i;
    }
  if (tail === 0 || tail === n) return;
  const spread = (from: number, to: number) => {
    if (steps[to]) return;
    steps[to] = steps[from] + 1;
    rgba[to * 4] = rgba[from * 4];
    rgba[to * 4 + 1] = rgba[from * 4 + 1];
    rgba[to * 4 + 2] = rgba[from * 4 + 2];
    queue[tail++] = to;
  };
  for (let head = 0; head < tail; head++) {
    const i = queue[head];
    if (steps[i] > reach) continue;
    const x = i % width;
    if (x > 0) spread(i, i - 1);
    if (x < width - 1) spread(i, i + 1);
    if (i >= width) spread(i, i - width);
    if (i + width < n) spread(i, i + width);
  }
}

/** An RGBA PNG of the pixels with their colour bled into the transparent edge. */
export function bledPng(image: ImageData): Uint8Array {
  bleedIntoTransparent(image.data, image.width, image.height);
  // jsPDF decodes this PNG and compresses the pixels again for the PDF: the fastest level will do.
  return encode({ width: image.width, height: image.height, data: image.data, channels: 4, depth: 8 }, { zlib: { level: 1 } });
}
