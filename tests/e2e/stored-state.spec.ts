import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';

/**
 * Issue 34, finding 19: whatever is read back from storage may be damaged (an older version, another
 * tab, a hand edit). Every stored key is seeded with wrong shapes; the home page and a tool page still
 * render their headings, and the console says what was dropped.
 */

const WRONG_SHAPES: unknown[] = [{ 0: 'image-compress', length: 1 }, 42, 'garbage', [1, { a: 2 }]];

/** Puts `value` under `key` in an IndexedDB object store (made if missing), as another version could have left it. */
async function seedIdb(page: Page, db: string, store: string, key: string, value: unknown) {
  await page.evaluate(
    ({ db, store, key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          let conn = open.result;
          const write = () => {
            const tx = conn.transaction(store, 'readwrite');
            tx.objectStore(store).put(value, key);
            tx.oncomplete = () => (conn.close(), resolve());
            tx.onerror = () => reject(tx.error);
          };
          if (conn.objectStoreNames.contains(store)) return write();
          // The database exists without the store: add it in a new version.
          const version = conn.version + 1;
          conn.close();
          const again = indexedDB.open(db, version);
          again.onupgradeneeded = () => again.result.createObjectStore(store);
          again.onsuccess = () => ((conn = again.result), write());
          again.onerror = () => reject(again.error);
        };
      }),
    { db, store, key, value },
  );
}

for (const [i, wrong] of WRONG_SHAPES.entries()) {
  test(`damaged stored state (${JSON.stringify(wrong)}): the app starts`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && m.text().includes('LocalKit: the stored') && warnings.push(m.text()));
    await page.goto('/');
    await appReady(page);
    await seedIdb(page, 'keyval-store', 'keyval', 'localkit:favorites', wrong);
    await seedIdb(page, 'keyval-store', 'keyval', 'localkit:recents', i % 2 ? 'image-compress' : wrong);
    await seedIdb(page, 'localkit-shared', 'files', 'pending', wrong);
    const session = await page.evaluate(() => {
      const id = sessionStorage.getItem('localkit:session') ?? crypto.randomUUID();
      sessionStorage.setItem('localkit:session', id);
      sessionStorage.setItem('localkit:rows', '{"image-compress": "x"');
      return id;
    });
    // A kept result of this tab for the tool page below, in the wrong shape.
    await seedIdb(page, 'localkit-results', 'jobs', `${session}:1`, { session, toolId: 'image-compress', queuedAt: 1, results: wrong });
    await page.evaluate((value) => {
      localStorage.setItem('vite-ui-theme', value);
      localStorage.setItem('i18nextLng', value);
    }, JSON.stringify(wrong));

    await page.reload();
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/image/image-compress');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Image Compress');
    await expect(page.getByTestId('file-input')).toBeAttached();
    expect(warnings.some((w) => w.includes('localkit:favorites'))).toBe(true);
  });
}
