import AxeBuilder from '@axe-core/playwright';
import { test, expect, appReady } from './fixtures';
import { toolRoutes, firstBlogSlug } from './routes';

const routes = () => ['/', ...toolRoutes().map((r) => r.path), '/privacy', '/licenses', '/blog', `/blog/${firstBlogSlug()}`, '/no/such/page'];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    for (const path of routes()) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await appReady(page);
        await expect(page.locator('main [data-testid="page-loading"]')).toHaveCount(0);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const found = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        expect(found).toEqual([]);
      });
    }
  });
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
