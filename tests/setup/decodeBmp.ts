/**
 * A BMP reader for Node (unit tests, benchmarks), where createImageBitmap does not exist: the common
 * kinds (1/4/8-bit palette, 16/24/32-bit, BI_RGB and BI_BITFIELDS, top-down or bottom-up). Browsers
 * decode BMP themselves. (bmp-js, the npm reader, ignores BI_BITFIELDS masks, so it misreads the
 * 32-bit files with alpha that src/engines/bmpCodec.ts writes.)
 */

export function decodeBmp(b: Uint8Array): ImageData {
  if (b.length < 54 || b[0] !== 0x42 || b[1] !== 0x4d) throw new Error('BMP: bad header');
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const dataOffset = v.getUint32(10, true);
  const headerSize = v.getUint32(14, true);
  const width = v.getInt32(18, true);
  const rawHeight = v.getInt32(22, true);
  const bpp = v.getUint16(28, true);
  const compression = v.getUint32(30, true);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height <= 0) throw new Error('BMP: bad size');
  if (compression !== 0 && compression !== 3) throw new Error('BMP: compressed BMP not supported');
  let masks = [0x00ff0000, 0x0000ff00, 0x000000ff, bpp === 32 && headerSize >= 56 ? 0xff000000 : 0];
  if (bpp === 16 && compression === 0) masks = [0x7c00, 0x03e0, 0x001f, 0];
  if (compression === 3) {
    const at = headerSize >= 52 ? 54 : 14 + headerSize;
    masks = [
      v.getUint32(at, true),
      v.getUint32(at + 4, true),
      v.getUint32(at + 8, true),
      headerSize >= 56 ? v.getUint32(54 + 12, true) : 0,
    ];
  }
  const colours = bpp <= 8 ? v.getUint32(46, true) || 1 << bpp : 0;
  const palette = b.subarray(14 + headerSize, 14 + headerSize + colours * 4);
  const stride = Math.ceil((width * bpp) / 32) * 4;
  if (dataOffset + stride * height > b.length) throw new Error('BMP: truncated');
  const image = new ImageData(width, height);
  const channel = (value: number, mask: number) => {
    if (!mask) return 255;
    const shift = 31 - Math.clz32(mask & -mask);
    const max = mask >>> shift;
    return Math.round((((value & mask) >>> shift) * 255) / max);
  };
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const d = (y * width + x) * 4;
      if (bpp <= 8) {
        const bit = x * bpp;
        const index = (b[row + (bit >> 3)] >> (8 - bpp - (bit & 7))) & ((1 << bpp) - 1);
        image.data[d] = palette[index * 4 + 2];
        image.data[d + 1] = palette[index * 4 + 1];
        image.data[d + 2] = palette[index * 4];
        image.data[d + 3] = 255;
      } else if (bpp === 24) {
        image.data[d] = b[row + x * 3 + 2];
        image.data[d + 1] = b[row + x * 3 + 1];
        image.data[d + 2] = b[row + x * 3];
        image.data[d + 3] = 255;
      } else if (bpp === 16 || bpp === 32) {
        const value = bpp === 16 ? v.getUint16(row + x * 2, true) : v.getUint32(row + x * 4, true);
        image.data[d] = channel(value, masks[0]);
        image.data[d + 1] = channel(value, masks[1]);
        image.data[d + 2] = channel(value, masks[2]);
        image.data[d + 3] = channel(value, masks[3]);
      } else {
        throw new Error(`BMP: ${bpp}-bit not supported`);
      }
    }
  }
  return image;
}
