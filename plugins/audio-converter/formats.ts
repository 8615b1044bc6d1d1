import type { OutputNote } from '../../schemas/pipeline';

/** How each output format is written by ffmpeg.wasm (the core's libopus crashes: Opus uses ffmpeg's own encoder). */
export interface AudioFormat {
  type: string;
  ext: string;
  label: string;
  codec: string;
  /** kbit/s for high / medium / low; absent for lossless formats. */
  bitrates?: { high: number; medium: number; low: number };
  /** Encoder quality (-q:a) for high / medium / low, used instead of `bitrates` unless a bit rate is
   * chosen: libvorbis refuses fixed rates above what a low sample rate allows (22.05 kHz mono: 80k). */
  qualities?: { high: number; medium: number; low: number };
  /** Sample rates the encoder takes (others are refused by it): the nearest is used. */
  sampleRates?: number[];
  maxChannels?: number;
  /** The highest bit rate (kbit/s) the encoder writes at this sample rate and channel count: above it,
   * it silently writes this (or refuses the file). */
  maxKbps?(rate: number, channels: number): number;
  extraArgs?: string[];
}

/** AAC carries at most 6144 bits per channel in each frame of 1024 samples; ffmpeg clamps to that. */
function aacMaxKbps(rate: number, channels: number): number {
  return Math.floor((6144 * rate * channels) / 1024 / 1000);
}

/**
 * libvorbis refuses a fixed bit rate above what its tables hold for a sample rate and channel count
 * (kbit/s, found by asking the ffmpeg.wasm core; pipeline.test.ts checks them). Between two listed
 * rates the lower one's limits apply: never a rate it would refuse.
 */
const VORBIS_MAX: [rate: number, mono: number, stereo: number][] = [
  [8000, 42, 84],
  [16000, 100, 135],
  [22050, 90, 180],
  [32000, 190, 380],
  [44100, 240, 500],
  [48000, 240, 500],
];
function vorbisMaxKbps(rate: number, channels: number): number {
  const row = [...VORBIS_MAX].reverse().find(([r]) => r <= rate) ?? VORBIS_MAX[0];
  return channels === 1 ? row[1] : row[2];
}

export const AUDIO_FORMATS: Record<string, AudioFormat> = {
  mp3: {
    type: 'audio/mpeg',
    ext: 'mp3',
    label: 'MP3',
    codec: 'libmp3lame',
    bitrates: { high: 256, medium: 192, low: 128 },
    sampleRates: [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000],
    maxChannels: 2,
    // MPEG-1 Layer III (32–48 kHz) goes to 320 kbit/s, MPEG-2 (16–24 kHz) to 160, MPEG-2.5 (8–12 kHz) to 64.
    maxKbps: (rate) => (rate >= 32000 ? 320 : rate >= 16000 ? 160 : 64),
  },
  wav: { type: 'audio/wav', ext: 'wav', label: 'WAV (PCM 16-bit)', codec: 'pcm_s16le' },
  ogg: {
    type: 'audio/ogg',
    ext: 'ogg',
    label: 'Ogg Vorbis',
    codec: 'libvorbis',
    bitrates: { high: 192, medium: 128, low: 96 },
    qualities: { high: 6, medium: 4, low: 2 },
    maxKbps: vorbisMaxKbps,
  },
  aac: {
    type: 'audio/aac',
    ext: 'aac',
    label: 'AAC (ADTS)',
    codec: 'aac',
    bitrates: { high: 192, medium: 128, low: 96 },
    maxKbps: aacMaxKbps,
    extraArgs: ['-f', 'adts'],
  },
  m4a: {
    type: 'audio/mp4',
    ext: 'm4a',
    label: 'M4A (AAC)',
    codec: 'aac',
    bitrates: { high: 192, medium: 128, low: 96 },
    maxKbps: aacMaxKbps,
    extraArgs: ['-f', 'ipod', '-movflags', '+faststart'],
  },
  flac: { type: 'audio/flac', ext: 'flac', label: 'FLAC', codec: 'flac' },
  opus: {
    type: 'audio/opus',
    ext: 'opus',
    label: 'Opus',
    codec: 'opus',
    bitrates: { high: 128, medium: 96, low: 64 },
    sampleRates: [48000],
    maxChannels: 2,
    // ffmpeg's Opus encoder clips anything above 255 kbit/s per channel.
    maxKbps: (_rate, channels) => 255 * channels,
    extraArgs: ['-strict', '-2', '-f', 'ogg'],
  },
};

/** The allowed rate nearest to the wanted one. */
export function nearestRate(wanted: number, allowed?: number[]): number {
  if (!allowed) return wanted;
  return allowed.reduce((best, r) => (Math.abs(r - wanted) < Math.abs(best - wanted) ? r : best), allowed[0]);
}

export interface AudioOptions {
  format: string;
  quality: 'high' | 'medium' | 'low';
  bitrate: string;
  sampleRate: string;
  channels: string;
}

/** What will be written: known parts only (undefined where it depends on a source not yet read). */
export interface AudioPlan {
  /** kbit/s for a fixed bit rate; undefined for lossless formats and Vorbis's quality levels. */
  kbps?: number;
  /** libvorbis quality level (-q:a), used for "automatic" bit rate. */
  quality?: number;
  sampleRate?: number;
  channels?: number;
  /** Every way the output will differ from the options (or from the source, for "same as the source"). */
  notes: OutputNote[];
}

/**
 * The one place that decides what an encoder will really write, so the form (before a run, without
 * the source), the arguments and the result row (with it) say the same. Encoders change some
 * requests silently (a lower bit rate, another sample rate): each such change becomes a note.
 */
export function planAudio(options: AudioOptions, source?: { sampleRate?: number; channels?: number }): AudioPlan {
  const format = AUDIO_FORMATS[options.format];
  const notes: OutputNote[] = [];
  const asked = options.sampleRate === 'keep' ? source?.sampleRate : Number(options.sampleRate);
  const sampleRate =
    asked !== undefined ? nearestRate(asked, format.sampleRates) : format.sampleRates?.length === 1 ? format.sampleRates[0] : undefined;
  if (asked !== undefined && sampleRate !== asked)
    notes.push({ key: 'notes.sampleRateChanged', params: { format: format.label, asked, rate: sampleRate! } });
  const askedChannels = options.channels === 'mono' ? 1 : options.channels === 'stereo' ? 2 : source?.channels;
  const channels = askedChannels !== undefined ? Math.min(askedChannels, format.maxChannels ?? 8) : undefined;
  if (askedChannels !== undefined && channels !== askedChannels)
    notes.push({ key: 'notes.channelsReduced', params: { format: format.label, source: askedChannels, channels: channels! } });
  const plan: AudioPlan = { sampleRate, channels, notes };
  if (!format.bitrates) return plan;
  if (options.bitrate === 'auto' && format.qualities) return { ...plan, quality: format.qualities[options.quality] };
  const wanted = options.bitrate === 'auto' ? format.bitrates[options.quality] : Number(options.bitrate);
  // MP3's limit depends on the rate alone; the others need the channel count too.
  const max =
    sampleRate !== undefined && (channels !== undefined || options.format === 'mp3')
      ? format.maxKbps?.(sampleRate, channels ?? 2)
      : undefined;
  if (max !== undefined && wanted > max) {
    notes.push({ key: 'notes.bitrateCapped', params: { format: format.label, rate: sampleRate!, max, asked: wanted } });
    return { ...plan, kbps: max };
  }
  return { ...plan, kbps: wanted };
}

/** A RIFF WAV file counts its bytes in 32 bits: it holds at most this much. */
export const WAV_MAX_BYTES = 2 ** 32 - 1;
/** FLAC and ALAC come out at about this share of 16-bit PCM on music and speech (a rough, low guess). */
const LOSSLESS_SHARE = 0.6;

/**
 * About how many bytes the result will take, before it is written: the length times the format's
 * bit rate (WAV: sample rate × channels × 2 bytes; Vorbis at a quality level: that level's usual rate).
 */
export function estimateAudioBytes(
  options: AudioOptions,
  plan: AudioPlan,
  source: { sampleRate?: number; channels?: number },
  seconds: number,
): number {
  const format = AUDIO_FORMATS[options.format];
  const rate = plan.sampleRate ?? source.sampleRate ?? 48000;
  const channels = plan.channels ?? source.channels ?? 2;
  const pcm = rate * channels * 2 * seconds;
  if (options.format === 'wav') return Math.round(pcm + 44);
  if (!format.bitrates) return Math.round(pcm * LOSSLESS_SHARE);
  const kbps = plan.kbps ?? format.bitrates[options.quality];
  return Math.round((kbps * 1000 * seconds) / 8);
}
