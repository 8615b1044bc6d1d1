import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { test, expect, appReady } from './fixtures';

// This spec is about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Plays a static host that cannot set headers: every response loses COOP/COEP/CORP. */
async function stripIsolationHeaders(context: BrowserContext) {
  await context.route('**/*', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    for (const h of ['cross-origin-opener-policy', 'cross-origin-embedder-policy', 'cross-origin-resource-policy']) delete headers[h];
    await route.fulfill({ response, headers });
  });
}

test.describe('on a host without isolation headers, no service worker', () => {
  test.use({ serviceWorkers: 'block' });
  test('the tools still work single-threaded', async ({ page, context }) => {
    await stripIsolationHeaders(context);
    await page.goto('/image/image-resize?width=90');
    await appReady(page);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: readFileSync('tests/fixtures/images/photo-chelsea.png') });
    await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await expect(page.getByTestId('record-dimensions')).toContainText('90 ×');
  });
});

test('the service worker adds the isolation headers a host cannot set', async ({ page, context }) => {
  // The first install precaches the app (~440 files), each one through the route above: on a loaded
  // machine that alone has taken over a minute.
  test.setTimeout(180_000);
  await stripIsolationHeaders(context);
  await page.goto('/');
  await appReady(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active && navigator.serviceWorker.controller));
  await page.reload();
  await appReady(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
});
