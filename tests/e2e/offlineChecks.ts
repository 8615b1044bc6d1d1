import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, appReady } from './fixtures';
import { expectOutput, setInputText } from './textRunner';
import { sniffType } from '../../src/runner/sniff';

/**
 * One real use of every tool, checked on its real result (a done row whose download has the right
 * magic bytes, an output text, a rendered preview), for the offline tests (offline-all and
 * offline-after-visit). A tool with no entry in HOW fails those tests until one is added.
 * Inputs are the small valid files of the hostile corpus (tests/fixtures/hostile/valid.*).
 */

export const valid = (ext: string) => `tests/fixtures/hostile/valid.${ext}`;
const VALID_SVG = readFileSync(valid('svg'), 'utf8');
const RESULT_MS = 60_000;

export async function open(page: Page, url: string) {
  await page.goto(url);
  await appReady(page);
}

/**
 * Moves the app, already loaded, to `url` (options in its query) the way a link click does, and
 * waits until that page is rendered. The offline tests load the app once, offline, then use every
 * tool in it: the service worker answers every navigation with the same precached index.html, so a
 * reload per tool would check nothing more and cost a whole app start each time.
 */
async function visit(page: Page, url: string) {
  await page.evaluate((to: string) => history.pushState(null, '', to), url);
  await expect(page.locator('main')).toHaveAttribute('data-route', new URL(url, page.url()).pathname);
  await expect(page.locator('main [data-testid="page-loading"]')).toHaveCount(0);
}

async function downloadBytes(page: Page, button: Locator): Promise<Uint8Array> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return new Uint8Array(readFileSync((await file.path())!));
}

/** Generic runner or SVG editor: one file in, its row done, its download of the expected type. */
async function fileTool(page: Page, url: string, file: string, type: string | RegExp) {
  await visit(page, url);
  await page.getByTestId('file-input').setInputFiles(file);
  const row = page.getByTestId('result-row').first();
  await expect(row).toHaveAttribute('data-status', /done|failed/, { timeout: RESULT_MS });
  if ((await row.getAttribute('data-status')) === 'failed')
    throw new Error(`failed: ${await row.getByTestId('result-error').textContent()}`);
  const bytes = await downloadBytes(page, row.getByTestId('download').first());
  expectType(bytes, type);
}

function expectType(bytes: Uint8Array, type: string | RegExp) {
  expect(bytes.length).toBeGreaterThan(0);
  if (type instanceof RegExp) expect(new TextDecoder().decode(bytes.subarray(0, 4096))).toMatch(type);
  else expect(sniffType(bytes)).toBe(type);
}

/** How to use each tool offline, keyed by tool id. */
export const HOW: Record<string, (page: Page) => Promise<void>> = {
  'image-compress': (page) => fileTool(page, '/image/image-compress?mode=quality&format=webp', valid('jpg'), 'image/webp'),
  'image-converter': (page) => fileTool(page, '/image/image-converter?format=avif', valid('jpg'), 'image/avif'),
  'image-resize': (page) => fileTool(page, '/image/image-resize?width=32', valid('png'), 'image/png'),
  'image-removebg': (page) => fileTool(page, '/image/image-removebg', valid('jpg'), 'image/png'),
  'png-to-svg': (page) => fileTool(page, '/svg/png-to-svg', valid('png'), 'image/svg+xml'),
  'jpg-to-svg': (page) => fileTool(page, '/svg/jpg-to-svg', valid('jpg'), 'image/svg+xml'),
  'svg-optimizer': (page) => fileTool(page, '/svg/svg-optimizer', valid('svg'), 'image/svg+xml'),
  'svg-to-png': (page) => fileTool(page, '/svg/svg-to-png', valid('svg'), 'image/png'),
  'svg-to-jpg': (page) => fileTool(page, '/svg/svg-to-jpg', valid('svg'), 'image/jpeg'),
  'svg-to-pdf': (page) => fileTool(page, '/svg/svg-to-pdf', valid('svg'), 'application/pdf'),
  'svg-to-eps': (page) => fileTool(page, '/svg/svg-to-eps', valid('svg'), /^%!PS-Adobe-3\.0 EPSF/),
  // The ffmpeg.wasm engine on purpose (the automatic choice may need no engine file for this clip).
  'video-compress': (page) => fileTool(page, '/video/video-compress?engine=ffmpeg', valid('mp4'), 'video/mp4'),
  // ffmpeg.wasm (32 MB) from the engine cache. (Not Ogg: libvorbis refuses its default bit rate for
  // this 22 kHz mono file, a bug of its own, reported — not what this test is about.)
  'audio-converter': (page) => fileTool(page, '/audio/audio-converter?format=flac', valid('mp3'), 'audio/flac'),
  'image-mosaic': async (page) => {
    await visit(page, '/image/image-mosaic');
    await page.getByTestId('file-input').setInputFiles(valid('jpg'));
    const canvas = page.getByTestId('mosaic-canvas');
    await page.waitForFunction(() => document.querySelector<HTMLCanvasElement>('[data-testid="mosaic-canvas"]')?.width === 96);
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.8, { steps: 4 });
    await page.mouse.up();
    await page.getByTestId('mosaic-apply').click();
    const row = page.getByTestId('result-row');
    await expect(row).toHaveAttribute('data-status', 'done', { timeout: RESULT_MS });
    expectType(await downloadBytes(page, row.getByTestId('download')), 'image/jpeg');
  },
  'favicon-converter': async (page) => {
    await visit(page, '/favicon/converter');
    await page.getByTestId('file-input').setInputFiles(valid('png'));
    await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: RESULT_MS });
    const ico = page.locator('[data-testid="package-file"][data-file="favicon.ico"]');
    expectType(await downloadBytes(page, ico.getByTestId('download')), 'image/x-icon');
  },
  'favicon-generator': async (page) => {
    await visit(page, '/favicon/generator?mode=text&text=LK');
    await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: RESULT_MS });
    const png = page.locator('[data-testid="package-file"][data-file="apple-touch-icon.png"]');
    expectType(await downloadBytes(page, png.getByTestId('download')), 'image/png');
  },
  'appstore-cover': async (page) => {
    await visit(page, '/screenshot/appstore-cover?size=iphone-69');
    expectType(await downloadBytes(page, page.getByTestId('download')), 'image/png');
  },
  'xiaohongshu-cover': async (page) => {
    await visit(page, '/screenshot/xiaohongshu-cover?format=jpeg');
    expectType(await downloadBytes(page, page.getByTestId('download')), 'image/jpeg');
  },
  'svg-preview': async (page) => {
    await visit(page, '/svg/svg-preview');
    await setInputText(page, VALID_SVG);
    await expect(page.getByTestId('info-size')).toHaveText('64 × 64');
    await expect.poll(() => page.getByTestId('preview-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  },
  'text-converter': async (page) => {
    await visit(page, '/text/text-converter?mode=s2twp');
    await setInputText(page, '我的软件 works offline');
    await expectOutput(page, '我的軟體 works offline');
  },
  'text-diff': async (page) => {
    await visit(page, '/text/text-diff');
    // The panes are CodeMirror editors: type into their content elements.
    await page.getByTestId('diff-a').locator('.cm-content').fill('one\ntwo\nthree\n');
    await page.getByTestId('diff-b').locator('.cm-content').fill('one\n2\nthree\n');
    await expect(page.getByTestId('diff-stats').locator('[data-changes]')).toHaveAttribute('data-changes', '1');
  },
  'word-count': async (page) => {
    await visit(page, '/writer/word-count');
    await setInputText(page, 'Offline and still counting words');
    await expect(page.getByTestId('stat-words')).toHaveAttribute('data-value', '5');
  },
  'date-utils': async (page) => {
    await visit(page, '/date/date-utils?tab=timestamp&timestamp=1700000000');
    await expect(page.getByTestId('out-iso')).toHaveText('2023-11-14T22:13:20.000Z');
  },
  'dayjs-utils': async (page) => {
    await visit(page, `/date/dayjs-utils?${new URLSearchParams({ expr: "dayjs('2024-01-31').add(1, 'month').format('YYYY-MM-DD')" })}`);
    await expect(page.getByTestId('chain-result')).toHaveText('2024-02-29');
  },
  'moment-utils': async (page) => {
    await visit(
      page,
      `/date/moment-utils?${new URLSearchParams({ expr: "moment.utc('2024-06-01T12:00:00Z').add(1, 'day').format('YYYY-MM-DD')" })}`,
    );
    await expect(page.getByTestId('chain-result')).toHaveText('2024-06-02');
  },
};
