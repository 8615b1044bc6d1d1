import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { setCoreLoader } from '../../src/engines/ffmpeg/shared';
import { loadNodeCore } from '../../tests/setup/ffmpegNodeCore';
import { sniffType } from '../../src/runner/sniff';
import { blobBytes, ffprobeBytes, mediaBytes, type MediaFixture } from '../../tests/fixtures/media/media';
import manifest from './manifest';
import compress from './pipeline';

// Under Node there is no WebCodecs: these runs take the ffmpeg.wasm path (the browser tests cover WebCodecs).
beforeAll(() => setCoreLoader(loadNodeCore));

const defaults = manifest.options.parse({});
type Options = typeof defaults;

/** Runs the pipeline as the runner does for a streaming tool: the file as a Blob. */
async function run(fixture: MediaFixture, options: Partial<Options>, onProgress?: (p: number) => void) {
  const bytes = mediaBytes(fixture);
  const type = sniffType(bytes) ?? 'application/octet-stream';
  const out = (await compress(
    { kind: 'blob', name: fixture, type, blob: new Blob([bytes]) },
    { ...defaults, ...options },
    directContext(onProgress),
  )) as PipelineOutput;
  return { out, bytes: await blobBytes(out.blob!), sourceSize: bytes.length };
}

// Loading the 32 MB core and encoding in wasm take tens of seconds on a busy shared machine.
describe('video-compress (ffmpeg.wasm path)', { timeout: 120_000 }, () => {
  it('mp4 → smaller H.264 mp4 with its AAC audio, same duration, real progress', async () => {
    const progress: number[] = [];
    const { out, bytes, sourceSize } = await run('clip.mp4', { mode: 'size', rate: 40 }, (p) => progress.push(p));
    expect(out.type).toBe('video/mp4');
    const probe = ffprobeBytes(bytes, 'mp4');
    expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(['video:h264', 'audio:aac']);
    expect(Math.abs(probe.duration - 2.5)).toBeLessThan(0.2);
    expect(bytes.length).toBeLessThan(sourceSize);
    expect(out.meta?.extra?.engine).toBe('ffmpeg.wasm');
    expect(out.notes).toBeUndefined();
    expect(progress.filter((p) => p > 0.1 && p < 1).length).toBeGreaterThan(0);
    // Every figure of the row is true of the file.
    expectRowMatches(out, probe);
  });

  it('AVI (mpeg4 + mp3) → WebM where nothing encodes VP9 (no WebCodecs here): VP8 with Vorbis audio, and a note that says so', async () => {
    const { out, bytes } = await run('clip.avi', { format: 'webm-vp9', maxResolution: '480', fps: '15', quality: 'low' });
    expect(out.type).toBe('video/webm');
    const probe = ffprobeBytes(bytes, 'webm');
    expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(['video:vp8', 'audio:vorbis']);
    expect(probe.streams[0].width).toBe(320);
    expect(Math.abs(probe.duration - 2.5)).toBeLessThan(0.2);
    expect(out.notes).toEqual([{ key: 'notes.vp8NoBrowserVp9' }]);
    expect(out.meta?.format).toBe('WEBM · VP8 · Vorbis');
    expectRowMatches(out, probe);
  });

  it('the forced ffmpeg.wasm engine says before and after that WebM becomes VP8, and states its output limit', async () => {
    const { out } = await run('clip.mp4', { format: 'webm-vp9', engine: 'ffmpeg', maxResolution: '480' });
    expect(out.notes).toEqual([{ key: 'notes.vp8Forced' }]);
    const before = manifest.notesBeforeRun!({ ...defaults, format: 'webm-vp9', engine: 'ffmpeg' });
    expect(before).toEqual([{ key: 'notes.vp8Forced' }, { key: 'notes.ffmpegLimit', params: { max: '1024 MB' } }]);
    expect(manifest.notesBeforeRun!(defaults, { name: 'a.avi', type: 'video/x-msvideo', size: 1 })).toEqual([
      { key: 'notes.ffmpegLimit', params: { max: '1024 MB' } },
    ]);
    expect(manifest.notesBeforeRun!(defaults, { name: 'a.mp4', type: 'video/mp4', size: 1 })).toEqual([]);
  });

  it('drops audio only when asked', async () => {
    const { bytes } = await run('clip.mov', { audio: 'drop', maxResolution: '480' });
    const probe = ffprobeBytes(bytes, 'mp4');
    expect(probe.streams.map((s) => s.codec_type)).toEqual(['video']);
  });

  it('a video whose frames are damaged is still compressed, with a note that parts may show glitches', async () => {
    for (const fixture of ['damaged-frames.mp4', 'damaged-frames.mov'] as const) {
      const { out, bytes } = await run(fixture, {});
      const probe = ffprobeBytes(bytes, 'mp4');
      expect(probe.streams.map((s) => s.codec_type)).toEqual(['video', 'audio']);
      expect(out.notes, fixture).toEqual([{ key: 'notes.damagedParts' }]);
    }
  });

  it('a video whose index is damaged fails with a message that says it may be damaged', async () => {
    // Its video track is gone (ffprobe too sees only a data stream).
    await expect(run('damaged-index.mp4', {})).rejects.toMatchObject({ key: 'errors.noVideo' });
    const en = JSON.parse(readFileSync(new URL('./i18n/en.json', import.meta.url), 'utf8')) as { errors: Record<string, string> };
    expect(en.errors.noVideo).toMatch(/damaged/);
  });

  it('clear errors: a text file named .mp4, AV1 without an encoder, WebCodecs forced where there is none', async () => {
    await expect(run('not-a-video.mp4', {})).rejects.toMatchObject({ key: 'errors.decodeFailed' });
    await expect(run('clip.mp4', { format: 'webm-av1' })).rejects.toMatchObject({ key: 'errors.codecUnavailable' });
    await expect(run('clip.mp4', { engine: 'webcodecs' })).rejects.toMatchObject({ key: 'errors.webCodecsUnavailable' });
  });
});

/** The row's width, height, duration and format are those of the file (ffprobe's reading). */
function expectRowMatches(out: PipelineOutput, probe: ReturnType<typeof ffprobeBytes>) {
  const video = probe.streams.find((s) => s.codec_type === 'video')!;
  expect([out.meta?.width, out.meta?.height]).toEqual([video.width, video.height]);
  expect(Math.abs(out.meta!.duration! - probe.duration)).toBeLessThan(0.05);
}

describe('video-compress H.265', () => {
  it('without a WebCodecs HEVC encoder it is refused clearly (the wasm libx265 does not finish)', async () => {
    await expect(run('silent.mp4', { format: 'mp4-h265' })).rejects.toMatchObject({
      key: 'errors.codecUnavailable',
      params: { codec: 'H.265' },
    });
  });
});
