// "Download all (ZIP)" of a 500-photo batch (issue 23): the archive is streamed with client-zip into a
// file of the origin-private file system and downloaded from there, so the tab's memory stays bounded
// whatever the batch's size. Measured in one run, on one batch: Chromium's resident memory (every
// process: browser, renderer with its workers, GPU, utility) before and at peak while each ZIP is made,
// for the streamed path and, for comparison, for the in-memory path the app takes where a page cannot
// write a file (createWritable removed). The outputs are PNGs (large, so the difference shows).
import { test, expect, type Page } from '@playwright/test';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readZip } from '../../tests/e2e/zip';
import { readImageSize } from '../../src/engines/imageSize';
import { record, type BenchRow } from '../record';
import { chromiumRssMb } from './processMemory';

const COUNT = 500;
const PHOTOS = ['photo-astronaut.jpg', 'photo-coffee.jpg', 'photo-rocket.jpg', 'photo-motorcycle.webp', 'photo-chelsea.png'];
const rows: BenchRow[] = [];
test.afterAll(() => record('zip-browser', rows));

const row = (kase: string, metric: string, value: number | string, unit?: string, goal?: string, met?: boolean): BenchRow => ({
  benchmark: 'zip (browser)',
  case: kase,
  metric,
  value,
  unit,
  goal,
  met,
});
const mb = (v: number) => Math.round(v * 10) / 10;

/** Clicks "Download all", samples memory until the download has been written, and checks the archive. */
async function zipWithPeak(page: Page, gc: () => Promise<unknown>) {
  await gc();
  const before = chromiumRssMb();
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, chromiumRssMb());
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const t0 = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]);
  const path = await download.path();
  const seconds = (Date.now() - t0) / 1000;
  sampling = false;
  await sampler;
  const bytes = new Uint8Array(readFileSync(path));
  const entries = readZip(bytes);
  expect(entries).toHaveLength(COUNT);
  for (const entry of [entries[0], entries[COUNT - 1]])
    expect(readImageSize(entry.data, 'image/png')?.width, entry.name).toBeGreaterThan(0);
  return { before, peak, seconds, size: bytes.length };
}

test(`${COUNT} photos → PNG → "Download all": the ZIP streams to disk with memory bounded`, async ({ page }) => {
  const kase = `${COUNT} photos → PNG, one ZIP`;
  rows.push(row('machine', 'load average (1 min) at start', loadavg()[0]));
  // As paths: Playwright refuses to send more than 50 MB of buffers at once.
  const folder = mkdtempSync(join(tmpdir(), 'localkit-zip-'));
  const files = Array.from({ length: COUNT }, (_, i) => {
    const source = PHOTOS[i % PHOTOS.length];
    const path = join(folder, `${String(i).padStart(3, '0')}-${source}`);
    copyFileSync(`tests/fixtures/images/${source}`, path);
    return path;
  });
  const cdp = await page.context().newCDPSession(page);
  const gc = () => cdp.send('HeapProfiler.collectGarbage');
  await page.goto('/image/image-converter?format=png');
  await page.locator('[data-app-ready="true"]').waitFor();
  await page.getByTestId('file-input').setInputFiles(files);
  await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(COUNT, { timeout: 1_800_000 });

  rmSync(folder, { recursive: true, force: true });
  const streamed = await zipWithPeak(page, gc);
  // The same batch through the in-memory path (what a browser that cannot write a file from the page gets).
  await page.evaluate(() => delete (FileSystemFileHandle.prototype as { createWritable?: unknown }).createWritable);
  const inMemory = await zipWithPeak(page, gc);

  const growth = (r: { before: number; peak: number }) => r.peak - r.before;
  rows.push(
    row(kase, 'ZIP size / entries', `${mb(streamed.size / 2 ** 20)} MB / ${COUNT}`),
    row(
      kase,
      'Chromium resident memory, streamed to disk: before / peak (growth)',
      `${mb(streamed.before)} / ${mb(streamed.peak)} (+${mb(growth(streamed))})`,
      'MB',
    ),
    row(
      kase,
      'same, built in memory (no createWritable): before / peak (growth)',
      `${mb(inMemory.before)} / ${mb(inMemory.peak)} (+${mb(growth(inMemory))})`,
      'MB',
    ),
    row(
      kase,
      'peak growth while zipping, streamed ÷ ZIP size',
      Math.round((growth(streamed) / (streamed.size / 2 ** 20)) * 100) / 100,
      '',
      '≪ 1 (bounded, not the archive’s size)',
      growth(streamed) < (streamed.size / 2 ** 20) * 0.5,
    ),
    row(
      kase,
      'time to the download: streamed / in memory',
      `${Math.round(streamed.seconds * 10) / 10} / ${Math.round(inMemory.seconds * 10) / 10}`,
      's',
    ),
    row('machine', 'load average (1 min) at the end', loadavg()[0]),
  );
});
