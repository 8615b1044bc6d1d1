import { test, expect, appReady } from './fixtures';
import { axeViolations } from './axe';
import { allPages, openRoute, toolRoutes } from './routes';

// Every route in both colour schemes, one test per scheme: the app loads once and moves between
// pages in-app, with axe put into the page once (see axe.ts).
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// The theme changes colours only (the same components render in both), so the dark pass runs the
// rules that look at colour; the light pass runs every WCAG A/AA rule. The dark pass also visits only
// the pages with components of their own: the shell's pages, the generic file runner once, and each
// tool with an editor, an input view or a result view of its own (they share the theme's tokens).
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const DARK_TOOLS = [
  '/image/image-compress',
  '/image/image-resize',
  '/image/image-mosaic',
  '/favicon/converter',
  '/favicon/generator',
  '/screenshot/appstore-cover',
  '/screenshot/xiaohongshu-cover',
  '/date/date-utils',
  '/date/dayjs-utils',
  '/text/text-converter',
  '/text/text-diff',
  '/writer/word-count',
  '/svg/svg-preview',
];
const inDarkPass = (path: string) => DARK_TOOLS.includes(path) || !toolRoutes().some((r) => r.path === path);

for (const scheme of ['light', 'dark'] as const) {
  const paths = allPages().filter((path) => scheme === 'light' || inDarkPass(path));
  test(`accessibility (${scheme}${scheme === 'dark' ? ', colour rules' : ''}): no serious or critical violations on any page`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(paths[0]);
    await appReady(page);
    const found: string[] = [];
    for (const path of paths) {
      await openRoute(page, path);
      const violations = await axeViolations(
        page,
        scheme === 'light' ? { runOnly: { type: 'tag', values: WCAG_AA } } : { runOnly: { type: 'rule', values: COLOUR_RULES } },
      );
      found.push(
        ...violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${path}: ${v.id} (${v.impact}) ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          ),
      );
    }
    expect(found).toEqual([]);
  });
}

test('the runner is usable from the keyboard: Tab reaches the picker, results can be downloaded', async ({ page }) => {
  await page.goto('/image/image-resize?width=64');
  await appReady(page);
  const choose = page.getByTestId('choose-files');
  // Playwright's "filechooser" event is unreliable under load (it failed twice in one CI run while
  // passing locally), so the test checks the step that matters itself: Enter on the focused button
  // opens the file input's picker, with the user activation the browser requires for it.
  await page.evaluate(() => {
    const w = window as unknown as { picker?: { type: string; active: boolean } };
    HTMLInputElement.prototype.click = function (this: HTMLInputElement) {
      w.picker = { type: this.type, active: navigator.userActivation.isActive };
    };
  });
  // The input comes first: Tab from the page header's last button reaches the drop zone's button, and
  // the next Tab goes on into the options.
  await page.getByTestId('copy-command').focus();
  await page.keyboard.press('Tab');
  await expect(choose).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('options-form').locator(':focus')).toHaveCount(1);
  await choose.focus();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { picker?: unknown }).picker)).toEqual({ type: 'file', active: true });
  await page.getByTestId('file-input').setInputFiles('tests/fixtures/images/photo-coffee.jpg');
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await page.getByTestId('download').focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('photo-coffee-resized.jpg');
});
