import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';

// Issue 36 item 4: "Copy" on result rows (read back from the clipboard) and SVG code pasted anywhere on the page.

const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

test('an image result is copied as a PNG of the same pixels, and the toast says so', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/image/image-converter?format=jpeg');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles('tests/fixtures/images/photo-coffee.jpg');
  const r = row(page, 'photo-coffee.jpg');
  await expect(r).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await r.getByTestId('copy').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Copied as PNG' })).toBeVisible();
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const blob = await item.getType('image/png');
    const bitmap = await createImageBitmap(blob);
    const head = [...new Uint8Array(await blob.slice(0, 4).arrayBuffer())];
    return { types: item.types, width: bitmap.width, height: bitmap.height, head };
  });
  expect(copied.types).toContain('image/png');
  expect(copied.head).toEqual([0x89, 0x50, 0x4e, 0x47]);
  expect({ width: copied.width, height: copied.height }).toEqual({ width: 600, height: 400 });
});

test('SVG code pasted anywhere on the page becomes an input; the optimised SVG is copied as text', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/svg/svg-optimizer');
  await appReady(page);
  const svg = readFileSync('tests/fixtures/svg/icon-stroke.svg', 'utf8');
  // Pasted on the page's heading, not on the drop zone.
  await page
    .locator('h1')
    .first()
    .evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, svg);
  const r = row(page, 'pasted.svg');
  await expect(r).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await r.getByTestId('copy').click();
  await expect(page.getByTestId('toast').filter({ hasText: /^Copied$/ })).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toMatch(/^<svg[\s>]/);
  expect(text.length).toBeGreaterThan(50);
  expect(text.length).toBeLessThanOrEqual(svg.length);
});
