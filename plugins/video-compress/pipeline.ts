import { ToolError, inputBlob, type OutputNote, type Pipeline, type PipelineContext, type PipelineOutput } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { runFFmpeg } from '../../src/engines/ffmpeg/runFFmpeg';
import { isStorageFull, storageFullError } from '../../src/engines/storageSpace';
import type { MediaProbe } from '../../src/engines/ffmpeg/probe';
import { readMediaInfo, type MediaInfo } from './mediaInfo';
import { canEncodeAudioWithWebCodecs, canEncodeWithWebCodecs, transcodeWithWebCodecs } from './transcode';
import {
  audioArgs,
  estimateVideoBitrate,
  ffmpegArgs,
  ffmpegVideoCodec,
  intermediateArgs,
  VP8,
  planEncode,
  type EncodePlan,
  type SourceFacts,
} from './plan';
import { FFMPEG_OUTPUT_LIMIT } from './ffmpegLimit';

type Options = OptionsOf<typeof manifest>;

/** The WebCodecs side of each format choice. */
const WEB_FORMATS = {
  'mp4-h264': { container: 'mp4', video: 'avc', label: 'H.264', audio: 'aac' },
  'mp4-h265': { container: 'mp4', video: 'hevc', label: 'H.265', audio: 'aac' },
  'webm-vp9': { container: 'webm', video: 'vp9', label: 'VP9', audio: 'opus' },
  'webm-av1': { container: 'webm', video: 'av1', label: 'AV1', audio: 'opus' },
} as const;

const VIDEO_LABELS: Record<string, string> = { avc: 'H.264', hevc: 'H.265', vp8: 'VP8', vp9: 'VP9', av1: 'AV1' };
const AUDIO_LABELS: Record<string, string> = { aac: 'AAC', opus: 'Opus', vorbis: 'Vorbis', mp3: 'MP3' };
const TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;
const LOAD_SHARE = 0.1;
/** A size the WebCodecs encoders are asked about before the source's own size is known. */
const NOMINAL = { width: 1280, height: 720, bitrate: 2_000_000 };

/** Lines of ffmpeg's log that say the input's data was damaged (it conceals such errors and goes on). */
const DAMAGE = /error while decoding|invalid nal|concealing|corrupt|invalid data found|decode_slice_header error|missing reference/i;

function factsFromInfo(info: MediaInfo, fileBytes: number): SourceFacts {
  const video = info.video!;
  return {
    duration: info.duration,
    width: video.width,
    height: video.height,
    codedWidth: video.codedWidth,
    codedHeight: video.codedHeight,
    fps: video.fps,
    videoBitrate: video.bitrate ?? estimateVideoBitrate(fileBytes, info.duration, info.audio?.bitrate),
    audio: info.audio?.codec ? { codec: info.audio.codec, bitrate: info.audio.bitrate } : undefined,
  };
}

function factsFromProbe(probe: MediaProbe, fileBytes: number): SourceFacts {
  const video = probe.streams.find((s) => s.type === 'video');
  const audio = probe.streams.find((s) => s.type === 'audio');
  if (!video?.width || !video.height) throw new ToolError('errors.noVideo');
  const duration = probe.duration ?? 0;
  return {
    duration,
    width: video.width,
    height: video.height,
    fps: video.fps,
    videoBitrate: video.bitRate ?? estimateVideoBitrate(fileBytes, duration, audio?.bitRate),
    audio: audio ? { codec: audio.codec, bitrate: audio.bitRate } : undefined,
  };
}

const kbps = (bps: number) => `${Math.round(bps / 1000)} kbit/s`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The record of a result: every figure measured on the output file itself, none taken from the plan. */
async function describe(blob: Blob, container: 'mp4' | 'webm', engine: string, notes: OutputNote[]): Promise<PipelineOutput> {
  const out = await readMediaInfo(blob, true);
  if (!out?.video) throw new ToolError('errors.convertFailed', {}, 'the result has no readable video track');
  const video = out.video;
  const audioLabel = out.audio?.codec ? (AUDIO_LABELS[out.audio.codec] ?? out.audio.codec) : undefined;
  return {
    type: TYPES[container],
    blob,
    meta: {
      width: video.codedWidth,
      height: video.codedHeight,
      format: [container.toUpperCase(), VIDEO_LABELS[video.codec ?? ''] ?? video.codec, audioLabel].filter(Boolean).join(' · '),
      duration: out.duration,
      extra: {
        engine,
        ...(video.bitrate ? { videoBitrate: kbps(video.bitrate) } : {}),
        ...(video.fps ? { fps: Math.round(video.fps * 100) / 100 } : {}),
      },
    },
    ...(notes.length ? { notes } : {}),
  };
}

/** Where the audio of the result comes from: the file being read, or (after ffmpeg.wasm decoded the
 * video) the original, which the browser may not be able to read at all. */
interface AudioSource {
  blob: Blob;
  name: string;
  codec: string;
  /** mediabunny reads its packets (copy or re-encode in the browser). */
  readable: boolean;
}

async function withWebCodecs(
  source: Blob,
  audio: AudioSource | undefined,
  duration: number,
  plan: EncodePlan,
  options: Options,
  ctx: PipelineContext,
  progress: (f: number) => number = (f) => f,
): Promise<{ blob: Blob; engine: string }> {
  const web = WEB_FORMATS[options.format];
  const wantAudio = plan.audioBitrate !== undefined && audio !== undefined;
  // Audio that already fits the container is copied (no encoder needed); otherwise the browser must
  // encode it (Linux Chromium: Opus only), else ffmpeg.wasm adds it afterwards. Never dropped silently.
  const fits = web.container === 'mp4' ? audio?.codec === 'aac' : audio?.codec === 'opus' || audio?.codec === 'vorbis';
  // Copying matters: asking for a bit rate would make mediabunny re-encode AAC, which Linux
  // Chromium cannot, and the whole ffmpeg.wasm core would then load just to put the audio back.
  const browserAudio = wantAudio && audio.readable && (fits || (await canEncodeAudioWithWebCodecs(web.audio)));
  const videoShare = wantAudio && !browserAudio ? 0.85 : 1;
  const result = await transcodeWithWebCodecs({
    source,
    container: web.container,
    videoCodec: web.video,
    videoBitrate: plan.videoBitrate,
    width: plan.width,
    height: plan.height,
    frameRate: plan.fps,
    audio: !browserAudio ? undefined : fits ? 'copy' : { codec: web.audio, bitrate: plan.audioBitrate },
    onProgress: (f) => ctx.progress(progress(Math.min(0.99, f * videoShare))),
    signal: ctx.signal,
  });
  if (!wantAudio || (browserAudio && !result.audioLeftOut)) return { blob: result.blob, engine: 'WebCodecs' };
  const out = `out.${web.container}`;
  try {
    const muxed = await runFFmpeg({
      inputs: [
        { name: `video.${web.container}`, blob: result.blob },
        { name: audio.name, blob: audio.blob },
      ],
      args: (p) => [
        '-i',
        p.input(0),
        '-i',
        p.input(1),
        '-map',
        '0:v:0',
        '-map',
        '1:a:0',
        '-c:v',
        'copy',
        ...audioArgs(web.container, plan.audioBitrate!, audio.codec),
        ...(web.container === 'mp4' ? ['-movflags', '+faststart'] : []),
        '-f',
        web.container,
        p.output(out),
      ],
      outputs: [out],
      expectedBytes: () => planBytes(plan, duration),
      duration,
      progress: (f) => ctx.progress(progress(videoShare + (1 - videoShare) * f)),
      signal: ctx.signal,
    });
    return { blob: muxed.files[out], engine: 'WebCodecs + ffmpeg.wasm (audio)' };
  } finally {
    // The video-only file was a step on the way.
    await result.remove();
  }
}

/**
 * ffmpeg.wasm reads the source (any container and codec it knows). It encodes H.264 itself; for the
 * codecs it cannot encode here (its VP9 crashes, it has no AV1, its H.265 does not finish) it
 * decodes to a near-lossless H.264 step file that the browser's encoders then compress. Only where
 * the browser cannot encode VP9 either does WebM become VP8, and the row says so.
 */
async function withFFmpeg(source: Blob, name: string, options: Options, ctx: PipelineContext): Promise<PipelineOutput> {
  const web = WEB_FORMATS[options.format];
  const notes: OutputNote[] = [];
  let codec = ffmpegVideoCodec(options.format);
  const viaBrowser = !codec && options.engine !== 'ffmpeg' && (await canEncodeWithWebCodecs(web.video, NOMINAL));
  if (!codec && !viaBrowser) {
    if (options.format !== 'webm-vp9') throw new ToolError('errors.codecUnavailable', { codec: web.label });
    codec = VP8;
    notes.push({ key: options.engine === 'ffmpeg' ? 'notes.vp8Forced' : 'notes.vp8NoBrowserVp9' });
  }
  let plan: EncodePlan | undefined;
  let facts: SourceFacts | undefined;
  let threads = 1;
  const container = viaBrowser ? 'mp4' : codec!.container;
  const out = viaBrowser ? 'step.mp4' : `out.${container}`;
  const ffmpegShare = viaBrowser ? 0.5 : 1;
  const run = await runFFmpeg({
    inputs: [{ name, blob: source }],
    probe: true,
    multiThread: true,
    args: (p, probe) => {
      facts = factsFromProbe(probe!, source.size);
      plan = planEncode(facts, options);
      threads = p.threads;
      if (viaBrowser) return intermediateArgs(p.input(0), p.output(out), plan, p.threads);
      const estimate = planBytes(plan, facts.duration);
      if (estimate > FFMPEG_OUTPUT_LIMIT)
        throw new ToolError('errors.outputTooLarge', { size: mb(estimate), max: mb(FFMPEG_OUTPUT_LIMIT) });
      return ffmpegArgs(p.input(0), p.output(out), codec!, plan, facts.audio?.codec, p.threads);
    },
    outputs: [out],
    expectedBytes: () => (plan && facts ? planBytes(plan, facts.duration) : undefined),
    loadProgress: (p) => p.total && ctx.progress((LOAD_SHARE * p.received) / p.total),
    progress: (f) => ctx.progress((LOAD_SHARE + (1 - LOAD_SHARE) * f) * ffmpegShare),
    signal: ctx.signal,
  });
  notes.push(...plan!.notes);
  if (run.log.some((l) => DAMAGE.test(l))) notes.push({ key: 'notes.damagedParts' });
  const ffmpegLabel = threads > 1 ? `ffmpeg.wasm (${threads} threads)` : 'ffmpeg.wasm';
  if (!viaBrowser) {
    ctx.progress(1);
    return describe(run.files[out], container, ffmpegLabel, notes);
  }
  try {
    const step = run.files[out];
    // The step file is already at the planned size and frame rate: the browser only re-encodes it.
    const stepPlan = { ...plan!, fps: undefined };
    const audio = facts!.audio && { blob: source, name, codec: facts!.audio.codec, readable: false };
    const made = await withWebCodecs(step, audio, facts!.duration, stepPlan, options, ctx, (f) => ffmpegShare + (1 - ffmpegShare) * f);
    ctx.progress(1);
    return describe(made.blob, web.container, `${ffmpegLabel} → ${made.engine}`, notes);
  } finally {
    await run.discard();
  }
}

/** The result's expected size in bytes: the planned bit rates over the length. */
function planBytes(plan: EncodePlan, duration: number): number {
  return Math.round(((plan.videoBitrate + (plan.audioBitrate ?? 0)) * duration) / 8);
}

const compressVideo: Pipeline<Options> = async (input, options, ctx) => {
  const { blob, name } = inputBlob(input);
  const info = await readMediaInfo(blob);
  if (info && !info.video) throw new ToolError('errors.noVideo');
  if (options.engine !== 'ffmpeg' && info?.video?.decodable) {
    const plan = planEncode(factsFromInfo(info, blob.size), options);
    const web = WEB_FORMATS[options.format];
    if (await canEncodeWithWebCodecs(web.video, { width: plan.width, height: plan.height, bitrate: plan.videoBitrate })) {
      const audio = info.audio?.codec ? { blob, name, codec: info.audio.codec, readable: info.audio.decodable } : undefined;
      try {
        const made = await withWebCodecs(blob, audio, info.duration, plan, options, ctx);
        ctx.progress(1);
        return await describe(made.blob, web.container, made.engine, plan.notes);
      } catch (e) {
        // Out of room is not a decoder's failure: say so, with the sizes, rather than try ffmpeg.
        if (isStorageFull(e)) throw await storageFullError(planBytes(plan, info.duration), (e as Error).message);
        if (e instanceof ToolError || (e as Error)?.name === 'AbortError') throw e;
        // The browser's decoder or encoder stopped (a damaged file, most often): ffmpeg.wasm goes on
        // past damaged data. Forced to WebCodecs, say so plainly.
        const detail = e instanceof Error ? e.message : String(e);
        if (options.engine === 'webcodecs') throw new ToolError('errors.webCodecsFailed', {}, detail);
        const made = await withFFmpeg(blob, name, options, ctx).catch((again: unknown) => {
          throw again instanceof ToolError && again.key === 'errors.convertFailed' ? new ToolError('errors.damaged', {}, detail) : again;
        });
        return { ...made, notes: [{ key: 'notes.browserDecoderFailed' }, ...(made.notes ?? [])] };
      }
    }
  }
  if (options.engine === 'webcodecs') throw new ToolError('errors.webCodecsUnavailable', { codec: WEB_FORMATS[options.format].label });
  return withFFmpeg(blob, name, options, ctx);
};

export default compressVideo;
