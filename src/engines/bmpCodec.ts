/**
 * BMP writer: 24-bit (opaque) or 32-bit BGRA with a V4 header (alpha). Browsers decode BMP natively
 * with createImageBitmap; canvas cannot write it.
 */

export function encodeBmp(image: ImageData): Uint8Array {
  const { width, height, data } = image;
  let alpha = false;
  for (let i = 3; i < data.length; i += 4)
    if (data[i] !== 255) {
      alpha = true;
      break;
    }
  const bpp = alpha ? 32 : 24;
  const headerSize = alpha ? 108 : 40; // BITMAPV4HEADER carries the alpha mask
  const stride = Math.ceil((width * bpp) / 32) * 4;
  const offset = 14 + headerSize;
  const out = new Uint8Array(offset + stride * height);
  const v = new DataView(out.buffer);
  out[0] = 0x42;
  out[1] = 0x4d;
  v.setUint32(2, out.length, true);
  v.setUint32(10, offset, true);
  v.setUint32(14, headerSize, true);
  v.setInt32(18, width, true);
  v.setInt32(22, height, true); // bottom-up: the most widely read layout
  v.setUint16(26, 1, true);
  v.setUint16(28, bpp, true);
  v.setUint32(30, alpha ? 3 : 0, true);
  v.setUint32(34, stride * height, true);
  v.setInt32(38, 2835, true); // 72 dpi
  v.setInt32(42, 2835, true);
  if (alpha) {
    v.setUint32(54, 0x00ff0000, true);
    v.setUint32(58, 0x0000ff00, true);
    v.setUint32(62, 0x000000ff, true);
    v.setUint32(66, 0xff000000, true);
    v.setUint32(70, 0x73524742, true); // 'sRGB'
  }
  for (let y = 0; y < height; y++) {
    const row = offset + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const s = (y * width + x) * 4;
      const d = row + x * (bpp / 8);
      out[d] = data[s + 2];
      out[d + 1] = data[s + 1];
      out[d + 2] = data[s];
      if (alpha) out[d + 3] = data[s + 3];
    }
  }
  return out;
}
