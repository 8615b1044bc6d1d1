import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { editorText } from './textRunner';
import { bigSvg, lineSvg, nestedImageBomb, pathSvg, textSvg } from '../fixtures/svg/freezeSvgs';

/**
 * Issue 33, item 5: SVGs that froze the page. Each attack goes to the tool it froze; all the while the
 * page must answer `1 + 1` within a second, every time it is asked, until the file's row (or the
 * preview) ends: refused with a message naming the budget it passed, or done.
 * These run in their own project, after all the others and one at a time (playwright.config.ts): run
 * this file alone with `npx playwright test --no-deps tests/e2e/page-freeze.spec.ts`.
 */
const ANSWER_MS = 1000;

/**
 * The attack written to a file on disk: Playwright gives a path to the browser as it is, while an
 * in-memory buffer is rebuilt inside the page (base64 of megabytes, decoded on the page's thread,
 * then collected), which blocked the page for over a second before the app saw the file.
 */
function onDisk(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'localkit-freeze-')), name);
  writeFileSync(path, text);
  return path;
}

interface Attack {
  title: string;
  tool: string;
  file: () => string;
  name: string;
  /** What the row must end with: done, or failed with this message. */
  ends: 'done' | RegExp;
}

const ATTACKS: Attack[] = [
  {
    title: '100 KB of text',
    tool: '/svg/svg-to-pdf',
    name: 'text-100k.svg',
    file: () => textSvg(100_000),
    ends: /characters \(each copy of it counted\): at most 4,000 per text/,
  },
  {
    title: '20 KB of text',
    tool: '/svg/svg-to-eps',
    name: 'text-20k.svg',
    file: () => textSvg(20_000),
    ends: /characters \(each copy of it counted\): at most 4,000 per text/,
  },
  { title: 'a document of 3,000 characters', tool: '/svg/svg-to-pdf', name: 'text-3k.svg', file: () => textSvg(3_000), ends: 'done' },
  {
    title: 'a 1,000,000-point path',
    tool: '/svg/svg-to-pdf',
    name: 'path-1m.svg',
    file: () => pathSvg(1_000_000),
    ends: /1,000,000 path points.*at most/,
  },
  {
    title: 'a 1,000,000-point path',
    tool: '/svg/svg-to-png',
    name: 'path-1m.svg',
    file: () => pathSvg(1_000_000),
    ends: /1,000,000 path points.*at most/,
  },
  {
    title: 'nested data-image bombs',
    tool: '/svg/svg-to-jpg',
    name: 'nested-images.svg',
    file: nestedImageBomb,
    ends: /megapixels of embedded images.*at most/,
  },
];

/**
 * Asks the page `1 + 1` (and the state of `selector`) every 100 ms until `ended(state)`, and for at
 * least `atLeastMs`; every answer must come within ANSWER_MS. Returns the slowest answer.
 */
async function answersThroughout(page: Page, selector: string, ended: (state: string) => boolean, atLeastMs = 0): Promise<number> {
  const start = Date.now();
  let slowest = 0;
  for (;;) {
    const asked = Date.now();
    const answer = await Promise.race([
      page.evaluate((s) => {
        const el = document.querySelector(s);
        return { sum: 1 + 1, state: `${el?.getAttribute('data-status') ?? ''} ${el?.textContent ?? ''}` };
      }, selector),
      new Promise<undefined>((r) => setTimeout(() => r(undefined), ANSWER_MS)),
    ]);
    slowest = Math.max(slowest, Date.now() - asked);
    expect(answer?.sum, `the page answered 1 + 1 within ${ANSWER_MS} ms, ${asked - start} ms in`).toBe(2);
    if (ended(answer!.state) && Date.now() - start >= atLeastMs) return slowest;
    expect(Date.now() - start, 'the work ended').toBeLessThan(90_000);
    await new Promise((r) => setTimeout(r, 100));
  }
}

for (const attack of ATTACKS) {
  test(`${attack.tool.split('/').pop()}: ${attack.title} keeps the page answering, and the row ends`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(attack.tool);
    await appReady(page);
    const row = page.locator(`[data-testid="result-row"][data-name="${attack.name}"]`);
    await page.getByTestId('file-input').setInputFiles(onDisk(attack.name, attack.file()));
    const slowest = await answersThroughout(page, `[data-testid="result-row"][data-name="${attack.name}"]`, (state) =>
      /^(done|failed|cancelled) /.test(state),
    );
    console.log(`${attack.tool} ${attack.name}: slowest answer ${slowest} ms`);
    if (attack.ends === 'done') await expect(row).toHaveAttribute('data-status', 'done');
    else await expect(row.getByTestId('result-error')).toHaveText(attack.ends);
  });
}

test('svg-preview: a 40 MB SVG keeps the page answering and ends in a message', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/svg/svg-preview');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(onDisk('big.svg', bigSvg(800_000)));
  const message = page.getByTestId('result-error');
  const slowest = await answersThroughout(page, '[data-testid="result-error"]', (state) => /MB/.test(state));
  console.log(`svg-preview big.svg: slowest answer ${slowest} ms`);
  // Refused by its size before it was read: the text stays as it was (empty).
  await expect(message).toHaveText(/up to 16\.00 MB at once; this file is \d+\.\d+ MB/);
  expect(await editorText(page, 'text-input')).toBe('');
});

test('svg-to-pdf: Cancel is reachable while the page outlines a 4,000-character line, and ends the row at once', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/svg/svg-to-pdf');
  await appReady(page);
  const row = page.locator('[data-testid="result-row"][data-name="line-4k.svg"]');
  // The first font file is fetched when the page starts outlining the text: the long part on the page.
  const outlining = page.waitForResponse((r) => r.url().includes('/engines/fonts/'));
  await page.getByTestId('file-input').setInputFiles(onDisk('line-4k.svg', lineSvg(4_000)));
  await outlining;
  await expect(row).toHaveAttribute('data-status', 'running');
  // A click is several round trips (visible, stable over two frames, hit target): twice one answer.
  await row.getByTestId('cancel').click({ timeout: 2 * ANSWER_MS });
  await expect(row).toHaveAttribute('data-status', 'cancelled', { timeout: ANSWER_MS });
  // For the next 3 s (longer than the rest of the work would take) the page keeps answering: the
  // cancelled work stopped, and it never turns the row into a result.
  await answersThroughout(page, '[data-testid="result-row"][data-name="line-4k.svg"]', (state) => state.startsWith('cancelled'), 3000);
  await expect(row.getByTestId('download')).toHaveCount(0);
});
