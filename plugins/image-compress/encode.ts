import { encodeImage, decodeImage, assertFormat } from '../../src/engines/imageCodecs';
import { encodeAvif, encodeJxl, encodeMozJpeg, encodeOxipng } from '../../src/engines/wasmCodecs';
import { quantizeToPalette } from './paletteQuantize';
import { flattenOnto, hasAlpha } from '../../src/engines/imagePixels';
import { fillHiddenPixels } from './hiddenPixels';

export type Format = 'jpeg' | 'webp' | 'avif' | 'jxl' | 'png';

export const MIME: Record<Format, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  jxl: 'image/jxl',
  png: 'image/png',
};

export interface EncodeChoice {
  format: Format;
  /** 1–100 for lossy formats; for PNG, 100 = lossless and below = palette-reduced. */
  quality: number;
  mozjpeg: boolean;
  /** AVIF only: encoder speed (0 slowest/smallest – 10 fastest); AVIF_SPEED when left out. */
  avifSpeed?: number;
  /** AVIF only: cores the encoder may use (the job's ctx.threads). */
  threads?: number;
}

/**
 * AVIF speed. CPU time per megapixel per encode (Node, 10-bit): speed 7 ≈ 1.4 s, 6 ≈ 4.6 s, 5 ≈ 16 s;
 * speed 8 is no faster than 7 here. The quality search (5–7 encodes) runs at 7; auto mode then
 * refines the quality it found with up to 3 encodes at AVIF_FINAL_SPEED (4–7% smaller than 7 at
 * SSIM 0.98 on the fixture photos), or at AVIF_THOROUGH_SPEED when asked (a further 5–9%). Slower
 * still does not pay (2026-11-22, lowest passing quality at SSIM 0.98, same load): on the motorcycle
 * photo speed 4 is 0.6% and speed 3 1.7% smaller than 5 at 1.4× and 3.5× its time; on coffee speed 4
 * is 0.05% smaller.
 */
export const AVIF_SPEED = 7;
export const AVIF_FINAL_SPEED = 6;
export const AVIF_THOROUGH_SPEED = 5;
/** "Thorough" on small images: speed 3 often lets the next quantizer step pass (coffee: 7% smaller than 5). */
export const AVIF_SLOWEST_SPEED = 3;

/** libavif's quality → quantizer (0 best – 63 worst): ((100 − quality) · 63 + 50) / 100, an integer. */
export function avifQuantizer(quality: number): number {
  return Math.floor(((100 - quality) * 63 + 50) / 100);
}

/**
 * The AVIF qualities in [lo, hi] that give different files: one per quantizer (the lowest quality
 * of each, ascending). Neighbouring qualities often share a quantizer — q63 and q64 give the same
 * bytes — so searching over these steps never spends an encode on a file already made.
 */
export function avifQualitySteps(lo: number, hi: number): number[] {
  const steps: number[] = [];
  for (let q = lo; q <= hi; q++) if (q === lo || avifQuantizer(q) !== avifQuantizer(q - 1)) steps.push(q);
  return steps;
}

/** Encodes with the encoder the options ask for. Every path ends in a magic-byte check. */
export async function encodeChoice(image: ImageData, choice: EncodeChoice): Promise<Uint8Array> {
  switch (choice.format) {
    case 'jpeg': {
      const opaque = hasAlpha(image) ? flattenOnto(image, [255, 255, 255]) : image;
      return choice.mozjpeg
        ? checked(await encodeMozJpeg(opaque, { quality: choice.quality }), 'image/jpeg')
        : encodeImage(opaque, 'image/jpeg', choice.quality);
    }
    case 'webp':
      return encodeImage(fillHiddenPixels(image), 'image/webp', choice.quality);
    case 'avif':
      // 10-bit: 2–7% smaller than 8-bit at the same SSIM (measured on the fixture photos).
      return checked(
        await encodeAvif(fillHiddenPixels(image), {
          quality: choice.quality,
          speed: choice.avifSpeed ?? AVIF_SPEED,
          bitDepth: 10,
          threads: choice.threads,
        }),
        'image/avif',
      );
    case 'jxl':
      return checked(await encodeJxl(fillHiddenPixels(image), { quality: choice.quality }), 'image/jxl');
    case 'png':
      return encodePng(choice.quality < 100 ? quantizeToPalette(image) : image);
  }
}

/** Lossless PNG of exactly these pixels (oxipng). */
export async function encodePng(image: ImageData): Promise<Uint8Array> {
  return checked(await encodeOxipng(image), 'image/png');
}

/** What the encoded file looks like when decoded (for SSIM). */
export function decodeChoice(bytes: Uint8Array, format: Format): Promise<ImageData> {
  return decodeImage(bytes, MIME[format]);
}

function checked(bytes: Uint8Array, type: string): Uint8Array {
  assertFormat(bytes, type);
  return bytes;
}
