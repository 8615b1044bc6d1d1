import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { readImageSize } from '../../src/engines/imageSize';

// AI background removal in a real browser: U²-Net-p on onnxruntime-web (wasm), with the model and
// runtime served from the app's own origin (the fixture fails the test on any off-origin request).
// The photo is the astronaut portrait: a plain grey studio wall above her right shoulder.

const PHOTO = 'tests/fixtures/removebg/photo-astronaut.jpg';
const URL_ = '/image/image-removebg';

/** Average alpha (and mean RGB) of rectangles of a PNG, decoded by the browser itself. */
async function regions(page: Page, png: Uint8Array, rects: [number, number, number, number][]) {
  return page.evaluate(
    async ({ b64, rects }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
        premultiplyAlpha: 'none',
        colorSpaceConversion: 'none',
      });
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = canvas.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      return rects.map(([x, y, w, h]) => {
        const d = g.getImageData(x, y, w, h).data;
        const sum = [0, 0, 0, 0];
        for (let i = 0; i < d.length; i += 4) for (let c = 0; c < 4; c++) sum[c] += d[i + c];
        return sum.map((s) => s / (d.length / 4));
      });
    },
    { b64: Buffer.from(png).toString('base64'), rects },
  );
}

/** Adds the photo; the PNG of its result row (the new one: the list shows it a frame later). */
async function removeBackground(page: Page) {
  const rows = page.getByTestId('result-row');
  const before = await rows.count();
  await page.getByTestId('file-input').setInputFiles(PHOTO);
  await expect(rows).toHaveCount(before + 1);
  const row = rows.nth(before);
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download').click()]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  return new Uint8Array(readFileSync(await download.path()));
}

// Background: plain wall between her head and the shuttle model. Subject: face and suit.
const WALL: [number, number, number, number] = [300, 10, 40, 60];
const FACE: [number, number, number, number] = [200, 90, 50, 50];
const SUIT: [number, number, number, number] = [150, 330, 80, 80];

// One page for all three outputs: the model loads once (each reload used to load it again).
test('removes the background of a real photo: PNG with alpha, full size, wall transparent, subject opaque; then colour background and mask-only outputs', async ({
  page,
}) => {
  test.setTimeout(200_000);
  await page.goto(URL_);
  await appReady(page);
  const png = await removeBackground(page);
  expect(Array.from(png.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png[25], 'PNG colour type 6 = RGBA').toBe(6);
  expect(readImageSize(png, 'image/png')).toEqual({ width: 512, height: 512 });
  const [wall, face, suit] = await regions(page, png, [WALL, FACE, SUIT]);
  expect(wall[3], 'wall alpha').toBeLessThan(40);
  expect(face[3], 'face alpha').toBeGreaterThan(215);
  expect(suit[3], 'suit alpha').toBeGreaterThan(215);

  // Options change in the form (the worker keeps its loaded model), and the URL follows them.
  await page.getByRole('radio', { name: 'Colour background' }).check();
  await page.locator('input#root_background[type="color"]').fill('#00ff00');
  await expect(page).toHaveURL(/output=colour&background=%2300ff00/);
  const coloured = await removeBackground(page);
  const [cWall, cSuit] = await regions(page, coloured, [WALL, SUIT]);
  expect(cWall[3]).toBe(255);
  expect(cWall[1], 'wall turned green').toBeGreaterThan(200);
  expect(cWall[0]).toBeLessThan(60);
  expect(cSuit[0], 'orange suit stays orange').toBeGreaterThan(150);

  await page.getByRole('radio', { name: 'Mask only' }).check();
  await expect(page).toHaveURL(/output=mask/);
  const mask = await removeBackground(page);
  const [mWall, mFace] = await regions(page, mask, [WALL, FACE]);
  expect(mWall[0]).toBeLessThan(40);
  expect(mFace[0]).toBeGreaterThan(215);
  expect(mFace[0]).toBeCloseTo(mFace[1], 5);
});

test('a non-image file gets the translated invalid-type error', async ({ page }) => {
  await page.goto(URL_);
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles('tests/fixtures/images/not-an-image.png');
  const row = page.getByTestId('result-row').first();
  await expect(row).toHaveAttribute('data-status', 'failed');
  await expect(row.getByTestId('result-error')).toContainText('Invalid file type');
});

test.describe('model load failure', () => {
  // Blocked service worker so the route below sees the worker's model request directly.
  test.use({ serviceWorkers: 'block' });
  test('shows "Failed to load AI model"; the row\'s Retry button then loads it (the failed load is forgotten)', async ({ page }) => {
    test.setTimeout(150_000);
    await page.route('**/engines/removebg/u2netp.onnx', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(URL_);
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles(PHOTO);
    const first = page.getByTestId('result-row').first();
    await expect(first).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
    await expect(first.getByTestId('result-error')).toContainText('Failed to load AI model');

    await page.unroute('**/engines/removebg/u2netp.onnx');
    await first.getByTestId('retry').click();
    await expect(first).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
    await expect(page.getByTestId('result-row')).toHaveCount(1);
    await expect(first.getByTestId('retry')).toHaveCount(0);
  });
});
