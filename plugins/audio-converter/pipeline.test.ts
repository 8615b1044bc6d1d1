import { beforeAll, describe, expect, it } from 'vitest';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { setCoreLoader } from '../../src/engines/ffmpeg/shared';
import { loadNodeCore } from '../../tests/setup/ffmpegNodeCore';
import { sniffType } from '../../src/runner/sniff';
import { ffprobeBytes, mediaBytes, type MediaFixture } from '../../tests/fixtures/media/media';
import manifest from './manifest';
import convert from './pipeline';

beforeAll(() => setCoreLoader(loadNodeCore));

const defaults = manifest.options.parse({});
type Options = typeof defaults;

async function run(fixture: MediaFixture, options: Partial<Options>, onProgress?: (p: number) => void) {
  const bytes = mediaBytes(fixture);
  const out = (await convert(
    { kind: 'file', name: fixture, type: sniffType(bytes)!, bytes },
    { ...defaults, ...options },
    directContext(onProgress),
  )) as PipelineOutput;
  return out;
}

const EXPECTED: Record<string, { codec: string; ext: string; sniff: string; rate: number }> = {
  mp3: { codec: 'mp3', ext: 'mp3', sniff: 'audio/mpeg', rate: 44100 },
  wav: { codec: 'pcm_s16le', ext: 'wav', sniff: 'audio/wav', rate: 44100 },
  ogg: { codec: 'vorbis', ext: 'ogg', sniff: 'audio/ogg', rate: 44100 },
  aac: { codec: 'aac', ext: 'aac', sniff: 'audio/aac', rate: 44100 },
  m4a: { codec: 'aac', ext: 'm4a', sniff: 'audio/mp4', rate: 44100 },
  flac: { codec: 'flac', ext: 'flac', sniff: 'audio/flac', rate: 44100 },
  opus: { codec: 'opus', ext: 'opus', sniff: 'audio/ogg', rate: 48000 },
};

describe('audio-converter', () => {
  for (const [format, want] of Object.entries(EXPECTED)) {
    it(`wav → ${format}: codec, sample rate, channels and duration`, async () => {
      const progress: number[] = [];
      const out = await run('tone.wav', { format: format as Options['format'] }, (p) => progress.push(p));
      expect(out.bytes!.length).toBeGreaterThan(1000);
      expect(sniffType(out.bytes!)).toBe(want.sniff);
      const probe = ffprobeBytes(out.bytes!, want.ext);
      const audio = probe.streams.find((s) => s.codec_type === 'audio')!;
      expect(audio.codec_name).toBe(want.codec);
      expect(Number(audio.sample_rate)).toBe(want.rate);
      expect(audio.channels).toBe(2);
      // ADTS has no duration field: ffprobe estimates it from the bit rate.
      expect(Math.abs(probe.duration - 3)).toBeLessThan(format === 'aac' ? 0.4 : 0.2);
      expect(out.meta?.duration).toBeGreaterThan(2.5);
      expect(progress.at(-1)).toBe(1);
    });
  }

  it('bit rate, sample rate and channels options are applied', async () => {
    const out = await run('tone.wav', { format: 'mp3', bitrate: '64', sampleRate: '22050', channels: 'mono' });
    const audio = ffprobeBytes(out.bytes!, 'mp3').streams[0];
    expect(Number(audio.sample_rate)).toBe(22050);
    expect(audio.channels).toBe(1);
    // 3 s at 64 kbit/s ≈ 24 kB (+ headers); 192 kbit/s would be ≈ 72 kB.
    expect(out.bytes!.length).toBeLessThan(32_000);
  });

  it('quality changes the bit rate', async () => {
    const low = await run('tone.wav', { format: 'ogg', quality: 'low' });
    const high = await run('tone.wav', { format: 'ogg', quality: 'high' });
    expect(high.bytes!.length).toBeGreaterThan(low.bytes!.length);
  });

  it('writes Ogg Vorbis at a low sample rate in mono (a fixed 96k+ rate would be refused there)', async () => {
    const out = await run('tone.wav', { format: 'ogg', quality: 'high', sampleRate: '22050', channels: 'mono' });
    expect(out.type).toBe('audio/ogg');
    expect(out.meta?.extra).toMatchObject({ sampleRate: '22050 Hz', channels: 1 });
  });

  for (const fixture of [
    'tone.mp3',
    'tone.ogg',
    'tone.opus',
    'tone.flac',
    'tone.m4a',
    'tone.aac',
    'clip.mp4',
    'clip.webm',
    'clip.mov',
    'clip.avi',
  ] as const) {
    it(`reads ${fixture}`, async () => {
      const out = await run(fixture, { format: 'wav' });
      const probe = ffprobeBytes(out.bytes!, 'wav');
      expect(probe.streams.map((s) => s.codec_type)).toEqual(['audio']);
      expect(probe.duration).toBeGreaterThan(2.3);
    });
  }

  it('a video without sound gives a clear error', async () => {
    await expect(run('silent.mp4', {})).rejects.toMatchObject({ key: 'errors.noAudio' });
  });

  it('a text file renamed .mp4 gives a clear error', async () => {
    await expect(run('not-a-video.mp4', {})).rejects.toMatchObject({ key: 'errors.decodeFailed' });
  });
});
