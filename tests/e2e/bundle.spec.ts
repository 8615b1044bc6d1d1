import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test, expect, appReady } from './fixtures';
import { openRoute, toolRoutes } from './routes';

// Checks on what the production build ships and what a page downloads (E2E_DIST is the build under test).
const DIST = process.env.E2E_DIST ?? 'dist';
const HOME_JS_BUDGET_KB = 150;

/** Plugin folders each chunk holds code from (written by the build: vite.config.ts chunkPlugins). */
const chunkPlugins = (): Record<string, string[]> => JSON.parse(readFileSync(join(DIST, '.vite', 'chunk-plugins.json'), 'utf8'));
const gzipKB = (path: string) => gzipSync(readFileSync(join(DIST, path))).length / 1024;

test(`the home page downloads at most ${HOME_JS_BUDGET_KB} kB of gzipped JavaScript`, async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.js') && !pathname.endsWith('/sw.js')) scripts.add(pathname);
  });
  await page.goto('/');
  await appReady(page);
  await expect(page.getByTestId('tool-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sizes = [...scripts].map((s) => ({ s, kB: gzipKB(s) })).sort((a, b) => b.kB - a.kB);
  const total = sizes.reduce((sum, x) => sum + x.kB, 0);
  console.log(
    `home page JavaScript: ${total.toFixed(1)} kB gzipped in ${sizes.length} files; largest ${sizes
      .slice(0, 4)
      .map((x) => `${x.s} ${x.kB.toFixed(1)}`)
      .join(', ')}`,
  );
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
});

test('opening a tool downloads code of that tool only, never of another tool', async ({ page }) => {
  test.setTimeout(120_000);
  const owners = chunkPlugins();
  const fresh: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.js')) fresh.push(pathname.slice(1));
  });
  await page.goto('/');
  await appReady(page);
  await page.waitForLoadState('networkidle');
  const wrong: string[] = [];
  for (const { id, path } of toolRoutes()) {
    fresh.length = 0;
    await openRoute(page, path);
    await page.waitForLoadState('networkidle');
    for (const file of fresh) {
      const others = (owners[file] ?? []).filter((owner) => owner !== id);
      if (others.length) wrong.push(`${path} loaded ${file} with code of ${others.join(', ')}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('the build ships the static-host and crawler files', async ({ request }) => {
  for (const [file, expected] of [
    ['_headers', "script-src 'self' 'wasm-unsafe-eval'"],
    ['vercel.json', 'Content-Security-Policy'],
    ['robots.txt', 'Sitemap:'],
    ['sitemap.xml', '/image/image-compress'],
  ]) {
    const response = await request.get(`/${file}`);
    expect(response.status(), file).toBe(200);
    expect(await response.text(), file).toContain(expected);
  }
});
