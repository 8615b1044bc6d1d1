import { ToolError, inputBlob, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { runFFmpeg } from '../../src/engines/ffmpeg/runFFmpeg';
import { AUDIO_FORMATS, WAV_MAX_BYTES, estimateAudioBytes, planAudio, type AudioPlan } from './formats';
import { formatSize, storageAvailable, storageFullError } from '../../src/engines/storageSpace';
import type { MediaProbe } from '../../src/engines/ffmpeg/probe';
import { adtsLength } from './adts';

type Options = OptionsOf<typeof manifest>;

/** A written bit rate below this share of the one asked gets a note on the row. */
const UNDERSHOOT = 0.9;

/** Share of the progress bar for downloading the engine the first time. */
const LOAD_SHARE = 0.1;

/** ffmpeg's arguments for the plan, from the probed source. */
export function audioArgs(options: Options, probe: MediaProbe, input: string, output: string): { args: string[]; plan: AudioPlan } {
  const format = AUDIO_FORMATS[options.format];
  const source = probe.streams.find((s) => s.type === 'audio');
  if (!source) throw new ToolError('errors.noAudio');
  const plan = planAudio(options, { sampleRate: source.sampleRate, channels: source.channels ?? 2 });
  // One audio file holds one track: the first is converted and the row says so (an MKV may carry 50).
  const tracks = probe.streams.filter((s) => s.type === 'audio').length;
  if (tracks > 1) plan.notes.push({ key: 'notes.firstTrackOnly', params: { count: tracks } });
  const args = ['-i', input, '-map', `0:${source.index}`, '-vn', '-sn', '-dn', '-c:a', format.codec];
  if (plan.quality !== undefined) args.push('-q:a', String(plan.quality));
  if (plan.kbps !== undefined) args.push('-b:a', `${plan.kbps}k`);
  if (plan.sampleRate !== undefined && plan.sampleRate !== source.sampleRate) args.push('-ar', String(plan.sampleRate));
  if (plan.channels !== undefined && plan.channels !== source.channels) args.push('-ac', String(plan.channels));
  args.push(...(format.extraArgs ?? []), output);
  return { args, plan };
}

/**
 * Refuses, before ffmpeg runs, a result the format cannot hold (WAV's 4 GiB) or this device cannot
 * store (more than navigator.storage.estimate() says is free), with the figures; gives the estimate.
 */
export async function checkOutputSize(options: Options, plan: AudioPlan, probe: MediaProbe): Promise<number | undefined> {
  const source = probe.streams.find((s) => s.type === 'audio');
  if (!probe.duration || !source) return undefined;
  const bytes = estimateAudioBytes(options, plan, { sampleRate: source.sampleRate, channels: source.channels }, probe.duration);
  if (options.format === 'wav' && bytes > WAV_MAX_BYTES)
    throw new ToolError('errors.wavTooLarge', {
      size: formatSize(bytes),
      hours: (probe.duration / 3600).toFixed(1),
      max: formatSize(WAV_MAX_BYTES + 1),
    });
  const available = await storageAvailable();
  if (available !== undefined && bytes > available) throw await storageFullError(bytes, 'estimated before the run');
  return bytes;
}

const convertAudio: Pipeline<Options> = async (input, options, ctx) => {
  const format = AUDIO_FORMATS[options.format];
  const out = `out.${format.ext}`;
  let plan: AudioPlan | undefined;
  let expected: number | undefined;
  const { files, outputProbe } = await runFFmpeg({
    inputs: [inputBlob(input)],
    probe: true,
    args: async (p, probe) => {
      const made = audioArgs(options, probe!, p.input(0), p.output(out));
      plan = made.plan;
      expected = await checkOutputSize(options, plan, probe!);
      return made.args;
    },
    outputs: [out],
    expectedBytes: () => expected,
    probeOutput: true,
    loadProgress: (p) => p.total && ctx.progress((LOAD_SHARE * p.received) / p.total),
    progress: (f) => ctx.progress(LOAD_SHARE + (1 - LOAD_SHARE) * f),
    signal: ctx.signal,
  });
  const audio = outputProbe?.streams.find((s) => s.type === 'audio');
  // A header can promise gigabytes of audio that are not there: an output without a moment of sound
  // is a failure, not a "Done" file of a few bytes.
  // ADTS states no length: ffmpeg guesses it (and the bit rate from it); counting the frames is exact.
  const adts = format.ext === 'aac' ? await adtsLength(files[out]) : undefined;
  const duration = adts?.duration ?? outputProbe?.duration;
  if (!audio || !duration) throw new ToolError('errors.noSamples');
  // The stream's own rate where the container states it (an MP3's 160, not 161 with its tags), else the file's average.
  const bitRate = adts ? (files[out].size * 8) / adts.duration : (audio?.bitRate ?? outputProbe?.bitRate);
  const notes = [...plan!.notes];
  // ffmpeg's AAC encoder (and any encoder on simple sound) may write far fewer bits than asked: say so.
  if (plan!.kbps && bitRate && bitRate < UNDERSHOOT * plan!.kbps * 1000)
    notes.push({ key: 'notes.bitrateBelowAsked', params: { format: format.label, asked: plan!.kbps, kbps: Math.round(bitRate / 1000) } });
  ctx.progress(1);
  return {
    type: format.type,
    blob: files[out],
    meta: {
      format: format.label,
      duration,
      extra: {
        ...(audio?.sampleRate ? { sampleRate: `${audio.sampleRate} Hz` } : {}),
        ...(audio?.channels ? { channels: audio.channels } : {}),
        ...(bitRate ? { bitrate: `${Math.round(bitRate / 1000)} kbit/s` } : {}),
      },
    },
    ...(notes.length ? { notes } : {}),
  };
};

export default convertAudio;
