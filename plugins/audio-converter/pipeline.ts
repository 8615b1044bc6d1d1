import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { runFFmpeg } from '../../src/engines/ffmpeg/runFFmpeg';
import { AUDIO_FORMATS, nearestRate } from './formats';
import type { MediaProbe } from '../../src/engines/ffmpeg/probe';

type Options = OptionsOf<typeof manifest>;

/** Share of the progress bar for downloading the engine the first time. */
const LOAD_SHARE = 0.1;

export function audioArgs(options: Options, probe: MediaProbe, input: string, output: string): string[] {
  const format = AUDIO_FORMATS[options.format];
  const source = probe.streams.find((s) => s.type === 'audio');
  if (!source) throw new ToolError('errors.noAudio');
  const args = ['-i', input, '-map', `0:${source.index}`, '-vn', '-sn', '-dn', '-c:a', format.codec];
  if (options.bitrate === 'auto' && format.qualities) args.push('-q:a', String(format.qualities[options.quality]));
  else if (format.bitrates) {
    const kbps = options.bitrate === 'auto' ? format.bitrates[options.quality] : Number(options.bitrate);
    args.push('-b:a', `${kbps}k`);
  }
  const wantedRate = options.sampleRate === 'keep' ? (source.sampleRate ?? 48000) : Number(options.sampleRate);
  const rate = nearestRate(wantedRate, format.sampleRates);
  if (options.sampleRate !== 'keep' || rate !== source.sampleRate) args.push('-ar', String(rate));
  const sourceChannels = source.channels ?? 2;
  const channels = options.channels === 'mono' ? 1 : options.channels === 'stereo' ? 2 : Math.min(sourceChannels, format.maxChannels ?? 8);
  if (channels !== sourceChannels) args.push('-ac', String(channels));
  args.push(...(format.extraArgs ?? []), output);
  return args;
}

const convertAudio: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.wrongInput');
  const format = AUDIO_FORMATS[options.format];
  const out = `out.${format.ext}`;
  const { files, outputProbe } = await runFFmpeg({
    inputs: [{ name: input.name, bytes: input.bytes }],
    probe: true,
    args: (p, probe) => audioArgs(options, probe!, p.input(0), p.output(out)),
    outputs: [out],
    probeOutput: true,
    loadProgress: (p) => p.total && ctx.progress((LOAD_SHARE * p.received) / p.total),
    progress: (f) => ctx.progress(LOAD_SHARE + (1 - LOAD_SHARE) * f),
    signal: ctx.signal,
  });
  const audio = outputProbe?.streams.find((s) => s.type === 'audio');
  ctx.progress(1);
  return {
    type: format.type,
    bytes: files[out],
    meta: {
      format: format.label,
      duration: outputProbe?.duration,
      extra: {
        ...(audio?.sampleRate ? { sampleRate: `${audio.sampleRate} Hz` } : {}),
        ...(audio?.channels ? { channels: audio.channels } : {}),
        ...(outputProbe?.bitRate ? { bitrate: `${Math.round(outputProbe.bitRate / 1000)} kbit/s` } : {}),
      },
    },
  };
};

export default convertAudio;
