import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { expectOutput, setInputText } from './textRunner';

/** The colour the page shows at the middle of an element, read from a real screenshot. */
async function shownColour(page: Page, selector: string): Promise<number[]> {
  const shot = await page.locator(selector).screenshot();
  return page.evaluate(
    async (bytes: number[]) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return [...context.getImageData(bitmap.width >> 1, bitmap.height >> 1, 1, 1).data.slice(0, 3)];
    },
    [...shot],
  );
}

test('a colour option shows its colour and its code', async ({ page }) => {
  await page.goto('/image/image-converter?format=jpeg&background=%23d02040');
  await appReady(page);
  const swatch = page.locator('#root_background');
  await expect(swatch).toBeVisible();
  const box = (await swatch.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(40);
  expect(box.height).toBeGreaterThanOrEqual(28);
  await expect(page.getByTestId('root_background-code')).toHaveText('#d02040');
  const [r, g, b] = await shownColour(page, '#root_background');
  expect(Math.abs(r - 0xd0) + Math.abs(g - 0x20) + Math.abs(b - 0x40)).toBeLessThan(24);
  // A new colour is shown, and reaches the preset link.
  await swatch.fill('#10a060');
  await expect(page).toHaveURL(/background=%2310a060/);
  await expect(page.getByTestId('root_background-code')).toHaveText('#10a060');
  const [r2, g2, b2] = await shownColour(page, '#root_background');
  expect(Math.abs(r2 - 0x10) + Math.abs(g2 - 0xa0) + Math.abs(b2 - 0x60)).toBeLessThan(24);
});

test('when the browser refuses to copy a share link, the link is shown to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await page.goto('/image/image-resize?width=640');
  await appReady(page);
  await page.getByTestId('share-link').first().click();
  const dialog = page.getByTestId('copy-by-hand');
  await expect(dialog).toBeVisible();
  const field = dialog.getByTestId('copy-by-hand-link');
  await expect(field).toHaveValue(new URL('/image/image-resize?width=640', page.url()).href);
  // Selected, ready for Ctrl+C.
  expect(await field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd, el.value.length])).toEqual([
    0,
    (await field.inputValue()).length,
    (await field.inputValue()).length,
  ]);
  await dialog.getByRole('button').click();
  await expect(dialog).toHaveCount(0);
});

test('text-converter: the output downloads as a text file as well as copying', async ({ page }) => {
  await page.goto('/text/text-converter?mode=snake');
  await appReady(page);
  await setInputText(page, 'Hello Big World\n你好 World');
  await expectOutput(page, 'hello_big_world\n你好_world');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-output').click()]);
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  expect(readFileSync(await download.path(), 'utf8')).toBe('hello_big_world\n你好_world');
});
