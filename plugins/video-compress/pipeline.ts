import { ToolError, type Pipeline, type PipelineContext, type PipelineOutput } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { runFFmpeg } from '../../src/engines/ffmpeg/runFFmpeg';
import type { MediaProbe } from '../../src/engines/ffmpeg/probe';
import { readMediaInfo, type MediaInfo } from './mediaInfo';
import { canEncodeAudioWithWebCodecs, canEncodeWithWebCodecs, transcodeWithWebCodecs } from './transcode';
import { audioArgs, estimateVideoBitrate, ffmpegArgs, ffmpegVideoCodec, planEncode, type EncodePlan, type SourceFacts } from './plan';

type Options = OptionsOf<typeof manifest>;

/** The WebCodecs side of each format choice. */
const WEB_FORMATS = {
  'mp4-h264': { container: 'mp4', video: 'avc', label: 'H.264', audio: 'aac' },
  'mp4-h265': { container: 'mp4', video: 'hevc', label: 'H.265', audio: 'aac' },
  'webm-vp9': { container: 'webm', video: 'vp9', label: 'VP9', audio: 'opus' },
  'webm-av1': { container: 'webm', video: 'av1', label: 'AV1', audio: 'opus' },
} as const;

const AUDIO_LABELS: Record<string, string> = { aac: 'AAC', opus: 'Opus', vorbis: 'Vorbis', mp3: 'MP3' };
const TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;
const LOAD_SHARE = 0.1;

function factsFromInfo(info: MediaInfo, fileBytes: number): SourceFacts {
  const video = info.video!;
  return {
    duration: info.duration,
    width: video.width,
    height: video.height,
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

/** The record of a result: measured on the output itself, not taken from the plan. */
async function describe(
  bytes: Uint8Array,
  container: 'mp4' | 'webm',
  videoLabel: string,
  engine: string,
  plan: EncodePlan,
): Promise<PipelineOutput> {
  const out = await readMediaInfo(bytes);
  const audioLabel = out?.audio?.codec ? (AUDIO_LABELS[out.audio.codec] ?? out.audio.codec) : undefined;
  return {
    type: TYPES[container],
    bytes,
    meta: {
      width: out?.video?.width ?? plan.width,
      height: out?.video?.height ?? plan.height,
      format: [container.toUpperCase(), videoLabel, audioLabel].filter(Boolean).join(' · '),
      duration: out?.duration,
      extra: {
        engine,
        videoBitrate: kbps(plan.videoBitrate),
        ...(plan.fps ? { fps: plan.fps } : {}),
      },
    },
  };
}

async function withWebCodecs(
  bytes: Uint8Array,
  name: string,
  info: MediaInfo,
  plan: EncodePlan,
  options: Options,
  ctx: PipelineContext,
): Promise<PipelineOutput> {
  const web = WEB_FORMATS[options.format];
  const sourceAudio = info.audio?.codec ?? undefined;
  const wantAudio = plan.audioBitrate !== undefined && sourceAudio !== undefined;
  // Audio that already fits the container is copied (no encoder needed); otherwise the browser must
  // encode it (Linux Chromium: Opus only), else ffmpeg.wasm adds it afterwards. Never dropped silently.
  const fits = web.container === 'mp4' ? sourceAudio === 'aac' : sourceAudio === 'opus' || sourceAudio === 'vorbis';
  // Copying matters: asking for a bit rate would make mediabunny re-encode AAC, which Linux
  // Chromium cannot, and the whole ffmpeg.wasm core would then load just to put the audio back.
  const browserAudio = wantAudio && (fits || (await canEncodeAudioWithWebCodecs(web.audio)));
  const videoShare = wantAudio && !browserAudio ? 0.85 : 1;
  const result = await transcodeWithWebCodecs({
    bytes,
    container: web.container,
    videoCodec: web.video,
    videoBitrate: plan.videoBitrate,
    width: plan.width,
    height: plan.height,
    frameRate: plan.fps,
    audio: !browserAudio ? undefined : fits ? 'copy' : { codec: web.audio, bitrate: plan.audioBitrate },
    onProgress: (f) => ctx.progress(Math.min(0.99, f * videoShare)),
  });
  let output = result.bytes;
  let engine = 'WebCodecs';
  if (wantAudio && (!browserAudio || result.audioLeftOut)) {
    const out = `out.${web.container}`;
    const muxed = await runFFmpeg({
      inputs: [
        { name: `video.${web.container}`, bytes: output },
        { name, bytes },
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
        ...audioArgs(web.container, plan.audioBitrate!, sourceAudio!),
        ...(web.container === 'mp4' ? ['-movflags', '+faststart'] : []),
        '-f',
        web.container,
        p.output(out),
      ],
      outputs: [out],
      duration: info.duration,
      progress: (f) => ctx.progress(videoShare + (1 - videoShare) * f),
      signal: ctx.signal,
    });
    output = muxed.files[out];
    engine = 'WebCodecs + ffmpeg.wasm (audio)';
  }
  ctx.progress(1);
  return describe(output, web.container, web.label, engine, plan);
}

async function withFFmpeg(bytes: Uint8Array, name: string, options: Options, ctx: PipelineContext): Promise<PipelineOutput> {
  const codec = ffmpegVideoCodec(options.format);
  if (!codec) throw new ToolError('errors.codecUnavailable', { codec: WEB_FORMATS[options.format].label });
  let plan: EncodePlan | undefined;
  let threads = 1;
  const out = `out.${codec.container}`;
  const { files } = await runFFmpeg({
    inputs: [{ name, bytes }],
    probe: true,
    multiThread: true,
    args: (p, probe) => {
      const facts = factsFromProbe(probe!, bytes.length);
      plan = planEncode(facts, options);
      threads = p.threads;
      return ffmpegArgs(p.input(0), p.output(out), options.format, plan, facts.audio?.codec, p.threads);
    },
    outputs: [out],
    loadProgress: (p) => p.total && ctx.progress((LOAD_SHARE * p.received) / p.total),
    progress: (f) => ctx.progress(LOAD_SHARE + (1 - LOAD_SHARE) * f),
    signal: ctx.signal,
  });
  ctx.progress(1);
  return describe(files[out], codec.container, codec.label, threads > 1 ? `ffmpeg.wasm (${threads} threads)` : 'ffmpeg.wasm', plan!);
}

const compressVideo: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.wrongInput');
  const info = await readMediaInfo(input.bytes);
  if (info && !info.video) throw new ToolError('errors.noVideo');
  if (options.engine !== 'ffmpeg' && info?.video?.decodable) {
    const plan = planEncode(factsFromInfo(info, input.bytes.length), options);
    const web = WEB_FORMATS[options.format];
    if (await canEncodeWithWebCodecs(web.video, { width: plan.width, height: plan.height, bitrate: plan.videoBitrate })) {
      return withWebCodecs(input.bytes, input.name, info, plan, options, ctx);
    }
  }
  if (options.engine === 'webcodecs') throw new ToolError('errors.webCodecsUnavailable', { codec: WEB_FORMATS[options.format].label });
  return withFFmpeg(input.bytes, input.name, options, ctx);
};

export default compressVideo;
