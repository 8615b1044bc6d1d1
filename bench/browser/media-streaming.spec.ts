// Big files through the streaming media paths (issue 23), in a browser with a profile on disk (so the
// origin-private file system is on disk, as for users; an incognito context keeps it in memory):
//  1. a generated 3 GB 1080p H.264 MP4 through Video Compressor's WebCodecs path: the tab's peak
//     resident memory (its renderer process, workers included, from /proc; see memoryRows), the
//     output checked with ffprobe (codec, duration against the source's);
//  2. a generated 3-hour WAV through Audio Converter (ffmpeg.wasm, input mounted, output in OPFS) to MP3.
// Inputs are made at bench time in the system temp folder (never committed) and reused while they exist.
// Records bench/results/media-streaming.json. No assertions on time; the memory goals are judged in the table.
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { record, type BenchRow } from '../record';
import { ffprobe } from '../../tests/fixtures/media/media';
import { diskBrowser, watchMemory } from './processMemory';

const DIR = join(tmpdir(), 'localkit-bench-media');
const rows: BenchRow[] = [];
const round = (v: number, digits = 1) => Number(v.toFixed(digits));
const MB = 1024 * 1024;

test.afterAll(() => record('media-streaming', rows));

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });

/** 10 s of grainy 1080p30 at about 70 Mbit/s, its packets looped (no re-encode) to 3 GB: about 6 minutes. */
function bigVideo(): string {
  const path = join(DIR, 'big-1080p.mp4');
  if (existsSync(path) && statSync(path).size >= 3e9) return path;
  const clip = join(DIR, 'clip10.mp4');
  if (!existsSync(clip))
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=10'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=10'],
      ...['-vf', 'noise=alls=12:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '80M', '-maxrate', '80M', '-bufsize', '160M'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-shortest', clip],
    ]);
  const loops = Math.ceil(3e9 / statSync(clip).size) - 1;
  ffmpeg(['-stream_loop', String(loops), '-i', clip, '-c', 'copy', path]);
  return path;
}

/** A stereo tone with a little noise, 44.1 kHz 16-bit WAV (3 hours: 1.9 GB). */
function longAudio(seconds: number): string {
  const path = join(DIR, `podcast-${seconds}s.wav`);
  if (existsSync(path)) return path;
  ffmpeg([
    ...['-f', 'lavfi', '-i', `sine=frequency=220:sample_rate=44100:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `anoisesrc=a=0.02:r=44100:d=${seconds}`],
    ...['-filter_complex', '[0][1]amix=inputs=2,aformat=channel_layouts=stereo', '-c:a', 'pcm_s16le', path],
  ]);
  return path;
}

async function runBig(page: Page, pid: number, url: string, file: string, timeout: number) {
  await page.goto(url);
  await page.locator('[data-app-ready="true"]').waitFor();
  const memory = watchMemory(pid);
  // The tab before the job: the app alone (the worker and its engine start with the job).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = memory.peak.renderer;
  const load = loadavg()[0];
  const t0 = Date.now();
  await page.getByTestId('file-input').setInputFiles(file);
  const row = page.getByTestId('result-row');
  await expect(row).toHaveAttribute('data-status', /done|failed/, { timeout });
  const seconds = (Date.now() - t0) / 1000;
  memory.stop();
  const status = await row.getAttribute('data-status');
  if (status !== 'done') throw new Error(`failed: ${await row.getByTestId('result-error').textContent()}`);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download').click()]);
  return { seconds, peak: memory.peak, tab: memory.tab(), renderers: memory.renderers(), before, load, output: await download.path() };
}

type AddRow = (metric: string, value: number | string, unit?: string, goal?: string, met?: boolean) => void;

/**
 * The memory rows of a run. The goal is judged on the tab's own renderer process (the page and its
 * workers), which is what the tab costs. The sum over every renderer process is also given: it adds a
 * renderer that was there before the page and the spare one Chromium keeps ready (about 230 MB
 * together here, whatever the job).
 */
function memoryRows(add: AddRow, run: Awaited<ReturnType<typeof runBig>>, goalMb?: number) {
  const goal = goalMb === undefined ? undefined : `≤ ${goalMb} MB`;
  add(
    'tab RSS before the job / at its peak (its renderer process, workers included)',
    `${round(run.tab.first / MB, 0)} / ${round(run.tab.rss / MB, 0)}`,
    'MB',
  );
  add('tab peak RSS', round(run.tab.rss / MB, 0), 'MB', goal, goalMb === undefined ? undefined : run.tab.rss <= goalMb * MB);
  add(
    'tab memory footprint before / at its peak (private memory, as Chrome counts it)',
    `${round(run.tab.footprintFirst / MB, 0)} / ${round(run.tab.footprint / MB, 0)}`,
    'MB',
  );
  add(
    `all ${run.renderers} renderer processes, summed RSS: before / peak`,
    `${round(run.before / MB, 0)} / ${round(run.peak.renderer / MB, 0)}`,
    'MB',
  );
  add('whole browser peak RSS', round(run.peak.all / MB, 0), 'MB');
}

test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

test('video-compress: a 3 GB 1080p H.264 file through WebCodecs, memory bounded', async () => {
  test.setTimeout(4 * 3600_000);
  const source = bigVideo();
  const sourceProbe = ffprobe(source);
  const { page, pid, done } = await diskBrowser();
  try {
    const run = await runBig(page, pid, '/video/video-compress', source, 4 * 3600_000);
    await expect(page.getByTestId('result-row')).toContainText('WebCodecs');
    const out = ffprobe(run.output);
    const name = `video-compress ${round(statSync(source).size / 1e9, 2)} GB 1080p H.264 (${round(sourceProbe.duration, 0)} s), WebCodecs path`;
    const add = (metric: string, value: number | string, unit = '', goal?: string, met?: boolean) =>
      rows.push({ benchmark: name, case: 'quality medium, H.264', metric, value, unit, goal, met });
    memoryRows(add, run, 1024);
    add(
      'output duration (ffprobe) vs source',
      `${round(out.duration, 2)} / ${round(sourceProbe.duration, 2)}`,
      's',
      'equal ± 0.1 s',
      Math.abs(out.duration - sourceProbe.duration) <= 0.1,
    );
    add('output streams (ffprobe)', out.streams.map((s) => `${s.codec_type}:${s.codec_name}`).join(' '), '');
    add('output size', round(statSync(run.output).size / MB, 1), 'MB');
    add('wall time', round(run.seconds, 0), 's');
    add('load average (1 min) at start', round(run.load), '');
  } finally {
    await done();
  }
});

// Two lengths: memory that stays bounded peaks the same for 10 minutes and for 3 hours.
for (const [seconds, label] of [
  [600, '10 min'],
  [10800, '3 h'],
] as const) {
  test(`audio-converter: a ${label} WAV to MP3 through ffmpeg.wasm, memory bounded`, async () => {
    test.setTimeout(2 * 3600_000);
    const source = longAudio(seconds);
    const sourceProbe = ffprobe(source);
    const { page, pid, done } = await diskBrowser();
    try {
      const run = await runBig(page, pid, '/audio/audio-converter?format=mp3', source, 2 * 3600_000);
      const out = ffprobe(run.output);
      const name = `audio-converter ${label} stereo 44.1 kHz WAV (${round(statSync(source).size / 1e9, 2)} GB) → MP3`;
      const add = (metric: string, value: number | string, unit = '', goal?: string, met?: boolean) =>
        rows.push({ benchmark: name, case: 'ffmpeg.wasm, quality medium', metric, value, unit, goal, met });
      memoryRows(add, run, seconds === 10800 ? 500 : undefined);
      add(
        'output duration (ffprobe) vs source',
        `${round(out.duration, 2)} / ${round(sourceProbe.duration, 2)}`,
        's',
        'equal ± 0.1 s',
        Math.abs(out.duration - sourceProbe.duration) <= 0.1,
      );
      add('output streams (ffprobe)', out.streams.map((s) => `${s.codec_type}:${s.codec_name}`).join(' '), '');
      add('output size', round(statSync(run.output).size / MB, 1), 'MB');
      add('wall time', round(run.seconds, 0), 's');
      add('load average (1 min) at start', round(run.load), '');
    } finally {
      await done();
    }
  });
}
