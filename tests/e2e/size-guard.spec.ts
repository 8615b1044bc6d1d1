import { readFileSync } from 'node:fs';
import { test, expect, appReady } from './fixtures';
import { avifGridBomb, gifFrameBomb } from '../fixtures/images/craftBombs';

/**
 * Issue 33, item 4: pixel bombs whose first header lies (an AVIF whose ispe says 64² while its grid is
 * 16000², a GIF whose 1×1 screen holds a 16000² frame) are refused from their real size, before any
 * decode: in a worker (image-converter) and on the page (image-mosaic, which decodes its preview there).
 * The message names the real limit (megapixels), not "each side at most 16384 px" under 16384.
 */
const BOMBS = [
  { name: 'grid-bomb.avif', mimeType: 'image/avif', buffer: Buffer.from(avifGridBomb(16000, 64)) },
  { name: 'frame-bomb.gif', mimeType: 'image/gif', buffer: Buffer.from(gifFrameBomb(16000, 1)) },
];
const MESSAGE = /too large \(16000 × 16000 px, 256 megapixels\).*at most 64 megapixels/;

test('image-converter: an AVIF grid and a GIF frame bigger than their headers say are refused by their real size', async ({ page }) => {
  await page.goto('/image/image-converter?format=png');
  await appReady(page);
  await page
    .getByTestId('file-input')
    .setInputFiles([
      ...BOMBS,
      { name: 'one-pixel.png', mimeType: 'image/png', buffer: readFileSync('tests/fixtures/images/one-pixel.png') },
    ]);
  for (const { name } of BOMBS) {
    const row = page.locator(`[data-testid="result-row"][data-name="${name}"]`);
    await expect(row).toHaveAttribute('data-status', 'failed');
    await expect(row.getByTestId('result-error')).toHaveText(MESSAGE);
  }
  await expect(page.locator('[data-testid="result-row"][data-name="one-pixel.png"]')).toHaveAttribute('data-status', 'done');
});

test('image-mosaic: the same bombs are refused on arrival, before the page decodes them', async ({ page }) => {
  // Count the page's own decodes: a refused file must never reach one (a 16000² bitmap is 1 GB).
  await page.addInitScript(() => {
    const w = window as unknown as { __decodes: number[] };
    w.__decodes = [];
    const original = window.createImageBitmap.bind(window);
    window.createImageBitmap = ((source: ImageBitmapSource, ...rest: []) => {
      w.__decodes.push(source instanceof Blob ? source.size : -1);
      return original(source, ...rest);
    }) as typeof createImageBitmap;
  });
  await page.goto('/image/image-mosaic');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(BOMBS);
  for (const { name } of BOMBS) {
    const row = page.locator(`[data-testid="result-row"][data-name="${name}"]`);
    await expect(row).toHaveAttribute('data-status', 'failed');
    await expect(row.getByTestId('result-error')).toHaveText(MESSAGE);
  }
  // No preview decode and no thumbnail (an <img> decodes too) for either file.
  expect(await page.evaluate(() => (window as unknown as { __decodes: number[] }).__decodes)).toEqual([]);
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(0);
});
