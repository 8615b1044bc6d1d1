import { GIFEncoder, quantize, applyPalette } from 'gifenc';

/** 8×8 Bayer matrix: thresholds spread evenly, so a pixel pattern's density follows the alpha. */
const BAYER8 = [
  0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26, 12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22, 3, 35, 11, 43,
  1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25, 15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
];

/** Does the image have pixels that are neither opaque nor clear (soft edges, glows, shadows)? */
export function hasPartialAlpha(image: ImageData): boolean {
  const d = image.data;
  for (let i = 3; i < d.length; i += 4) if (d[i] !== 0 && d[i] !== 255) return true;
  return false;
}

/**
 * GIF pixels are opaque or clear (and clear ones are made clear black). A plain 50 % cut made every pixel of a soft glow (alpha < 128 all
 * over) clear, and the picture vanished: ordered dithering keeps a share of opaque pixels equal to the
 * alpha instead, so glows and shadows survive as a pattern of their colour.
 */
export function ditherAlpha(image: ImageData): ImageData {
  const { width, height } = image;
  const data = new Uint8ClampedArray(image.data);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const a = data[i + 3];
      if (a === 255) continue;
      // A clear pixel is written clear black: gifenc matches colours before alpha, and a clear pixel
      // that kept its colour (a glow's orange) was given the opaque palette entry of that colour.
      if (a === 0 || a <= ((BAYER8[(y & 7) * 8 + (x & 7)] + 0.5) * 255) / 64) data.fill(0, i, i + 4);
      else data[i + 3] = 255;
    }
  return { width, height, data, colorSpace: 'srgb' } as ImageData;
}

/**
 * A real GIF (not a PNG with a .gif name): 256-colour palette by PnnQuant (gifenc), 1-bit
 * transparency when the image has any transparent pixel (partial alpha dithered, see ditherAlpha).
 */
export function encodeGif(source: ImageData): Uint8Array {
  const image = ditherAlpha(source);
  const { data, width, height } = image;
  let transparent = false;
  for (let i = 3; i < data.length; i += 4)
    if (data[i] < 128) {
      transparent = true;
      break;
    }
  const format = transparent ? 'rgba4444' : 'rgb565';
  const palette = quantize(data, 256, transparent ? { format, oneBitAlpha: true } : { format });
  const index = applyPalette(data, palette, format);
  const transparentIndex = transparent
    ? Math.max(
        0,
        palette.findIndex((c) => c[3] === 0),
      )
    : 0;
  const gif = GIFEncoder();
  gif.writeFrame(index, width, height, { palette, transparent, transparentIndex });
  gif.finish();
  return gif.bytes();
}
