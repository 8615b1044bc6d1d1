import { readFileSync } from 'node:fs';
import { test, expect, appReady } from './fixtures';
import { expectOutput, setInputText } from './textRunner';
import { readZip } from './zip';
import { readImageSize } from '../../src/engines/imageSize';
import { sniffType } from '../../src/runner/sniff';

const fixture = (name: string) => `tests/fixtures/images/${name}`;
const PHOTOS = ['photo-astronaut.jpg', 'photo-chelsea.png', 'photo-motorcycle.webp'];

test('image-resize: a batch of real photos becomes a ZIP of resized files; a fake PNG fails on its own', async ({ page }) => {
  await page.goto('/image/image-resize?width=200');
  await appReady(page);
  await expect(page.locator('#root_width')).toHaveValue('200');
  await page.getByTestId('file-input').setInputFiles([...PHOTOS, 'not-an-image.png'].map(fixture));

  const rows = page.getByTestId('result-row');
  await expect(rows).toHaveCount(4);
  for (const name of PHOTOS)
    await expect(page.locator(`[data-testid="result-row"][data-name="${name}"]`)).toHaveAttribute('data-status', 'done', {
      timeout: 30_000,
    });
  const bad = page.locator('[data-testid="result-row"][data-name="not-an-image.png"]');
  await expect(bad).toHaveAttribute('data-status', 'failed');
  await expect(bad.getByTestId('result-error')).toContainText('Invalid file type');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = readZip(new Uint8Array(readFileSync(await download.path())));
  expect(entries.map((e) => e.name).sort()).toEqual([
    'photo-astronaut-resized.jpg',
    'photo-chelsea-resized.png',
    'photo-motorcycle-resized.webp',
  ]);
  for (const entry of entries) {
    const source = PHOTOS.find((p) => entry.name.startsWith(p.replace(/\.\w+$/, '')))!;
    const bytes = new Uint8Array(readFileSync(fixture(source)));
    const type = sniffType(bytes)!;
    expect(sniffType(entry.data), entry.name).toBe(type);
    const before = readImageSize(bytes, type)!;
    expect(readImageSize(entry.data, type)).toEqual({ width: 200, height: Math.round((200 * before.height) / before.width) });
  }
});

test('image-resize: one file downloads on its own with a suffixed name', async ({ page }) => {
  await page.goto('/image/image-resize?unit=percent&percent=25');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(fixture('photo-coffee.jpg'));
  const row = page.getByTestId('result-row');
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download').click()]);
  expect(download.suggestedFilename()).toBe('photo-coffee-resized.jpg');
  const out = new Uint8Array(readFileSync(await download.path()));
  const before = readImageSize(new Uint8Array(readFileSync(fixture('photo-coffee.jpg'))), 'image/jpeg')!;
  expect(readImageSize(out, 'image/jpeg')).toEqual({ width: Math.round(before.width / 4), height: Math.round(before.height / 4) });
});

test('preset URL round-trips: form edits go into the link, the link fills the form', async ({ page }) => {
  await page.goto('/image/image-resize');
  await appReady(page);
  await page.locator('#root_width').fill('640');
  await page.locator('#root_method').selectOption('mitchell');
  await expect(page).toHaveURL(/width=640/);
  await expect(page).toHaveURL(/method=mitchell/);
  const url = page.url();
  await page.goto('/');
  await page.goto(url);
  await appReady(page);
  await expect(page.locator('#root_width')).toHaveValue('640');
  await expect(page.locator('#root_method')).toHaveValue('mitchell');
});

test('an invalid preset value gets a toast and falls back to its default', async ({ page }) => {
  await page.goto('/image/image-resize?width=128000&method=nearest');
  await appReady(page);
  await expect(page.getByTestId('toast').first()).toContainText('invalid value');
  await expect(page.locator('#root_width')).toHaveValue('1280');
  await expect(page.locator('#root_method')).toHaveValue('lanczos3');
});

test('text-converter converts live as you type, and its mode comes from the link', async ({ page }) => {
  await page.goto('/text/text-converter?mode=snake');
  await appReady(page);
  await setInputText(page, 'Hello Big World\nsecond lineHere');
  await expectOutput(page, 'hello_big_world\nsecond_line_here');
  await page.locator('#root_mode').selectOption('constant');
  await expect(page).toHaveURL(/mode=constant/);
  await expectOutput(page, 'HELLO_BIG_WORLD\nSECOND_LINE_HERE');
  // Back to the default: the parameter leaves the link.
  await page.locator('#root_mode').selectOption('upper');
  await expect(page).not.toHaveURL(/mode=/);
});

test('cancel all stops a batch and the queue keeps working afterwards', async ({ page }) => {
  await page.goto('/image/image-resize?width=3000&method=lanczos3');
  await appReady(page);
  const many = Array.from({ length: 8 }, () => fixture('photo-rocket.jpg'));
  await page
    .getByTestId('file-input')
    .setInputFiles(many.map((path, i) => ({ name: `rocket-${i}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(path) })));
  await page.getByTestId('cancel-all').click();
  await expect(page.locator('[data-testid="result-row"][data-status="cancelled"]').first()).toBeVisible();
  await expect(
    page.locator('[data-testid="result-row"][data-status="queued"], [data-testid="result-row"][data-status="running"]'),
  ).toHaveCount(0);
  await page.getByTestId('clear').click();
  await expect(page.getByTestId('result-row')).toHaveCount(0);
  await page.getByTestId('file-input').setInputFiles(fixture('photo-coffee.jpg'));
  await expect(page.getByTestId('result-row')).toHaveCount(1);
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
});

test('tools with preview "compare" show a before/after view of a result', async ({ page }) => {
  await page.goto('/image/image-compress?mode=quality&quality=40');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(fixture('photo-coffee.jpg'));
  const row = page.getByTestId('result-row');
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await row.getByTestId('compare-toggle').click();
  const view = row.getByTestId('compare-view');
  await expect(view.locator('img')).toHaveCount(2);
  const divider = view.getByRole('slider');
  await divider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(divider).toHaveAttribute('aria-valuenow', '55');
});
