import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { ffprobeBytes, mediaFixture, packetBitrate, type MediaFixture } from '../fixtures/media/media';

// Test media is made by native ffmpeg (tests/fixtures/media/media.ts); outputs are checked with ffprobe.

async function download(page: Page, row: Locator): Promise<Uint8Array> {
  const [file] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download').click()]);
  return new Uint8Array(readFileSync(await file.path()));
}

/** A value of the result's record, by its label (e.g. the engine that ran). */
const extra = (row: Locator, label: string) => row.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const streams = (probe: ReturnType<typeof ffprobeBytes>) => probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`);
const size = (name: MediaFixture) => readFileSync(mediaFixture(name)).length;

async function compress(page: Page, query: string, files: MediaFixture[]) {
  await page.goto(`/video/video-compress?${query}`);
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(files.map(mediaFixture));
}

/** The names and sizes of the results kept in the origin-private file system (localkit-results/). */
async function storedResults(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const dir = await root.getDirectoryHandle('localkit-results').catch(() => undefined);
    const sizes: number[] = [];
    if (!dir) return sizes;
    for await (const handle of (dir as unknown as { values(): AsyncIterable<FileSystemFileHandle> }).values())
      sizes.push((await handle.getFile()).size);
    return sizes;
  });
}

/** Every figure the row shows (size, dimensions, duration, bit rate) is true of the downloaded file. */
async function expectRowTrue(row: Locator, file: Uint8Array, ext: string, probe: ReturnType<typeof ffprobeBytes>) {
  const video = probe.streams.find((s) => s.codec_type === 'video')!;
  await expect(row.getByTestId('record-dimensions')).toHaveText(`${video.width} × ${video.height}`);
  const length = await row
    .locator('dt', { hasText: /^Length$/ })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  expect(Math.abs(Number(length!.replace(/ s$/, '')) - probe.duration)).toBeLessThanOrEqual(0.05);
  expect(await row.getByTestId('record-size').textContent()).toBe(`${(file.length / 1024).toFixed(1)} KB`);
  const shownKbps = Number((await extra(row, 'Video bit rate').textContent())!.replace(/ kbit\/s$/, ''));
  expect(Math.abs(shownKbps - packetBitrate(file, ext) / 1000) / shownKbps).toBeLessThan(0.02);
}

test.describe('video-compress', () => {
  test('every figure on the row is true of the file (854×480 through WebCodecs, H.264 and VP9); results are streamed into localkit-results/', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const [format, ext, codec] of [
      ['mp4-h264', 'mp4', 'h264'],
      ['webm-vp9', 'webm', 'vp9'],
    ] as const) {
      await compress(page, `format=${format}&mode=size&rate=60`, ['wide.mp4']);
      const row = page.getByTestId('result-row');
      await expect(row).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
      await expect(extra(row, 'Engine')).toHaveText('WebCodecs');
      const file = await download(page, row);
      const probe = ffprobeBytes(file, ext);
      expect(streams(probe)[0]).toBe(`video:${codec}`);
      expect([probe.streams[0].width, probe.streams[0].height]).toEqual([854, 480]);
      await expectRowTrue(row, file, ext, probe);
      expect(await storedResults(page)).toContain(file.length);
    }
  });

  test('720×404 with non-square pixels (shown 720×405) is written 720×406 through WebCodecs, and the row says why', async ({ page }) => {
    await compress(page, 'format=mp4-h264', ['anamorphic.mp4']);
    const row = page.getByTestId('result-row');
    await expect(row).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    const probe = ffprobeBytes(await download(page, row), 'mp4');
    expect([probe.streams[0].width, probe.streams[0].height]).toEqual([720, 406]);
    await expect(row.getByTestId('record-dimensions')).toHaveText('720 × 406');
    await expect(row.getByTestId('result-notes').locator('li')).toHaveText([
      "This video's pixels are not square: stored as 720 × 404, shown as 720 × 405. The result has square pixels, at the size it is shown.",
      'Written as 720 × 406 instead of 720 × 405: video encoders need an even number of pixels on each side.',
    ]);
  });

  test('a damaged MP4 and MOV: compressed past the damage by ffmpeg.wasm with notes that say so; an unreadable one says it may be damaged', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await compress(page, '', ['damaged-frames.mp4', 'damaged-frames.mov', 'damaged-index.mp4']);
    // The browser's decoder stops on these ("Decoder error", which users once saw as the message);
    // ffmpeg.wasm goes on past the damage, and the row says both.
    for (const name of ['damaged-frames.mp4', 'damaged-frames.mov']) {
      const row = page.locator(`[data-testid="result-row"][data-name="${name}"]`);
      await expect(row).toHaveAttribute('data-status', 'done', { timeout: 240_000 });
      await expect(row.getByTestId('result-notes').locator('li')).toHaveText([
        "The browser's decoder stopped on this file (it may be damaged), so ffmpeg.wasm compressed it instead.",
        'Parts of this video are damaged: ffmpeg.wasm skipped or patched them, so the result may show glitches there.',
      ]);
      const probe = ffprobeBytes(await download(page, row), 'mp4');
      expect(streams(probe)).toEqual(['video:h264', 'audio:aac']);
      expect(Math.abs(probe.duration - 1)).toBeLessThan(0.2);
    }
    const index = page.locator('[data-testid="result-row"][data-name="damaged-index.mp4"]');
    await expect(index).toHaveAttribute('data-status', 'failed', { timeout: 120_000 });
    await expect(index.getByTestId('result-error')).toHaveText(
      'No video track could be read from this file. It may hold only sound, or be damaged.',
    );
  });

  test('WebCodecs path: MP4 → H.264 with its AAC audio, WebM → VP9 with its Opus audio, same length, smaller', async ({ page }) => {
    test.setTimeout(120_000);
    await compress(page, 'mode=size&rate=40', ['clip.mp4']);
    const mp4Row = page.locator('[data-testid="result-row"][data-name="clip.mp4"]');
    await expect(mp4Row).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    // Its AAC fits MP4: copied, so ffmpeg.wasm is not loaded just for the audio.
    await expect(extra(mp4Row, 'Engine')).toHaveText('WebCodecs');
    await expect(mp4Row.locator('video')).toHaveCount(1);
    const mp4 = await download(page, mp4Row);
    const mp4Probe = ffprobeBytes(mp4, 'mp4');
    expect(streams(mp4Probe)).toEqual(['video:h264', 'audio:aac']);
    expect(Math.abs(mp4Probe.duration - 2.5)).toBeLessThan(0.2);
    expect(mp4.length).toBeLessThan(size('clip.mp4'));

    await compress(page, 'format=webm-vp9&mode=size&rate=40', ['clip.webm']);
    const webmRow = page.locator('[data-testid="result-row"][data-name="clip.webm"]');
    await expect(webmRow).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    await expect(extra(webmRow, 'Engine')).toHaveText('WebCodecs');
    const webm = await download(page, webmRow);
    const webmProbe = ffprobeBytes(webm, 'webm');
    expect(streams(webmProbe)).toEqual(['video:vp9', 'audio:opus']);
    expect(Math.abs(webmProbe.duration - 2.5)).toBeLessThan(0.2);
    expect(webm.length).toBeLessThan(size('clip.webm'));
  });

  test('WebCodecs video + ffmpeg.wasm audio: WebM (Opus) → MP4 gets AAC, not silence', async ({ page }) => {
    test.setTimeout(120_000);
    await compress(page, 'mode=size&rate=40', ['clip.webm']);
    const row = page.getByTestId('result-row');
    await expect(row).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
    await expect(row).toContainText('WebCodecs');
    const probe = ffprobeBytes(await download(page, row), 'mp4');
    expect(streams(probe)).toEqual(['video:h264', 'audio:aac']);
    expect(Math.abs(probe.duration - 2.5)).toBeLessThan(0.2);
  });

  test('WebCodecs AV1: MP4 → WebM AV1, its AAC audio encoded to Opus by the browser', async ({ page }) => {
    test.setTimeout(120_000);
    await compress(page, 'format=webm-av1&quality=low', ['clip.mp4']);
    const row = page.getByTestId('result-row');
    await expect(row).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
    await expect(row).toContainText('WebCodecs');
    const probe = ffprobeBytes(await download(page, row), 'webm');
    expect(streams(probe)).toEqual(['video:av1', 'audio:opus']);
    expect(Math.abs(probe.duration - 2.5)).toBeLessThan(0.2);
  });

  test('ffmpeg.wasm path (forced): MP4 → H.264 + AAC and WebM → VP8 + Opus, one at a time; a core crash fails one job and the retry runs on a reloaded core', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await compress(page, 'engine=ffmpeg&mode=size&rate=40', ['short.mp4']);
    const mp4Row = page.locator('[data-testid="result-row"][data-name="short.mp4"]');
    await expect(mp4Row).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
    await expect(mp4Row).toContainText('ffmpeg.wasm');
    const mp4 = await download(page, mp4Row);
    const mp4Probe = ffprobeBytes(mp4, 'mp4');
    expect(streams(mp4Probe)).toEqual(['video:h264', 'audio:aac']);
    expect(Math.abs(mp4Probe.duration - 1)).toBeLessThan(0.2);
    expect(mp4.length).toBeLessThan(size('short.mp4'));

    // Before starting, the form says what the forced engine will do: VP8, and its output limit.
    const formNotes = page.getByTestId('options-form').getByTestId('result-notes');
    await expect(formNotes).toHaveText(/at most 1024 MB per result/);
    await page.locator('#root_format').selectOption('webm-vp9');
    await expect(formNotes.locator('li').first()).toHaveText(
      "WebM as VP8, not VP9: ffmpeg.wasm's VP9 encoder crashes in browsers. Choose the automatic engine for VP9.",
    );
    await page.getByTestId('file-input').setInputFiles(mediaFixture('short.webm'));
    const webmRow = page.locator('[data-testid="result-row"][data-name="short.webm"]');
    await expect(webmRow).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
    await expect(webmRow.getByTestId('result-notes')).toHaveText(/^WebM as VP8, not VP9/);
    const webm = await download(page, webmRow);
    const webmProbe = ffprobeBytes(webm, 'webm');
    expect(streams(webmProbe)).toEqual(['video:vp8', 'audio:opus']);
    expect(Math.abs(webmProbe.duration - 1)).toBeLessThan(0.2);
    expect(webm.length).toBeLessThan(size('short.webm'));

    // A crash of the multi-thread core fails only its own job, with a translated message; the same
    // input retried then runs on a freshly loaded core. The crash is injected where the core reads
    // its input (the synchronous handle of its copy in the origin-private file system, in the pool
    // worker): the error escapes the core mid-call, as a wasm trap ("memory access out of bounds",
    // what libvpx-vp9 and libopus do) would.
    await expect(extra(webmRow, 'Engine')).toHaveText(/ffmpeg\.wasm \(\d threads\)/);
    const poolWorkers = page.workers().filter((w) => /\/assets\/worker-[^/]+\.js$/.test(w.url()));
    expect(poolWorkers).toHaveLength(1);
    await poolWorkers[0].evaluate(() => {
      const proto = FileSystemSyncAccessHandle.prototype;
      const read = proto.read;
      proto.read = function () {
        proto.read = read;
        throw new WebAssembly.RuntimeError('memory access out of bounds (injected by the test)');
      };
    });
    await page.locator('#root_format').selectOption('mp4-h264');
    await page.getByTestId('file-input').setInputFiles(mediaFixture('silent.mp4'));
    const crashed = page.locator('[data-testid="result-row"][data-name="silent.mp4"]');
    await expect(crashed).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
    await expect(crashed.getByTestId('result-error')).toContainText(
      'The video engine stopped on this file. It restarts for the next file.',
    );
    await crashed.getByTestId('retry').click();
    await expect(crashed).toHaveAttribute('data-status', 'done', { timeout: 120_000 });
    await expect(extra(crashed, 'Engine')).toHaveText(/ffmpeg\.wasm \(\d threads\)/);
    expect(streams(ffprobeBytes(await download(page, crashed), 'mp4'))).toEqual(['video:h264']);
  });

  test('cancelling a running ffmpeg job mid-way leaves the queue working (a new worker loads the engine again)', async ({ page }) => {
    test.setTimeout(240_000);
    await compress(page, 'engine=ffmpeg', ['long.mp4']);
    const longRow = page.locator('[data-testid="result-row"][data-name="long.mp4"]');
    // Real progress from ffmpeg's output time: wait until it is part-way.
    await expect
      .poll(async () => Number((await longRow.getByTestId('progress').getAttribute('value')) ?? 0), { timeout: 120_000, intervals: [250] })
      .toBeGreaterThan(0.15);
    await longRow.getByTestId('cancel').click();
    await expect(longRow).toHaveAttribute('data-status', 'cancelled');

    await page.getByTestId('file-input').setInputFiles(mediaFixture('silent.mp4'));
    const next = page.locator('[data-testid="result-row"][data-name="silent.mp4"]');
    await expect(next).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
    expect(streams(ffprobeBytes(await download(page, next), 'mp4'))).toEqual(['video:h264']);
  });

  test('AVI through ffmpeg.wasm on one loaded engine: to MP4 it encodes H.264 itself; to WebM (VP9) it decodes and the browser encodes VP9, as asked, no note; a text file renamed .mp4 gets a clear error', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await compress(page, 'maxResolution=480', ['not-a-video.mp4', 'short.avi']);
    const bad = page.locator('[data-testid="result-row"][data-name="not-a-video.mp4"]');
    await expect(bad).toHaveAttribute('data-status', 'failed');
    await expect(bad.getByTestId('result-error')).toContainText('Invalid file type');
    const avi = page.locator('[data-testid="result-row"][data-name="short.avi"]');
    await expect(avi).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
    const mp4 = await download(page, avi);
    const probe = ffprobeBytes(mp4, 'mp4');
    expect(streams(probe)).toEqual(['video:h264', 'audio:aac']);
    expect(Math.abs(probe.duration - 1)).toBeLessThan(0.2);

    // H.265 and AV1 are offered only where this browser encodes them (ffmpeg.wasm cannot).
    const browserEncodes = await page.evaluate(async () => {
      const can = async (codec: string) =>
        (await VideoEncoder.isConfigSupported({ codec, width: 1280, height: 720, bitrate: 2_000_000 })).supported === true;
      return { 'mp4-h265': await can('hvc1.1.6.L93.B0'), 'webm-av1': await can('av01.0.04M.08') };
    });
    for (const [format, supported] of Object.entries(browserEncodes)) {
      const option = page.locator(`#root_format option[value="${format}"]`);
      if (supported) await expect(option).toBeEnabled();
      else {
        await expect(option).toBeDisabled();
        await expect(option).toContainText('not available in this browser');
      }
    }
    await expect(page.locator('#root_format option[value="mp4-h264"]')).toBeEnabled();

    // The same AVI to WebM (VP9), on the engine already loaded: ffmpeg.wasm decodes, the browser encodes.
    await page.locator('#root_format').selectOption('webm-vp9');
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'short-vp9.avi', mimeType: 'video/x-msvideo', buffer: readFileSync(mediaFixture('short.avi')) });
    const row = page.locator('[data-testid="result-row"][data-name="short-vp9.avi"]');
    await expect(row).toHaveAttribute('data-status', 'done', { timeout: 200_000 });
    await expect(extra(row, 'Engine')).toHaveText(/^ffmpeg\.wasm.* → WebCodecs/);
    await expect(row.getByTestId('result-notes')).toHaveCount(0);
    const file = await download(page, row);
    const webmProbe = ffprobeBytes(file, 'webm');
    expect(streams(webmProbe)).toEqual(['video:vp9', 'audio:vorbis']);
    expect(Math.abs(webmProbe.duration - 1)).toBeLessThan(0.2);
    await expectRowTrue(row, file, 'webm', webmProbe);
    // The step file ffmpeg.wasm wrote for the browser is gone; only the two results are kept.
    expect((await storedResults(page)).sort((a, b) => a - b)).toEqual([mp4.length, file.length].sort((a, b) => a - b));
  });
});

test.describe('audio-converter', () => {
  const FORMATS = [
    { format: 'mp3', codec: 'mp3', ext: 'mp3', rate: 44100 },
    { format: 'wav', codec: 'pcm_s16le', ext: 'wav', rate: 44100 },
    { format: 'ogg', codec: 'vorbis', ext: 'ogg', rate: 44100 },
    { format: 'aac', codec: 'aac', ext: 'aac', rate: 44100 },
    { format: 'm4a', codec: 'aac', ext: 'm4a', rate: 44100 },
    { format: 'flac', codec: 'flac', ext: 'flac', rate: 44100 },
    { format: 'opus', codec: 'opus', ext: 'opus', rate: 48000 },
  ];

  test('a WAV becomes every output format with the right codec, sample rate, channels and length', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/audio/audio-converter');
    await appReady(page);
    const rows = page.getByTestId('result-row');
    for (const [i, want] of FORMATS.entries()) {
      await page.locator('#root_format').selectOption(want.format);
      await page.getByTestId('file-input').setInputFiles(mediaFixture('tone.wav'));
      const row = rows.nth(i);
      await expect(row).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
      if (i === 0) await expect(row.locator('audio')).toHaveCount(1);
      const [file] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download').click()]);
      expect(file.suggestedFilename()).toBe(`tone-converted.${want.ext}`);
      const probe = ffprobeBytes(new Uint8Array(readFileSync(await file.path())), want.ext);
      const audio = probe.streams.find((s) => s.codec_type === 'audio')!;
      expect(audio.codec_name, want.format).toBe(want.codec);
      expect(Number(audio.sample_rate), want.format).toBe(want.rate);
      expect(audio.channels, want.format).toBe(2);
      expect(Math.abs(probe.duration - 3), want.format).toBeLessThan(want.format === 'aac' ? 0.4 : 0.2);
    }
  });

  test('MP3 at 192 kbit/s and 22,050 Hz: the form says before and the row after that it is 160 kbit/s, and it is; the result streams into localkit-results/', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/audio/audio-converter?format=mp3&bitrate=192&sampleRate=22050');
    await appReady(page);
    const said = 'At 22050 Hz, MP3 allows at most 160 kbit/s here: written at 160 kbit/s instead of 192.';
    await expect(page.getByTestId('options-form').getByTestId('result-notes')).toHaveText(said);
    await page.getByTestId('file-input').setInputFiles(mediaFixture('tone.wav'));
    const row = page.getByTestId('result-row');
    await expect(row).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    await expect(row.getByTestId('result-notes')).toHaveText(said);
    await expect(extra(row, 'Bit rate')).toHaveText('160 kbit/s');
    const file = await download(page, row);
    const audio = ffprobeBytes(file, 'mp3').streams[0];
    expect([Number(audio.sample_rate), Number(audio.bit_rate)]).toEqual([22050, 160_000]);
    expect(await storedResults(page)).toEqual([file.length]);
  });

  test('the sound of a video, as mono 22.05 kHz MP3; a video without sound fails clearly', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/audio/audio-converter?format=mp3&sampleRate=22050&channels=mono');
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles([mediaFixture('clip.mp4'), mediaFixture('silent.mp4')]);
    const good = page.locator('[data-testid="result-row"][data-name="clip.mp4"]');
    await expect(good).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    const audio = ffprobeBytes(await download(page, good), 'mp3').streams[0];
    expect([audio.codec_name, Number(audio.sample_rate), audio.channels]).toEqual(['mp3', 22050, 1]);
    const silent = page.locator('[data-testid="result-row"][data-name="silent.mp4"]');
    await expect(silent).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
    await expect(silent.getByTestId('result-error')).toContainText('no audio track');
  });
});

// Offline use of the media engines (ffmpeg.wasm core, WebCodecs) is covered with every other tool in
// offline-all.spec.ts.
