import { beforeAll, describe, expect, it } from 'vitest';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { setCoreLoader } from '../../src/engines/ffmpeg/shared';
import { loadNodeCore } from '../../tests/setup/ffmpegNodeCore';
import { sniffType } from '../../src/runner/sniff';
import { ffprobeBytes, mediaBytes, type MediaFixture } from '../../tests/fixtures/media/media';
import manifest from './manifest';
import compress from './pipeline';

// Under Node there is no WebCodecs: these runs take the ffmpeg.wasm path (the browser tests cover WebCodecs).
beforeAll(() => setCoreLoader(loadNodeCore));

const defaults = manifest.options.parse({});
type Options = typeof defaults;

async function run(fixture: MediaFixture, options: Partial<Options>, onProgress?: (p: number) => void) {
  const bytes = mediaBytes(fixture);
  const type = sniffType(bytes) ?? 'application/octet-stream';
  const out = (await compress(
    { kind: 'file', name: fixture, type, bytes },
    { ...defaults, ...options },
    directContext(onProgress),
  )) as PipelineOutput;
  return { out, sourceSize: bytes.length };
}

describe('video-compress (ffmpeg.wasm path)', () => {
  it('mp4 → smaller H.264 mp4 with its AAC audio, same duration, real progress', async () => {
    const progress: number[] = [];
    const { out, sourceSize } = await run('clip.mp4', { mode: 'size', rate: 40 }, (p) => progress.push(p));
    expect(out.type).toBe('video/mp4');
    const probe = ffprobeBytes(out.bytes!, 'mp4');
    expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(['video:h264', 'audio:aac']);
    expect(Math.abs(probe.duration - 2.5)).toBeLessThan(0.2);
    expect(out.bytes!.length).toBeLessThan(sourceSize);
    expect(out.meta?.duration).toBeGreaterThan(2.3);
    expect(out.meta?.extra?.engine).toBe('ffmpeg.wasm');
    expect(progress.filter((p) => p > 0.1 && p < 1).length).toBeGreaterThan(0);
  });

  it('AVI (mpeg4 + mp3) → WebM: VP8 (the core’s VP9 crashes) with the audio as Vorbis, scaled and frame-capped', async () => {
    const { out } = await run('clip.avi', { format: 'webm-vp9', maxResolution: '480', fps: '15', quality: 'low' });
    expect(out.type).toBe('video/webm');
    const probe = ffprobeBytes(out.bytes!, 'webm');
    expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(['video:vp8', 'audio:vorbis']);
    expect(probe.streams[0].width).toBe(320);
    expect(Math.abs(probe.duration - 2.5)).toBeLessThan(0.2);
  });

  it('drops audio only when asked', async () => {
    const { out } = await run('clip.mov', { audio: 'drop', maxResolution: '480' });
    const probe = ffprobeBytes(out.bytes!, 'mp4');
    expect(probe.streams.map((s) => s.codec_type)).toEqual(['video']);
  });

  it('clear errors: a text file named .mp4, AV1 without an encoder, WebCodecs forced where there is none', async () => {
    await expect(run('not-a-video.mp4', {})).rejects.toMatchObject({ key: 'errors.decodeFailed' });
    await expect(run('clip.mp4', { format: 'webm-av1' })).rejects.toMatchObject({ key: 'errors.codecUnavailable' });
    await expect(run('clip.mp4', { engine: 'webcodecs' })).rejects.toMatchObject({ key: 'errors.webCodecsUnavailable' });
  });
});

describe('video-compress H.265', () => {
  it('without a WebCodecs HEVC encoder it is refused clearly (the wasm libx265 does not finish)', async () => {
    await expect(run('silent.mp4', { format: 'mp4-h265' })).rejects.toMatchObject({
      key: 'errors.codecUnavailable',
      params: { codec: 'H.265' },
    });
  });
});
