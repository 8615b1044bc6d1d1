import { beforeAll, describe, expect, it } from 'vitest';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { setCoreLoader } from '../../src/engines/ffmpeg/shared';
import { loadNodeCore } from '../../tests/setup/ffmpegNodeCore';
import { sniffType } from '../../src/runner/sniff';
import { blobBytes, ffprobeBytes, mediaBytes, type MediaFixture } from '../../tests/fixtures/media/media';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import manifest from './manifest';
import convert, { audioArgs } from './pipeline';
import { AUDIO_FORMATS, estimateAudioBytes, planAudio } from './formats';

beforeAll(() => setCoreLoader(loadNodeCore));

const defaults = manifest.options.parse({});
type Options = typeof defaults;

/** Runs the pipeline as the runner does for a streaming tool (the file as a Blob); the output's bytes in `bytes`. */
async function run(fixture: MediaFixture, options: Partial<Options>, onProgress?: (p: number) => void) {
  const bytes = mediaBytes(fixture);
  const out = (await convert(
    { kind: 'blob', name: fixture, type: sniffType(bytes)!, blob: new Blob([bytes]) },
    { ...defaults, ...options },
    directContext(onProgress),
  )) as PipelineOutput;
  return { ...out, bytes: await blobBytes(out.blob!) };
}

/** Audio packets (ADTS frames) ffprobe counts by reading the whole stream. */
function ffprobeFrames(bytes: Uint8Array, ext: string): number {
  const file = join(mkdtempSync(join(tmpdir(), 'adts-')), `out.${ext}`);
  writeFileSync(file, bytes);
  const out = execFileSync('ffprobe', ['-v', 'error', '-count_packets', '-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0', file]);
  return Number(String(out).trim());
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

// Loading the 32 MB core takes tens of seconds on a busy shared machine.
describe('audio-converter', { timeout: 120_000 }, () => {
  for (const [format, want] of Object.entries(EXPECTED)) {
    it(`wav → ${format}: codec, sample rate, channels and duration`, async () => {
      const progress: number[] = [];
      const out = await run('tone.wav', { format: format as Options['format'] }, (p) => progress.push(p));
      expect(out.bytes.length).toBeGreaterThan(1000);
      expect(sniffType(out.bytes)).toBe(want.sniff);
      const probe = ffprobeBytes(out.bytes, want.ext);
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

  it('an AAC (ADTS) row gives the length counted from its frames and the bit rate from it, not ffmpeg’s estimate', async () => {
    const out = await run('tone.wav', { format: 'aac', bitrate: '96' });
    const frames = ffprobeFrames(out.bytes, 'aac');
    // 1024 samples per frame at 44,100 Hz (the encoder's priming frame included).
    const exact = (frames * 1024) / 44100;
    expect(out.meta?.duration).toBeCloseTo(exact, 3);
    expect(Math.abs(out.meta!.duration! - 3)).toBeLessThan(0.05);
    expect(out.meta?.extra?.bitrate).toBe(`${Math.round((out.bytes.length * 8) / exact / 1000)} kbit/s`);
  });

  it('an M4A written far below the bit rate asked says so in the row', async () => {
    const out = await run('tone.wav', { format: 'm4a', bitrate: '256' });
    const audio = ffprobeBytes(out.bytes, 'm4a').streams[0];
    const kbps = Math.round(Number(audio.bit_rate) / 1000);
    expect(kbps).toBeLessThan(0.9 * 256);
    expect(out.notes).toEqual([{ key: 'notes.bitrateBelowAsked', params: { format: 'M4A (AAC)', asked: 256, kbps } }]);
  });

  it('bit rate, sample rate and channels options are applied', async () => {
    const out = await run('tone.wav', { format: 'mp3', bitrate: '64', sampleRate: '22050', channels: 'mono' });
    const audio = ffprobeBytes(out.bytes, 'mp3').streams[0];
    expect(Number(audio.sample_rate)).toBe(22050);
    expect(audio.channels).toBe(1);
    // 3 s at 64 kbit/s ≈ 24 kB (+ headers); 192 kbit/s would be ≈ 72 kB.
    expect(out.bytes.length).toBeLessThan(32_000);
  });

  it('MP3 at 22,050 Hz and 192 kbit/s is written at 160 kbit/s (MPEG-2 Layer III’s most), and says so before and after', async () => {
    const options = { format: 'mp3', bitrate: '192', sampleRate: '22050' } as const;
    const note = { key: 'notes.bitrateCapped', params: { format: 'MP3', rate: 22050, max: 160, asked: 192 } };
    expect(manifest.notesBeforeRun!({ ...defaults, ...options })).toEqual([note]);
    const out = await run('tone.wav', options);
    expect(out.notes).toEqual([note]);
    const audio = ffprobeBytes(out.bytes, 'mp3').streams[0];
    expect([Number(audio.sample_rate), Number(audio.bit_rate)]).toEqual([22050, 160_000]);
    expect(out.meta?.extra?.bitrate).toBe('160 kbit/s');
  });

  it('Opus asked for 22,050 Hz says it is 48,000 Hz; a mono request over its 255 kbit/s says so too', async () => {
    const out = await run('tone.wav', { format: 'opus', sampleRate: '22050', channels: 'mono', bitrate: '320' });
    expect(out.notes).toEqual([
      { key: 'notes.sampleRateChanged', params: { format: 'Opus', asked: 22050, rate: 48000 } },
      { key: 'notes.bitrateCapped', params: { format: 'Opus', rate: 48000, max: 255, asked: 320 } },
    ]);
    const audio = ffprobeBytes(out.bytes, 'opus').streams[0];
    expect([Number(audio.sample_rate), audio.channels]).toEqual([48000, 1]);
  });

  // Every lossy format at its highest bit rate, at every sample rate offered, mono and stereo, on
  // noise (which makes encoders reach their ceilings): it must be written (Vorbis refused some before
  // its table), at the rate and channels planned, at no more than the planned bit rate, and a
  // planned bit rate below the asked one must come with a note.
  const RATES = ['8000', '16000', '22050', '32000', '44100', '48000'] as const;
  for (const format of ['mp3', 'ogg', 'aac', 'm4a', 'opus'] as const) {
    it(`${format}: 320 kbit/s at every sample rate, mono and stereo, is written as planned or capped with a note`, async () => {
      for (const sampleRate of RATES) {
        for (const channels of ['mono', 'stereo'] as const) {
          const options = { ...defaults, format, sampleRate, channels, bitrate: '320' as const };
          const plan = planAudio(options);
          const label = `${format} ${sampleRate} ${channels}`;
          const out = await run('noise.wav', options);
          const probe = ffprobeBytes(out.bytes, AUDIO_FORMATS[format].ext);
          const audio = probe.streams[0];
          expect([Number(audio.sample_rate), audio.channels], label).toEqual([plan.sampleRate, plan.channels]);
          const measured = Number(audio.bit_rate) || (out.bytes.length * 8) / probe.duration;
          expect(measured / 1000, label).toBeLessThanOrEqual(plan.kbps! * 1.1);
          if (format === 'mp3' || format === 'ogg') expect(Number(audio.bit_rate) / 1000, label).toBe(plan.kbps);
          expect(out.notes?.some((n) => n.key === 'notes.bitrateCapped') ?? false, label).toBe(plan.kbps! < 320);
        }
      }
    }, 120_000);
  }

  it('quality changes the bit rate', async () => {
    const low = await run('tone.wav', { format: 'ogg', quality: 'low' });
    const high = await run('tone.wav', { format: 'ogg', quality: 'high' });
    expect(high.bytes.length).toBeGreaterThan(low.bytes.length);
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
      const probe = ffprobeBytes(out.bytes, 'wav');
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

describe('output size known before the run (issue 34, finding 18)', () => {
  it('estimates WAV as rate × channels × 2 bytes × length, and lossy formats from their bit rate', () => {
    const wav = { format: 'wav', quality: 'medium', bitrate: 'auto', sampleRate: 'keep', channels: 'keep' } as const;
    const source = { sampleRate: 48000, channels: 2 };
    // Ten hours of 48 kHz stereo: 6.9 GB, beyond WAV's 4 GiB.
    expect(estimateAudioBytes(wav, planAudio(wav, source), source, 36000)).toBe(48000 * 2 * 2 * 36000 + 44);
    const mp3 = { ...wav, format: 'mp3', bitrate: '128' } as const;
    expect(estimateAudioBytes(mp3, planAudio(mp3, source), source, 60)).toBe(960_000);
  });
});

describe('files that promise more than they hold (issue 33, item 6)', () => {
  it('a WAV whose header claims 4 GB and holds no samples fails with a clear message', async () => {
    const header = new DataView(new ArrayBuffer(44));
    const ascii = (at: number, s: string) => [...s].forEach((c, i) => header.setUint8(at + i, c.charCodeAt(0)));
    ascii(0, 'RIFF');
    header.setUint32(4, 0xfffffff0, true);
    ascii(8, 'WAVE');
    ascii(12, 'fmt ');
    header.setUint32(16, 16, true);
    header.setUint16(20, 1, true); // PCM
    header.setUint16(22, 2, true);
    header.setUint32(24, 44100, true);
    header.setUint32(28, 44100 * 4, true);
    header.setUint16(32, 4, true);
    header.setUint16(34, 16, true);
    ascii(36, 'data');
    header.setUint32(40, 0xffffffcc, true);
    await expect(
      convert(
        { kind: 'blob', name: 'liar.wav', type: 'audio/wav', blob: new Blob([header.buffer]) },
        { ...defaults, format: 'mp3' },
        directContext(),
      ),
    ).rejects.toMatchObject({ key: 'errors.noSamples' });
  });

  it('a file with several audio tracks: the first is converted and the row says so', () => {
    const stream = (index: number) => ({ index, type: 'audio' as const, codec: 'aac', sampleRate: 48000, channels: 2 });
    const probe = { format: 'matroska,webm', duration: 10, streams: [stream(0), stream(1), stream(2)] };
    const { args, plan } = audioArgs({ ...defaults, format: 'mp3' }, probe as never, 'in.mkv', 'out.mp3');
    expect(args).toContain('0:0');
    expect(plan.notes).toContainEqual({ key: 'notes.firstTrackOnly', params: { count: 3 } });
  });
});
