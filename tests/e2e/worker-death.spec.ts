import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';

// A worker or a tab that dies mid-job never leaves a row "Running" or a file gone without a word
// (issue 33, item 6).

const fixture = (name: string) => `tests/fixtures/images/${name}`;
const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);
const poolWorkers = (page: Page) => page.workers().filter((w) => /\/assets\/worker-[^/]+\.js$/.test(w.url()));

test('a pool worker that dies mid-job fails its row with the reason; the rest of the batch finishes', async ({ page }) => {
  await page.goto('/image/image-converter?format=png');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(fixture('one-pixel.png'));
  await expect(row(page, 'one-pixel.png')).toHaveAttribute('data-status', 'done');
  // The worker's next job waits forever in its decode, then the worker ends itself (as the browser
  // ends a worker out of memory: no error event, no answer).
  const [worker] = poolWorkers(page);
  await worker.evaluate(() => {
    self.createImageBitmap = () => new Promise<never>(() => undefined);
  });
  await page.getByTestId('file-input').setInputFiles(fixture('photo-chelsea.png'));
  await expect(row(page, 'photo-chelsea.png')).toHaveAttribute('data-status', 'running');
  await worker.evaluate(() => setTimeout(() => self.close()));
  await page.getByTestId('file-input').setInputFiles(fixture('ui-settings.png'));
  await expect(row(page, 'photo-chelsea.png')).toHaveAttribute('data-status', 'failed');
  await expect(row(page, 'photo-chelsea.png').getByTestId('result-error')).toContainText('The worker stopped unexpectedly');
  await expect(row(page, 'ui-settings.png')).toHaveAttribute('data-status', 'done');
  await expect(row(page, 'ui-settings.png').getByTestId('record-dimensions')).toHaveText('800 × 560');
});

test('a pool worker that dies while idle is not given the next job', async ({ page }) => {
  await page.goto('/image/image-converter?format=png');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(fixture('one-pixel.png'));
  await expect(row(page, 'one-pixel.png')).toHaveAttribute('data-status', 'done');
  const [worker] = poolWorkers(page);
  await worker.evaluate(() => setTimeout(() => self.close()));
  // The page has heard of the death once no lock of a pool worker is held or asked for.
  const workerLocks = () =>
    page.evaluate(async () => {
      const { held = [], pending = [] } = await navigator.locks.query();
      return [...held, ...pending].filter((l) => l.name?.startsWith('localkit-worker:')).length;
    });
  await expect.poll(workerLocks).toBe(0);
  await page.getByTestId('file-input').setInputFiles(fixture('ui-settings.png'));
  await expect(row(page, 'ui-settings.png')).toHaveAttribute('data-status', 'done');
  await expect(row(page, 'ui-settings.png').getByTestId('record-dimensions')).toHaveText('800 × 560');
});
