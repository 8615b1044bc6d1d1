/** Renders a scene into image files at exact sizes: one PNG/JPEG, or a ZIP of several sizes. */
import { downloadZip } from 'client-zip';
import { renderScene, type DrawContext, type ImageMap } from './render';
import type { Scene, Size } from './scene';

export type CoverFormat = 'png' | 'jpeg';

/** Thrown when the browser gives no 2D context (the editor shows "Canvas context not available"). */
export class CanvasUnavailableError extends Error {
  constructor() {
    super('Canvas context not available');
  }
}

interface Surface {
  ctx: DrawContext;
  toBlob: (type: string, quality?: number) => Promise<Blob>;
}

export function createSurface(size: Size): Surface {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    if (ctx) return { ctx, toBlob: (type, quality) => canvas.convertToBlob({ type, quality }) };
  }
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      return {
        ctx,
        toBlob: (type, quality) =>
          new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new CanvasUnavailableError())), type, quality)),
      };
    }
  }
  throw new CanvasUnavailableError();
}

export const mimeOf = (format: CoverFormat) => (format === 'jpeg' ? 'image/jpeg' : 'image/png');

/** "<tool>-1290x2796.png": the file name says the size. */
export function coverFileName(prefix: string, size: Size, format: CoverFormat, label?: string): string {
  return `${prefix}${label ? `-${label}` : ''}-${size.width}x${size.height}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}

/**
 * One image at exactly `size`. `quality` is 1..100 (JPEG only). PNGs are written without an alpha
 * channel (RGB): App Store Connect refuses screenshots with transparency, and a cover is opaque anyway.
 */
export async function renderCover(scene: Scene, size: Size, images: ImageMap, format: CoverFormat, quality = 92): Promise<Blob> {
  const surface = createSurface(size);
  renderScene(surface.ctx, scene, size, images);
  if (format === 'png') {
    const { encodeOpaquePng } = await import('./opaquePng');
    const pixels = surface.ctx.getImageData(0, 0, size.width, size.height).data;
    return new Blob([encodeOpaquePng(pixels, size.width, size.height)], { type: 'image/png' });
  }
  const blob = await surface.toBlob(mimeOf(format), format === 'jpeg' ? quality / 100 : undefined);
  if (blob.type !== mimeOf(format)) throw new Error(`the browser produced ${blob.type} instead of ${mimeOf(format)}`);
  return blob;
}

export interface ZipSize extends Size {
  /** Short name for the file, e.g. "iphone-6.9". */
  label: string;
}

/**
 * Every size rendered one after another into a ZIP. Between sizes it gives the page a turn, so the
 * progress shows and the editor stays responsive; `onProgress` gets 0..1.
 */
export async function renderCoverZip(
  scene: Scene,
  sizes: readonly ZipSize[],
  images: ImageMap,
  format: CoverFormat,
  quality: number,
  prefix: string,
  onProgress: (done: number) => void = () => {},
): Promise<Blob> {
  const entries: { name: string; input: Blob; lastModified: Date }[] = [];
  for (const [i, size] of sizes.entries()) {
    onProgress(i / sizes.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
    entries.push({
      name: coverFileName(prefix, size, format, size.label),
      input: await renderCover(scene, size, images, format, quality),
      lastModified: new Date(),
    });
  }
  const zip = await downloadZip(entries).blob();
  onProgress(1);
  return zip;
}
