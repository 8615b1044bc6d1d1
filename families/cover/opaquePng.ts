/**
 * PNG without an alpha channel (colour type 2, RGB). App Store Connect refuses screenshots with
 * transparency, and the browser's canvas encoders always write RGBA; fast-png writes what it is given.
 */
import { encode } from 'fast-png';

/** RGBA → RGB, each pixel composited over white (a cover is opaque already; this only guarantees it). */
export function flattenToRgb(rgba: Uint8Array | Uint8ClampedArray): Uint8Array {
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    const a = rgba[i + 3];
    if (a === 255) {
      rgb[j] = rgba[i];
      rgb[j + 1] = rgba[i + 1];
      rgb[j + 2] = rgba[i + 2];
    } else {
      const white = 255 - a;
      rgb[j] = Math.round((rgba[i] * a) / 255 + white);
      rgb[j + 1] = Math.round((rgba[i + 1] * a) / 255 + white);
      rgb[j + 2] = Math.round((rgba[i + 2] * a) / 255 + white);
    }
  }
  return rgb;
}

/** An 8-bit RGB PNG of the pixels. */
export function encodeOpaquePng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array<ArrayBuffer> {
  return encode({ width, height, data: flattenToRgb(rgba), channels: 3, depth: 8 }) as Uint8Array<ArrayBuffer>;
}
