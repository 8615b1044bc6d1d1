import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { sniffType } from '../../src/runner/sniff';
import { readImageSize } from '../../src/engines/imageSize';
import { editorText, setInputText } from './textRunner';

/**
 * Issue 20, finding 7: a tool keeps its rows, inputs and results while the tab lives. Each test does
 * its work, goes to another tool through the sidebar, comes back through the sidebar, and finds it all.
 */

/** Opens a tool the way a visitor does: the sidebar's search, then its link (no query in it). */
async function viaSidebar(page: Page, name: string, id: string) {
  await page.getByTestId('sidebar-search').fill(name);
  await page.locator(`[data-testid="sidebar-tool"][data-tool="${id}"]`).click();
  await expect(page.getByTestId('tool-page')).toHaveAttribute('data-tool', id);
  await page.getByTestId('sidebar-search').fill('');
}

const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

async function downloadOf(page: Page, button: ReturnType<Page['locator']>): Promise<{ name: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(readFileSync((await download.path())!)) };
}

test('svg-to-png: 40 rows and their results survive a tool switch', async ({ page }) => {
  await page.goto('/svg/svg-to-png');
  await appReady(page);
  const svg = readFileSync('tests/fixtures/svg/icon-stroke.svg');
  const files = Array.from({ length: 40 }, (_, i) => ({ name: `icon-${i + 1}.svg`, mimeType: 'image/svg+xml', buffer: svg }));
  await page.getByTestId('file-input').setInputFiles(files);
  await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(40, { timeout: 60_000 });

  await viaSidebar(page, 'Resize and Crop', 'image-resize');
  await expect(page.getByTestId('result-row')).toHaveCount(0);
  await viaSidebar(page, 'SVG to PNG', 'svg-to-png');

  await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(40);
  const png = await downloadOf(page, row(page, 'icon-40.svg').getByTestId('download'));
  expect(png.name).toBe('icon-40-converted.png');
  expect(sniffType(png.bytes)).toBe('image/png');
  expect(readImageSize(png.bytes, 'image/png')).toEqual({ width: 24, height: 24 });
});

test('image-mosaic: 5 images, the area and the results survive a tool switch', async ({ page }) => {
  await page.goto('/image/image-mosaic?blockSize=12');
  await appReady(page);
  const names = ['ui-settings.png', 'photo-rocket.jpg', 'ui-dashboard.png', 'photo-coffee.jpg', 'photo-chelsea.png'];
  await page.getByTestId('file-input').setInputFiles(names.map((n) => `tests/fixtures/images/${n}`));
  await expect(page.getByTestId('result-row')).toHaveCount(5);
  await page.waitForFunction(() => (document.querySelector<HTMLCanvasElement>('[data-testid="mosaic-canvas"]')?.width ?? 0) > 300);
  const canvas = (await page.getByTestId('mosaic-canvas').boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width * 0.2, canvas.y + canvas.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(canvas.x + canvas.width * 0.5, canvas.y + canvas.height * 0.5, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId('mosaic-area-count')).toContainText('1');
  await page.getByTestId('mosaic-apply').click();
  await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(5, { timeout: 60_000 });

  await viaSidebar(page, 'Resize and Crop', 'image-resize');
  await viaSidebar(page, 'Image Mosaic', 'image-mosaic');

  await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(5);
  await expect(page.getByTestId('mosaic-area-count')).toContainText('1');
  await expect(page).toHaveURL(/blockSize=12/);
  // The selected image is drawn again, and the results still download.
  await page.waitForFunction(() => (document.querySelector<HTMLCanvasElement>('[data-testid="mosaic-canvas"]')?.width ?? 0) > 300);
  const out = await downloadOf(page, row(page, 'photo-coffee.jpg').getByTestId('download'));
  expect(out.name).toBe('photo-coffee-mosaic.jpg');
  expect(sniffType(out.bytes)).toBe('image/jpeg');
});

test('favicon-converter: the finished package survives a tool switch', async ({ page }) => {
  await page.goto('/favicon/converter?appName=Blue+Co');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles('tests/fixtures/favicon/logo-512.png');
  await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: 30_000 });
  const files = await page.getByTestId('package-file').evaluateAll((els) => els.map((e) => e.getAttribute('data-file')));
  expect(files.length).toBeGreaterThan(5);

  await viaSidebar(page, 'Favicon Generator', 'favicon-generator');
  await viaSidebar(page, 'Favicon Converter', 'favicon-converter');

  await expect(page.getByTestId('favicon-source')).toContainText('logo-512.png');
  await expect(page.getByTestId('favicon-package')).toBeVisible();
  await expect(page.getByTestId('tab-preview-light')).toContainText('Blue Co');
  expect(await page.getByTestId('package-file').evaluateAll((els) => els.map((e) => e.getAttribute('data-file')))).toEqual(files);
  const icon = await downloadOf(page, page.locator('[data-testid="package-file"][data-file="icon-192.png"]').getByTestId('download'));
  expect(sniffType(icon.bytes)).toBe('image/png');
  expect(readImageSize(icon.bytes, 'image/png')).toEqual({ width: 192, height: 192 });
});

test('the preset query comes back with its tool through the sidebar', async ({ page }) => {
  await page.goto('/image/image-converter?format=png');
  await appReady(page);
  await expect(page.locator('#root_format')).toHaveValue('png');
  await viaSidebar(page, 'Resize and Crop', 'image-resize');
  await expect(page).not.toHaveURL(/format=/);
  await viaSidebar(page, 'Image Converter', 'image-converter');
  await expect(page).toHaveURL(/\/image\/image-converter\?format=png$/);
  await expect(page.locator('#root_format')).toHaveValue('png');
  // A change made on the page is what comes back next time.
  await page.locator('#root_format').selectOption('jpeg');
  await expect(page).toHaveURL(/format=jpeg/);
  await viaSidebar(page, 'Resize and Crop', 'image-resize');
  await viaSidebar(page, 'Image Converter', 'image-converter');
  await expect(page.locator('#root_format')).toHaveValue('jpeg');
});

test('text tools keep their text across a tool switch: SVG Preview, Word Count, Text Diff', async ({ page }) => {
  await page.goto('/svg/svg-preview');
  await appReady(page);
  await setInputText(page, readFileSync('tests/fixtures/svg/illustration.svg', 'utf8'));
  await expect(page.getByTestId('info-size')).toHaveText('240 × 160');

  await viaSidebar(page, 'Word Count', 'word-count');
  await setInputText(page, 'The quick brown fox jumps over the lazy dog.');
  await expect(page.getByTestId('stat-words')).toHaveAttribute('data-value', '9');

  await viaSidebar(page, 'Text Diff', 'text-diff');
  for (const [pane, text] of [
    ['diff-a', 'one\ntwo\nthree\n'],
    ['diff-b', 'one\n2\nthree\n'],
  ])
    await setInputText(page, text, pane);
  await expect(page.getByTestId('diff-stats').locator('[data-changes]')).toHaveAttribute('data-changes', '1');

  await viaSidebar(page, 'SVG Preview', 'svg-preview');
  expect(await editorText(page, 'text-input')).toBe(readFileSync('tests/fixtures/svg/illustration.svg', 'utf8'));
  await expect(page.getByTestId('info-size')).toHaveText('240 × 160');
  await viaSidebar(page, 'Word Count', 'word-count');
  expect(await editorText(page, 'text-input')).toBe('The quick brown fox jumps over the lazy dog.');
  await expect(page.getByTestId('stat-words')).toHaveAttribute('data-value', '9');
  await viaSidebar(page, 'Text Diff', 'text-diff');
  expect(await editorText(page, 'diff-b')).toBe('one\n2\nthree\n');
  await expect(page.getByTestId('diff-stats').locator('[data-changes]')).toHaveAttribute('data-changes', '1');
  await expect(page.getByTestId('diff-b').locator('.cm-diff-mark-ins, .cm-diff-ins')).not.toHaveCount(0);
});
