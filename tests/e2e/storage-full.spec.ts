import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { ffprobe, mediaFixture, type MediaFixture } from '../fixtures/media/media';

/**
 * Issue 34, findings 16–18: nothing lost when the device is short of space. The origin's quota is
 * made small (DevTools' Storage.overrideQuotaForOrigin) so that about 256 KB are free; then every row
 * of an audio, a video and an image batch is either done with a whole file or failed with the
 * storage message, and "Download all" gives a whole archive.
 */

// No service worker: its precache would count against the small quota before the test begins.
test.use({ serviceWorkers: 'block' });

const STORAGE = /Not enough storage space on this device/;
const FREE_BYTES = 256 * 1024;

async function limitQuota(page: Page, free: number) {
  const cdp = await page.context().newCDPSession(page);
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin, quotaSize: usage + free });
  return cdp; // the override lasts while this session does
}

async function downloadOf(page: Page, button: Locator): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return (await file.path())!;
}

/** Waits for every row to end, then checks each: done with a whole file (`whole`), or failed for want of space. Returns the failed rows' texts. */
async function everyRowWholeOrFull(
  page: Page,
  count: number,
  whole: (row: Locator, path: string) => Promise<void> | void,
  timeout = 30_000,
): Promise<string[]> {
  const rows = page.getByTestId('result-row');
  await expect(rows).toHaveCount(count);
  await expect(
    page.locator('[data-testid="result-row"][data-status="done"], [data-testid="result-row"][data-status="failed"]'),
  ).toHaveCount(count, { timeout });
  const failed: string[] = [];
  for (const row of await rows.all()) {
    if ((await row.getAttribute('data-status')) === 'failed') {
      const text = (await row.getByTestId('result-error').textContent()) ?? '';
      expect(text, `${await row.getAttribute('data-name')} failed for another reason`).toMatch(STORAGE);
      failed.push(text);
    } else await whole(row, await downloadOf(page, row.getByTestId('download').first()));
  }
  return failed;
}

test('storage nearly full: an audio batch loses nothing', async ({ page }) => {
  await page.goto('/audio/audio-converter?format=wav');
  await appReady(page);
  const cdp = await limitQuota(page, FREE_BYTES);
  // A 1 s MP3 (a 176 KB WAV) and a 60 s one (10 MB).
  const seconds: Record<string, number> = { 'tone1.mp3': 1, 'tone60.mp3': 60 };
  await page.getByTestId('file-input').setInputFiles((['tone1.mp3', 'tone60.mp3'] as MediaFixture[]).map(mediaFixture));
  const audioFailed = await everyRowWholeOrFull(page, 2, async (row, path) => {
    const probe = ffprobe(path);
    expect(probe.streams[0].codec_name).toBe('pcm_s16le');
    expect(Math.abs(probe.duration - seconds[(await row.getAttribute('data-name'))!])).toBeLessThan(0.1);
  });
  // The 60 s WAV cannot fit: its row says so (never a shorter WAV marked done).
  expect(audioFailed).toHaveLength(1);
  await expect(page.locator('[data-testid="result-row"][data-name="tone60.mp3"]')).toHaveAttribute('data-status', 'failed');
  await cdp.detach();
});

test('storage nearly full: a video batch loses nothing, through WebCodecs and through ffmpeg.wasm', async ({ page }) => {
  // ffmpeg.wasm's core (31 MB) is fetched and compiled here: slow on a loaded 2-core machine.
  test.setTimeout(120_000);
  await page.goto('/video/video-compress');
  await appReady(page);
  const cdp = await limitQuota(page, FREE_BYTES);
  // A 2 s 854×480 clip whose result is larger than what is left.
  await page.getByTestId('file-input').setInputFiles([mediaFixture('wide.mp4'), mediaFixture('clip.mp4')]);
  const videoFailed = await everyRowWholeOrFull(page, 2, async (row, path) => {
    const source = ffprobe(mediaFixture((await row.getAttribute('data-name')) as MediaFixture));
    expect(Math.abs(ffprobe(path).duration - source.duration)).toBeLessThan(0.1);
    execFileSync('ffmpeg', ['-v', 'error', '-xerror', '-i', path, '-f', 'null', '-']); // decodes to the end
  });
  // Its results do not fit what is left: the rows say it is the storage, not a damaged file (finding 17).
  expect(videoFailed.length).toBeGreaterThan(0);
  // The same through ffmpeg.wasm (its writes fail inside the engine, as "no space left on device").
  await page.getByTestId('clear').click();
  await page.goto('/video/video-compress?engine=ffmpeg');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(mediaFixture('clip.mp4'));
  const ffmpegFailed = await everyRowWholeOrFull(
    page,
    1,
    (_row, path) => {
      expect(Math.abs(ffprobe(path).duration - 2.5)).toBeLessThan(0.1);
    },
    90_000,
  );
  expect(ffmpegFailed).toHaveLength(1);
  await cdp.detach();
});

test('storage nearly full: an image batch and Download all lose nothing', async ({ page }) => {
  await page.goto('/image/image-compress');
  await appReady(page);
  const cdp = await limitQuota(page, FREE_BYTES);
  const images = ['photo-astronaut.jpg', 'photo-coffee.jpg', 'ui-settings.png'];
  await page.getByTestId('file-input').setInputFiles(images.map((n) => `tests/fixtures/images/${n}`));
  await everyRowWholeOrFull(page, images.length, (_row, path) => {
    execFileSync('ffmpeg', ['-v', 'error', '-xerror', '-i', path, '-f', 'null', '-']); // decodes the whole image
  });
  // The archive is whole (every entry checks) and holds every done result.
  const zip = await downloadOf(page, page.getByTestId('download-all'));
  execFileSync('unzip', ['-tq', zip]);
  const entries = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
  expect(entries).toHaveLength(await page.locator('[data-testid="result-row"][data-status="done"]').count());
  await cdp.detach();
});

test('a 10-hour Opus file into WAV is refused before the run, with the figures', async ({ page }) => {
  await page.goto('/audio/audio-converter?format=wav');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(mediaFixture('ten-hours.opus'));
  const row = page.getByTestId('result-row');
  await expect(row).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await expect(row.getByTestId('result-error')).toContainText(
    'This WAV would be about 6.4 GB (10.0 h of audio), but a WAV file holds at most 4.0 GB',
  );
});
