import { readFileSync } from 'node:fs';
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

test('a tab crash mid-batch: on reload the finished rows are back and the files in flight are failed rows', async ({ page }) => {
  test.setTimeout(120_000);
  const photo = readFileSync(fixture('photo-rocket.jpg'));
  const files = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => ({ name: `${n}.jpg`, mimeType: 'image/jpeg', buffer: photo }));
  await page.goto('/image/image-converter?format=avif&quality=50');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(files);
  const done = page.locator('[data-testid="result-row"][data-status="done"]');
  await expect(done.first()).toBeVisible({ timeout: 60_000 });
  const finished = await done.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
  // Kept once its record is in the results store (a moment after the row turns done).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('localkit-results');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('jobs')) return (db.close(), resolve(0));
              const count = db.transaction('jobs').objectStore('jobs').count();
              count.onsuccess = () => (db.close(), resolve(count.result));
            };
          }),
      ),
    )
    .toBeGreaterThanOrEqual(finished.length);
  const crashed = page.waitForEvent('crash');
  const cdp = await page.context().newCDPSession(page);
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  // Playwright gives up on a crashed page; the tab itself reloads (the sad tab's Reload button), with
  // its session storage, and is read through the same DevTools session.
  await cdp.send('Page.reload');
  const rowsNow = async () => {
    const { result } = await cdp.send('Runtime.evaluate', {
      returnByValue: true,
      expression: `document.querySelector('[data-app-ready="true"]') ? [...document.querySelectorAll('[data-testid="result-row"]')].map((r) => ({
        name: r.dataset.name, status: r.dataset.status, error: r.querySelector('[data-testid="result-error"]')?.textContent ?? '' })) : []`,
    });
    return result.value as { name: string; status: string; error: string }[];
  };
  await expect.poll(async () => (await rowsNow()).length).toBe(files.length);
  const rows = await rowsNow();
  for (const name of finished) expect(rows.find((r) => r.name === name)?.status, name!).toBe('done');
  const lost = rows.filter((r) => r.status !== 'done');
  expect(lost.length).toBeGreaterThan(0);
  for (const r of lost) {
    expect(r.status, r.name).toBe('failed');
    expect(r.error, r.name).toContain('was being processed when the page closed');
  }
});
