import { ssim } from './ssim';
import { encodePng, type Format } from './encode';
import { quantizeToPalette } from './paletteQuantize';
import { lowestQualityForSsim } from './search';
import type { Measure } from './measure';

/** Quality ranges searched in auto mode: below these nobody wants the result; above, no saving. */
export const SSIM_RANGE: Record<Format, [number, number]> = {
  jpeg: [30, 98],
  webp: [30, 98],
  avif: [10, 92],
  jxl: [20, 98],
  png: [99, 99],
};

export interface Found {
  format: Format;
  quality: number;
  bytes: Uint8Array;
  ssim: number;
}

/**
 * Auto mode's search of WebP, JPEG and palette PNG, in the order given: for each, the lowest quality
 * with SSIM ≥ threshold, kept if smaller than `beat` bytes and than the formats before it. Each format
 * stops as soon as it cannot win. Undefined when none wins.
 */
export async function searchFormats(
  formats: Format[],
  measure: Measure,
  target: ImageData,
  { threshold, mozjpeg }: { threshold: number; mozjpeg: boolean },
  beat = Number.POSITIVE_INFINITY,
): Promise<Found | undefined> {
  let best: Found | undefined;
  for (const format of formats) {
    const limit = best?.bytes.length ?? beat;
    if (format === 'png') {
      best = (await palettePng(target, threshold, limit)) ?? best;
      continue;
    }
    const [lo, hi] = SSIM_RANGE[format];
    // To the exact quality point: one more encode, 1–3% smaller files.
    const found = await lowestQualityForSsim((q) => measure({ format, quality: q, mozjpeg }), threshold, lo, hi, limit, 1);
    if (found) best = { format, quality: found.quality, bytes: found.bytes, ssim: found.ssim! };
  }
  return best;
}

/**
 * PNG's one lossy level, the palette, is exact once the colours are reduced: its SSIM is known
 * before the slow oxipng encode, so a photo that fails costs no encode at all.
 */
async function palettePng(target: ImageData, threshold: number, beat: number): Promise<Found | undefined> {
  const reduced = quantizeToPalette(target);
  const score = ssim(target, reduced);
  if (score < threshold) return undefined;
  const bytes = await encodePng(reduced);
  return bytes.length < beat ? { format: 'png', quality: 99, bytes, ssim: score } : undefined;
}
