import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { readImageSize } from '../../src/engines/imageSize';
import { sniffType } from '../../src/runner/sniff';

// A prerendered tool page shows a working-looking drop zone before the app has taken it over. Files
// picked, dropped or pasted in that window must not be lost (public/theme-init.js keeps them, the
// drop zone takes them when it goes live).

const fixture = (name: string) => `tests/fixtures/images/${name}`;

/** Holds the app's start (its startApp chunk) until `release` is called: the page stays prerendered HTML. */
async function holdAppStart(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/startApp-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Drops (or pastes) a file on the drop zone the way a browser does, with a DataTransfer. */
async function give(page: Page, how: 'drop' | 'paste', name: string, type: string) {
  const bytes = [...readFileSync(fixture(name))];
  await page.evaluate(
    ({ how, name, type, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type }));
      const zone = document.querySelector('[data-testid="dropzone"]')!;
      const event =
        how === 'drop'
          ? new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true })
          : new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      zone.dispatchEvent(event);
    },
    { how, name, type, bytes },
  );
}

async function expectConvertedRow(page: Page, name: string) {
  const row = page.locator(`[data-testid="result-row"][data-name="${name}"]`);
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download').click()]);
  const out = new Uint8Array(readFileSync(await download.path()));
  const source = new Uint8Array(readFileSync(fixture(name)));
  expect(readImageSize(out, sniffType(out)!), `${name} → an image of its own size`).toEqual(readImageSize(source, sniffType(source)!));
}

test('files picked, dropped and pasted before the app has taken over the page are all converted', async ({ page }) => {
  const release = await holdAppStart(page);
  // No query: only then is the prerendered page shown (a query may set other options than it was drawn with).
  await page.goto('/image/image-converter', { waitUntil: 'load' });
  await expect(page.getByTestId('dropzone')).toBeVisible();
  await expect(page.getByTestId('dropzone')).not.toHaveAttribute('data-live', '');

  await page.getByTestId('file-input').setInputFiles(fixture('photo-coffee.jpg'));
  await give(page, 'drop', 'photo-chelsea.png', 'image/png');
  await give(page, 'paste', 'photo-astronaut.jpg', 'image/jpeg');
  expect(page.url(), 'the drop did not open the file in the tab').toContain('/image/image-converter');
  await expect(page.getByTestId('dropzone')).toHaveAttribute('data-early-files', '2');

  release();
  await expect(page.getByTestId('dropzone')).toHaveAttribute('data-live', '');
  await expect(page.getByTestId('result-row')).toHaveCount(3);
  for (const name of ['photo-coffee.jpg', 'photo-chelsea.png', 'photo-astronaut.jpg']) await expectConvertedRow(page, name);
});

test('a file picked at the load event, on a 4× slowed CPU, gets its row', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/image/image-converter', { waitUntil: 'load' });
  await page.getByTestId('file-input').setInputFiles(fixture('photo-coffee.jpg'));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByTestId('result-row')).toHaveCount(1);
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
});
