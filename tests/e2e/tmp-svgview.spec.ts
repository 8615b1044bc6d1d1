import { readFileSync } from 'node:fs';
import { test, expect, appReady } from './fixtures';
import { axeViolations } from './axe';
import { setInputText } from './textRunner';
import { PHONE } from './touch';

for (const [name, use] of [['desktop', { viewport: { width: 1280, height: 900 } }], ['phone', PHONE]] as const) {
  test.describe(name, () => {
    test.use(use);
    for (const scheme of ['light', 'dark'] as const)
      test(`look ${scheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('/svg/svg-preview');
        await appReady(page);
        await setInputText(page, readFileSync('tests/fixtures/svg/hostile/onload.svg', 'utf8'));
        await expect(page.getByTestId('removed-count')).toBeVisible();
        await page.getByTestId('formatted').locator('summary').click();
        await page.screenshot({ path: `/tmp/svgview/${name}-${scheme}.png`, fullPage: true });
        const v = await axeViolations(page, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
        console.log(name, scheme, JSON.stringify(v.map((x) => [x.id, x.impact, x.nodes.map((n) => n.target.join(' '))])));
      });
  });
}
