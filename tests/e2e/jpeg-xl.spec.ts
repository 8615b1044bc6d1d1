import { readFileSync } from 'node:fs';
import { test, expect, appReady } from './fixtures';
import { decodeInPage } from './pixels';
import { sniffType } from '../../src/runner/sniff';

// Issue 36 item 5: Image Converter writes JPEG XL, and the image tools open it. The download is
// decoded outside the browser, by @jsquash/jxl's own decoder in Node. The mosaic opens it too.

const PNG = 'tests/fixtures/images/photo-chelsea.png';

async function decodeJxlInNode(bytes: Uint8Array) {
  const decoder = await import('@jsquash/jxl/decode.js');
  await decoder.init(await WebAssembly.compile(readFileSync('node_modules/@jsquash/jxl/codec/dec/jxl_dec.wasm')));
  return decoder.default(bytes.slice().buffer);
}

test('PNG → JPEG XL: a real .jxl with the same picture, which Image Resize opens again', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/image/image-converter?format=jxl&quality=90');
  await appReady(page);
  await expect(page.locator('[data-note="imageFormats.jxlFewApps"]').first()).toContainText('few apps');
  await page.getByTestId('file-input').setInputFiles(PNG);
  const row = page.locator('[data-testid="result-row"][data-name="photo-chelsea.png"]');
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download').click()]);
  expect(download.suggestedFilename()).toMatch(/\.jxl$/);
  const bytes = new Uint8Array(readFileSync(await download.path()));
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0x0a]);

  const jxl = await decodeJxlInNode(bytes);
  const png = await decodeInPage(page, new Uint8Array(readFileSync(PNG)), 'image/png');
  expect([jxl.width, jxl.height]).toEqual([451, 300]);
  let diff = 0;
  for (let i = 0; i < png.data.length; i++) diff += Math.abs(png.data[i] - jxl.data[i]);
  expect(diff / png.data.length).toBeLessThan(4);

  // The .jxl goes back in: Image Resize decodes it in its worker and writes JPEG XL again.
  await page.goto('/image/image-resize?unit=percent&percent=50');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles({ name: 'cat.jxl', mimeType: '', buffer: Buffer.from(bytes) });
  const again = page.locator('[data-testid="result-row"][data-name="cat.jxl"]');
  await expect(again).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const [second] = await Promise.all([page.waitForEvent('download'), again.getByTestId('download').click()]);
  const half = await decodeJxlInNode(new Uint8Array(readFileSync(await second.path())));
  expect(sniffType(new Uint8Array(readFileSync(await second.path())))).toBe('image/jxl');
  expect([half.width, half.height]).toEqual([226, 150]);

  // The mosaic takes it too: its preview is the decoded picture.
  await page.goto('/image/image-mosaic');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles({ name: 'half.jxl', mimeType: '', buffer: readFileSync(await second.path()) });
  await page.waitForFunction(() => {
    const canvas = document.querySelector('[data-testid="mosaic-canvas"]') as HTMLCanvasElement | null;
    return canvas?.width === 226 && canvas.height === 150;
  });
  await expect(page.getByTestId('result-error')).toHaveCount(0);
});
