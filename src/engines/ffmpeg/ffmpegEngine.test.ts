import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToolError } from '../../../schemas/pipeline';
import { blobBytes, mediaBlob, ffprobeBytes } from '../../../tests/fixtures/media/media';
import type { CoreFiles } from './core';
import { downloadWithProgress, type LoadProgress } from './download';
import { ERROR_INCOMPLETED_DOWNLOAD, ERROR_NOT_LOADED, ERROR_RESPONSE_BODY_READER, ERROR_TERMINATED } from './errors';
import { FFmpegEngine } from './ffmpegEngine';
import { loadNodeCore } from '../../../tests/setup/ffmpegNodeCore';
import { runFFmpeg } from './runFFmpeg';
import { setCoreLoader, sharedFFmpeg } from './shared';

describe('FFmpegEngine loading', () => {
  const fakeFiles = (): CoreFiles => ({ factory: async () => ({}) as never, wasm: {} as WebAssembly.Module, threads: 1 });

  it('loads once for concurrent callers and retries after a failed load', async () => {
    let calls = 0;
    const engine = new FFmpegEngine(async () => {
      calls++;
      if (calls === 1) throw new Error('network down');
      return fakeFiles();
    });
    await expect(engine.load()).rejects.toThrow('network down');
    expect(engine.loaded).toBe(false);
    await Promise.all([engine.load(), engine.load(), engine.load()]);
    expect(calls).toBe(2);
    expect(engine.loaded).toBe(true);
  });

  it('refuses to run before load, with the spec message', () => {
    const engine = new FFmpegEngine(async () => fakeFiles());
    expect(() => engine.exec(['-version'])).toThrow(ERROR_NOT_LOADED);
  });

  it('terminate() during a load rejects it with "terminated"', async () => {
    let release!: () => void;
    const engine = new FFmpegEngine(() => new Promise<CoreFiles>((r) => (release = () => r(fakeFiles()))));
    const loading = engine.load();
    engine.terminate();
    release();
    await expect(loading).rejects.toThrow(ERROR_TERMINATED);
    expect(engine.loaded).toBe(false);
  });

  it('an aborted load rejects with an AbortError', async () => {
    const engine = new FFmpegEngine(() => new Promise<CoreFiles>(() => {}));
    const controller = new AbortController();
    const loading = engine.load(undefined, controller.signal);
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('downloadWithProgress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports total, received, delta and done', async () => {
    const body = new Uint8Array(3000).fill(7);
    vi.stubGlobal('fetch', async () => new Response(body, { headers: { 'Content-Length': '3000' } }));
    const seen: LoadProgress[] = [];
    const bytes = await downloadWithProgress('/engines/x.wasm', (p) => seen.push(p));
    expect(bytes.length).toBe(3000);
    expect(seen.at(-1)).toMatchObject({ total: 3000, received: 3000, done: true });
    expect(seen.filter((p) => !p.done).reduce((sum, p) => sum + p.delta, 0)).toBe(3000);
  });

  it('fails clearly on a body it cannot read or a short body', async () => {
    vi.stubGlobal('fetch', async () => ({ ok: true, status: 200, headers: new Headers(), body: null }));
    await expect(downloadWithProgress('/x')).rejects.toThrow(ERROR_RESPONSE_BODY_READER);
    vi.stubGlobal('fetch', async () => new Response(new Uint8Array(10), { headers: { 'Content-Length': '5000' } }));
    await expect(downloadWithProgress('/x')).rejects.toThrow(ERROR_INCOMPLETED_DOWNLOAD);
  });
});

describe('runFFmpeg with the real core', () => {
  beforeAll(() => setCoreLoader(loadNodeCore));

  const jobFolders = () =>
    sharedFFmpeg()
      .fs.readdir('/')
      .filter((n) => n.startsWith('job'));

  it('converts, reports progress from ffmpeg time, and deletes its temp files', async () => {
    const progress: number[] = [];
    const { files, probe } = await runFFmpeg({
      inputs: [{ name: 'tone30.wav', blob: mediaBlob('tone30.wav') }],
      probe: true,
      args: (p) => ['-i', p.input(0), '-c:a', 'libmp3lame', '-b:a', '96k', p.output('out.mp3')],
      outputs: ['out.mp3'],
      progress: (f) => progress.push(f),
    });
    expect(probe?.duration).toBeCloseTo(30, 1);
    const out = ffprobeBytes(await blobBytes(files['out.mp3']), 'mp3');
    expect(out.streams[0].codec_name).toBe('mp3');
    expect(Math.abs(out.duration - 30)).toBeLessThan(0.2);
    expect(progress.filter((p) => p > 0 && p < 0.99).length).toBeGreaterThan(0);
    expect(progress.at(-1)!).toBeGreaterThan(0.5);
    expect(jobFolders()).toEqual([]);
  });

  it('a file ffmpeg cannot read fails with a readable error and leaves no files', async () => {
    const job = runFFmpeg({
      inputs: [{ name: 'fake.mp4', blob: new Blob(['not a video at all '.repeat(50)]) }],
      probe: true,
      args: (p) => ['-i', p.input(0), p.output('out.mp4')],
      outputs: ['out.mp4'],
    });
    await expect(job).rejects.toMatchObject({ key: 'errors.decodeFailed' });
    expect(jobFolders()).toEqual([]);
  });

  it('a crash of the core (libopus) is reported and the next job gets a fresh instance', async () => {
    const crash = runFFmpeg({
      inputs: [{ name: 'tone.wav', blob: mediaBlob('tone.wav') }],
      args: (p) => ['-i', p.input(0), '-c:a', 'libopus', p.output('out.opus')],
      outputs: ['out.opus'],
    });
    await expect(crash).rejects.toBeInstanceOf(ToolError);
    await expect(crash).rejects.toMatchObject({ key: 'errors.engineCrashed' });
    expect(sharedFFmpeg().loaded).toBe(false);
    const { files } = await runFFmpeg({
      inputs: [{ name: 'tone.wav', blob: mediaBlob('tone.wav') }],
      args: (p) => ['-i', p.input(0), '-c:a', 'flac', p.output('out.flac')],
      outputs: ['out.flac'],
    });
    expect(ffprobeBytes(await blobBytes(files['out.flac']), 'flac').streams[0].codec_name).toBe('flac');
    expect(jobFolders()).toEqual([]);
  });
});
