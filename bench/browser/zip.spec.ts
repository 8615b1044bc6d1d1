// "Download all (ZIP)" of a 500-photo batch (issue 23): the archive is streamed with client-zip into a
// file of the origin-private file system and downloaded from there, so the tab's memory stays bounded
// whatever the batch's size. Measured in one run, on one batch, in a Chromium whose profile is on disk
// (in a throwaway context the origin-private file system lives in memory): the resident memory of the
// tab's renderer process and of the whole browser, before and at peak while each ZIP is made, for the
// streamed path and, for comparison, for the in-memory path the app takes where a page cannot write a
// file (createWritable removed). The outputs are PNGs (large, so the difference shows).
import { test, expect, type Page } from '@playwright/test';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readZip } from '../../tests/e2e/zip';
import { readImageSize } from '../../src/engines/imageSize';
import { record, type BenchRow } from '../record';
import { diskBrowser, watchMemory } from './processMemory';

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

const MB = 2 ** 20;

/** Clicks "Download all", samples memory until the download has been written, and checks the archive. */
async function zipWithPeak(page: Page, browserPid: number, gc: () => Promise<unknown>) {
  await gc();
  const memory = watchMemory(browserPid);
  await new Promise((r) => setTimeout(r, 1000)); // a few samples of the tab at rest
  const t0 = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]);
  const path = await download.path();
  const seconds = (Date.now() - t0) / 1000;
  memory.stop();
  const bytes = new Uint8Array(readFileSync(path));
  const entries = readZip(bytes);
  expect(entries).toHaveLength(COUNT);
  for (const entry of [entries[0], entries[COUNT - 1]])
    expect(readImageSize(entry.data, 'image/png')?.width, entry.name).toBeGreaterThan(0);
  const tab = memory.tab();
  return {
    tab: { before: tab.first / MB, peak: tab.rss / MB },
    all: { before: memory.first.all / MB, peak: memory.peak.all / MB },
    seconds,
    size: bytes.length / MB,
  };
}

test(`${COUNT} photos → PNG → "Download all": the ZIP streams to disk with memory bounded`, async () => {
  test.setTimeout(2_400_000);
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
  const { context, page, pid, done } = await diskBrowser();
  try {
    const cdp = await context.newCDPSession(page);
    const gc = () => cdp.send('HeapProfiler.collectGarbage');
    await page.goto('/image/image-converter?format=png');
    await page.locator('[data-app-ready="true"]').waitFor();
    await page.getByTestId('file-input').setInputFiles(files);
    await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(COUNT, { timeout: 1_800_000 });

    rmSync(folder, { recursive: true, force: true });
    const streamed = await zipWithPeak(page, pid, gc);
    // The same batch through the in-memory path (what a browser that cannot write a file from the page gets).
    await page.evaluate(() => delete (FileSystemFileHandle.prototype as { createWritable?: unknown }).createWritable);
    const inMemory = await zipWithPeak(page, pid, gc);
    addRows(kase, streamed, inMemory);
  } finally {
    await done();
  }
});

function addRows(kase: string, streamed: Awaited<ReturnType<typeof zipWithPeak>>, inMemory: Awaited<ReturnType<typeof zipWithPeak>>) {
  const growth = (r: { before: number; peak: number }) => r.peak - r.before;
  const span = (r: { before: number; peak: number }) => `${mb(r.before)} / ${mb(r.peak)} (+${mb(growth(r))})`;
  rows.push(
    row(kase, 'ZIP size / entries', `${mb(streamed.size)} MB / ${COUNT}`),
    row(kase, 'streamed to disk: tab renderer process RSS before / peak (growth)', span(streamed.tab), 'MB'),
    row(kase, 'streamed to disk: whole browser RSS before / peak (growth)', span(streamed.all), 'MB'),
    row(kase, 'built in memory (no createWritable): tab renderer process RSS before / peak (growth)', span(inMemory.tab), 'MB'),
    row(kase, 'built in memory: whole browser RSS before / peak (growth)', span(inMemory.all), 'MB'),
    row(
      kase,
      'peak growth of the whole browser while zipping, streamed ÷ ZIP size',
      Math.round((growth(streamed.all) / streamed.size) * 100) / 100,
      '',
      '≪ 1 (bounded, not the archive’s size)',
      growth(streamed.all) < streamed.size * 0.5,
    ),
    row(
      kase,
      'time to the download: streamed / in memory',
      `${Math.round(streamed.seconds * 10) / 10} / ${Math.round(inMemory.seconds * 10) / 10}`,
      's',
    ),
    row('machine', 'load average (1 min) at the end', loadavg()[0]),
  );
}
