/**
 * How many frames an image file holds, read from its blocks without decoding pixels: a GIF's image
 * descriptors, an animated WebP's ANMF chunks. Every other image (and a plain WebP) is one frame.
 */
import { gifFrameCount } from './gifSize';

const u32le = (b: Uint8Array, i: number) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;
const fourCc = (b: Uint8Array, i: number) => String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3]);

/** ANMF chunks at the top level of a WebP's RIFF container (at least 1: a still WebP is one frame). */
function webpFrameCount(b: Uint8Array): number {
  let frames = 0;
  // Chunks follow "RIFF" size "WEBP"; each is a fourCC, a little-endian size, the data padded to even.
  for (let i = 12; i + 8 <= b.length; i += 8 + u32le(b, i + 4) + (u32le(b, i + 4) & 1)) {
    if (fourCc(b, i) === 'ANMF') frames++;
  }
  return Math.max(1, frames);
}

export function frameCount(bytes: Uint8Array, type: string): number {
  if (type === 'image/gif') return Math.max(1, gifFrameCount(bytes));
  if (type === 'image/webp') return webpFrameCount(bytes);
  return 1;
}
