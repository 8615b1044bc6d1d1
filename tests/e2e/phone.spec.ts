import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, appReady } from './fixtures';
import { toolRoutes } from './routes';

// Phones are first-class: on a 390×844 touch screen the file input of every file tool comes first,
// within the first screen and before the options (which fold under it).

const fileTools = toolRoutes().filter(({ id }) => /kind:\s*'files'/.test(readFileSync(join('plugins', id, 'manifest.ts'), 'utf8')));

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('phone: every file tool shows its drop zone within the first screen, before the options', async ({ page }) => {
  test.setTimeout(180_000);
  expect(fileTools.length).toBeGreaterThan(10);
  const misplaced: string[] = [];
  for (const { id, path } of fileTools) {
    await page.goto(path);
    await appReady(page);
    // The drop zone's "Choose files", or an editor's own picker (a label holding the file input).
    const choose = page.locator('[data-testid="choose-files"], label:has(input[data-testid="file-input"])').first();
    await expect(choose, id).toBeVisible();
    const button = (await choose.boundingBox())!;
    const zone = (await page.getByTestId('dropzone').count()) ? (await page.getByTestId('dropzone').boundingBox())! : button;
    if (button.y + button.height > 844) misplaced.push(`${id}: the file picker ends ${Math.round(button.y + button.height)} px down`);
    const options = page.locator('.options').first();
    if ((await options.count()) && (await options.isVisible())) {
      const top = (await options.boundingBox())!.y;
      if (top < zone.y) misplaced.push(`${id}: the options (${Math.round(top)} px) come before the drop zone (${Math.round(zone.y)} px)`);
    }
  }
  expect(misplaced).toEqual([]);
});

test('phone: a text tool shows its input first, within the first screen, and its options fold under it', async ({ page }) => {
  for (const [path, input] of [
    ['/writer/word-count', '[data-testid="text-input"]'],
    ['/date/moment-utils', '#root_expr'],
  ]) {
    await page.goto(path);
    await appReady(page);
    const box = (await page.locator(input).boundingBox())!;
    expect(box.y + box.height, path).toBeLessThan(844);
    const fold = page.getByTestId('options-fold');
    await expect(fold, path).not.toHaveAttribute('open');
    expect((await fold.boundingBox())!.y, path).toBeGreaterThan(box.y + box.height);
  }
});

test('phone: the folded options open with a tap, and a change in them reaches the preset link', async ({ page }) => {
  await page.goto('/image/image-compress');
  await appReady(page);
  const fold = page.getByTestId('options-fold');
  await expect(fold).not.toHaveAttribute('open');
  await expect(page.getByLabel('By quality')).toBeHidden();
  await fold.locator('summary').tap();
  await expect(fold).toHaveAttribute('open');
  await page.getByLabel('By quality').check();
  await expect(page).toHaveURL(/mode=quality/);
  // A picked file's row comes right under the drop zone and the options.
  await page.getByTestId('file-input').setInputFiles('tests/fixtures/images/photo-coffee.jpg');
  const row = page.getByTestId('result-row');
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const zone = (await page.getByTestId('dropzone').boundingBox())!;
  expect((await row.boundingBox())!.y).toBeGreaterThan(zone.y + zone.height);
});

test.describe('wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false });
  test('the options stand open beside the input, with no fold', async ({ page }) => {
    await page.goto('/image/image-compress');
    await appReady(page);
    await expect(page.getByTestId('options-fold').locator('summary')).toBeHidden();
    await expect(page.getByLabel('By quality')).toBeVisible();
    const options = (await page.getByTestId('options-form').boundingBox())!;
    const zone = (await page.getByTestId('dropzone').boundingBox())!;
    expect(options.x + options.width).toBeLessThanOrEqual(zone.x);
    expect(Math.abs(options.y - zone.y)).toBeLessThan(40);
  });
});
