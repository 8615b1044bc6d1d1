import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { LANGS, allPages, openRoute } from './routes';

/** Rendered text that looks like an untranslated key ("runner.status.done", "options.width.label"). */
const RAW_KEY = /\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+(\.[a-zA-Z]+)*\b/;

// Every page in English; each other language takes two fifths of the pages, in turns, so that every
// page is drawn in English and two other languages (every key's presence in all six is checked
// statically by tests/unit/i18nCoverage.test.ts; this checks what the pages really draw).
const pagesIn = (lng: string) => {
  const turn = LANGS.indexOf(lng) - 1;
  return turn < 0 ? allPages() : allPages().filter((_, i) => i % 5 === turn || i % 5 === (turn + 1) % 5);
};

for (const lng of LANGS) {
  test(`${lng === 'en' ? 'every route' : 'its share of the routes'} renders in ${lng} with no missing key`, async ({ page }) => {
    test.setTimeout(120_000);
    // One real load in that language, then in-app navigation to every other page (the language persists).
    const [first, ...rest] = pagesIn(lng);
    await page.goto(`${first}?lng=${lng}`);
    await appReady(page);
    for (const path of [first, ...rest]) {
      await openRoute(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', lng === 'en' ? 'en' : new RegExp(lng.split('-')[0]));
      const missing = await page.evaluate(() => window.__localkitMissingKeys ?? []);
      expect(missing, `missing keys on ${path} (${lng})`).toEqual([]);
      // Code samples (blog posts) are shown as written: only prose is checked for raw keys.
      const text: string = await page.locator('main').evaluate((el: HTMLElement) => {
        el.querySelectorAll<HTMLElement>('pre, code').forEach((n) => (n.style.display = 'none'));
        return el.innerText;
      });
      const suspicious = text
        .split('\n')
        .filter(
          (line) =>
            RAW_KEY.test(line) &&
            !/\w+\.(png|jpg|svg|ico|html|webmanifest|com|app|js|md|wasm)\b/.test(line) &&
            !line.includes('://') &&
            !/[a-z]+\.[a-z]+\(/.test(line),
        );
      expect(suspicious, `raw keys on ${path} (${lng})`).toEqual([]);
      await expect(page).toHaveTitle(/LocalKit|本地|LocalKit/);
    }
  });
}

test('unknown paths show the not-found page with a way home', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await appReady(page);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.getByTestId('not-found').getByRole('link').click();
  await expect(page).toHaveURL(/\/$/);
});

test('the old #/blog link lands on /blog, with no sidebar', async ({ page }) => {
  await page.goto('/#/blog');
  await appReady(page);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByTestId('blog-list')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.goto('/');
  await page.getByTestId('blog-link').click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the theme menu: every click changes what is seen; dark persists across reloads; "follow the system" comes back', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await appReady(page);
  await expect(page.locator('html')).toHaveClass(/light/);
  const menu = page.getByTestId('theme-toggle');
  await expect(menu).toHaveAccessibleName('Theme: Follow the system');
  await expect(page.locator('#theme-list')).toHaveCount(0);
  await menu.click(); // the first click on a light system shows the three choices
  await expect(page.locator('#theme-list [data-theme]')).toHaveText(['Light', 'Dark', 'Follow the system']);
  await expect(page.locator('#theme-list [data-theme="system"]')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAccessibleName('Theme: Dark');
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  await page.reload();
  await appReady(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await menu.click();
  await page.locator('#theme-list [data-theme="system"]').click();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
});

test('system theme follows the OS at load', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await appReady(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('language switch applies at once and persists', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const menu = page.getByTestId('language-select');
  expect(await menu.evaluate((el) => el.getBoundingClientRect().width)).toBe(120);
  // The list exists only while open (a closed <select> would lay out every language's name).
  await expect(page.locator('#language-list')).toHaveCount(0);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.locator('#language-list [data-language="de"]').click();
  await expect(page.locator('#language-list')).toHaveCount(0);
  await expect(menu).toContainText('Deutsch');
  expect(await menu.evaluate((el) => el.getBoundingClientRect().width)).toBe(120);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('sidebar-search')).toHaveAttribute('placeholder', /Suche/);
  // The cards follow too: their names, and their buttons' labels (translated once per grid).
  const card = page.locator('[data-testid="popular"] [data-tool="image-resize"]');
  await expect(card.locator('strong')).toHaveText('Größe ändern und zuschneiden');
  await expect(card.getByTestId('favorite-toggle')).toHaveAttribute('aria-label', 'Zu Favoriten hinzufügen');
  await expect(card.getByTestId('share-link')).toHaveAttribute('aria-label', 'Link teilen');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
  await page.reload();
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The query string wins over what was saved.
  await page.goto('/?lng=ja');
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('language menu by keyboard: opens on the current language, arrows move, Escape closes, Enter picks', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const menu = page.getByTestId('language-select');
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#language-list [data-language="en"]')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.locator('#language-list [data-language="ko"]')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // wraps round
  await expect(page.locator('#language-list [data-language="en"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#language-list')).toHaveCount(0);
  await expect(menu).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('#language-list [data-language="de"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAccessibleName('Sprache: Deutsch');
  // Tab out closes it.
  await page.keyboard.press('Enter');
  await expect(page.locator('#language-list')).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  await expect(page.locator('#language-list')).toHaveCount(0);
});

test('sidebar: only image expanded at first, collapse/expand, search, Ctrl+K', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const groups = page.locator('[data-testid="sidebar"] section.sidebar-group');
  const expanded = await groups.evaluateAll((els) =>
    els.filter((el) => el.querySelector('[aria-expanded="true"]')).map((el) => el.getAttribute('data-category')),
  );
  expect(expanded).toEqual(['image']);
  const image = page.locator('[data-category="image"] [data-testid="category-toggle"]');
  await image.click();
  await expect(page.locator('[data-category="image"] [data-testid="sidebar-tool"]')).toHaveCount(0);
  await image.click();
  await expect(page.locator('[data-category="image"] [data-testid="sidebar-tool"]').first()).toBeVisible();

  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('sidebar-search')).toBeFocused();
  await page.keyboard.type('RESIZE');
  await expect(page.locator('[data-testid="sidebar-tool"][data-tool="image-resize"]')).toBeVisible();
  const categories = await groups.evaluateAll((els) => els.map((el) => el.getAttribute('data-category')));
  expect(categories).toEqual(['image']);
  await page.locator('[data-testid="sidebar-tool"][data-tool="image-resize"]').click();
  await expect(page.getByTestId('tool-page')).toHaveAttribute('data-tool', 'image-resize');
  await page.getByTestId('sidebar-search').fill('zzzz-nothing');
  await expect(groups).toHaveCount(0);
});

test('the active tool is highlighted in the sidebar', async ({ page }) => {
  await page.goto('/text/text-converter');
  await appReady(page);
  await expect(page.locator('[data-tool="text-converter"][aria-current="page"]')).toBeVisible();
});

/** The page's markup with attributes sorted and styles as the browser reads them; ids and form values (properties, not attributes) left out. */
function rootMarkup(page: Page): Promise<string> {
  return page.evaluate(() => {
    const skip = new Set(['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'value', 'checked']);
    const attrs = (e: Element) =>
      [...e.attributes]
        .filter((a) => !skip.has(a.name))
        .map((a) => `${a.name}="${a.name === 'style' ? (e as HTMLElement).style.cssText : a.value}"`)
        .sort()
        .join(' ');
    const markup = (n: Node): string =>
      n.nodeType === Node.TEXT_NODE
        ? (n as Text).data
        : n instanceof Element
          ? `<${n.localName} ${attrs(n)}>${[...n.childNodes].map(markup).join('')}</>`
          : '';
    return markup(document.getElementById('root')!);
  });
}

test('favorites survive a reload, with confirmation toasts; the hydrated page shows them as a fresh render does', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await page.locator('[data-testid="popular"] [data-tool="image-resize"] [data-testid="favorite-toggle"]').click();
  await expect(page.getByTestId('toast').first()).toContainText('Added');
  await expect(page.locator('[data-testid="favorites"] [data-tool="image-resize"]')).toBeVisible();
  await page.reload();
  await appReady(page);
  await expect(page.locator('[data-testid="favorites"] [data-tool="image-resize"]')).toBeVisible();
  // The reload hydrated the prerendered home page, which has no favorites: the stores' server snapshot
  // (useSyncExternalStore) hydrates it as it was, then React draws the stored ones.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-show-prerendered'))).toBe(true);
  await expect(page.locator('[data-testid="popular"] [data-tool="image-resize"] [data-testid="favorite-toggle"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const hydrated = await rootMarkup(page);
  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.locator('main[data-route="/privacy"]')).toBeVisible();
  await page.getByTestId('logo').click();
  await expect(page.locator('[data-testid="favorites"] [data-tool="image-resize"]')).toBeVisible();
  const fresh = await rootMarkup(page);
  let at = 0;
  while (at < fresh.length && fresh[at] === hydrated[at]) at++;
  expect(
    fresh === hydrated ? '' : `hydrated: …${hydrated.slice(at - 150, at + 150)}…\nfresh: …${fresh.slice(at - 150, at + 150)}…`,
    'the hydrated page equals the app rendering it afresh',
  ).toBe('');
  // Parts of a hydrated page hydrate in later tasks (Suspense boundaries): their buttons work too.
  await page.reload();
  await appReady(page);
  await page.locator('[data-testid="popular"] [data-tool="image-resize"] [data-testid="favorite-toggle"]').click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await expect(page.locator('[data-testid="popular"] [data-tool="image-resize"] [data-testid="favorite-toggle"]')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('share link copies the URL, or says the copy failed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await appReady(page);
  await page.locator('[data-testid="popular"] [data-tool="image-resize"] [data-testid="share-link"]').click();
  await expect(page.getByTestId('toast').first()).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/image\/image-resize$/);
});

test('toasts: newest first, at most five, F8 focuses, dismiss all', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const star = page.locator('[data-testid="popular"] [data-testid="favorite-toggle"]').first();
  for (let i = 0; i < 7; i++) await star.click();
  await expect(page.getByTestId('toast')).toHaveCount(5);
  await expect(page.getByTestId('toast').first()).toContainText('Added'); // 7th click adds again
  await page.keyboard.press('F8');
  await expect(page.getByTestId('toasts')).toBeFocused();
  await page.getByRole('button', { name: 'Dismiss all' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('the privacy page clears favorites, theme and language', async ({ page }) => {
  await page.goto('/?lng=de');
  await appReady(page);
  await page.getByTestId('theme-toggle').click();
  await page.locator('#theme-list [data-theme="dark"]').click();
  await page.locator('[data-testid="popular"] [data-testid="favorite-toggle"]').first().click();
  await page.evaluate(() => {
    localStorage.setItem('localkit:editor-design', '{}');
    indexedDB.open('localkit-test-store');
  });
  await page.goto('/privacy');
  await appReady(page);
  await page.getByTestId('clear-data').click();
  await expect(page.getByTestId('toast').first()).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('vite-ui-theme'),
      localStorage.getItem('i18nextLng'),
      localStorage.getItem('localkit:editor-design'),
    ]),
  ).toEqual([null, null, null]);
  expect(
    await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).filter((n) => n?.startsWith('localkit'))),
  ).toEqual([]);
  await page.goto('/');
  await appReady(page);
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
});

test.describe('without a service worker', () => {
  // Playwright routing cannot see requests a service worker answers from its cache.
  test.use({ serviceWorkers: 'block' });
  test('a failed page chunk shows an error with retry, not a blank page', async ({ page, context }) => {
    await page.goto('/');
    await appReady(page);
    // Fail the privacy page's chunk once, then let it through.
    let failures = 0;
    await context.route(/PrivacyPage.*\.js$/, (route) => (failures++ === 0 ? route.abort() : route.continue()));
    await page.locator('footer a[href="/privacy"]').click();
    await expect(page.getByTestId('chunk-error')).toBeVisible();
    await page.getByTestId('chunk-error').getByRole('button').click();
    await expect(page.getByTestId('privacy-page')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  test('the overlay scrollbar stays hidden while the page starts (its load-time flash) and is back once the app is ready', async ({
    page,
  }) => {
    const scrollbar = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);
    // Without the app's code the page never gets past starting.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/image/image-compress');
    await expect(page.locator('html')).toHaveClass(/\bstarting\b/);
    expect(await scrollbar()).toBe('none');
    await page.unrouteAll();
    await page.reload();
    await appReady(page);
    await expect(page.locator('html')).not.toHaveClass(/\bstarting\b/);
    expect(await scrollbar()).toBe('auto');
  });
});

test('the page is cross-origin isolated and sends its security policy', async ({ page }) => {
  const response = await page.goto('/');
  await appReady(page);
  expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(response?.headers()['cross-origin-embedder-policy']).toBe('require-corp');
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp).not.toMatch(/'unsafe-eval'/);
});

test('unknown paths answer 404 with the not-found page; app routes and tool pages answer 200', async ({ page, request }) => {
  for (const path of ['/no-such-page', '/image/no-such-tool', '/wp-login.php.bak/x']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(await response.text(), path).toContain('data-testid="not-found"');
  }
  for (const path of ['/', '/privacy', '/licenses', '/blog', '/image/image-resize'])
    expect((await request.get(path)).status(), path).toBe(200);
  await page.goto('/no-such-page');
  await appReady(page);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('pages are prerendered in English, hydrated as is, and hidden where they are the wrong page or language', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<meta name="localkit-prerendered" content="/">');
  expect(html).toMatch(/<div id="root" data-prerendered><div class="app">.*<h1>LocalKit — free, private, works offline<\/h1>/s);
  expect(html).not.toContain('data-app-ready'); // only the live app says it is ready

  const shown = () => page.evaluate(() => document.documentElement.hasAttribute('data-show-prerendered'));
  await page.goto('/');
  expect(await shown()).toBe(true);
  await appReady(page);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0); // the app took over (a mismatch fails the fixture)
  await page.getByTestId('favorite-toggle').first().click(); // and it is live
  await expect(page.getByTestId('favorites').getByTestId('tool-card')).toHaveCount(1);

  const tool = await (await request.get('/image/image-resize')).text(); // each tool has its own page
  expect(tool).toContain('<meta name="localkit-prerendered" content="/image/image-resize">');
  expect(tool).toMatch(/<h1>Resize and Crop<\/h1>/);
  await page.goto('/privacy'); // served index.html, which holds the home page: not this one
  expect(await shown()).toBe(false);
  await page.goto('/image/image-resize?width=200'); // options in the query may differ from the defaults drawn
  expect(await shown()).toBe(false);
  await page.goto('/?lng=de');
  expect(await shown()).toBe(false);
  await appReady(page);
  await expect(page.locator('h1')).toHaveText('LocalKit – kostenlos, privat, funktioniert offline');
});

test('home lists every category with its tools, and says so when one is empty', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const categories = page.getByTestId('home-category');
  // The nine categories render in one commit; wait for the last before reading them all.
  await expect(categories.nth(8)).toBeAttached();
  const ids = await categories.evaluateAll((els) => els.map((el) => el.getAttribute('data-category')));
  expect(ids.slice(0, 9)).toEqual(['image', 'svg', 'favicon', 'video', 'audio', 'date', 'text', 'writer', 'screenshot']);
  for (const id of ids) {
    const section = page.locator(`[data-testid="home-category"][data-category="${id}"]`);
    const cards = await section.getByTestId('tool-card').count();
    if (cards === 0) await expect(section).toContainText('No tools in this category');
  }
  await expect(page.locator('[data-testid="home-category"][data-category="image"] [data-tool="image-resize"]')).toBeVisible();
});

test('translated pages leave no English behind (sampled: headings, sidebar, buttons)', async ({ page }) => {
  await page.goto('/image/image-resize?lng=en');
  await appReady(page);
  const english = await page.locator('h1, h2, .sidebar-category span, .dropzone strong, footer').allInnerTexts();
  for (const lng of ['zh', 'zh-TW', 'ja', 'ko', 'de']) {
    await page.goto(`/image/image-resize?lng=${lng}`);
    await appReady(page);
    const translated = await page.locator('h1, h2, .sidebar-category span, .dropzone strong, footer').allInnerTexts();
    const same = translated.filter(
      (text, i) => text === english[i] && /[a-z]{4}/.test(text) && !/^(SVG|Favicon|LocalKit|Video|Audio|Screenshot)$/.test(text),
    );
    expect(same, `English left on the ${lng} page`).toEqual([]);
  }
});

test('the licences page lists every shipped package, and the ffmpeg core with its GPL notice and source', async ({ page }) => {
  await page.goto('/licenses?lng=de');
  await appReady(page);
  const page_ = page.getByTestId('licenses-page');
  await expect(page_.locator('li').first()).toBeVisible();
  expect(await page_.locator('li').count()).toBeGreaterThan(30);
  const ffmpeg = page_.locator('li').filter({ has: page.locator('strong', { hasText: /^@ffmpeg\/core$/ }) });
  await expect(ffmpeg).toContainText('GPL-2.0-or-later');
  await expect(ffmpeg.getByTestId('copyleft-notice')).toContainText('steht unter der Lizenz GPL-2.0-or-later');
  await expect(ffmpeg.getByTestId('copyleft-notice').locator('a')).toHaveAttribute('href', /github\.com\/ffmpegwasm/);
  // The UI library the build ships is React (react-dom): listed, MIT.
  await expect(page_.locator('li').filter({ has: page.locator('strong', { hasText: /^react-dom$/ }) })).toContainText('MIT');
  await expect(page_.locator('li').filter({ has: page.locator('strong', { hasText: /^preact$/ }) })).toHaveCount(0);
});
