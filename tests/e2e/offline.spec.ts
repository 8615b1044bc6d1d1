import { readFileSync } from 'node:fs';
import { test, expect, appReady } from './fixtures';
import { expectOutput, setInputText } from './textRunner';

// This spec is about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('after the first visit the app and both pilot tools work with the network off', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await appReady(page);
  // Wait until the service worker controls the page and has precached the app.
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.ready;
    return Boolean(reg.active && navigator.serviceWorker.controller);
  });
  // Use each pilot once online, so the engines it needs are cached on first use.
  await page.goto('/image/image-resize?width=100');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles('tests/fixtures/images/photo-coffee.jpg');
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await page.getByTestId('clear').click();

  await context.setOffline(true);
  await page.goto('/');
  await appReady(page);
  await expect(page.getByTestId('popular')).toBeVisible();

  await page.goto('/text/text-converter?mode=kebab');
  await appReady(page);
  await setInputText(page, 'Works Offline Too');
  await expectOutput(page, 'works-offline-too');

  await page.goto('/image/image-resize?width=120');
  await appReady(page);
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: readFileSync('tests/fixtures/images/photo-chelsea.png') });
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(page.getByTestId('record-dimensions')).toContainText('120 ×');
  await context.setOffline(false);
});
