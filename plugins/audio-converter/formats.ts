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
  extraArgs?: string[];
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
  },
  wav: { type: 'audio/wav', ext: 'wav', label: 'WAV (PCM 16-bit)', codec: 'pcm_s16le' },
  ogg: {
    type: 'audio/ogg',
    ext: 'ogg',
    label: 'Ogg Vorbis',
    codec: 'libvorbis',
    bitrates: { high: 192, medium: 128, low: 96 },
    qualities: { high: 6, medium: 4, low: 2 },
  },
  aac: {
    type: 'audio/aac',
    ext: 'aac',
    label: 'AAC (ADTS)',
    codec: 'aac',
    bitrates: { high: 192, medium: 128, low: 96 },
    extraArgs: ['-f', 'adts'],
  },
  m4a: {
    type: 'audio/mp4',
    ext: 'm4a',
    label: 'M4A (AAC)',
    codec: 'aac',
    bitrates: { high: 192, medium: 128, low: 96 },
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
    extraArgs: ['-strict', '-2', '-f', 'ogg'],
  },
};

/** The allowed rate nearest to the wanted one. */
export function nearestRate(wanted: number, allowed?: number[]): number {
  if (!allowed) return wanted;
  return allowed.reduce((best, r) => (Math.abs(r - wanted) < Math.abs(best - wanted) ? r : best), allowed[0]);
}
