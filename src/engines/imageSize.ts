import { gifSize } from './gifSize';
import { isobmffSize } from './isobmffSize';
import { jxlSize } from './jxlSize';

/**
 * Width and height an image will decode to, read from its structure without decoding it (guards
 * against pixel bombs). Where a format holds several pictures (GIF frames, AVIF/HEIF grid tiles and
 * sequences) it is the largest the decoder can be made to allocate, not what the first header says.
 */
export type { ImageSize } from './imageSizeType';
import type { ImageSize } from './imageSizeType';

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);

function jpegSize(b: Uint8Array): ImageSize | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) {
      i++;
      continue;
    }
    const marker = b[i + 1];
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

function webpSize(b: Uint8Array): ImageSize | undefined {
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

export function readImageSize(b: Uint8Array, type: string): ImageSize | undefined {
  if (type === 'image/gif') return gifSize(b);
  // A JPEG XL header can be 12 bytes; every other format's size lies further in.
  if (type === 'image/jxl') return jxlSize(b);
  if (b.length < 30) return undefined;
  switch (type) {
    case 'image/png':
      // The size is in IHDR, which must come first; any other chunk there means a broken file.
      if (String.fromCharCode(b[12], b[13], b[14], b[15]) !== 'IHDR') return undefined;
      return { width: u32be(b, 16), height: u32be(b, 20) };
    case 'image/jpeg':
      return jpegSize(b);
    case 'image/webp':
      return webpSize(b);
    case 'image/avif':
    case 'image/heic':
      return isobmffSize(b);
    case 'image/bmp':
      return {
        width: Math.abs(new DataView(b.buffer, b.byteOffset).getInt32(18, true)),
        height: Math.abs(new DataView(b.buffer, b.byteOffset).getInt32(22, true)),
      };
    default:
      return undefined;
  }
}
