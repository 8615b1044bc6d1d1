/**
 * Pre- and post-processing around the U²-Net-p model, on plain arrays (unit-tested in Node).
 * The model sees a 320×320 RGB image in NCHW layout, scaled by the image's maximum and normalised
 * with the ImageNet mean/std (as U²-Net was trained); it answers a 320×320 saliency map.
 */

export const MODEL_SIZE = 320;
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

/** RGBA pixels (already MODEL_SIZE²) → Float32 [1, 3, H, W]: planes R, G, B. */
export function toInputTensor(rgba: Uint8ClampedArray, width: number, height: number): Float32Array {
  const plane = width * height;
  let max = 0;
  for (let i = 0; i < rgba.length; i += 4) max = Math.max(max, rgba[i], rgba[i + 1], rgba[i + 2]);
  // An all-black image would divide by zero: treat it as already in range.
  const scale = max > 0 ? 1 / max : 1;
  const out = new Float32Array(3 * plane);
  for (let p = 0; p < plane; p++) {
    for (let c = 0; c < 3; c++) out[c * plane + p] = (rgba[p * 4 + c] * scale - MEAN[c]) / STD[c];
  }
  return out;
}

/** The model's map → 0..1 by min-max scaling (the map's range differs from image to image). */
export function normaliseMap(map: Float32Array): Float32Array {
  let min = Infinity;
  let max = -Infinity;
  for (const v of map) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const range = max - min;
  return map.map((v) => (range > 0 ? (v - min) / range : 0));
}

/** Bilinear resampling with pixel centres aligned, so edges stay smooth at any scale. */
export function resizeMask(mask: Float32Array, sw: number, sh: number, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  const fx = sw / width;
  const fy = sh / height;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(sh - 1, Math.max(0, (y + 0.5) * fy - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const dy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(sw - 1, Math.max(0, (x + 0.5) * fx - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const dx = sx - x0;
      const top = mask[y0 * sw + x0] * (1 - dx) + mask[y0 * sw + x1] * dx;
      const bottom = mask[y1 * sw + x0] * (1 - dx) + mask[y1 * sw + x1] * dx;
      out[y * width + x] = top * (1 - dy) + bottom * dy;
    }
  }
  return out;
}

/** Values under `cut` (0..1) become 0; the rest is stretched back to 0..1 so edges stay soft. */
export function applyThreshold(mask: Float32Array, cut: number): Float32Array {
  if (cut <= 0) return mask;
  return mask.map((v) => (v <= cut ? 0 : (v - cut) / (1 - cut)));
}

/** Softens the edge: two passes of a separable box blur of the given radius (≈ a Gaussian). */
export function featherMask(mask: Float32Array, width: number, height: number, radius: number): Float32Array {
  if (radius <= 0) return mask;
  let current = mask;
  for (let pass = 0; pass < 2; pass++) {
    current = boxBlur(current, width, height, radius, true);
    current = boxBlur(current, width, height, radius, false);
  }
  return current;
}

function boxBlur(src: Float32Array, width: number, height: number, r: number, horizontal: boolean): Float32Array {
  const out = new Float32Array(src.length);
  const lines = horizontal ? height : width;
  const length = horizontal ? width : height;
  const at = (line: number, i: number) => (horizontal ? line * width + i : i * width + line);
  for (let line = 0; line < lines; line++) {
    // Running sum over a window clamped at the borders (edge pixels repeat).
    let sum = 0;
    for (let i = -r; i <= r; i++) sum += src[at(line, Math.min(length - 1, Math.max(0, i)))];
    for (let i = 0; i < length; i++) {
      out[at(line, i)] = sum / (2 * r + 1);
      sum += src[at(line, Math.min(length - 1, i + r + 1))] - src[at(line, Math.max(0, i - r))];
    }
  }
  return out;
}

export type OutputMode = 'transparent' | 'colour' | 'mask';

/** The final RGBA pixels: the cut-out, the cut-out over a colour, or the mask as grey. */
export function compose(
  rgba: Uint8ClampedArray,
  mask: Float32Array,
  mode: OutputMode,
  background: [number, number, number],
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rgba.length);
  for (let p = 0; p < mask.length; p++) {
    const a = Math.min(1, Math.max(0, mask[p]));
    const i = p * 4;
    if (mode === 'mask') {
      out[i] = out[i + 1] = out[i + 2] = Math.round(a * 255);
      out[i + 3] = 255;
    } else if (mode === 'colour') {
      for (let c = 0; c < 3; c++) out[i + c] = Math.round(rgba[i + c] * a + background[c] * (1 - a));
      out[i + 3] = 255;
    } else {
      out[i] = rgba[i];
      out[i + 1] = rgba[i + 1];
      out[i + 2] = rgba[i + 2];
      // An input that already had transparency keeps it where the subject is.
      out[i + 3] = Math.round(rgba[i + 3] * a);
    }
  }
  return out;
}
