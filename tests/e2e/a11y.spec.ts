import AxeBuilder from '@axe-core/playwright';
import { test, expect, appReady } from './fixtures';
import { toolRoutes, firstBlogSlug } from './routes';

const routes = () => ['/', ...toolRoutes().map((r) => r.path), '/privacy', '/licenses', '/blog', `/blog/${firstBlogSlug()}`, '/no/such/page'];

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious or critical accessibility violations on any route (${scheme})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: scheme });
    const found: string[] = [];
    for (const path of routes()) {
      await page.goto(path);
      await appReady(page);
      await expect(page.locator('main [data-testid="page-loading"]')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        found.push(`${path}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      }
    }
    expect(found).toEqual([]);
  });
}

test('the runner is usable from the keyboard: drop zone opens the picker, results can be downloaded', async ({ page }) => {
  await page.goto('/image/image-resize?width=64');
  await appReady(page);
  const dropzone = page.getByTestId('dropzone');
  await dropzone.focus();
  await expect(dropzone).toBeFocused();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles('tests/fixtures/images/photo-coffee.jpg');
  await expect(page.getByTestId('result-row')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await page.getByTestId('download').focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('photo-coffee-resized.jpg');
});
