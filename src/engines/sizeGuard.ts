import { ToolError } from '../../schemas/pipeline';
import { readImageSize } from './imageSize';

/**
 * The pixel-bomb guard, light enough for the page (the mosaic and cover editors decode there) and used
 * by every decode in the workers (imageCodecs.decodeImage).
 */

/** Largest image we decode: 64 MP is 256 MB of RGBA, already a lot for one worker. */
export const MAX_PIXELS = 64_000_000;
/** Chromium's canvas limit per side. */
export const MAX_SIDE = 16_384;

/**
 * Refuses a size past the limits, naming the limit that was passed: a side longer than the canvas
 * allows, or more pixels than the memory cap (16384 × 16384 has no side too long, but is 268 MP).
 */
export function assertSizeAllowed(width: number, height: number, maxPixels = MAX_PIXELS): void {
  if (!(width >= 1 && height >= 1)) throw new ToolError('errors.decodeFailed');
  if (width > MAX_SIDE || height > MAX_SIDE) throw new ToolError('errors.imageTooLarge', { width, height, max: MAX_SIDE });
  if (width * height > maxPixels) {
    throw new ToolError('errors.imageTooManyPixels', {
      width,
      height,
      megapixels: Math.round((width * height) / 1_000_000),
      max: Math.round(maxPixels / 1_000_000),
      memory: Math.round((maxPixels * 4) / 1_000_000),
    });
  }
}

/**
 * The guard every decode goes through, before any pixel is decoded: the largest size the file can
 * make a decoder allocate (every GIF frame, every AVIF/HEIF tile and grid, see imageSize.ts) must be
 * within the limits. A file whose size cannot be read is refused: the decoder would find a size we
 * did not check.
 */
export function assertImageAllowed(bytes: Uint8Array, type: string, maxPixels = MAX_PIXELS): void {
  const size = readImageSize(bytes, type);
  if (!size) throw new ToolError('errors.decodeFailed');
  assertSizeAllowed(size.width, size.height, maxPixels);
}
