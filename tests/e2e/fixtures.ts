import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test uses this `test`: it fails on any request that leaves the page's origin
 * (page, worker and service-worker requests all pass through context.on('request')), on any
 * CSP violation, and on any uncaught page error.
 */
export const test = base.extend<{ offOrigin: string[]; problems: string[] }>({
  offOrigin: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const seen: string[] = [];
    const blocked = new Set<string>();
    context.on('request', (req) => {
      const url = req.url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return;
      if (new URL(url).origin !== origin) seen.push(url);
    });
    // A request the Content-Security-Policy refused never left the browser.
    context.on('requestfailed', (req) => {
      if (req.failure()?.errorText === 'csp') blocked.add(req.url());
    });
    await use(seen);
    expect(
      seen.filter((url) => !blocked.has(url)),
      'requests that left the origin',
    ).toEqual([]);
  },
  problems: async ({ context }, use) => {
    const problems: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`);
      });
    });
    const watch = (page: Page) => {
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /CSP violation|Content Security Policy/.test(msg.text())) problems.push(msg.text());
      });
    };
    // The default page exists before this fixture runs: watch it too, not only pages opened later.
    context.pages().forEach(watch);
    context.on('page', watch);
    await use(problems);
    expect(problems, 'page errors and CSP violations').toEqual([]);
  },
  page: async ({ page, offOrigin, problems }, use) => {
    void offOrigin;
    void problems;
    await use(page);
  },
});

export { expect };

/** Waits until the app shell has rendered (i18n loaded, no loading text). */
export async function appReady(page: Page) {
  await page.locator('[data-app-ready="true"]').waitFor();
}
