import { loadOnce } from '../../src/engines/loadOnce';
import { decodeImage, resizeImage } from '../../src/engines/imageCodecs';
import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { TraceOptions } from './traceOptions';

/**
 * Raster → SVG tracing with imagetracerjs (Unlicense; esm-potrace-wasm is GPL and may not ship).
 * Shared by the PNG → SVG and JPG → SVG tools: one options schema, one engine.
 */

/** Tracing time grows with pixels (≈1.4 s per megapixel here): bigger images are scaled down first. */
export const MAX_TRACE_PIXELS = 4_000_000;

// pathomit drops paths shorter than N points; ltres/qtres are the line/curve error thresholds.
const DETAIL = {
  low: { pathomit: 16, ltres: 2, qtres: 2, roundcoords: 1 },
  medium: { pathomit: 8, ltres: 1, qtres: 1, roundcoords: 1 },
  high: { pathomit: 1, ltres: 0.5, qtres: 0.5, roundcoords: 2 },
};

const tracer = loadOnce(async () => (await import('imagetracerjs')).default);

export interface TraceResult {
  svg: string;
  paths: number;
  colors: number;
  /** Many distinct colours: a photo, which tracing renders poorly and hugely. */
  looksLikePhoto: boolean;
  scaledTo?: { width: number; height: number };
}

export async function traceImage(source: ImageData, o: TraceOptions): Promise<TraceResult> {
  let image = source;
  let scaledTo: TraceResult['scaledTo'];
  const pixels = source.width * source.height;
  if (pixels > MAX_TRACE_PIXELS) {
    const f = Math.sqrt(MAX_TRACE_PIXELS / pixels);
    scaledTo = { width: Math.max(1, Math.floor(source.width * f)), height: Math.max(1, Math.floor(source.height * f)) };
    image = await resizeImage(source, scaledTo.width, scaledTo.height);
  }
  // Measured: flat logos and UI shots have ≤ 300 distinct 15-bit colours, photos ≥ 1500.
  const looksLikePhoto = distinctColours(image) > 1000;
  const ImageTracer = await tracer.get();
  const options: Record<string, unknown> = {
    ...DETAIL[o.detail],
    colorsampling: 2, // deterministic (1 would be random)
    numberofcolors: o.mode === 'bw' ? 2 : o.colors,
    colorquantcycles: o.mode === 'bw' ? 1 : 3,
    blurradius: o.smoothing,
    blurdelta: 64,
    linefilter: o.smoothing > 0,
    strokewidth: 1,
    viewbox: false,
    scale: 1,
  };
  if (o.mode === 'bw') {
    image = threshold(image, o.threshold);
    options.pal = [
      { r: 0, g: 0, b: 0, a: 255 },
      { r: 255, g: 255, b: 255, a: 255 },
    ];
  }
  const data = ImageTracer.imagedataToTracedata(copyImage(image), options);
  // Drop layers that draw nothing visible: transparent colours, and white in black-and-white mode.
  data.layers = data.layers.map((layer, i) => {
    const c = data.palette[i];
    const white = c.r === 255 && c.g === 255 && c.b === 255;
    return c.a === 0 || (o.mode === 'bw' && white) ? [] : layer;
  });
  const paths = data.layers.reduce((n, layer) => n + layer.filter((p) => !(p as { isholepath?: boolean }).isholepath).length, 0);
  const colors = data.layers.filter((l) => l.length > 0).length;
  const raw = ImageTracer.getsvgstring(data, options);
  // Width/height and a viewBox, so the SVG has a size and scales; no non-standard "desc" attribute.
  const svg = raw.replace(
    /^<svg [^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${data.width}" height="${data.height}" viewBox="0 0 ${data.width} ${data.height}">`,
  );
  return { svg, paths, colors, looksLikePhoto, scaledTo };
}

/** The tracer rewrites imgd.data when it is RGB: give it its own copy. */
function copyImage(image: ImageData): ImageData {
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data), colorSpace: 'srgb' } as ImageData;
}

function threshold(image: ImageData, level: number): ImageData {
  const out = new Uint8ClampedArray(image.data.length);
  const d = image.data;
  for (let i = 0; i < d.length; i += 4) {
    // Transparent counts as paper (white).
    const a = d[i + 3] / 255;
    const luma = (0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2]) * a + 255 * (1 - a);
    const v = luma < level ? 0 : 255;
    out[i] = out[i + 1] = out[i + 2] = v;
    out[i + 3] = 255;
  }
  return { width: image.width, height: image.height, data: out, colorSpace: 'srgb' } as ImageData;
}

function distinctColours(image: ImageData): number {
  const seen = new Set<number>();
  const d = image.data;
  const step = Math.max(1, Math.floor(d.length / 4 / 50_000)) * 4;
  for (let i = 0; i < d.length; i += step) seen.add(((d[i] >> 3) << 10) | ((d[i + 1] >> 3) << 5) | (d[i + 2] >> 3));
  return seen.size;
}

/** The pipeline of both tracing tools (PNG → SVG, JPG → SVG): decode, trace, report what was done. */
export const traceFilePipeline: Pipeline<TraceOptions> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.wrongInput');
  const image = await decodeImage(input.bytes, input.type);
  ctx.progress(0.2);
  const traced = await traceImage(image, options);
  ctx.progress(1);
  const extra: Record<string, string | number> = { paths: traced.paths, colors: traced.colors };
  if (traced.scaledTo) extra.scaledTo = `${traced.scaledTo.width} × ${traced.scaledTo.height}`;
  if (traced.looksLikePhoto) extra.photoWarning = '⚠';
  return {
    type: 'image/svg+xml',
    bytes: new TextEncoder().encode(traced.svg),
    // Also as text: the row offers to copy it.
    text: traced.svg,
    meta: { width: image.width, height: image.height, format: 'SVG', extra },
  };
};
