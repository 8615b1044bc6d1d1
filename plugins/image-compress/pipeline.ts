import { ToolError, type OutputNote, type Pipeline, type PipelineContext } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { decodeImage, resizeImage, FORMAT_NAMES } from '../../src/engines/imageCodecs';
import { hasAlpha } from '../../src/engines/imagePixels';
import { ssim } from './ssim';
import { readJpegMetadata, writeJpegMetadata } from './jpegMetadata';
import { quantizeToPalette } from './paletteQuantize';
import {
  encodeChoice,
  decodeChoice,
  encodePng,
  avifQualitySteps,
  MIME,
  AVIF_FINAL_SPEED,
  AVIF_THOROUGH_SPEED,
  AVIF_SLOWEST_SPEED,
  type Format,
  type EncodeChoice,
} from './encode';
import { lowestQualityForSsim, lowestQualityByInterpolation, ssimSlope, highestQualityUnderSize, type Trial } from './search';
import { makeProbe, needsProbe } from './probe';

type Options = OptionsOf<typeof manifest>;

interface Compressed {
  format: Format;
  quality: number;
  bytes: Uint8Array;
  image: ImageData;
  ssim?: number;
}

/**
 * The format family each input keeps by default: lossless inputs without a writer of their own here
 * (GIF, BMP) become PNG; HEIC, which browsers cannot write, becomes JPEG (what phones export).
 */
const SAME_FAMILY: Record<string, Format> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'png',
  'image/bmp': 'png',
  'image/heic': 'jpeg',
};

/** Quality ranges searched in auto mode: below these nobody wants the result; above, no saving. */
const SSIM_RANGE: Record<Format, [number, number]> = { jpeg: [30, 98], webp: [30, 98], avif: [10, 92], png: [99, 99] };
/** The AVIF qualities auto mode tries: one per quantizer in its range. */
const AVIF_STEPS = avifQualitySteps(...SSIM_RANGE.avif);
/** How many quantizer steps below the speed-7 one the final AVIF speed is searched (measured: 1–4 on photos, 5+ on UI)... */
const AVIF_REFINE_DOWN = 10;
/** ...starting this many below (the typical gap per speed), with at most this many of its slow encodes. */
const AVIF_REFINE_START: Record<number, number> = { 3: 2, 5: 2, 6: 1 };
const AVIF_REFINE_TRIALS: Record<number, number> = { 3: 3, 5: 3, 6: 4 };
/** "Thorough" uses speed 5 on images up to 1 MP (each encode under ~15 s) and speed 3 up to 0.5 MP (under ~20 s). */
const SLOWER_AVIF_MAX_PIXELS = 1_000_000;
const SLOWEST_AVIF_MAX_PIXELS = 500_000;

function finalAvifSpeed(pixels: number, thorough: boolean): number {
  if (!thorough || pixels > SLOWER_AVIF_MAX_PIXELS) return AVIF_FINAL_SPEED;
  return pixels <= SLOWEST_AVIF_MAX_PIXELS ? AVIF_SLOWEST_SPEED : AVIF_THOROUGH_SPEED;
}

const compress: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.wrongInput');
  if (input.bytes.length === 0) throw new ToolError('errors.emptyFile');
  const decoded = await decodeImage(input.bytes, input.type);
  ctx.progress(0.1);
  const image = await fitInside(decoded, options.maxDimension);
  const resized = image !== decoded;
  const notes: OutputNote[] = [];
  const sameFamily = SAME_FAMILY[input.type] ?? 'png';
  // Auto mode with format "auto" compares every format; anything else writes one.
  const anyFormat = options.format === 'auto' && options.mode === 'auto';
  const format: Format = options.format === 'same' || options.format === 'auto' ? sameFamily : options.format;

  let result: Compressed;
  if (options.mode === 'quality') {
    const choice = {
      format,
      quality: format === 'png' ? (options.pngPalette ? 99 : 100) : options.quality,
      mozjpeg: options.mozjpeg,
    };
    result = { ...choice, bytes: await encodeChoice(image, { ...choice, threads: ctx.threads }), image };
  } else if (options.mode === 'targetSize') {
    result = await compressToSize(image, format, options.format === 'auto', options, ctx);
  } else {
    result = await compressAuto(image, anyFormat ? undefined : format, options, ctx);
  }
  ctx.progress(0.95);

  let bytes = result.bytes;
  let type = MIME[result.format];
  if (options.metadata === 'keep' && type === 'image/jpeg' && input.type === 'image/jpeg')
    bytes = writeJpegMetadata(bytes, readJpegMetadata(input.bytes));

  const from = FORMAT_NAMES[input.type] ?? input.type;
  const to = FORMAT_NAMES[type];
  if (anyFormat) notes.push({ key: 'notes.formatChosen', params: { format: to, from } });
  else if (type !== input.type && (options.format === 'same' || options.format === 'auto'))
    notes.push({ key: 'notes.formatFamily', params: { format: to, from } });
  if (result.format === 'jpeg' && hasAlpha(image)) notes.push({ key: 'notes.alphaFlattened' });
  if (options.metadata === 'keep' && type !== 'image/jpeg') notes.push({ key: 'notes.metadataJpegOnly' });
  if (result.ssim !== undefined && result.ssim < options.ssim)
    notes.push({ key: 'notes.ssimNotReached', params: { threshold: options.ssim, quality: result.quality, format: to } });

  const extra: Record<string, string | number> = {};
  if (result.ssim !== undefined) extra.ssim = Math.floor(result.ssim * 10_000) / 10_000;
  let meta = {
    width: result.image.width,
    height: result.image.height,
    format: to,
    quality: result.format === 'png' ? undefined : result.quality,
    extra,
  };
  if (bytes.length >= input.bytes.length) {
    // Never hand back a bigger file when the original already satisfies the request.
    // (A HEIC is never handed back: it was asked to become a file other apps open.)
    const originalFits =
      !resized &&
      input.type !== 'image/heic' &&
      (options.format === 'same' || options.format === 'auto' || MIME[options.format] === input.type);
    if (originalFits) {
      bytes = input.bytes;
      type = input.type;
      meta = { width: decoded.width, height: decoded.height, format: from, quality: undefined, extra: {} };
      notes.splice(0, notes.length, { key: 'notes.originalKept' });
    } else {
      notes.push({ key: 'notes.largerThanOriginal' });
    }
  }
  ctx.progress(1);
  return { type, bytes, meta, notes };
};

export default compress;

/**
 * PNG's one lossy level, the palette, is exact once the colours are reduced: its SSIM is known
 * before the slow oxipng encode, so a photo that fails costs no encode at all.
 */
async function palettePng(target: ImageData, threshold: number, beat = Number.POSITIVE_INFINITY) {
  const reduced = quantizeToPalette(target);
  const score = ssim(target, reduced);
  if (score < threshold) return undefined;
  const bytes = await encodePng(reduced);
  return bytes.length < beat ? { format: 'png' as const, quality: 99, bytes, ssim: score } : undefined;
}

async function fitInside(image: ImageData, maxSide: number): Promise<ImageData> {
  const longest = Math.max(image.width, image.height);
  if (!maxSide || longest <= maxSide) return image;
  const scale = maxSide / longest;
  return resizeImage(image, Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
}

/**
 * Target size: highest quality that fits; PNG goes lossless → palette (and, when the format was
 * left on auto, on to WebP, which keeps transparency); then scale down if allowed.
 */
async function compressToSize(
  image: ImageData,
  start: Format,
  formatIsAuto: boolean,
  options: Options,
  ctx: PipelineContext,
): Promise<Compressed> {
  const maxBytes = Math.floor(options.targetKB * 1024);
  let current = image;
  let format = start;
  const encode = (choice: EncodeChoice) => encodeChoice(current, { ...choice, threads: ctx.threads });
  for (let round = 0; round < 6; round++) {
    ctx.progress(0.1 + round * 0.14);
    if (format === 'png') {
      for (const quality of [100, 99]) {
        const bytes = await encode({ format, quality, mozjpeg: false });
        if (bytes.length <= maxBytes) return { format, quality, bytes, image: current };
      }
      if (formatIsAuto) {
        format = 'webp';
        round--; // same size, next format: not a scaling round
        continue;
      }
    } else {
      const found = await highestQualityUnderSize((q) => encode({ format, quality: q, mozjpeg: options.mozjpeg }), maxBytes);
      if (found) return { format, quality: found.quality, bytes: found.bytes, image: current };
    }
    if (!options.allowResize) break;
    const smallest = await encode({ format, quality: format === 'png' ? 99 : 1, mozjpeg: options.mozjpeg });
    // Bytes grow roughly with pixel count: aim a little under the target.
    const scale = Math.min(0.9, Math.sqrt(maxBytes / smallest.length) * 0.95);
    const width = Math.round(current.width * scale);
    const height = Math.round(current.height * scale);
    if (width < 8 || height < 8) break;
    current = await resizeImage(current, width, height);
  }
  throw new ToolError('errors.targetUnreachable', { kb: options.targetKB });
}

/**
 * Auto: for each candidate format, the lowest quality with SSIM ≥ threshold; keep the smallest.
 * Large images are searched on a probe of tiles, then the winner is encoded and verified in full.
 */
async function compressAuto(image: ImageData, fixed: Format | undefined, options: Options, ctx: PipelineContext): Promise<Compressed> {
  const alpha = hasAlpha(image);
  // AVIF first: it usually wins, and then the others stop as soon as they cannot beat it.
  const formats: Format[] = fixed ? [fixed] : (['avif', 'webp', 'jpeg', 'png'] as Format[]).filter((f) => !(f === 'jpeg' && alpha));
  const probe = needsProbe(image) ? makeProbe(image) : image;
  const measure = async (target: ImageData, choice: EncodeChoice) => {
    const bytes = await encodeChoice(target, { ...choice, threads: ctx.threads });
    return { bytes, ssim: ssim(target, await decodeChoice(bytes, choice.format)) };
  };

  let best:
    { format: Format; quality: number; bytes: Uint8Array; ssim: number; avifSpeed?: number; step?: number; slope?: number } | undefined;
  for (const [i, format] of formats.entries()) {
    ctx.progress(0.1 + (0.5 * i) / formats.length);
    if (format === 'png') {
      const found = await palettePng(probe, options.ssim, best?.bytes.length);
      if (found) best = found;
      continue;
    }
    const [lo, hi] = SSIM_RANGE[format];
    if (format === 'avif') {
      // Searched over quantizer steps (AVIF_STEPS index), to the exact step.
      const trials: Trial[] = [];
      const found = await lowestQualityForSsim(
        (i) => measure(probe, { format, quality: AVIF_STEPS[i], mozjpeg: false }),
        options.ssim,
        0,
        AVIF_STEPS.length - 1,
        best?.bytes.length,
        1,
        trials,
      );
      if (found)
        best = {
          format,
          quality: AVIF_STEPS[found.quality],
          step: found.quality,
          bytes: found.bytes,
          ssim: found.ssim!,
          slope: ssimSlope(trials, options.ssim, 1),
        };
      continue;
    }
    // To the exact quality point: one more encode, 1–3% smaller files.
    const found = await lowestQualityForSsim(
      (q) => measure(probe, { format, quality: q, mozjpeg: options.mozjpeg }),
      options.ssim,
      lo,
      hi,
      best?.bytes.length,
      1,
    );
    if (found) best = { format, quality: found.quality, bytes: found.bytes, ssim: found.ssim! };
  }
  ctx.progress(0.6);
  if (best?.format === 'avif') {
    // A slower AVIF speed gives smaller files at the same quality and a higher SSIM there, so its
    // lowest passing quality lies at or a few points below the one just found. Speed 6 costs
    // ~4.6 s per MP per encode; "thorough" takes speed 5 (~16 s, 5–9% smaller) up to 1 MP and
    // speed 3 (~3× speed 5's time) up to 0.5 MP.
    const avifSpeed = finalAvifSpeed(image.width * image.height, options.thorough);
    const step = best.step!;
    const tryStep = (i: number) => measure(probe, { format: 'avif', quality: AVIF_STEPS[i], mozjpeg: false, avifSpeed });
    const refined = await lowestQualityByInterpolation(
      tryStep,
      options.ssim,
      step - AVIF_REFINE_START[avifSpeed],
      best.slope!,
      Math.max(0, step - AVIF_REFINE_DOWN),
      step,
      AVIF_REFINE_TRIALS[avifSpeed],
      best.bytes.length,
    );
    if (refined) best = { format: 'avif', quality: AVIF_STEPS[refined.quality], bytes: refined.bytes, ssim: refined.ssim!, avifSpeed };
  }
  ctx.progress(0.8);
  if (!best) {
    // Nothing reaches the threshold lossily (or the fixed format is PNG): lossless PNG always does.
    const format: Format = fixed && fixed !== 'png' ? fixed : 'png';
    const quality = format === 'png' ? 100 : SSIM_RANGE[format][1];
    const done = await measure(image, { format, quality, mozjpeg: options.mozjpeg });
    return { format, quality, bytes: done.bytes, ssim: done.ssim, image };
  }
  if (probe === image) return { ...best, image };
  // Verify on the full image; step quality up if the probe was optimistic.
  let quality = best.quality;
  for (;;) {
    const done = await measure(image, { format: best.format, quality, mozjpeg: options.mozjpeg, avifSpeed: best.avifSpeed });
    const top = SSIM_RANGE[best.format][1];
    if (done.ssim >= options.ssim || quality >= top) return { format: best.format, quality, bytes: done.bytes, ssim: done.ssim, image };
    quality = Math.min(top, quality + 4);
  }
}
