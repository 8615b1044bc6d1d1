import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { errors, expect, type Page } from '@playwright/test';

/** Tool routes read from the manifests' source (the browser tests do not import app code). */
export function toolRoutes(): { id: string; path: string }[] {
  return readdirSync('plugins')
    .filter((id) => existsSync(join('plugins', id, 'manifest.ts')))
    .map((id) => {
      const source = readFileSync(join('plugins', id, 'manifest.ts'), 'utf8');
      const path = /\bpath:\s*'([^']+)'/.exec(source)?.[1];
      if (!path) throw new Error(`no path in plugins/${id}/manifest.ts`);
      return { id, path };
    });
}

export const LANGS = ['en', 'zh', 'zh-TW', 'ja', 'de', 'ko'];
export const firstBlogSlug = () => readdirSync('blog').sort()[0];

/** Every page of the app: home, each tool, the static pages, one blog post, and a not-found path. */
export const allPages = () => [
  '/',
  ...toolRoutes().map((r) => r.path),
  '/privacy',
  '/licenses',
  '/blog',
  `/blog/${firstBlogSlug()}`,
  '/no/such/page',
];

/**
 * Moves an already loaded app to `path` the way a link click does (history.pushState, which the
 * router follows), then waits until that page is rendered. Far cheaper than page.goto per route,
 * which reloads the whole app; suites that visit every route use it to stay fast.
 */
export async function openRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((to: string) => {
    history.pushState(null, '', to);
  }, path);
  // Watched from inside the page on every frame: the assertions below poll from outside at growing
  // intervals (100, 250, 500 ms…), and a page that appears just after a poll waits for the next one.
  // They still run afterwards (passing at once) to report a page that never got there.
  await page
    .waitForFunction(
      (to: string) => {
        const main = document.querySelectorAll('main');
        return main.length === 1 && main[0].getAttribute('data-route') === to && !main[0].querySelector('[data-testid="page-loading"]');
      },
      path,
      { polling: 'raf', timeout: 15_000 },
    )
    .catch((e: unknown) => {
      if (!(e instanceof errors.TimeoutError)) throw e;
    });
  await expect(page.locator('main')).toHaveAttribute('data-route', path);
  await expect(page.locator('main [data-testid="page-loading"]')).toHaveCount(0);
}
