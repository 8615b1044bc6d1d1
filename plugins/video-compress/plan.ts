import type { OutputNote } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';

type Options = OptionsOf<typeof manifest>;

/** What the source is, whichever engine read it. */
export interface SourceFacts {
  duration: number;
  /** As displayed (pixel aspect ratio applied). */
  width: number;
  height: number;
  /** As stored, when the reader knows it: differs from the displayed size where pixels are not square. */
  codedWidth?: number;
  codedHeight?: number;
  fps?: number;
  /** Video bits per second (estimated from the file size when the container does not say). */
  videoBitrate: number;
  audio?: { codec: string; bitrate?: number };
}

export interface EncodePlan {
  width: number;
  height: number;
  /** Output frame rate cap, when lower than the source's. */
  fps?: number;
  videoBitrate: number;
  /** Audio bits per second, or undefined to drop the audio. */
  audioBitrate?: number;
  /** How the picture size differs from the source's other than by the chosen cap (for the row). */
  notes: OutputNote[];
}

/** Bits per pixel per frame that look good for H.264 at each level; newer codecs need less. */
const BPP = { high: 0.1, medium: 0.06, low: 0.035 } as const;
const CODEC_EFFICIENCY: Record<Options['format'], number> = { 'mp4-h264': 1, 'webm-vp9': 0.7, 'mp4-h265': 0.65, 'webm-av1': 0.6 };
const AUDIO_KBPS = { high: 160, medium: 128, low: 96 } as const;
const MIN_VIDEO_BITRATE = 50_000;

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

const sizeScale = (width: number, height: number, maxResolution: Options['maxResolution']) =>
  Math.min(1, (maxResolution === 'keep' ? Infinity : Number(maxResolution)) / Math.min(width, height));

/** Output size: the shorter side is capped (a portrait 1080p video stays 1080 wide). */
export function targetSize(width: number, height: number, maxResolution: Options['maxResolution']): { width: number; height: number } {
  const scale = sizeScale(width, height, maxResolution);
  return { width: even(width * scale), height: even(height * scale) };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * What the row says about the picture size beyond the chosen cap: pixels that were not square (stored
 * 720 × 404, shown 720 × 405) are written square, and H.264/VP9/AV1 need even sides (405 → 406).
 */
export function sizeNotes(
  source: SourceFacts,
  out: { width: number; height: number },
  maxResolution: Options['maxResolution'],
): OutputNote[] {
  const notes: OutputNote[] = [];
  const { codedWidth, codedHeight } = source;
  if (codedWidth && codedHeight && (codedWidth !== source.width || codedHeight !== source.height))
    notes.push({ key: 'notes.squarePixels', params: { codedWidth, codedHeight, width: source.width, height: source.height } });
  const scale = sizeScale(source.width, source.height, maxResolution);
  const exact = { width: source.width * scale, height: source.height * scale };
  if (Math.abs(exact.width - out.width) >= 0.5 || Math.abs(exact.height - out.height) >= 0.5)
    notes.push({
      key: 'notes.evenSize',
      params: { exactWidth: round1(exact.width), exactHeight: round1(exact.height), width: out.width, height: out.height },
    });
  return notes;
}

export function planEncode(source: SourceFacts, options: Options): EncodePlan {
  const { width, height } = targetSize(source.width, source.height, options.maxResolution);
  const cap = options.fps === 'keep' ? undefined : Number(options.fps);
  const fps = cap && (!source.fps || source.fps > cap + 0.5) ? cap : undefined;
  const frameRate = fps ?? source.fps ?? 30;
  let videoBitrate: number;
  if (options.mode === 'size') {
    videoBitrate = (source.videoBitrate * options.rate) / 100;
  } else {
    const byQuality = width * height * frameRate * BPP[options.quality] * CODEC_EFFICIENCY[options.format];
    // Never aim above the source: a compressor should not inflate a file that is already lean.
    videoBitrate = Math.min(byQuality, source.videoBitrate);
  }
  const wantedAudio = AUDIO_KBPS[options.mode === 'size' ? 'medium' : options.quality] * 1000;
  const audioBitrate = options.audio === 'keep' && source.audio ? Math.min(wantedAudio, source.audio.bitrate ?? wantedAudio) : undefined;
  return {
    width,
    height,
    fps,
    videoBitrate: Math.round(Math.max(MIN_VIDEO_BITRATE, videoBitrate)),
    audioBitrate: audioBitrate && Math.max(32_000, Math.round(audioBitrate)),
    notes: sizeNotes(source, { width, height }, options.maxResolution),
  };
}

/** Video bit rate of a source whose container gives no figure: the file's average minus the audio. */
export function estimateVideoBitrate(fileBytes: number, duration: number, audioBitrate = 0): number {
  return Math.max(MIN_VIDEO_BITRATE, (fileBytes * 8) / Math.max(duration, 0.1) - audioBitrate);
}

export interface FFmpegVideoCodec {
  encoder: string;
  label: string;
  container: 'mp4' | 'webm';
  args: string[];
}

// superfast, not veryfast: the wasm x264 has no SIMD, and veryfast's hex search, subme 2 and
// macroblock-tree lookahead cost 1.6× the CPU (10 s 720p: 28.6 s vs 18.0 s on the 2-thread core)
// for an SSIM gain of 0.003 at the same bit rate.
const X264: FFmpegVideoCodec = {
  encoder: 'libx264',
  label: 'H.264',
  container: 'mp4',
  args: ['-c:v', 'libx264', '-preset', 'superfast', '-pix_fmt', 'yuv420p'],
};

/** WebM where neither ffmpeg.wasm (its libvpx-vp9 crashes) nor the browser encodes VP9. */
export const VP8: FFmpegVideoCodec = {
  encoder: 'libvpx',
  label: 'VP8',
  container: 'webm',
  args: ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '4', '-auto-alt-ref', '0'],
};

/**
 * The formats ffmpeg.wasm encodes itself: H.264 only. Its libvpx-vp9 crashes, it has no AV1
 * encoder, and its libx265 never finished a 0.5 s clip in a minute (single-thread core).
 */
export function ffmpegVideoCodec(format: Options['format']): FFmpegVideoCodec | undefined {
  return format === 'mp4-h264' ? X264 : undefined;
}

const videoFilters = (plan: EncodePlan) => [
  '-vf',
  [`scale=${plan.width}:${plan.height}`, ...(plan.fps ? [`fps=${plan.fps}`] : [])].join(','),
];
// The multi-thread core only uses its threads when told how many.
const threadArgs = (threads: number) => (threads > 1 ? ['-threads', String(threads)] : []);

/**
 * ffmpeg.wasm decodes, the browser encodes: the video scaled and frame-capped as planned, written as
 * near-lossless H.264 (CRF 16, the fastest preset) that WebCodecs decodes. No audio: it is taken
 * from the original afterwards.
 */
export function intermediateArgs(input: string, output: string, plan: EncodePlan, threads = 1): string[] {
  return [
    '-i',
    input,
    '-map',
    '0:v:0',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '16',
    '-pix_fmt',
    'yuv420p',
    ...threadArgs(threads),
    ...videoFilters(plan),
    '-an',
    '-f',
    'mp4',
    output,
  ];
}

/** ffmpeg arguments for the whole job (video, audio, scaling, frame rate). */
export function ffmpegArgs(
  input: string,
  output: string,
  codec: FFmpegVideoCodec,
  plan: EncodePlan,
  sourceAudioCodec: string | undefined,
  threads = 1,
): string[] {
  const kbps = Math.round(plan.videoBitrate / 1000);
  const args = [
    '-i',
    input,
    '-map',
    '0:v:0',
    ...codec.args,
    ...threadArgs(threads),
    '-b:v',
    `${kbps}k`,
    '-maxrate',
    `${Math.round(kbps * 1.5)}k`,
    '-bufsize',
    `${kbps * 2}k`,
    ...videoFilters(plan),
  ];
  if (plan.audioBitrate && sourceAudioCodec) {
    args.push('-map', '0:a:0', ...audioArgs(codec.container, plan.audioBitrate, sourceAudioCodec));
  } else {
    args.push('-an');
  }
  if (codec.container === 'mp4') args.push('-movflags', '+faststart');
  args.push('-f', codec.container, output);
  return args;
}
/** Audio for the container: copied when it already fits (lossless, instant), else AAC (MP4) or Vorbis (WebM). */
export function audioArgs(container: 'mp4' | 'webm', bitrate: number, sourceCodec: string): string[] {
  const fits = container === 'mp4' ? ['aac'] : ['opus', 'vorbis'];
  if (fits.includes(sourceCodec)) return ['-c:a', 'copy'];
  return container === 'mp4'
    ? ['-c:a', 'aac', '-b:a', `${Math.round(bitrate / 1000)}k`]
    : ['-c:a', 'libvorbis', '-b:a', `${Math.round(bitrate / 1000)}k`];
}
