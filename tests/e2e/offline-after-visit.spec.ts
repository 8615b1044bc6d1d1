import { test, expect } from './fixtures';
import { openRoute, toolRoutes } from './routes';
import { HOW, open, valid } from './offlineChecks';

// This spec is about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 20, finding 9: opening a tool's page while online gets it ready to work offline (its engine
 * files cached in idle time, the status under its description says when it is ready). Without
 * pressing "make all tools available offline": visit every tool's route and wait for each to say it
 * is ready; then every engine file each tool can fetch (engines.json) must be in the engine cache,
 * and, with the network away, the tools with the heaviest engines work. (offline-all.spec.ts runs
 * every tool offline; here the cache itself is checked, tool by tool.)
 */

/** Tools used offline here: ffmpeg (audio), the AVIF/oxipng codecs, the background-removal model. */
const USED_OFFLINE = ['audio-converter', 'image-compress', 'image-removebg'];

const controlled = () => navigator.serviceWorker.ready.then((r) => Boolean(r.active && navigator.serviceWorker.controller));

test('after visiting every tool page, its engines are all cached and the heaviest tools work offline', async ({ page, context }) => {
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

  const notCached = await page.evaluate(
    async (ids) => {
      const manifest = (await (await fetch('/engines.json')).json()) as { tools: Record<string, string[]> };
      const cache = await caches.open('localkit-engines');
      const missing: string[] = [];
      for (const id of ids)
        for (const url of manifest.tools[id] ?? []) if (!(await cache.match(url, { ignoreVary: true }))) missing.push(`${id}: ${url}`);
      return missing;
    },
    routes.map((r) => r.id),
  );
  expect(notCached, 'engine files a tool says are ready but are not cached').toEqual([]);

  await context.setOffline(true);
  let failedRequests: string[] = [];
  context.on('requestfailed', (r) => failedRequests.push(new URL(r.url()).pathname));
  const failures: string[] = [];
  for (const id of USED_OFFLINE) {
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
    `offline-after-visit: ${USED_OFFLINE.length - failures.length} of ${USED_OFFLINE.length} work offline; pages ready in ${(visitedIn / 1000).toFixed(1)} s, total ${((Date.now() - t0) / 1000).toFixed(1)} s`,
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
