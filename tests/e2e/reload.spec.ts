import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { readZip } from './zip';
import { readImageSize } from '../../src/engines/imageSize';
import { sniffType } from '../../src/runner/sniff';

// Nothing lost on a reload: finished results come back downloadable, leaving asks first while work
// would be lost, and the privacy page's button clears what was kept.

const photo = readFileSync('tests/fixtures/images/photo-rocket.jpg');
const photoSize = readImageSize(new Uint8Array(photo), 'image/jpeg')!;
const batch = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `rocket-${String(i).padStart(2, '0')}.jpg`, mimeType: 'image/jpeg', buffer: photo }));

/** Labels of the jobs kept in this browser (the runner's IndexedDB store), without creating the database. */
const keptLabels = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'localkit-results')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('localkit-results');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('jobs')) return (db.close(), resolve([]));
        const all = db.transaction('jobs').objectStore('jobs').getAll();
        all.onsuccess = () => (
          db.close(),
          resolve((all.result as ({ label?: string } | null)[]).flatMap((r) => (r?.label ? [r.label] : [])).sort())
        );
      };
    });
  });

const opfsEntries = (page: Page) =>
  page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const names: string[] = [];
    for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
    return names;
  });

/** The browser shows a "leave page?" prompt only after the user has interacted with the page. */
const interact = (page: Page) => page.locator('h1').click();

const doneRows = (page: Page) => page.locator('[data-testid="result-row"][data-status="done"]');

test('reload mid-batch: the finished rows come back downloadable, the unfinished ones are named', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/image/image-converter?format=avif&quality=50');
  await appReady(page);
  await interact(page);
  await page.getByTestId('file-input').setInputFiles(batch(40));
  await expect.poll(() => doneRows(page).count(), { timeout: 120_000 }).toBeGreaterThanOrEqual(2);
  // Wait until two finished results are in storage (written a moment after their rows turn done).
  await expect.poll(async () => (await keptLabels(page)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const kept = await keptLabels(page);
  // Junk records beside them (another version, an extension, a disk error) must not hide them.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const session = sessionStorage.getItem('localkit:session');
        const open = indexedDB.open('localkit-results');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('jobs', 'readwrite');
          const store = tx.objectStore('jobs');
          store.put({ session, toolId: 'image-converter', label: 'junk.jpg', queuedAt: 0 }, `${session}:junk-1`);
          store.put(null, `${session}:junk-2`);
          store.put({ session, toolId: 'image-converter', label: 'junk.jpg', queuedAt: 0, results: [null] }, `${session}:junk-3`);
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
  );

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await appReady(page);
  expect(dialogs).toEqual(['beforeunload']);

  // Every result kept before the reload is back, done; nothing is left running.
  await expect
    .poll(async () => (await doneRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')))).sort())
    .toEqual(expect.arrayContaining(kept));
  const restored = await doneRows(page).count();
  expect(restored).toBeLessThan(40);
  // The others are not gone without a word: each is a failed row, by name (issue 33, item 6).
  const lost = page.locator('[data-testid="result-row"][data-status="failed"]');
  await expect(lost).toHaveCount(40 - restored);
  await expect(page.getByTestId('result-row')).toHaveCount(40);
  await expect(lost.first()).toContainText('was being processed when the page closed');
  await expect(page.getByTestId('toast').first()).toContainText(`${40 - restored} files were not finished`);

  // Each comes back as the real file: download one, then all of them as a ZIP.
  const [one] = await Promise.all([page.waitForEvent('download'), doneRows(page).first().getByTestId('download').click()]);
  const bytes = new Uint8Array(readFileSync(await one.path()));
  expect(sniffType(bytes)).toBe('image/avif');
  expect(readImageSize(bytes, 'image/avif')).toEqual(photoSize);
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]);
  const entries = readZip(new Uint8Array(readFileSync(await zip.path())));
  expect(entries).toHaveLength(restored);
  for (const entry of entries) {
    expect(sniffType(entry.data), entry.name).toBe('image/avif');
    expect(readImageSize(entry.data, 'image/avif'), entry.name).toEqual(photoSize);
  }
  // Downloaded: no longer kept, and leaving no longer asks.
  await expect.poll(() => keptLabels(page)).toEqual([]);
  await page.reload();
  await appReady(page);
  expect(dialogs).toEqual(['beforeunload']);
  await expect(page.getByTestId('result-row')).toHaveCount(0);
});

test('leaving asks first while a job runs or a result waits undownloaded, and not once it is downloaded', async ({ page }) => {
  await page.goto('/image/image-converter?format=avif&quality=50');
  await appReady(page);
  await interact(page);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss(); // stay
  });
  await page.getByTestId('file-input').setInputFiles(batch(6));
  await expect(page.locator('[data-testid="result-row"][data-status="running"]').first()).toBeVisible();
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);

  await expect(doneRows(page)).toHaveCount(6, { timeout: 60_000 });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload', 'beforeunload']);
  expect(page.isClosed()).toBe(false);

  await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(asked).toEqual(['beforeunload', 'beforeunload']);
});

test("the privacy page's button clears the kept results", async ({ page }) => {
  await page.goto('/image/image-resize?width=64');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(batch(2));
  await expect(doneRows(page)).toHaveCount(2, { timeout: 30_000 });
  await expect.poll(() => keptLabels(page)).toEqual(['rocket-00.jpg', 'rocket-01.jpg']);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await page.getByTestId('clear-data').click();
  await expect(page.getByTestId('toast').first()).toBeVisible();
  expect(await keptLabels(page)).toEqual([]);
  expect((await opfsEntries(page)).filter((n) => n.startsWith('localkit'))).toEqual([]);
  await page.goBack();
  await expect(page.getByTestId('result-row')).toHaveCount(0);
  await page.reload();
  await appReady(page);
  await expect(page.getByTestId('result-row')).toHaveCount(0);
});
