import { encodeImage, decodeImage, assertFormat } from '../../src/engines/imageCodecs';
import { encodeAvif, encodeMozJpeg, encodeOxipng } from '../../src/engines/wasmCodecs';
import { quantizeToPalette } from '../../src/engines/paletteQuantize';
import { flattenOnto } from '../../src/engines/imagePixels';

export type Format = 'jpeg' | 'webp' | 'avif' | 'png';

export const MIME: Record<Format, string> = { jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', png: 'image/png' };

export interface EncodeChoice {
  format: Format;
  /** 1–100 for lossy formats; for PNG, 100 = lossless and below = palette-reduced. */
  quality: number;
  mozjpeg: boolean;
  /** AVIF only: encoder speed (0 slowest/smallest – 10 fastest); AVIF_SPEED when left out. */
  avifSpeed?: number;
}

/**
 * AVIF speed. Measured on the 5 fixture photos at SSIM 0.98: speed 6 (the codec default) is ~4–5%
 * smaller than 7 but takes 1.5–2× as long; speed 5 is 8–12% smaller but ~10× slower. 7 keeps a
 * quality search (5–6 encodes per image) usable in a browser; auto mode then refines the quality
 * it found with a few encodes at AVIF_FINAL_SPEED.
 */
export const AVIF_SPEED = 7;
export const AVIF_FINAL_SPEED = 6;

/** Encodes with the encoder the options ask for. Every path ends in a magic-byte check. */
export async function encodeChoice(image: ImageData, choice: EncodeChoice): Promise<Uint8Array> {
  switch (choice.format) {
    case 'jpeg': {
      const opaque = flattenOnto(image, [255, 255, 255]);
      return choice.mozjpeg ? checked(await encodeMozJpeg(opaque, { quality: choice.quality }), 'image/jpeg') : encodeImage(opaque, 'image/jpeg', choice.quality);
    }
    case 'webp':
      return encodeImage(image, 'image/webp', choice.quality);
    case 'avif':
      return checked(await encodeAvif(image, { quality: choice.quality, speed: choice.avifSpeed ?? AVIF_SPEED }), 'image/avif');
    case 'png':
      return checked(await encodeOxipng(choice.quality < 100 ? quantizeToPalette(image) : image), 'image/png');
  }
}

/** What the encoded file looks like when decoded (for SSIM). */
export function decodeChoice(bytes: Uint8Array, format: Format): Promise<ImageData> {
  return decodeImage(bytes, MIME[format]);
}

function checked(bytes: Uint8Array, type: string): Uint8Array {
  assertFormat(bytes, type);
  return bytes;
}
