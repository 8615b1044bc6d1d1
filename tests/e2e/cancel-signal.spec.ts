import { readFileSync } from 'node:fs';
import type { Worker } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { ffprobeBytes, mediaFixture } from '../fixtures/media/media';

// Cancel aborts the pipeline's ctx.signal first; the worker is ended only if the pipeline does not
// stop within the grace time. mediabunny honours the signal, so its worker (engines loaded) stays.

const isPoolWorker = (w: Worker) => /\/assets\/worker-[^/]+\.js$/.test(w.url());

test('cancelling a running WebCodecs video job stops it through its signal; its worker runs the next file of the batch', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // One core, so a pool of one worker: the next file can start only once the cancelled job's worker
  // is free again (its pipeline stopped) or has been terminated (its grace time ran out).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 1 }));
  const started: string[] = [];
  const ended: string[] = [];
  page.on('worker', (w) => {
    if (!isPoolWorker(w)) return;
    started.push(w.url());
    w.on('close', () => ended.push(w.url()));
  });
  await page.goto('/video/video-compress?format=mp4-h264');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles([mediaFixture('long.mp4'), mediaFixture('silent.mp4')]);
  const long = page.locator('[data-testid="result-row"][data-name="long.mp4"]');
  await expect
    .poll(async () => Number((await long.getByTestId('progress').getAttribute('value')) ?? 0), { timeout: 60_000, intervals: [100] })
    .toBeGreaterThan(0.05);
  await long.getByTestId('cancel').click();
  await expect(long).toHaveAttribute('data-status', 'cancelled');

  const next = page.locator('[data-testid="result-row"][data-name="silent.mp4"]');
  await expect(next).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), next.getByTestId('download').click()]);
  const probe = ffprobeBytes(new Uint8Array(readFileSync(await download.path())), 'mp4');
  expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(['video:h264']);
  expect(Math.abs(probe.duration - 2)).toBeLessThan(0.2);
  // The cancelled job's pipeline stopped within the grace time: its worker, never terminated, ran the next file.
  expect(ended).toEqual([]);
  expect(started).toHaveLength(1);
});
