import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync, spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { readZip } from './zip';
import { decodeInPage } from './pixels';
import { makePngFiles } from '../fixtures/images/makePngs';
import { readImageSize } from '../../src/engines/imageSize';
import { sniffType } from '../../src/runner/sniff';
import { PHONE, pinch, pointIn, tap, touchDrag } from './touch';
import { ssim } from '../../plugins/image-compress/ssim';

// Image tools in a real browser: canvas encoders, the AVIF/oxipng wasm loaded from our own origin,
// the worker pool, downloads and ZIPs. Fixtures: tests/fixtures/images (see make-fixtures.mjs).

const fixture = (name: string) => `tests/fixtures/images/${name}`;
const bytesOf = (name: string) => new Uint8Array(readFileSync(fixture(name)));
const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

async function downloadAll(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  return readZip(new Uint8Array(readFileSync(await download.path())));
}

const BATCH = ['photo-astronaut.jpg', 'photo-rocket.jpg', 'photo-chelsea.png', 'ui-settings.png'];

for (const [mode, query] of [
  ['auto', 'mode=auto'],
  ['quality', 'mode=quality&quality=60'],
  ['targetSize', 'mode=targetSize&targetKB=40&format=auto'],
] as const) {
  test(`image-compress ${mode}: photos and a screenshot come back smaller, real images, in one ZIP`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(`/image/image-compress?${query}`);
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles(BATCH.map(fixture));
    for (const name of BATCH) await expect(row(page, name)).toHaveAttribute('data-status', 'done', { timeout: 200_000 });
    const entries = await downloadAll(page);
    expect(entries).toHaveLength(BATCH.length);
    for (const entry of entries) {
      const source = BATCH.find((b) => entry.name.startsWith(b.replace(/\.\w+$/, '-compressed')))!;
      expect(source, entry.name).toBeTruthy();
      const type = sniffType(entry.data)!;
      expect(['image/jpeg', 'image/png', 'image/webp', 'image/avif'], entry.name).toContain(type);
      // The extension tells the truth about the bytes.
      expect(entry.name.split('.').pop()).toBe(
        { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' }[type],
      );
      const original = bytesOf(source);
      expect(entry.data.length, entry.name).toBeLessThan(original.length);
      if (mode === 'targetSize') expect(entry.data.length, entry.name).toBeLessThanOrEqual(40 * 1024);
      // Auto and quality keep the format family; target size (any format allowed) keeps it when it can
      // fit, and a PNG photo has to become WebP to fit.
      if (mode === 'targetSize') expect(type, entry.name).toBe(source === 'photo-chelsea.png' ? 'image/webp' : sniffType(original));
      else expect(type, entry.name).toBe(sniffType(original));
      const size = readImageSize(entry.data, type);
      expect(size, entry.name).toEqual(readImageSize(original, sniffType(original)!));
    }
    if (mode === 'auto') {
      // The measured similarity is shown in the record, saying what it measures.
      await expect(row(page, 'photo-rocket.jpg')).toContainText(/SSIM \(Gaussian, luma\) vs\. the original\s*0\.9[89]/);
      // A PNG photo that no 256-colour palette can hold stays lossless (oxipng): SSIM 1.
      await expect(row(page, 'photo-chelsea.png')).toContainText(/vs\. the original\s*1(?![.\d])/);
    }
  });
}

test('image-compress: hostile files each get their own translated error; the good ones finish', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/image/image-compress?mode=quality');
  await appReady(page);
  const files = [
    'empty.png',
    'not-an-image.png',
    'bomb-30000.png',
    'truncated.jpg',
    'one-pixel.png',
    'photo-coffee.jpg',
    'anim-tiny.gif',
    'photo-cat.bmp',
    'photo-coffee-small.avif',
  ];
  await page.getByTestId('file-input').setInputFiles(files.map(fixture));
  await expect(page.getByTestId('result-row')).toHaveCount(files.length);
  for (const name of ['one-pixel.png', 'photo-coffee.jpg', 'anim-tiny.gif', 'photo-cat.bmp', 'photo-coffee-small.avif']) {
    await expect(row(page, name)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  }
  const expected: Record<string, RegExp> = {
    'empty.png': /empty/i,
    'not-an-image.png': /Invalid file type/i,
    'bomb-30000.png': /too large.*30000/i,
    'truncated.jpg': /could not be read|damaged|truncated/i,
  };
  for (const [name, message] of Object.entries(expected)) {
    await expect(row(page, name)).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
    const error = row(page, name).getByTestId('result-error');
    await expect(error).toContainText(message);
    await expect(error).not.toContainText('errors.');
  }
  // The 1×1 PNG cannot get smaller: the original is kept and the row says so.
  await expect(row(page, 'one-pixel.png')).toContainText(/original/i);
});

test('image-compress: a 200-image batch (generated) all finishes and the ZIP streams 200 entries', async ({ page }) => {
  // The memory figures of the same run at a larger size are in bench/browser/images.spec.ts.
  test.setTimeout(180_000);
  const files = makePngFiles(200, 64, 48);
  await page.goto('/image/image-compress?mode=quality&format=webp&quality=70');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(files);
  // One cheap query every 250 ms: a locator assertion would poll 200 rows much harder.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="result-row"][data-status="done"]').length === 200, undefined, {
    polling: 250,
    timeout: 150_000,
  });
  const entries = await downloadAll(page);
  expect(entries).toHaveLength(200);
  expect(new Set(entries.map((e) => e.name)).size).toBe(200);
  for (const entry of entries) expect(sniffType(entry.data), entry.name).toBe('image/webp');
});

const CONVERSIONS = [
  ['png', 'image/png', 'png'],
  ['jpeg', 'image/jpeg', 'jpg'],
  ['webp', 'image/webp', 'webp'],
  ['avif', 'image/avif', 'avif'],
  ['gif', 'image/gif', 'gif'],
  ['bmp', 'image/bmp', 'bmp'],
  ['ico', 'image/x-icon', 'ico'],
] as const;

for (const [format, type, ext] of CONVERSIONS) {
  test(`image-converter → ${format}: real ${format} bytes`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/image/image-converter?format=${format}`);
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles(fixture('alpha-astronaut.png'));
    const r = row(page, 'alpha-astronaut.png');
    await expect(r).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), r.getByTestId('download').click()]);
    expect(download.suggestedFilename()).toBe(`alpha-astronaut-converted.${ext}`);
    const out = new Uint8Array(readFileSync(await download.path()));
    expect(sniffType(out)).toBe(type);
    if (format !== 'ico') expect(readImageSize(out, type)).toEqual({ width: 320, height: 320 });
    else {
      // The row gives the icon's sizes, not the source's.
      await expect(r.getByTestId('record-dimensions')).toHaveCount(0);
      await expect(r.getByTestId('extra-iconSizes')).toContainText('16×16, 24×24, 32×32, 48×48, 64×64, 128×128, 256×256');
    }
  });
}

/** Pixels of two image files (decoded by the browser): how many differ inside and outside a box (fractions). */
async function comparePixels(page: Page, before: Uint8Array, after: Uint8Array, box: { x0: number; y0: number; x1: number; y1: number }) {
  const a = await decodeInPage(page, before);
  const b = await decodeInPage(page, after);
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      const differs = a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2];
      if (!differs) continue;
      const fx = x / a.width;
      const fy = y / a.height;
      if (fx >= box.x0 && fx <= box.x1 && fy >= box.y0 && fy <= box.y1) inside++;
      else outside++;
    }
  return { inside, outside, width: b.width, height: b.height };
}

async function drawArea(page: Page, from: [number, number], to: [number, number]) {
  const canvas = page.getByTestId('mosaic-canvas');
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((from[0] + to[0]) / 2), box.y + box.height * ((from[1] + to[1]) / 2), { steps: 4 });
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 4 });
  await page.mouse.up();
}

test('image-mosaic: draw an area, apply; only that area changed, format and size kept; Delete and Ctrl+Z', async ({ page }) => {
  await page.goto('/image/image-mosaic?blockSize=12');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles([fixture('ui-settings.png'), fixture('photo-rocket.jpg')]);
  await expect(page.getByTestId('result-row')).toHaveCount(2);
  await expect(page.getByTestId('mosaic-canvas')).toBeVisible();
  await page.waitForFunction(
    () => ((document.querySelector('[data-testid="mosaic-canvas"]') as HTMLCanvasElement | null)?.width ?? 0) > 300,
  );

  await drawArea(page, [0.3, 0.15], [0.7, 0.45]);
  await expect(page.getByTestId('mosaic-area-count')).toContainText('1');
  await drawArea(page, [0.05, 0.8], [0.2, 0.95]);
  await expect(page.getByTestId('mosaic-area-count')).toContainText('2');
  await page.keyboard.press('Delete'); // the new area is selected
  await expect(page.getByTestId('mosaic-area-count')).toContainText('1');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('mosaic-area-count')).toContainText('2');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('mosaic-area-count')).toContainText('1');

  await page.getByTestId('mosaic-apply').click();
  for (const name of ['ui-settings.png', 'photo-rocket.jpg'])
    await expect(row(page, name)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });

  const [download] = await Promise.all([page.waitForEvent('download'), row(page, 'ui-settings.png').getByTestId('download').click()]);
  expect(download.suggestedFilename()).toBe('ui-settings-mosaic.png');
  const out = new Uint8Array(readFileSync(await download.path()));
  expect(sniffType(out)).toBe('image/png');
  // Compare with a margin of a few pixels for the pointer-to-fraction rounding.
  const m = 0.01;
  const diff = await comparePixels(page, bytesOf('ui-settings.png'), out, { x0: 0.3 - m, y0: 0.15 - m, x1: 0.7 + m, y1: 0.45 + m });
  expect(diff).toMatchObject({ outside: 0, width: 800, height: 560 });
  expect(diff.inside).toBeGreaterThan(5000);

  const entries = await downloadAll(page);
  expect(entries.map((e) => e.name).sort()).toEqual(['photo-rocket-mosaic.jpg', 'ui-settings-mosaic.png']);
  const jpeg = entries.find((e) => e.name.endsWith('.jpg'))!;
  expect(sniffType(jpeg.data)).toBe('image/jpeg');
  expect(readImageSize(jpeg.data, 'image/jpeg')).toEqual({ width: 640, height: 427 });
});

test.describe('image-mosaic on a phone (touch)', () => {
  test.use(PHONE);

  test('a finger draws an area, a tap selects it, pinch and buttons zoom; apply changes only that area', async ({ page }) => {
    await page.goto('/image/image-mosaic?blockSize=12');
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles(fixture('ui-settings.png'));
    const canvas = page.getByTestId('mosaic-canvas');
    await expect(canvas).toHaveJSProperty('width', 800);
    await canvas.scrollIntoViewIfNeeded();
    const count = page.getByTestId('mosaic-area-count');

    await touchDrag(page, await pointIn(canvas, 0.3, 0.15), await pointIn(canvas, 0.7, 0.45));
    await expect(count).toHaveAttribute('data-count', '1');
    await expect(canvas).toHaveAttribute('data-selected-area', '0');
    // A tap outside deselects (a tap draws nothing), a tap inside selects.
    await tap(page, await pointIn(canvas, 0.1, 0.8));
    await expect(canvas).toHaveAttribute('data-selected-area', '');
    await tap(page, await pointIn(canvas, 0.5, 0.3));
    await expect(canvas).toHaveAttribute('data-selected-area', '0');
    await expect(count).toHaveAttribute('data-count', '1');

    // Two fingers zoom; the area the first finger started is dropped.
    const zoom = page.getByTestId('zoom-level');
    const middle = await pointIn(canvas, 0.5, 0.7);
    await pinch(
      page,
      [
        { x: middle.x - 25, y: middle.y },
        { x: middle.x + 25, y: middle.y },
      ],
      [
        { x: middle.x - 70, y: middle.y },
        { x: middle.x + 70, y: middle.y },
      ],
    );
    await expect.poll(async () => Number(await zoom.getAttribute('data-zoom'))).toBeGreaterThan(2);
    await expect(count).toHaveAttribute('data-count', '1');
    await page.getByTestId('zoom-fit').tap();
    await expect(zoom).toHaveAttribute('data-zoom', '1.00');
    await page.getByTestId('zoom-in').tap();
    await expect(zoom).toHaveAttribute('data-zoom', '1.50');
    await page.getByTestId('zoom-fit').tap();

    await page.getByTestId('mosaic-apply').tap();
    await expect(row(page, 'ui-settings.png')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), row(page, 'ui-settings.png').getByTestId('download').tap()]);
    const out = new Uint8Array(readFileSync(await download.path()));
    const m = 0.015;
    const diff = await comparePixels(page, bytesOf('ui-settings.png'), out, { x0: 0.3 - m, y0: 0.15 - m, x1: 0.7 + m, y1: 0.45 + m });
    expect(diff).toMatchObject({ outside: 0, width: 800, height: 560 });
    expect(diff.inside).toBeGreaterThan(5000);
  });
});

test('image-resize: 128000 px asked gets a clear message, no crash; the tool still works', async ({ page }) => {
  await page.goto('/image/image-resize?width=128000');
  await appReady(page);
  // From a link: the bad value is named and the default is used.
  await expect(page.getByText(/invalid value/i).first()).toBeVisible();
  await expect(page.locator('#root_width')).not.toHaveValue('128000');
  // Typed into the form: the field says what is allowed.
  await page.locator('#root_width').fill('128000');
  await expect(page.getByText(/at most 16384/i).first()).toBeVisible();
  await page.locator('#root_width').fill('100');
  await page.getByTestId('file-input').setInputFiles(fixture('photo-coffee.jpg'));
  await expect(row(page, 'photo-coffee.jpg')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(row(page, 'photo-coffee.jpg').getByTestId('record-dimensions')).toContainText('100 × 67');
});

test('image-converter: hostile files fail one by one, the rest converts', async ({ page }) => {
  await page.goto('/image/image-converter?format=png');
  await appReady(page);
  const files = ['empty.png', 'bomb-30000.png', 'truncated.jpg', 'one-pixel.png', 'photo-cat.bmp'];
  await page.getByTestId('file-input').setInputFiles(files.map(fixture));
  for (const name of ['one-pixel.png', 'photo-cat.bmp'])
    await expect(row(page, name)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  for (const name of ['empty.png', 'bomb-30000.png', 'truncated.jpg']) {
    await expect(row(page, name)).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
    await expect(row(page, name).getByTestId('result-error')).not.toContainText('errors.');
  }
});

test('image-compress: EXIF orientation is applied; kept metadata says "upright" (orientation 1)', async ({ page }) => {
  for (const metadata of ['strip', 'keep']) {
    await page.goto(`/image/image-compress?mode=quality&metadata=${metadata}`);
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles(fixture('photo-rotated-exif6.jpg'));
    const r = row(page, 'photo-rotated-exif6.jpg');
    await expect(r).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), r.getByTestId('download').click()]);
    const out = new Uint8Array(readFileSync(await download.path()));
    expect(sniffType(out)).toBe('image/jpeg');
    // Stored 600×400 sideways; the result's pixels are upright: 400×600.
    expect(readImageSize(out, 'image/jpeg')).toEqual({ width: 400, height: 600 });
    const text = Buffer.from(out).toString('latin1');
    if (metadata === 'strip') expect(text).not.toContain('Exif\0\0');
    else {
      const tiff = text.indexOf('Exif\0\0') + 6;
      expect(tiff).toBeGreaterThan(6);
      expect(out[tiff + 19]).toBe(1);
      expect(text).toContain('LK'); // the Make tag came along
    }
  }
});

test('image-mosaic: an area can be moved and resized before applying', async ({ page }) => {
  await page.goto('/image/image-mosaic?blockSize=10&shape=circle');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(fixture('ui-dashboard.png'));
  await page.waitForFunction(
    () => ((document.querySelector('[data-testid="mosaic-canvas"]') as HTMLCanvasElement | null)?.width ?? 0) > 300,
  );
  await drawArea(page, [0.3, 0.15], [0.6, 0.35]);
  await drawArea(page, [0.45, 0.25], [0.45, 0.55]); // drag from inside: moves it down by 0.3
  await drawArea(page, [0.6, 0.65], [0.8, 0.8]); // pull its bottom-right corner
  await expect(page.getByTestId('mosaic-area-count')).toContainText('1');
  await page.getByTestId('mosaic-apply').click();
  const r = row(page, 'ui-dashboard.png');
  await expect(r).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), r.getByTestId('download').click()]);
  const out = new Uint8Array(readFileSync(await download.path()));
  const m = 0.015;
  const diff = await comparePixels(page, bytesOf('ui-dashboard.png'), out, { x0: 0.3 - m, y0: 0.45 - m, x1: 0.8 + m, y1: 0.8 + m });
  expect(diff.outside).toBe(0);
  expect(diff.inside).toBeGreaterThan(20_000); // the whole moved-and-grown area (0.5 × 0.35 of 800×560)
  // One image: the main button downloads that image itself, not a ZIP.
  await expect(page.getByTestId('download-all')).toHaveCount(0);
  const [main] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-result').click()]);
  expect(main.suggestedFilename()).toBe('ui-dashboard-mosaic.png');
  expect(readFileSync(await main.path()).equals(Buffer.from(out))).toBe(true);
});

test('image-mosaic: a HEIC photo is shown, pixelated and exported as an upright PNG; a broken HEIC fails alone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/image/image-mosaic?blockSize=12');
  await appReady(page);
  // Playwright takes paths or in-memory files, not both: all three in memory (the broken one is a cut-off HEIC).
  const file = (name: string, buffer = readFileSync(fixture(name))) => ({ name, mimeType: '', buffer });
  const heic = readFileSync(fixture('photo-chelsea-rotated.heic'));
  await page
    .getByTestId('file-input')
    .setInputFiles([file('photo-chelsea-rotated.heic'), file('broken.heic', heic.subarray(0, 2000)), file('ui-settings.png')]);
  await expect(row(page, 'broken.heic').getByTestId('result-error')).toContainText('could not be read as an image');
  const r = row(page, 'photo-chelsea-rotated.heic');
  await expect(r.getByTestId('result-notes')).toContainText('PNG');
  // The preview is the decoded HEIC, upright (451×300; the file stores it turned).
  await page.waitForFunction(() => {
    const canvas = document.querySelector('[data-testid="mosaic-canvas"]') as HTMLCanvasElement | null;
    return canvas?.width === 451 && canvas.height === 300;
  });

  await drawArea(page, [0.3, 0.2], [0.7, 0.6]);
  await expect(page.getByTestId('mosaic-area-count')).toContainText('1');
  await page.getByTestId('mosaic-apply').click();
  for (const name of ['photo-chelsea-rotated.heic', 'ui-settings.png'])
    await expect(row(page, name)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), r.getByTestId('download').click()]);
  expect(download.suggestedFilename()).toBe('photo-chelsea-rotated-mosaic.png');
  const out = new Uint8Array(readFileSync(await download.path()));
  expect(sniffType(out)).toBe('image/png');
  expect(readImageSize(out, 'image/png')).toEqual({ width: 451, height: 300 });
  // Against the upright source photo the HEIC was made from: outside the area only HEVC's loss differs;
  // inside, 12-pixel blocks of one colour each.
  const m = 0.01;
  const a = await decodeInPage(page, out);
  const b = await decodeInPage(page, bytesOf('photo-chelsea.png'));
  const box = { x0: 0.3 + m, y0: 0.2 + m, x1: 0.7 - m, y1: 0.6 - m };
  let outsideDiff = 0;
  let outsideCount = 0;
  let lumaSum = 0;
  let lumaSq = 0;
  const insideColours = new Set<number>();
  let insideCount = 0;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      const luma = (a.data[i] + a.data[i + 1] + a.data[i + 2]) / 3;
      lumaSum += luma;
      lumaSq += luma * luma;
      const fx = x / a.width;
      const fy = y / a.height;
      if (fx >= box.x0 && fx <= box.x1 && fy >= box.y0 && fy <= box.y1) {
        insideColours.add((a.data[i] << 16) | (a.data[i + 1] << 8) | a.data[i + 2]);
        insideCount++;
      } else if (fx < box.x0 - 0.02 || fx > box.x1 + 0.02 || fy < box.y0 - 0.02 || fy > box.y1 + 0.02) {
        outsideDiff += Math.abs(luma - (b.data[i] + b.data[i + 1] + b.data[i + 2]) / 3);
        outsideCount++;
      }
    }
  const n = a.width * a.height;
  const stats = {
    outsideMeanDiff: outsideDiff / outsideCount,
    lumaStd: Math.sqrt(lumaSq / n - (lumaSum / n) ** 2),
    insideColours: insideColours.size,
    insideCount,
  };
  expect(stats.lumaStd).toBeGreaterThan(20); // a real photo, not a blank or flat image
  expect(stats.outsideMeanDiff).toBeLessThan(6); // upright and unchanged outside the area
  expect(stats.insideColours).toBeLessThan(stats.insideCount / 50); // pixelated: about one colour per 12×12 block
});

// HEIC (iPhone photos): libheif loads from our own origin on the first HEIC; the photo comes out upright.
for (const [tool, query, type] of [
  ['image-converter', 'format=png', 'image/png'],
  ['image-compress', 'mode=auto', 'image/jpeg'],
  ['image-resize', 'unit=percent&percent=50', 'image/jpeg'],
] as const) {
  test(`${tool}: a HEIC photo stored sideways (irot) is decoded upright`, async ({ page }) => {
    test.setTimeout(120_000);
    const engine = page.waitForRequest((r) => r.url().endsWith('/engines/libheif/libheif-bundle.mjs'));
    await page.goto(`/image/${tool}?${query}`);
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles(fixture('photo-chelsea-rotated.heic'));
    const r = row(page, 'photo-chelsea-rotated.heic');
    await expect(r).toHaveAttribute('data-status', 'done', { timeout: 100_000 });
    await engine;
    const [download] = await Promise.all([page.waitForEvent('download'), r.getByTestId('download').click()]);
    const out = new Uint8Array(readFileSync(await download.path()));
    expect(sniffType(out)).toBe(type);
    const scale = tool === 'image-resize' ? 0.5 : 1;
    expect(readImageSize(out, type)).toEqual({ width: Math.round(451 * scale), height: Math.round(300 * scale) });
    if (type === 'image/jpeg') await expect(r.getByTestId('result-notes')).toContainText('JPEG');
    if (tool === 'image-compress') {
      // The before/after view shows the HEIC original too (decoded to PNG for the page), upright.
      await r.getByRole('button', { name: 'Compare' }).click();
      const before = page.getByTestId('compare-view').locator('img').first();
      await expect.poll(() => before.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([451, 300]);
    }
  });
}

test('image-compress: a lone image encodes AVIF on every core (multi-threaded encoder from our origin), and the result is real AVIF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const threaded = page.waitForRequest((r) => r.url().endsWith('/engines/avif-mt/avif_enc_mt.worker.mjs'));
  await page.goto('/image/image-compress?mode=quality&format=avif&quality=60');
  await appReady(page);
  expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);
  await page.getByTestId('file-input').setInputFiles(fixture('photo-rocket.jpg'));
  const r = row(page, 'photo-rocket.jpg');
  await expect(r).toHaveAttribute('data-status', 'done', { timeout: 100_000 });
  await threaded;
  const [download] = await Promise.all([page.waitForEvent('download'), r.getByTestId('download').click()]);
  const out = new Uint8Array(readFileSync(await download.path()));
  expect(sniffType(out)).toBe('image/avif');
  expect(readImageSize(out, 'image/avif')).toEqual(readImageSize(bytesOf('photo-rocket.jpg'), 'image/jpeg'));
});

test('image-compress: a lone large photo in auto mode is searched on two workers at once, and the result holds its SSIM', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // 1600×1080 (1.7 MP): large enough to be searched on a probe, whose two parts then go to two workers.
  const dir = mkdtempSync(join(tmpdir(), 'localkit-e2e-'));
  const photo = join(dir, 'photo-1600.jpg');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    fixture('photo-motorcycle.webp'),
    '-vf',
    'scale=1600:1080',
    '-q:v',
    '2',
    photo,
  ]);
  const input = new Uint8Array(readFileSync(photo));
  rmSync(dir, { recursive: true });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/image/image-compress?mode=auto&format=auto');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles({ name: 'photo-1600.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(input) });
  const r = row(page, 'photo-1600.jpg');
  await expect(r).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
  // The job's worker started a helper: the same worker script, twice.
  const poolScript = workers.find((url) => /\/assets\/worker-[\w-]+\.js$/.test(url));
  expect(poolScript).toBeTruthy();
  expect(workers.filter((url) => url === poolScript)).toHaveLength(2);
  const [download] = await Promise.all([page.waitForEvent('download'), r.getByTestId('download').click()]);
  const saved = await download.path();
  const out = new Uint8Array(readFileSync(saved));
  const type = sniffType(out)!;
  expect(type).toBe('image/avif');
  expect(out.length).toBeLessThan(input.length);
  // Encoded on two threads, in two tile columns: the frame header as ffmpeg reads it.
  const trace = spawnSync('ffmpeg', ['-v', 'trace', '-i', saved, '-c', 'copy', '-bsf:v', 'trace_headers', '-f', 'null', '-'], {
    encoding: 'utf8',
  }).stderr;
  expect(trace).toMatch(/tile_cols_log2\s+\S+\s*=\s*1\b/);
  // The SSIM the row shows (scored in bands on two workers) is the file's, scored here in one piece.
  const [original, result] = [await decodeInPage(page, input, 'image/jpeg'), await decodeInPage(page, out, type)];
  expect([result.width, result.height]).toEqual([1600, 1080]);
  const measured = ssim(original as ImageData, result as ImageData);
  expect(measured).toBeGreaterThanOrEqual(0.98);
  const shown = Number(await r.getByTestId('extra-ssim').locator('dd').textContent());
  expect(Math.abs(shown - measured)).toBeLessThan(0.001);
});

test('image-converter: an animated WebP written as PNG says only the first of its 10 frames was kept', async ({ page }) => {
  await page.goto('/image/image-converter?format=png');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles([fixture('anim-10.webp'), fixture('photo-motorcycle.webp')]);
  for (const name of ['anim-10.webp', 'photo-motorcycle.webp']) await expect(row(page, name)).toHaveAttribute('data-status', 'done');
  await expect(row(page, 'anim-10.webp').getByTestId('record-dimensions')).toHaveText('64 × 48');
  await expect(row(page, 'anim-10.webp').locator('[data-note="animation.firstFrameOnly"]')).toHaveText(
    'Animated image: only the first frame of 10 was kept.',
  );
  await expect(row(page, 'photo-motorcycle.webp').locator('[data-note="animation.firstFrameOnly"]')).toHaveCount(0);
});
