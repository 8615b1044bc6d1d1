import AxeBuilder from '@axe-core/playwright';
import { test, expect, appReady } from './fixtures';
import { allPages, openRoute } from './routes';

// Every route in both colour schemes. The pages are split in two halves per scheme so the two
// Playwright workers share them; within a test the app loads once and moves between pages in-app.
const HALVES = 2;

for (const scheme of ['light', 'dark'] as const) {
  for (let half = 0; half < HALVES; half++) {
    const paths = allPages().filter((_, i) => i % HALVES === half);
    test(`accessibility (${scheme}), pages ${half + 1}/${HALVES}: no serious or critical violations`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(paths[0]);
      await appReady(page);
      const found: string[] = [];
      for (const path of paths) {
        await openRoute(page, path);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        found.push(
          ...violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`),
        );
      }
      expect(found).toEqual([]);
    });
  }
}

test('the runner is usable from the keyboard: Tab reaches the picker, results can be downloaded', async ({ page }) => {
  await page.goto('/image/image-resize?width=64');
  await appReady(page);
  const choose = page.getByTestId('choose-files');
  // Tab from the options form's last field reaches the drop zone's button.
  await page.locator('#root_quality').focus();
  await page.keyboard.press('Tab');
  await expect(choose).toBeFocused();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles('tests/fixtures/images/photo-coffee.jpg');
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await page.getByTestId('download').focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('photo-coffee-resized.jpg');
});
