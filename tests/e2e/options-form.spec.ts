import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { openRoute, toolRoutes } from './routes';
import { sniffType } from '../../src/runner/sniff';

// Every range and number input the options form renders from a tool's schema must move: a field
// without a step that fits its range (0.9 … 0.999 and the browser's default step of 1) snaps to its
// minimum and ignores drag, click and keys. Fields hidden behind a choice (showIf) are reached by
// trying each value of each choice field.

const decimalsOf = (n: string) => n.split('.')[1]?.length ?? 0;

/** Moves one field a step with the keyboard and checks the value reaches the options (the preset link). */
async function movesWithKeys(page: Page, input: Locator, key: string) {
  // Read in one call: the tour reaches a few dozen fields.
  const { type, step, max, before } = await input.evaluate((el: HTMLInputElement) => ({
    type: el.getAttribute('type'),
    step: el.getAttribute('step'),
    max: el.getAttribute('max'),
    before: el.value,
  }));
  expect(step, `${key}: step`).toMatch(/^\d+(\.\d+)?$/);
  if (type === 'range') {
    // The thumb stands where the label says (the SSIM trap: label 0.98, thumb snapped to 0.9).
    await expect(page.locator(`#root_${key} ~ .range-view`), `${key}: label`).toHaveText(before);
  }
  const down = max !== null && Number(before) >= Number(max);
  await input.focus();
  await page.keyboard.press(type === 'range' ? (down ? 'ArrowLeft' : 'ArrowRight') : down ? 'ArrowDown' : 'ArrowUp');
  const digits = Math.max(decimalsOf(step!), decimalsOf(before));
  const expected = (Number(before) + (down ? -1 : 1) * Number(step)).toFixed(digits);
  await expect(input, `${key}: moved one step`).toHaveValue(String(Number(expected)));
  await expect(page, `${key}: in the preset link`).toHaveURL(new RegExp(`[?&]${key}=${String(Number(expected)).replace('.', '\\.')}(&|$)`));
  if (type === 'range') await expect(page.locator(`#root_${key} ~ .range-view`)).toHaveText(String(Number(expected)));
  // And back: the default leaves the link again.
  await page.keyboard.press(type === 'range' ? (down ? 'ArrowRight' : 'ArrowLeft') : down ? 'ArrowUp' : 'ArrowDown');
  await expect(input).toHaveValue(before);
  await expect(page).not.toHaveURL(new RegExp(`[?&]${key}=`));
}

/** Makes a choice: a select's value with the events selectOption sends, or a radio clicked. */
function choose(el: Element, value: string | null) {
  if (el instanceof HTMLSelectElement) {
    el.value = value!;
    el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  } else (el as HTMLInputElement).click();
}

test('every range and number input rendered from a schema moves with the keyboard, and its value reaches the options', async ({ page }) => {
  test.setTimeout(300_000);
  const tested: string[] = [];
  // One load, then each tool in-app (a fresh tool page, as a link to it gives).
  await page.goto('/');
  await appReady(page);
  for (const { id, path } of toolRoutes()) {
    await openRoute(page, path);
    const form = page.getByTestId('options-form');
    if ((await form.count()) === 0) continue;
    const done = new Set<string>();
    const testVisible = async () => {
      // The visible fields' names in one call (each choice's value asks again).
      const keys = await form
        .locator('input[type="range"]:visible, input[type="number"]:visible')
        .evaluateAll((inputs) => inputs.map((input) => input.id.replace(/^root_/, '')));
      for (const key of keys) {
        if (done.has(key)) continue;
        done.add(key);
        await movesWithKeys(page, form.locator(`[id="root_${key}"]`), key);
        tested.push(`${id}.${key}`);
      }
    };
    await testVisible();
    // Fields shown only for some value of a choice: try each value of each choice field. A choice is
    // made in the page as selectOption and check make it (its input and change events, a click on a
    // radio), in one call each: the tour makes over a hundred.
    for (const select of await form.locator('select:visible').all()) {
      const first = await select.inputValue();
      for (const value of await select
        .locator('option:not([disabled])')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))) {
        if (value === first) continue; // the form as it was: tested already
        await select.evaluate(choose, value);
        await testVisible();
      }
      // Back to where it was: fields that other choices show may need this one's first value too.
      await select.evaluate(choose, first);
    }
    for (const radio of await form.locator('input[type="radio"]:visible').all()) {
      if (!(await radio.isVisible())) continue;
      await radio.evaluate(choose, null);
      await testVisible();
    }
  }
  // The fields this test exists for are among those it reached.
  expect(tested).toEqual(
    expect.arrayContaining(['image-compress.ssim', 'image-compress.quality', 'image-resize.percent', 'svg-to-png.scale']),
  );
});

test('image-compress: the SSIM slider moves to either end and the pipeline gets its value', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/image/image-compress?mode=auto&format=jpeg');
  await appReady(page);
  const ssim = page.locator('#root_ssim');
  await expect(ssim).toHaveValue('0.98');
  const sizeAt = async (key: 'End' | 'Home', value: string) => {
    await ssim.focus();
    await page.keyboard.press(key);
    await expect(ssim).toHaveValue(value);
    await expect(page).toHaveURL(new RegExp(`ssim=${value.replace('.', '\\.')}`));
    await page.getByTestId('file-input').setInputFiles('tests/fixtures/images/photo-coffee.jpg');
    const row = page.getByTestId('result-row');
    await expect(row).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download').click()]);
    const bytes = new Uint8Array(readFileSync(await download.path()));
    expect(sniffType(bytes)).toBe('image/jpeg');
    await page.getByTestId('clear').click();
    await expect(page.getByTestId('result-row')).toHaveCount(0);
    return bytes.length;
  };
  const strict = await sizeAt('End', '0.999');
  const loose = await sizeAt('Home', '0.9');
  // A looser similarity lets the search pick a lower quality: a much smaller file.
  expect(loose).toBeLessThan(strict * 0.5);
});

test('a hint about one choice shows only while that choice is made (helpShowIf): Opus’s 48000 Hz', async ({ page }) => {
  await page.goto('/audio/audio-converter?lng=zh');
  await appReady(page);
  const hint = page.getByText('Opus 固定为 48000 Hz。');
  await expect(page.locator('#root_sampleRate')).toBeVisible();
  await expect(hint).toHaveCount(0);
  await page.locator('#root_format').selectOption('opus');
  await expect(hint).toBeVisible();
  await page.locator('#root_format').selectOption('mp3');
  await expect(hint).toHaveCount(0);
});
