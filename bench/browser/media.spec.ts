// Browser media benchmark, against the production build, in one run:
//  1. video-compress on a 10 s 720p clip: the WebCodecs path and the ffmpeg.wasm path (engine warmed
//     up first, so its one-time load is not counted), and native ffmpeg (libx264 veryfast) aimed at
//     the same size — wall time and SSIM against the source (ffmpeg's ssim filter) of each;
//  2. audio-converter: a 30 s stereo WAV to every output format, time per job.
// The machine is shared: native ffmpeg runs before and after the ffmpeg.wasm run and its faster
// time counts (so the ratios lean against the browser), WebCodecs runs twice (the second run is
// compared; the first also loads the worker and mediabunny) and the 1-minute load average is
// recorded beside each case.
// Records bench/results/media-browser.json. No assertions on time.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { record, type BenchRow } from '../record';
import { GENERATED, ffprobe, mediaFixture } from '../../tests/fixtures/media/media';

const rows: BenchRow[] = [];
const round = (v: number, digits = 3) => Number(v.toFixed(digits));

/** The machine is shared: wall times mean little without the load they ran under. */
const noteLoad = (when: string) =>
  rows.push({ benchmark: 'machine', case: when, metric: 'load average (1 min)', value: round(loadavg()[0], 1), unit: '' });
test.beforeAll(() => noteLoad('before'));
test.afterAll(() => {
  noteLoad('after');
  record('media-browser', rows);
});

/** SSIM of a result against its source, from ffmpeg's ssim filter summary ("All:0.98...", on stderr). */
function ssimOf(distorted: string, reference: string): number {
  const run = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-nostats', '-i', distorted, '-i', reference, '-lavfi', '[0:v][1:v]ssim', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  const m = /All:([0-9.]+)/.exec(run.stderr);
  if (!m) throw new Error(`no SSIM for ${distorted}: ${run.stderr.slice(-300)}`);
  return Number(m[1]);
}

async function runOne(page: Page, url: string, file: string): Promise<{ seconds: number; row: Locator; path: string }> {
  await page.goto(url);
  await page.locator('[data-app-ready="true"]').waitFor();
  const t0 = Date.now();
  await page.getByTestId('file-input').setInputFiles(file);
  const row = page.getByTestId('result-row').last();
  await expect(row).toHaveAttribute('data-status', 'done');
  const seconds = (Date.now() - t0) / 1000;
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download').click()]);
  return { seconds, row, path: await download.path() };
}

/** Native libx264 veryfast aimed at a video bit rate (audio copied): wall seconds. */
function encodeNative(source: string, videoKbps: number, out: string): number {
  const n0 = Date.now();
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    source,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-b:v',
    `${videoKbps}k`,
    '-maxrate',
    `${Math.round(videoKbps * 1.5)}k`,
    '-bufsize',
    `${videoKbps * 2}k`,
    '-c:a',
    'copy',
    out,
  ]);
  return (Date.now() - n0) / 1000;
}

test('video: WebCodecs vs ffmpeg.wasm vs native ffmpeg on a 10 s 720p clip', async ({ page }) => {
  const source = mediaFixture('hd10.mp4');
  const query = 'mode=size&rate=30';
  const duration = ffprobe(source).duration;
  const loads: Record<string, number> = {};

  loads.web = loadavg()[0];
  const webCold = await runOne(page, `/video/video-compress?${query}`, source);
  await expect(webCold.row).toContainText('WebCodecs');
  const web = await runOne(page, `/video/video-compress?${query}`, source);
  const webSize = readFileSync(web.path).length;
  const webSsim = ssimOf(web.path, source);

  // Native: libx264 veryfast aimed at the WebCodecs result's size (its video bit rate, audio copied).
  const videoKbps = Math.round((webSize * 8) / duration / 1000 - 128);
  const nativePath = join(GENERATED, 'bench-native.mp4');
  loads.native = loadavg()[0];
  const nativeBefore = encodeNative(source, videoKbps, nativePath);

  // Warm the ffmpeg.wasm engine on a tiny clip in the same page (and worker), then time the clip.
  await page.goto(`/video/video-compress?engine=ffmpeg&${query}`);
  await page.locator('[data-app-ready="true"]').waitFor();
  await page.getByTestId('file-input').setInputFiles(mediaFixture('silent.mp4'));
  await expect(page.getByTestId('result-row').first()).toHaveAttribute('data-status', 'done');
  loads.wasm = loadavg()[0];
  const t0 = Date.now();
  await page.getByTestId('file-input').setInputFiles(source);
  const wasmRow = page.getByTestId('result-row').nth(1);
  await expect(wasmRow).toHaveAttribute('data-status', 'done');
  const wasmSeconds = (Date.now() - t0) / 1000;
  const [wasmDownload] = await Promise.all([page.waitForEvent('download'), wasmRow.getByTestId('download').click()]);
  const wasmPath = await wasmDownload.path();
  const wasmSize = readFileSync(wasmPath).length;
  const wasmSsim = ssimOf(wasmPath, source);

  const nativeAfter = encodeNative(source, videoKbps, nativePath);
  const nativeSeconds = Math.min(nativeBefore, nativeAfter);
  const nativeSize = readFileSync(nativePath).length;
  const nativeSsim = ssimOf(nativePath, source);

  const add = (c: string, metric: string, value: number | string, unit: string, goal?: string, met?: boolean) =>
    rows.push({
      benchmark: `video-compress ${Math.round(duration)} s 720p (30 % of source bit rate)`,
      case: c,
      metric,
      value,
      unit,
      goal,
      met,
    });
  add('native ffmpeg libx264 veryfast', 'time (faster of before/after)', round(nativeSeconds, 2), 's');
  add(
    'native ffmpeg libx264 veryfast',
    'time before / after the browser runs',
    `${round(nativeBefore, 2)} / ${round(nativeAfter, 2)}`,
    's',
  );
  add('native ffmpeg libx264 veryfast', 'size', nativeSize, 'B');
  add('native ffmpeg libx264 veryfast', 'SSIM', round(nativeSsim, 4), '');
  add('native ffmpeg libx264 veryfast', 'load average (1 min) at start', round(loads.native, 1), '');
  add('WebCodecs (mediabunny)', 'time (second run)', round(web.seconds, 2), 's');
  add('WebCodecs (mediabunny)', 'time (first run)', round(webCold.seconds, 2), 's');
  add('WebCodecs (mediabunny)', 'time vs native', round(web.seconds / nativeSeconds, 2), '×', '≤ 1.0×', web.seconds / nativeSeconds <= 1);
  add('WebCodecs (mediabunny)', 'size', webSize, 'B');
  add(
    'WebCodecs (mediabunny)',
    'SSIM',
    round(webSsim, 4),
    '',
    'within 0.01 of native',
    Math.abs(webSsim - nativeSsim) <= 0.01 || webSsim > nativeSsim,
  );
  add('WebCodecs (mediabunny)', 'load average (1 min) at start', round(loads.web, 1), '');
  add('ffmpeg.wasm (warm)', 'time', round(wasmSeconds, 2), 's');
  add('ffmpeg.wasm (warm)', 'time vs native', round(wasmSeconds / nativeSeconds, 2), '×', '≤ 5×', wasmSeconds / nativeSeconds <= 5);
  add('ffmpeg.wasm (warm)', 'size', wasmSize, 'B');
  add('ffmpeg.wasm (warm)', 'SSIM', round(wasmSsim, 4), '');
  add('ffmpeg.wasm (warm)', 'load average (1 min) at start', round(loads.wasm, 1), '');
  writeFileSync(join(GENERATED, 'bench-media-video.json'), JSON.stringify(rows, null, 1));
});

test('audio: a 30 s WAV to every format', async ({ page }) => {
  const wav = mediaFixture('tone30.wav');
  await page.goto('/audio/audio-converter');
  await page.locator('[data-app-ready="true"]').waitFor();
  // Warm-up: the first job loads the engine.
  await page.getByTestId('file-input').setInputFiles(mediaFixture('tone.wav'));
  await expect(page.getByTestId('result-row').first()).toHaveAttribute('data-status', 'done');
  let index = 1;
  for (const format of ['mp3', 'wav', 'ogg', 'aac', 'm4a', 'flac', 'opus']) {
    await page.locator('#root_format').selectOption(format);
    const t0 = Date.now();
    await page.getByTestId('file-input').setInputFiles(wav);
    await expect(page.getByTestId('result-row').nth(index++)).toHaveAttribute('data-status', 'done');
    rows.push({
      benchmark: 'audio-converter 30 s stereo WAV (engine warm)',
      case: format,
      metric: 'time',
      value: round((Date.now() - t0) / 1000, 2),
      unit: 's',
    });
  }
});
