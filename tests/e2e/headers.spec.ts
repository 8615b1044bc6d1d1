import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { securityHeaders } from '../../src/pwa/headers';

// This spec is about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The security headers come with every response of `npm start` (the server these tests run against), as
// they do from the static hosts' config: pages, scripts, worker scripts and the service worker's script.
// A worker's policy is its own script's response's, so a worker that fetches elsewhere is stopped too.

const OFF_ORIGIN = 'http://off-origin.invalid/probe';

/** Pages and scripts the app serves, one of each kind. */
async function samplePaths(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'the page loads a script').toBeTruthy();
  return ['/', '/image/image-compress', '/privacy', script!, '/sw.js', '/theme-init.js'];
}

test('every response carries the same security headers as the static hosts get', async ({ page }) => {
  const expected = Object.fromEntries(Object.entries(securityHeaders()).map(([k, v]) => [k.toLowerCase(), v]));
  expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
  for (const path of await samplePaths(page)) {
    const headers = (await page.request.get(path)).headers();
    for (const [name, value] of Object.entries(expected)) expect(headers[name], `${path}: ${name}`).toBe(value);
  }
});

test('another page cannot frame the app', async ({ page, baseURL, problems }) => {
  await page.setContent(`<iframe src="${baseURL}/privacy" width="600" height="400"></iframe>`);
  await expect
    .poll(() => problems.join('\n'))
    .toContain(`Framing '${baseURL}/' violates the following Content Security Policy directive: "frame-ancestors 'none'"`);
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  expect(await frame.locator('[data-testid="clear-data"]').count()).toBe(0);
  problems.splice(0); // the refusal itself is the expected CSP report
});

/** Runs fetch and import() to another origin in a worker; each says whether it was refused. */
const tryToLeave = (url: string) =>
  Promise.all([
    fetch(url).then(
      () => 'reached',
      (e: Error) => `refused: ${e.name}`,
    ),
    import(/* @vite-ignore */ `${url}.js`).then(
      () => 'reached',
      (e: Error) => `refused: ${e.name}`,
    ),
  ]);

test("the app's workers and its service worker cannot reach another origin", async ({ page, context, problems }) => {
  await page.goto('/image/image-resize?width=64');
  await appReady(page);
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: readFileSync('tests/fixtures/images/photo-chelsea.png') });
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const worker = page.workers().find((w) => new URL(w.url()).pathname.startsWith('/assets/'));
  expect(worker, 'a pool worker is running').toBeTruthy();
  expect(await worker!.evaluate(tryToLeave, OFF_ORIGIN)).toEqual(['refused: TypeError', 'refused: TypeError']);

  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
  const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  expect(await sw.evaluate(tryToLeave, OFF_ORIGIN)).toEqual(['refused: TypeError', 'refused: TypeError']);
  // Refused by the policy, not by the network: no request left (the fixture fails on any that did).
  // The refusals are reported as CSP violations: these are the expected ones.
  const refusals = problems.splice(0).filter((p) => !p.includes('off-origin.invalid'));
  expect(refusals).toEqual([]);
});
