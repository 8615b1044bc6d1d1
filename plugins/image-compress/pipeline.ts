import { ToolError, type OutputNote, type Pipeline, type PipelineContext } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { resizeImage, FORMAT_NAMES } from '../../src/engines/imageCodecs';
import { hasAlpha } from '../../src/engines/imagePixels';
import { bandCount, meanSsim } from './ssim';
import tasks, { measureProbe } from './tasks';
import { imageOf, type Source } from './source';
import type { Measure } from './measure';
import { searchFormats, SSIM_RANGE, type Found } from './searchFormats';
import { carryMetadata } from '../../src/engines/photoMetadata/carry';
import {
  encodeChoice,
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
  'image/jxl': 'jxl',
  'image/gif': 'png',
  'image/bmp': 'png',
  'image/heic': 'jpeg',
};

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
  const source: Source = { bytes: input.bytes, type: input.type, maxDimension: options.maxDimension };
  // Auto mode's helpers decode the file while this worker does (see source.ts); if it fails, it fails here too.
  const helpers = Array<null>(options.mode === 'auto' ? ctx.threads - 1 : 0).fill(null);
  if (helpers.length) ctx.parallel(tasks, 'prepare', helpers, source).catch(() => {});
  const { decoded, image } = await imageOf(source);
  ctx.progress(0.1);
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
    result = await compressAuto(source, image, anyFormat ? undefined : format, options, ctx);
  }
  ctx.progress(0.95);

  let bytes = result.bytes;
  let type = MIME[result.format];
  const carried = await carryMetadata(input, { bytes, type, width: result.image.width, height: result.image.height }, options.metadata);
  bytes = carried.bytes;

  const from = FORMAT_NAMES[input.type] ?? input.type;
  const to = FORMAT_NAMES[type];
  if (anyFormat) notes.push({ key: 'notes.formatChosen', params: { format: to, from } });
  else if (type !== input.type && (options.format === 'same' || options.format === 'auto'))
    notes.push({ key: 'notes.formatFamily', params: { format: to, from } });
  if (result.format === 'jpeg' && hasAlpha(image)) notes.push({ key: 'notes.alphaFlattened' });
  notes.push(...carried.notes);
  if (result.format === 'jxl') notes.push({ key: 'imageFormats.jxlFewApps' });
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
    photo: carried.facts,
  };
  if (bytes.length >= input.bytes.length) {
    // Never hand back a bigger file when the original already satisfies the request.
    // (A HEIC is never handed back: it was asked to become a file other apps open.)
    // The original still holds all its metadata: it is handed back only when that was asked for.
    const originalFits =
      !resized &&
      (options.metadata === 'keep' || Object.keys(carried.facts).length === 0) &&
      input.type !== 'image/heic' &&
      (options.format === 'same' || options.format === 'auto' || MIME[options.format] === input.type);
    if (originalFits) {
      bytes = input.bytes;
      type = input.type;
      meta = { width: decoded.width, height: decoded.height, format: from, quality: undefined, extra: {}, photo: carried.facts };
      notes.splice(0, notes.length, { key: 'notes.originalKept' }, ...carried.notes.filter((n) => n.key === 'photoMetadata.locationKept'));
    } else {
      notes.push({ key: 'notes.largerThanOriginal' });
    }
  }
  ctx.progress(1);
  return { type, bytes, meta, notes };
};

export default compress;

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
 * A job with two cores or more encodes the probe's two parts at once, scores full images in bands on
 * every core, and searches WebP, JPEG and PNG on a helper while it encodes the AVIF in full.
 */
async function compressAuto(
  source: Source,
  image: ImageData,
  fixed: Format | undefined,
  options: Options,
  ctx: PipelineContext,
): Promise<Compressed> {
  const alpha = hasAlpha(image);
  // AVIF first: it usually wins, and then the others stop as soon as they cannot beat it.
  const formats: Format[] = fixed ? [fixed] : (['avif', 'webp', 'jpeg', 'png'] as Format[]).filter((f) => !(f === 'jpeg' && alpha));
  const probed = needsProbe(image);
  const probe = probed ? makeProbe(image) : image;
  const search = { threshold: options.ssim, mozjpeg: options.mozjpeg };
  // Every task gets the source file as the job's shared value (see tasks.ts).
  // The whole image: encoded with every core the job has, decoded and scored in bands on all of them.
  const bands = bandCount(image.height, ctx.threads);
  const measureImage: Measure = async (choice) => {
    const bytes = await encodeChoice(image, { ...choice, threads: ctx.threads });
    const scores = await ctx.parallel(
      tasks,
      'score',
      Array.from({ length: bands }, (_, band) => ({ bytes, format: choice.format, band, bands })),
      source,
    );
    return { bytes, ssim: meanSsim(scores) };
  };
  // The probe: its parts encoded and scored on a core each.
  const measure = probed ? measureProbe(ctx.parallel, image, source) : measureImage;
  const others = formats.filter((f) => f !== 'avif');

  ctx.progress(0.15);
  const avif = formats[0] === 'avif' ? await searchAvif(measure, options.ssim) : undefined;
  if (avif && probed) {
    // AVIF usually wins: refine it and encode it in full now, while a helper searches the other formats
    // (which only need the AVIF's size to beat). The choice is the same as one after the other.
    ctx.progress(0.4);
    const refined = await refineAvif(avif, measure, image.width * image.height, options);
    ctx.progress(0.6);
    const [other, full] = await Promise.all([
      others.length
        ? ctx.parallel(tasks, 'searchFormats', [{ formats: others, ...search, beat: avif.bytes.length }], source).then(([found]) => found)
        : undefined,
      inFull(image, refined, measureImage, search),
    ]);
    return other ? inFull(image, other, measureImage, search) : full;
  }
  ctx.progress(0.3);
  let best: Best | undefined = (await searchFormats(others, measure, probe, search, avif?.bytes.length)) ?? avif;
  ctx.progress(0.6);
  if (best === avif && avif) best = await refineAvif(avif, measure, image.width * image.height, options);
  ctx.progress(0.8);
  if (!best) {
    // Nothing reaches the threshold lossily (or the fixed format is PNG): lossless PNG always does.
    const format: Format = fixed && fixed !== 'png' ? fixed : 'png';
    const quality = format === 'png' ? 100 : SSIM_RANGE[format][1];
    const done = await measureImage({ format, quality, mozjpeg: options.mozjpeg });
    return { format, quality, bytes: done.bytes, ssim: done.ssim, image };
  }
  return probed ? inFull(image, best, measureImage, search) : { ...best, image };
}

interface Best extends Found {
  avifSpeed?: number;
}

/** The AVIF search's result, with where the refinement starts from. */
interface AvifFound extends Best {
  /** Its index in AVIF_STEPS. */
  step: number;
  /** How fast SSIM rose per step near the threshold. */
  slope: number;
}

/** The AVIF search, at the search speed, over quantizer steps (AVIF_STEPS index), to the exact step. */
async function searchAvif(measure: Measure, threshold: number): Promise<AvifFound | undefined> {
  const trials: Trial[] = [];
  const tryStep = (i: number) => measure({ format: 'avif', quality: AVIF_STEPS[i], mozjpeg: false });
  const found = await lowestQualityForSsim(tryStep, threshold, 0, AVIF_STEPS.length - 1, undefined, 1, trials);
  if (!found) return undefined;
  return {
    format: 'avif',
    quality: AVIF_STEPS[found.quality],
    step: found.quality,
    bytes: found.bytes,
    ssim: found.ssim!,
    slope: ssimSlope(trials, threshold, 1),
  };
}

/**
 * A slower AVIF speed gives smaller files at the same quality and a higher SSIM there, so its
 * lowest passing quality lies at or a few points below the one the search found. Speed 6 costs
 * ~4.6 s per MP per encode; "thorough" takes speed 5 (~16 s, 5–9% smaller) up to 1 MP and
 * speed 3 (~3× speed 5's time) up to 0.5 MP. The search's own result when no slower encode beats it.
 */
async function refineAvif(found: AvifFound, measure: Measure, pixels: number, options: Options): Promise<Best> {
  const avifSpeed = finalAvifSpeed(pixels, options.thorough);
  const tryStep = (i: number) => measure({ format: 'avif', quality: AVIF_STEPS[i], mozjpeg: false, avifSpeed });
  const refined = await lowestQualityByInterpolation(
    tryStep,
    options.ssim,
    found.step - AVIF_REFINE_START[avifSpeed],
    found.slope,
    Math.max(0, found.step - AVIF_REFINE_DOWN),
    found.step,
    AVIF_REFINE_TRIALS[avifSpeed],
    found.bytes.length,
  );
  return refined ? { format: 'avif', quality: AVIF_STEPS[refined.quality], bytes: refined.bytes, ssim: refined.ssim!, avifSpeed } : found;
}

/** The probe's winner encoded from the full image and verified there; quality steps up if the probe was optimistic. */
async function inFull(
  image: ImageData,
  best: Best,
  measureImage: Measure,
  { threshold, mozjpeg }: { threshold: number; mozjpeg: boolean },
): Promise<Compressed> {
  const top = SSIM_RANGE[best.format][1];
  for (let quality = best.quality; ; quality = Math.min(top, quality + 4)) {
    const done = await measureImage({ format: best.format, quality, mozjpeg, avifSpeed: best.avifSpeed });
    if (done.ssim >= threshold || quality >= top) return { format: best.format, quality, bytes: done.bytes, ssim: done.ssim, image };
  }
}
