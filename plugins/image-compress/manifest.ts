import { z } from 'zod';
import { ImageMinus } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { metadataOption } from '../../src/engines/photoMetadata/option';

export default defineTool({
  id: 'image-compress',
  category: 'image',
  icon: ImageMinus,
  path: '/image/image-compress',
  input: {
    kind: 'files',
    accept: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/jxl', 'image/gif', 'image/bmp', 'image/heic'],
    multiple: true,
  },
  options: z.object({
    /** auto: per image, the lowest quality that keeps SSIM ≥ ssim. */
    mode: z.enum(['auto', 'quality', 'targetSize']).default('auto'),
    /**
     * same: the input's format family (JPEG stays JPEG, PNG stays PNG or becomes a palette PNG, WebP
     * stays WebP; GIF and BMP become PNG, HEIC becomes JPEG). auto: in auto mode the smallest of every
     * format but JPEG XL (few apps open it yet: only when asked for); in target-size mode a PNG that
     * cannot fit goes on to WebP; in quality mode as `same`.
     */
    format: z.enum(['same', 'auto', 'jpeg', 'webp', 'avif', 'jxl', 'png']).default('same'),
    quality: z.number().int().min(1).max(100).default(75),
    targetKB: z.number().min(1).max(100_000).default(200),
    /** Target size: scale the image down when even the lowest quality is too big. */
    allowResize: z.boolean().default(false),
    ssim: z.number().min(0.9).max(0.999).default(0.98),
    /** Auto mode: the last AVIF encodes at a slower speed (5 up to 1 MP, 3 up to 0.5 MP): 4–13% smaller, ~3.4× the CPU time. */
    thorough: z.boolean().default(false),
    /** MozJPEG (wasm) instead of the browser's JPEG encoder: smaller on screenshots, slower. */
    mozjpeg: z.boolean().default(false),
    /** PNG: reduce to ≤ 256 colours before oxipng (lossy, much smaller for graphics). */
    pngPalette: z.boolean().default(false),
    metadata: metadataOption,
    /** Longest side in pixels; 0 = keep the size. */
    maxDimension: z.number().int().min(0).max(16384).default(0),
  }),
  optionsUi: {
    mode: { widget: 'radio' },
    format: { widget: 'select' },
    quality: { widget: 'range', showIf: { mode: ['quality'] } },
    targetKB: { showIf: { mode: ['targetSize'] } },
    allowResize: { showIf: { mode: ['targetSize'] } },
    ssim: { widget: 'range', showIf: { mode: ['auto'] } },
    thorough: { showIf: { mode: ['auto'] } },
    mozjpeg: { showIf: { format: ['same', 'auto', 'jpeg'] } },
    pngPalette: { showIf: { format: ['same', 'auto', 'png'] } },
    metadata: { widget: 'radio' },
  },
  notesBeforeRun: (options) => [
    ...(options.mode === 'quality' && options.format === 'auto' ? [{ key: 'notes.autoFormatInQualityMode' }] : []),
    ...(options.format === 'jxl' ? [{ key: 'imageFormats.jxlFewApps' }] : []),
  ],
  // A lone image's AVIF encodes use every core the queue can give it (jsquash's multi-threaded build).
  threads: 8,
  outputSuffix: 'compressed',
  preview: 'compare',
  updated: '2026-11-21',
  popular: true,
  opensFileTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/jxl', 'image/gif', 'image/bmp', 'image/heic'],
});
