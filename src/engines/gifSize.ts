/**
 * The largest area a GIF can make a decoder allocate: its logical screen and every frame's image
 * descriptor (left + width, top + height). Browsers grow the canvas to a first frame bigger than the
 * screen, so a 1×1 screen with a 16000² frame is a 1 GB bitmap; the screen alone does not tell.
 * Walks the blocks without decoding any pixels; a file cut short gives the largest seen so far.
 */
import type { ImageSize } from './imageSizeType';

const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);

/** Index after a run of data sub-blocks (length byte, data, …, 0). */
function skipSubBlocks(b: Uint8Array, i: number): number {
  while (i < b.length && b[i] !== 0) i += b[i] + 1;
  return i + 1;
}

/** Calls `onFrame` with each image descriptor's index (0x2c), in file order, until the trailer. */
function walkFrames(b: Uint8Array, onFrame: (at: number) => void): void {
  let i = 13 + (b[10] & 0x80 ? 3 * 2 ** ((b[10] & 7) + 1) : 0);
  while (i < b.length) {
    const block = b[i];
    if (block === 0x21) {
      i = skipSubBlocks(b, i + 2);
    } else if (block === 0x2c) {
      if (i + 10 > b.length) break;
      onFrame(i);
      const packed = b[i + 9];
      i += 10 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
      i = skipSubBlocks(b, i + 1); // after the LZW minimum code size
    } else {
      break; // the trailer (0x3b) or bytes a decoder stops at too
    }
  }
}

export function gifSize(b: Uint8Array): ImageSize | undefined {
  if (b.length < 13) return undefined;
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  walkFrames(b, (i) => {
    width = Math.max(width, u16le(b, i + 1) + u16le(b, i + 5));
    height = Math.max(height, u16le(b, i + 3) + u16le(b, i + 7));
  });
  return { width, height };
}

/** How many frames (image descriptors) a GIF holds. */
export function gifFrameCount(b: Uint8Array): number {
  if (b.length < 13) return 0;
  let frames = 0;
  walkFrames(b, () => frames++);
  return frames;
}
