import { loadOnce } from './loadOnce';

/**
 * The @jsquash wasm codecs that a browser has no built-in equivalent for: AVIF and JPEG XL (encode,
 * and decode where createImageBitmap cannot), MozJPEG, and oxipng. Each loads once per worker, on first use.
 *
 * In a browser the single-threaded builds load directly; a job the queue gives several cores (a lone
 * image) encodes AVIF with jsquash's multi-threaded build, served from our origin under
 * /engines/avif-mt/ (engine-files.json: its pthread workers load by URL, which the bundler would not
 * see). Under Node the jsquash entry points are used, initialised with compiled wasm by
 * tests/setup/node-wasm.ts.
 */

const inNode = () => typeof process !== 'undefined' && !!process.versions?.node && typeof OffscreenCanvas === 'undefined';

export interface AvifOptions {
  /** 0–100; 100 with lossless gives a lossless file. */
  quality: number;
  /** 0 (slowest, smallest) – 10 (fastest). */
  speed?: number;
  lossless?: boolean;
  /**
   * Bits per sample in the file. 10 from 8-bit pixels gives the encoder finer steps: measured 2–7%
   * smaller at the same SSIM on photos. Browsers' AVIF decoders (dav1d, libavif) read 10-bit. Ignored
   * for lossless, which stays 8-bit so it round-trips exactly.
   */
  bitDepth?: 8 | 10;
  /** Cores the encode may use (PipelineContext.threads); more than 1 needs a cross-origin isolated page. */
  threads?: number;
}

/** 8-bit RGBA → the 16-bit-per-sample RGBA the encoder takes for 10-bit output (0–255 → 0–1023). */
function to10Bit(image: ImageData): { data: Uint16Array; width: number; height: number } {
  const data = new Uint16Array(image.data.length);
  for (let i = 0; i < data.length; i++) data[i] = (image.data[i] << 2) | (image.data[i] >> 6);
  return { data, width: image.width, height: image.height };
}

interface AvifEncoderModule {
  encode(data: Uint8Array, width: number, height: number, options: Record<string, unknown>): Uint8Array | null;
}

const avifEncoder = loadOnce<AvifEncoderModule>(async () => {
  const [{ initEmscriptenModule }, factory] = await Promise.all([
    import('@jsquash/avif/utils.js'),
    import('@jsquash/avif/codec/enc/avif_enc.js'),
  ]);
  return (await initEmscriptenModule(factory.default as never)) as unknown as AvifEncoderModule;
});

const AVIF_MT_URL = '/engines/avif-mt/avif_enc_mt.js';

/**
 * The multi-threaded encoder. Its pthread pool is made when it loads, one worker per core
 * (navigator.hardwareConcurrency); libavif then asks that same value how many threads to use, so each
 * encode reads it as the job's thread count (never above the pool, or a blocked encode would wait for
 * a worker that can only start once it returns).
 */
const avifEncoderMt = loadOnce<AvifEncoderModule>(async () => {
  const [{ initEmscriptenModule }, factory] = await Promise.all([
    import('@jsquash/avif/utils.js'),
    import(/* @vite-ignore */ new URL(AVIF_MT_URL, self.location.origin).href) as Promise<{ default: unknown }>,
  ]);
  return (await initEmscriptenModule(factory.default as never)) as unknown as AvifEncoderModule;
});

/**
 * A multi-threaded encode of an image at least this wide splits it into two tile columns, so that
 * libaom's threads also have two tiles to code at once (the split costs a fraction of a percent in size).
 */
const MIN_WIDTH_FOR_TILES = 1024;

function withCores<T>(cores: number, run: () => T): T {
  Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, get: () => cores });
  try {
    return run();
  } finally {
    delete (navigator as { hardwareConcurrency?: number }).hardwareConcurrency;
  }
}

export async function encodeAvif(image: ImageData, options: AvifOptions): Promise<Uint8Array> {
  const { defaultOptions } = await import('@jsquash/avif/meta.js');
  const lossless = options.lossless ?? false;
  const settings = {
    ...defaultOptions,
    quality: lossless ? 100 : options.quality,
    speed: options.speed ?? 6,
    lossless,
    // Lossless AVIF must be 4:4:4; lossy keeps 4:2:0 (the codec's default) for size.
    subsample: lossless ? 3 : defaultOptions.subsample,
    qualityAlpha: -1,
    bitDepth: lossless ? 8 : (options.bitDepth ?? 8),
  };
  const pixels = settings.bitDepth === 8 ? image : to10Bit(image);
  if (inNode()) {
    // A variable specifier keeps this Node-only entry (and the multi-threaded build it can pull in,
    // 3 MB of wasm) out of the browser bundle.
    const nodeEntry = '@jsquash/avif/encode.js';
    // Typed loosely: jsquash's overloads tie bitDepth 10 to a Uint16Array image type of its own.
    const encode = (
      (await import(/* @vite-ignore */ nodeEntry)) as { default: (image: typeof pixels, options: typeof settings) => Promise<ArrayBuffer> }
    ).default;
    return new Uint8Array(await encode(pixels, settings));
  }
  const cores = Math.min(options.threads ?? 1, navigator.hardwareConcurrency || 1);
  const multiThreaded = cores > 1 && self.crossOriginIsolated;
  const module = await (multiThreaded ? avifEncoderMt : avifEncoder).get();
  const data = new Uint8Array(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
  const out = multiThreaded
    ? withCores(cores, () =>
        module.encode(data, image.width, image.height, { ...settings, tileColsLog2: image.width >= MIN_WIDTH_FOR_TILES ? 1 : 0 }),
      )
    : module.encode(data, image.width, image.height, settings);
  if (!out) throw new Error('AVIF encoder returned nothing');
  return new Uint8Array(out);
}

export async function decodeAvif(bytes: Uint8Array): Promise<ImageData> {
  const decode = (await import('@jsquash/avif/decode.js')).default;
  const image = await decode(bytes.slice().buffer);
  if (!image) throw new Error('AVIF decoder returned nothing');
  return image;
}

export interface MozJpegOptions {
  quality: number;
  /** Trellis quantisation: a few % smaller at the same quality, slower. */
  trellis?: boolean;
}

export async function encodeMozJpeg(image: ImageData, options: MozJpegOptions): Promise<Uint8Array> {
  const encode = (await import('@jsquash/jpeg/encode.js')).default;
  const trellis = options.trellis ?? true;
  return new Uint8Array(
    await encode(image, { quality: options.quality, trellis_multipass: trellis, trellis_opt_zero: trellis, trellis_opt_table: trellis }),
  );
}

/**
 * A plain baseline JPEG like libjpeg-turbo (and so Chromium's canvas) writes: Annex K tables,
 * no trellis, no progressive. Only for Node benchmarks/tests that need "what a canvas would give".
 */
export async function encodeLibjpegLike(image: ImageData, quality: number): Promise<Uint8Array> {
  const encode = (await import('@jsquash/jpeg/encode.js')).default;
  return new Uint8Array(
    await encode(image, {
      quality,
      baseline: true,
      progressive: false,
      optimize_coding: false,
      quant_table: 0,
      trellis_multipass: false,
      trellis_opt_zero: false,
      trellis_opt_table: false,
      trellis_loops: 1,
    }),
  );
}

const oxipng = loadOnce(async () => {
  const codec = await import('@jsquash/oxipng/codec/pkg/squoosh_oxipng.js');
  // Returns at once when tests/setup/node-wasm.ts already initialised it with compiled wasm.
  await codec.default();
  return codec;
});

/** Lossless PNG from pixels with oxipng: it also picks the smallest colour type (palette, grey...). */
export async function encodeOxipng(image: ImageData, level = 2): Promise<Uint8Array> {
  const codec = await oxipng.get();
  return codec.optimise_raw(image.data, image.width, image.height, level, false, true);
}

export interface JxlOptions {
  /** 1–100 (libjxl's quality scale, 90 ≈ visually lossless). */
  quality: number;
  /** 1 (fastest) – 9 (slowest, smallest); libjxl's default 7 when left out. */
  effort?: number;
}

interface JxlEncoderModule {
  encode(data: Uint8ClampedArray, width: number, height: number, options: Record<string, unknown>): Uint8Array | null;
}

/**
 * The single-threaded JPEG XL encoder. jsquash's own entry point would pick its multi-threaded build
 * in a browser, whose pthread workers load by a URL the bundler does not follow.
 */
const jxlEncoder = loadOnce<JxlEncoderModule>(async () => {
  const [{ initEmscriptenModule }, factory] = await Promise.all([
    import('@jsquash/jxl/utils.js'),
    import('@jsquash/jxl/codec/enc/jxl_enc.js'),
  ]);
  return (await initEmscriptenModule(factory.default as never)) as unknown as JxlEncoderModule;
});

export async function encodeJxl(image: ImageData, options: JxlOptions): Promise<Uint8Array> {
  const { defaultOptions } = await import('@jsquash/jxl/meta.js');
  const settings = { ...defaultOptions, quality: options.quality, effort: options.effort ?? 7 };
  if (inNode()) {
    // Node: jsquash's entry point, initialised with compiled wasm by tests/setup/node-wasm.ts (a
    // variable specifier keeps it, and the multi-threaded builds it can pull in, out of the bundle).
    const nodeEntry = '@jsquash/jxl/encode.js';
    const encode = ((await import(/* @vite-ignore */ nodeEntry)) as { default: (i: ImageData, o: typeof settings) => Promise<ArrayBuffer> })
      .default;
    return new Uint8Array(await encode(image, settings));
  }
  const out = (await jxlEncoder.get()).encode(image.data, image.width, image.height, settings);
  if (!out) throw new Error('JPEG XL encoder returned nothing');
  return new Uint8Array(out);
}

/** Where the browser has no JPEG XL decoder of its own (and under Node). */
export async function decodeJxl(bytes: Uint8Array): Promise<ImageData> {
  const decode = (await import('@jsquash/jxl/decode.js')).default;
  return decode(bytes.slice().buffer);
}
