/**
 * Windows ICO files: a directory of several images of different sizes in one file.
 *
 * Each image is stored either as a PNG (compact; read by every browser and by Windows Vista and
 * later) or as a 32-bit BMP with alpha (the original format, read by everything that reads ICO).
 * Microsoft's guidance is BMP for small sizes and PNG for 256×256, so callers choose per image:
 * pass `png` bytes to store a PNG, or `rgba` pixels to store a BMP.
 *
 * Pure TypeScript: runs in a worker, on the main thread and under Node. (Reading ICO files back is for
 * tests only: tests/setup/parseIco.ts.)
 */

/** One image to put in an ICO. Sides are 1..256 pixels. */
export type IcoImage =
  { width: number; height: number; png: Uint8Array } | { width: number; height: number; rgba: Uint8Array | Uint8ClampedArray };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEADER_SIZE = 6;
const ENTRY_SIZE = 16;
const BITMAPINFOHEADER_SIZE = 40;
export const MAX_ICO_SIDE = 256;

const isPng = (b: Uint8Array) => b.length >= 24 && PNG_SIGNATURE.every((v, i) => b[i] === v);

function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A 32-bit BMP as stored in an ICO: header with doubled height, BGRA rows bottom-up, then the AND mask. */
function encodeBmp(width: number, height: number, rgba: Uint8Array | Uint8ClampedArray): Uint8Array {
  if (rgba.length !== width * height * 4)
    throw new Error(`ICO: ${width}×${height} needs ${width * height * 4} RGBA bytes, got ${rgba.length}`);
  const maskRowBytes = Math.ceil(width / 32) * 4; // 1 bit per pixel, rows padded to 32 bits
  const pixelBytes = width * height * 4;
  const out = new Uint8Array(BITMAPINFOHEADER_SIZE + pixelBytes + maskRowBytes * height);
  const view = new DataView(out.buffer);
  view.setUint32(0, BITMAPINFOHEADER_SIZE, true);
  view.setInt32(4, width, true);
  view.setInt32(8, height * 2, true); // ICO convention: XOR image + AND mask
  view.setUint16(12, 1, true); // planes
  view.setUint16(14, 32, true); // bits per pixel
  view.setUint32(16, 0, true); // BI_RGB
  view.setUint32(20, pixelBytes + maskRowBytes * height, true);
  for (let y = 0; y < height; y++) {
    const src = (height - 1 - y) * width * 4; // BMP rows go bottom-up
    const dst = BITMAPINFOHEADER_SIZE + y * width * 4;
    const maskRow = BITMAPINFOHEADER_SIZE + pixelBytes + y * maskRowBytes;
    for (let x = 0; x < width; x++) {
      const s = src + x * 4;
      const d = dst + x * 4;
      out[d] = rgba[s + 2];
      out[d + 1] = rgba[s + 1];
      out[d + 2] = rgba[s];
      out[d + 3] = rgba[s + 3];
      // The AND mask marks fully transparent pixels, for readers that ignore the alpha channel.
      if (rgba[s + 3] === 0) out[maskRow + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  return out;
}

/** Writes a multi-image ICO. Images are stored in the order given (by convention, smallest first). */
export function encodeIco(images: IcoImage[]): Uint8Array {
  if (images.length === 0 || images.length > 0xffff) throw new Error('ICO: needs 1 to 65535 images');
  const payloads = images.map((img) => {
    const { width, height } = img;
    if (!(
      Number.isInteger(width) &&
      Number.isInteger(height) &&
      width >= 1 &&
      height >= 1 &&
      width <= MAX_ICO_SIDE &&
      height <= MAX_ICO_SIDE
    )) {
      throw new Error(`ICO: image sides must be 1..${MAX_ICO_SIDE}, got ${width}×${height}`);
    }
    if ('png' in img) {
      if (!isPng(img.png)) throw new Error('ICO: png payload is not a PNG file');
      const real = pngSize(img.png);
      if (real.width !== width || real.height !== height)
        throw new Error(`ICO: PNG is ${real.width}×${real.height}, entry says ${width}×${height}`);
      return img.png;
    }
    return encodeBmp(width, height, img.rgba);
  });

  const total = HEADER_SIZE + ENTRY_SIZE * images.length + payloads.reduce((sum, p) => sum + p.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type 1 = icon
  view.setUint16(4, images.length, true);
  let offset = HEADER_SIZE + ENTRY_SIZE * images.length;
  images.forEach((img, i) => {
    const e = HEADER_SIZE + i * ENTRY_SIZE;
    out[e] = img.width === 256 ? 0 : img.width; // 0 means 256
    out[e + 1] = img.height === 256 ? 0 : img.height;
    out[e + 2] = 0; // no palette
    out[e + 3] = 0; // reserved
    view.setUint16(e + 4, 1, true); // colour planes
    view.setUint16(e + 6, 32, true); // bits per pixel
    view.setUint32(e + 8, payloads[i].length, true);
    view.setUint32(e + 12, offset, true);
    out.set(payloads[i], offset);
    offset += payloads[i].length;
  });
  return out;
}
