import { test, expect } from './fixtures';
import { openRoute, toolRoutes } from './routes';
import { HOW, open, valid } from './offlineChecks';

/**
 * Issue 20, finding 9: opening a tool's page while online gets it ready to work offline (its engine
 * files cached in idle time, the status under its description says when it is ready). Without
 * pressing "make all tools available offline": visit every tool's route, wait for each to say it is
 * ready, take the network away, then use every tool once and check its real result.
 */

const controlled = () => navigator.serviceWorker.ready.then((r) => Boolean(r.active && navigator.serviceWorker.controller));

test('after visiting every tool page, every tool works with the network off', async ({ page, context }) => {
  test.setTimeout(240_000);
  const t0 = Date.now();
  await open(page, '/');
  await page.waitForFunction(controlled);
  const routes = toolRoutes();
  for (const { path } of routes) {
    await openRoute(page, path);
    await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expect(page.getByTestId('offline-status')).toHaveText('Ready to work offline');
  }
  const visitedIn = Date.now() - t0;

  await context.setOffline(true);
  let failedRequests: string[] = [];
  context.on('requestfailed', (r) => failedRequests.push(new URL(r.url()).pathname));
  const failures: string[] = [];
  for (const { id } of routes) {
    const how = HOW[id];
    failedRequests = [];
    try {
      if (!how) throw new Error('no offline check in tests/e2e/offlineChecks.ts (add one to HOW)');
      await how(page);
    } catch (e) {
      const failed = failedRequests.length ? ` [not served offline: ${[...new Set(failedRequests)].join(', ')}]` : '';
      failures.push(
        `${id}: ${String((e as Error).message ?? e)
          .split('\n')
          .slice(0, 3)
          .join(' ')}${failed}`,
      );
    }
  }
  await context.setOffline(false);
  console.log(
    `offline-after-visit: ${routes.length - failures.length} of ${routes.length} work offline; pages ready in ${(visitedIn / 1000).toFixed(1)} s, total ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  expect(failures).toEqual([]);
});

test('offline, a tool whose engine was never cached says so on its row, translated', async ({ page, context }) => {
  await open(page, '/');
  await page.waitForFunction(controlled);
  // German, to see the message is translated (not the engine's "Failed to fetch").
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
  await context.setOffline(true);
  await open(page, '/audio/audio-converter?format=flac');
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'failed');
  await page.getByTestId('file-input').setInputFiles(valid('mp3'));
  const row = page.getByTestId('result-row');
  await expect(row).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await expect(row.getByTestId('result-error')).toContainText('Die Engine dieses Werkzeugs ist noch nicht auf diesem Gerät');
  await context.setOffline(false);
});
