import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { decodeInPage, type Pixels } from './pixels';
import { PHONE, pointIn, touchDrag } from './touch';

// Resize and crop: the crop box drawn, moved and resized on the preview (mouse, finger, keyboard), the
// downloaded file checked against the original's pixels, a preset link that brings the crop back, and
// a second photo of the batch given its own crop while the first keeps the batch's.

const fixture = (name: string) => `tests/fixtures/images/${name}`;
const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

/** The crop box in pixels of the turned image, as the view gives it: [x, y, width, height]. */
const boxOf = async (page: Page) => (await page.getByTestId('crop-box').getAttribute('data-box'))!.split(',').map(Number);

/** The box is `want`, each side within 2 px (a pointer lands on whole CSS pixels of a scaled preview). */
async function expectBox(page: Page, want: number[]) {
  await expect
    .poll(async () => {
      const got = await boxOf(page);
      return got.every((v, i) => Math.abs(v - want[i]) <= 2) ? want : got;
    })
    .toEqual(want);
  return boxOf(page);
}

/** Mean colour of the 5×5 block around (x, y): a JPEG round trip moves single pixels more than blocks. */
function meanAt(img: Pixels, x: number, y: number): number[] {
  const sum = [0, 0, 0];
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) {
      const i = ((y + dy) * img.width + (x + dx)) * 4;
      for (let c = 0; c < 3; c++) sum[c] += img.data[i + c];
    }
  return sum.map((v) => v / 25);
}

/** Downloads a finished row's result and decodes it. */
async function downloadAndDecode(page: Page, name: string): Promise<Pixels> {
  const [download] = await Promise.all([page.waitForEvent('download'), row(page, name).getByTestId('download').click()]);
  return decodeInPage(page, new Uint8Array(readFileSync(await download.path())), 'image/jpeg');
}

/** Applies the options to the batch, downloads the one result and decodes it. */
async function runAndDecode(page: Page, name: string): Promise<Pixels> {
  await page.getByTestId('rerun').click();
  await expect(row(page, name)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  return downloadAndDecode(page, name);
}

/** The row of `name` ran again and has a result of width×height. */
const expectResultSize = (page: Page, name: string, width: number, height: number) =>
  expect(row(page, name).getByTestId('record-dimensions')).toHaveText(`${width} × ${height}`, { timeout: 60_000 });

const decodeFixture = (page: Page, name: string) => decodeInPage(page, new Uint8Array(readFileSync(fixture(name))), 'image/jpeg');

/** Every point's colour in the result is the original's at `source(x, y)`. */
function expectSamePixels(out: Pixels, original: Pixels, source: (x: number, y: number) => [number, number]) {
  for (const [fx, fy] of [
    [0.2, 0.2],
    [0.8, 0.3],
    [0.5, 0.5],
    [0.3, 0.8],
  ]) {
    const x = Math.round(fx * (out.width - 6)) + 3;
    const y = Math.round(fy * (out.height - 6)) + 3;
    const got = meanAt(out, x, y);
    const want = meanAt(original, ...source(x, y));
    expect(
      got.every((v, i) => Math.abs(v - want[i]) < 14),
      `${x},${y}: ${got.map(Math.round)} vs ${want.map(Math.round)}`,
    ).toBe(true);
  }
}

/**
 * Taps `target` until `reached` holds. Chromium takes a tap whose touch end it gets late (the page busy
 * past the long-press delay, as on a loaded CI machine: "1 of 2" stayed after a tap on "next") for a
 * long press, which clicks nothing; a person taps again.
 */
async function tapUntil(target: Locator, reached: () => Promise<boolean>) {
  await expect(async () => {
    if (!(await reached())) await target.tap({ timeout: 5000 });
    await expect.poll(reached, { timeout: 3000 }).toBe(true);
  }).toPass({ timeout: 30_000 });
}

const drag = async (page: Page, target: Locator, from: [number, number], to: [number, number]) => {
  const a = await pointIn(target, ...from);
  const b = await pointIn(target, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
};

test('desktop: rotate, draw and move the box by mouse, move it by keyboard; the file is that crop; a share link restores it', async ({
  page,
  context,
}) => {
  // Two page loads and four runs of the tool, on two cores that other tests share.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A phone photo stored sideways (600×400, EXIF "rotate 90"): upright it is 400×600; turned 90° it is 600×400.
  const name = 'photo-rotated-exif6.jpg';
  await page.goto('/image/image-resize?unit=percent&percent=100');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(fixture(name));
  await expect(row(page, name)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await page.getByLabel('90° clockwise').check();
  const canvas = page.getByTestId('crop-canvas');
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width / c.height)).toBeCloseTo(1.5, 2);

  await drag(page, canvas, [0.1, 0.2], [0.5, 0.7]);
  await expect(page.locator('#root_crop')).toHaveValue('free');
  const drawn = await expectBox(page, [60, 80, 240, 200]);
  await drag(page, page.getByTestId('crop-box'), [0.5, 0.5], [0.75, 0.7]); // 25 % of 240 px, 20 % of 200 px
  const moved = await expectBox(page, [drawn[0] + 60, drawn[1] + 40, drawn[2], drawn[3]]);
  await page.getByTestId('crop-box').focus();
  await page.keyboard.press('ArrowRight'); // 1 % of 600 px
  await page.keyboard.press('Shift+ArrowDown'); // 1 % of 400 px taller
  const [x, y, width, height] = await expectBox(page, [moved[0] + 6, moved[1], moved[2], moved[3] + 4]);
  // The form shows the same box, in percent (its fields may render a moment after the box).
  await expect.poll(async () => Number(await page.locator('#root_cropLeft').inputValue())).toBeCloseTo((x / 600) * 100, 0);
  await expect.poll(async () => Number(await page.locator('#root_cropHeight').inputValue())).toBeCloseTo((height / 400) * 100, 0);

  const original = await decodeInPage(page, new Uint8Array(readFileSync(fixture(name))), 'image/jpeg');
  expect([original.width, original.height]).toEqual([400, 600]);
  const out = await runAndDecode(page, name);
  expect([out.width, out.height]).toEqual([width, height]);
  // Turned 90° clockwise: the turned image's (x, y) is the upright one's (y, 599 − x).
  expectSamePixels(out, original, (u, v) => [y + v, 599 - (x + u)]);

  await page.getByTestId('share-link').first().click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const again = await context.newPage();
  await again.goto(link);
  await appReady(again);
  await expect(again.getByLabel('90° clockwise')).toBeChecked();
  await expect(again.locator('#root_crop')).toHaveValue('free');
  await again.getByTestId('file-input').setInputFiles(fixture(name));
  await expect.poll(() => boxOf(again)).toEqual([x, y, width, height]);

  // A second photo in the batch, given its own box by mouse; the first keeps the batch's.
  const second = 'photo-coffee.jpg'; // 600×400: turned 90° it is 400×600
  await page.getByTestId('file-input').setInputFiles(fixture(second));
  await expect(row(page, second)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await page.getByTestId('crop-next').click();
  await expect(page.getByTestId('crop-file')).toContainText(second);
  await page.getByTestId('crop-own').check();
  await expect(row(page, second).getByTestId('own-options')).toBeVisible();
  await expect(row(page, name).getByTestId('own-options')).toHaveCount(0);
  await expect(page.getByTestId('own-options-not-in-link')).toBeVisible();
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.height / c.width)).toBeCloseTo(1.5, 2);
  await drag(page, canvas, [0.05, 0.05], [0.9, 0.25]);
  const [x2, y2, width2, height2] = await expectBox(page, [20, 30, 340, 120]);
  await expectResultSize(page, second, width2, height2);
  // The batch's box is as it was (the form shows it).
  expect(Number(await page.locator('#root_cropLeft').inputValue())).toBeCloseTo((x / 600) * 100, 0);
  const out2 = await downloadAndDecode(page, second);
  expect([out2.width, out2.height]).toEqual([width2, height2]);
  // Turned 90° clockwise: the turned image's (x, y) is the upright one's (y, 399 − x).
  expectSamePixels(out2, await decodeFixture(page, second), (u, v) => [y2 + v, 399 - (x2 + u)]);
  const out1 = await downloadAndDecode(page, name);
  expect([out1.width, out1.height]).toEqual([width, height]);
  expectSamePixels(out1, original, (u, v) => [y + v, 599 - (x + u)]);
});

test.describe('phone', () => {
  test.use(PHONE);
  test('390×844 touch: the input and crop view come before the options; drag the box and a handle with a finger', async ({ page }) => {
    const name = 'photo-coffee.jpg'; // 600×400
    await page.goto('/image/image-resize?unit=percent&percent=100&crop=1x1&anchor=left');
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles(fixture(name));
    await expect(row(page, name)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    // Nothing drawn yet: the largest square, at the anchor.
    await expect.poll(() => boxOf(page)).toEqual([0, 0, 400, 400]);
    const view = (await page.getByTestId('crop-view').boundingBox())!;
    expect(view.y).toBeLessThan((await page.getByTestId('options-fold').boundingBox())!.y);

    // The bottom-right handle pulled in by a finger: a smaller square; then the box dragged right.
    const box = page.getByTestId('crop-box');
    const canvas = page.getByTestId('crop-canvas');
    // The whole photo on screen: a finger cannot touch what is past the viewport's edge.
    await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    // The finger starts 1 % of the box inside its corner (on the handle): it ends as far inside x = 300 px.
    await touchDrag(page, await pointIn(box, 0.99, 0.99), await pointIn(canvas, 0.5 - (0.01 * 400) / 600, 0.75));
    const pulled = await expectBox(page, [0, 0, 300, 300]);
    expect(pulled[2]).toBe(pulled[3]);
    await touchDrag(page, await pointIn(box, 0.5, 0.5), await pointIn(canvas, 0.75, 0.5));
    const [x, y, side] = await expectBox(page, [300, 50, pulled[2], pulled[2]]);

    const original = await decodeInPage(page, new Uint8Array(readFileSync(fixture(name))), 'image/jpeg');
    const out = await runAndDecode(page, name);
    expect([out.width, out.height]).toEqual([side, side]);
    expectSamePixels(out, original, (u, v) => [x + u, y + v]);

    // A square photo joins the batch: the batch's box does not fit its shape, so it gets the largest
    // square at the anchor; given its own crop, a finger pulls its corner in to half the side.
    const second = 'photo-astronaut.jpg'; // 512×512
    await page.getByTestId('file-input').setInputFiles(fixture(second));
    await expect(row(page, second)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    const ownCrop = page.getByTestId('crop-own');
    await tapUntil(
      page.getByTestId('crop-next'),
      async () => (await page.getByTestId('crop-file').textContent())?.includes(second) ?? false,
    );
    await expect.poll(() => boxOf(page)).toEqual([0, 0, 512, 512]);
    await tapUntil(ownCrop, () => ownCrop.isChecked());
    await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await touchDrag(page, await pointIn(box, 0.99, 0.99), await pointIn(canvas, 0.49, 0.49));
    const [x2, y2, side2] = await expectBox(page, [0, 0, 256, 256]);
    await expectResultSize(page, second, side2, side2);
    await expect(row(page, second).getByTestId('own-options')).toBeVisible();
    const out2 = await downloadAndDecode(page, second);
    expect([out2.width, out2.height]).toEqual([side2, side2]);
    expectSamePixels(out2, await decodeFixture(page, second), (u, v) => [x2 + u, y2 + v]);
    // The first photo kept the batch's box.
    const out1 = await downloadAndDecode(page, name);
    expect([out1.width, out1.height]).toEqual([side, side]);
    expectSamePixels(out1, original, (u, v) => [x + u, y + v]);

    // Back to the batch's crop: the row runs again with the largest square at the anchor.
    await expect(page.getByTestId('own-options-not-in-link')).toBeVisible();
    await tapUntil(row(page, second).getByTestId('own-options-off'), async () => !(await ownCrop.isChecked()));
    await expect(page.getByTestId('own-options-not-in-link')).toHaveCount(0);
    await expectResultSize(page, second, 512, 512);
  });
});
