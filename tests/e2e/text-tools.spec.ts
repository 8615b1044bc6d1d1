import { readFileSync } from 'node:fs';
import { test, expect, appReady } from './fixtures';

const fixture = (name: string) => readFileSync(`tests/fixtures/text/${name}`, 'utf8');
const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

test.describe('text-converter', () => {
  test('simplified → Taiwan traditional with phrases, from a preset link', async ({ page }) => {
    await page.goto('/text/text-converter?mode=s2twp');
    await appReady(page);
    await page.getByTestId('text-input').fill('我的软件需要鼠标和打印机。');
    await expect(page.getByTestId('text-output')).toHaveValue('我的軟體需要滑鼠和印表機。');
  });

  test('switching mode re-converts: traditional → simplified, then a case mode', async ({ page }) => {
    await page.goto('/text/text-converter?mode=t2s');
    await appReady(page);
    await page.getByTestId('text-input').fill('頭髮乾燥 Hello World');
    await expect(page.getByTestId('text-output')).toHaveValue('头发干燥 Hello World');
    await page.locator('#root_mode').selectOption('snake');
    await expect(page.getByTestId('text-output')).toHaveValue('頭髮乾燥_hello_world');
    await expect(page).toHaveURL(/mode=snake/);
  });
});

test.describe('text-diff', () => {
  test('compares two texts: counts, aligned rows, inline view, navigation, unified patch', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/text/text-diff');
    await appReady(page);
    await page.getByTestId('diff-a').fill(fixture('diff-a.txt'));
    await page.getByTestId('diff-b').fill(fixture('diff-b.txt'));

    const stats = page.getByTestId('diff-stats');
    await expect(stats.locator('[data-added]')).toHaveAttribute('data-added', '2');
    await expect(stats.locator('[data-removed]')).toHaveAttribute('data-removed', '2');
    await expect(stats.locator('[data-changes]')).toHaveAttribute('data-changes', '3');

    // The inserted line is one change; the lines after it stay unchanged.
    const view = page.getByTestId('diff-view');
    await expect(view.locator('tr[data-kind="change"]')).toHaveCount(3);
    await expect(view.locator('tr[data-kind="equal"]', { hasText: 'Nothing is uploaded.' })).toHaveCount(1);
    // Word granularity highlights only the changed word.
    await expect(view.locator('mark.ins')).toHaveCount(1);
    await expect(view.locator('mark.ins')).toContainText('own');
    await expect(view.locator('mark.del')).toHaveCount(0);

    await page.getByTestId('next-change').click();
    await expect(view.locator('tr.current')).toContainText('A new line was inserted here.');
    await page.getByTestId('next-change').click();
    await expect(view.locator('tr.current')).toContainText('Text is compared on your own device.');
    await page.getByTestId('prev-change').click();
    await expect(view.locator('tr.current')).toContainText('A new line was inserted here.');

    await page.getByRole('radio', { name: 'Inline' }).check();
    await expect(page).toHaveURL(/view=unified/);
    await expect(view.locator('tr[data-kind="del"]')).toHaveCount(2);
    await expect(view.locator('tr[data-kind="ins"]')).toHaveCount(2);

    await page.getByTestId('copy-patch').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(fixture('diff-expected.patch'));
  });

  test('a text file dropped on a pane fills it', async ({ page }) => {
    await page.goto('/text/text-diff');
    await appReady(page);
    await page.getByTestId('diff-b').fill('x\n');
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['dropped line\nx\n'], 'a.txt', { type: 'text/plain' }));
      return dt;
    });
    await page.getByTestId('diff-a').dispatchEvent('drop', { dataTransfer });
    await expect(page.getByTestId('diff-a')).toHaveValue('dropped line\nx\n');
    await expect(page.getByTestId('diff-stats').locator('[data-removed]')).toHaveAttribute('data-removed', '1');
  });

  test('the two panes scroll together, unless synchronised scrolling is off', async ({ page }) => {
    await page.goto('/text/text-diff');
    await appReady(page);
    const text = Array.from({ length: 400 }, (_, i) => `line ${i}`).join('\n');
    await page.getByTestId('diff-a').fill(text);
    await page.getByTestId('diff-b').fill(text);
    const scrollA = (top: number) => page.getByTestId('diff-a').evaluate((el, y) => { el.scrollTop = y; }, top);
    const topB = () => page.getByTestId('diff-b').evaluate((el) => el.scrollTop);
    await scrollA(1000);
    await expect.poll(topB).toBeGreaterThan(900);
    await page.locator('#root_syncScroll').uncheck();
    await scrollA(0);
    await page.waitForTimeout(300);
    expect(await topB()).toBeGreaterThan(900);
  });

  test('preset link: ignore case and whitespace make near-identical texts equal', async ({ page }) => {
    await page.goto('/text/text-diff?ignoreCase=true&ignoreWhitespace=true&granularity=char');
    await appReady(page);
    await expect(page.locator('#root_ignoreCase')).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Character' })).toBeChecked();
    await page.getByTestId('diff-a').fill('Hello   World\nsecond line\n');
    await page.getByTestId('diff-b').fill('hello world\nsecond line\n');
    await expect(page.getByTestId('diff-identical')).toBeVisible();
    await page.locator('#root_ignoreCase').uncheck();
    await expect(page.getByTestId('diff-stats').locator('[data-changes]')).toHaveAttribute('data-changes', '1');
    await expect(page.getByTestId('diff-view').locator('mark.del')).toHaveText(['H', 'W']);
  });

  test('stays responsive on two 1 MB texts with 300 edits', async ({ page }) => {
    await page.goto('/text/text-diff');
    await appReady(page);
    await page.getByTestId('diff-a').waitFor();
    const started = await page.evaluate(() => {
      const lines: string[] = [];
      for (let i = 0, size = 0; size < 1_000_000; i++) {
        const line = `line ${i} of a long text that keeps going and going`;
        lines.push(line);
        size += line.length + 1;
      }
      const b = [...lines];
      for (let k = 0; k < 300; k++) b[(k * 97) % b.length] += ' edited';
      const set = (testId: string, value: string) => {
        const el = document.querySelector<HTMLTextAreaElement>(`[data-testid="${testId}"]`)!;
        const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
        setter.call(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      };
      set('diff-a', lines.join('\n'));
      set('diff-b', b.join('\n'));
      return performance.now();
    });
    await expect(page.getByTestId('diff-stats').locator('[data-changes]')).toHaveAttribute('data-changes', '300', { timeout: 30_000 });
    const elapsed = await page.evaluate((t0) => performance.now() - t0, started);
    test.info().annotations.push({ type: 'diff 2×1 MB end to end (ms, incl. 600 ms debounce)', description: String(Math.round(elapsed)) });
    // Unchanged runs are folded, so the page draws a few thousand rows, not 40 000.
    expect(await page.getByTestId('diff-row').count()).toBeLessThan(3000);
  });
});

test.describe('word-count', () => {
  test('counts English text, with the debug view showing both ends', async ({ page }) => {
    await page.goto('/writer/word-count');
    await appReady(page);
    await page.getByTestId('text-input').fill("It's a fine day.\n\nThe quick brown fox jumps over the lazy dog — twice!");
    await expect(page.getByTestId('stat-words')).toHaveAttribute('data-value', '14');
    await expect(page.getByTestId('stat-paragraphs')).toHaveAttribute('data-value', '2');
    await expect(page.getByTestId('stat-lines')).toHaveAttribute('data-value', '3');
    await expect(page.getByTestId('stat-readingMinutes')).toHaveAttribute('data-value', '1');
    await page.getByTestId('debug').locator('summary').click();
    await expect(page.getByTestId('debug-head')).toHaveText('"It\'s a fine day.\\n\\nTh"');
    await expect(page.getByTestId('debug-tail')).toHaveText('"he lazy dog — twice!"');
  });

  test('detects Chinese and counts CJK characters; Japanese from a preset link', async ({ page }) => {
    await page.goto('/writer/word-count');
    await appReady(page);
    await page.getByTestId('text-input').fill('我们今天去公园散步，天气非常好。');
    await expect(page.getByTestId('stat-cjkCharacters')).toHaveAttribute('data-value', '14');
    await expect(page.getByTestId('detected')).toContainText('Chinese');
    const words = Number(await page.getByTestId('stat-words').getAttribute('data-value'));
    expect(words).toBeGreaterThan(4);
    expect(words).toBeLessThan(14);

    await page.goto('/writer/word-count?language=korean');
    await appReady(page);
    await expect(page.locator('#root_language')).toHaveValue('korean');
    await page.getByTestId('text-input').fill('저는 서울에서 한국어를 공부합니다.');
    await expect(page.getByTestId('stat-words')).toHaveAttribute('data-value', '4');
  });
});

test.describe('date code runners', () => {
  test('dayjs-utils: a preset link runs its expression; examples and errors', async ({ page }) => {
    await page.goto(withQuery('/date/dayjs-utils', { expr: "dayjs('2024-01-31').add(1, 'month').format('YYYY-MM-DD')" }));
    await appReady(page);
    await expect(page.getByTestId('chain-result')).toHaveText('2024-02-29');

    await page.getByTestId('expr-input').fill('dayjs().constructor');
    await expect(page.getByTestId('result-error')).toContainText('Only native methods of the library are supported');
    await page.getByTestId('expr-input').fill('alert(1)');
    await expect(page.getByTestId('result-error')).toContainText('must start with dayjs(');

    // With "every second", a clock expression keeps moving.
    await page.getByTestId('expr-input').fill('dayjs().valueOf()');
    await expect(page.getByTestId('chain-result')).toHaveText(/^\d{13}$/);
    await page.getByTestId('every-second').check();
    const first = Number(await page.getByTestId('chain-result').textContent());
    await expect.poll(async () => Number(await page.getByTestId('chain-result').textContent()), { timeout: 5000 }).toBeGreaterThan(first + 500);

    await page.getByTestId('example').filter({ hasText: "dayjs('2024-02-29').isLeapYear()" }).click();
    await expect(page.getByTestId('chain-result')).toHaveText('true');
    await expect(page).toHaveURL(/isLeapYear/);
  });

  test('dayjs-utils: the locale follows the interface language', async ({ page }) => {
    await page.goto(withQuery('/date/dayjs-utils', { lng: 'de', expr: "dayjs('2024-01-01').format('dddd, D. MMMM YYYY')" }));
    await appReady(page);
    await expect(page.getByTestId('chain-result')).toHaveText('Montag, 1. Januar 2024');
    await page.locator('#root_locale').selectOption('ja');
    await expect(page.getByTestId('chain-result')).toHaveText('月曜日, 1. 1月 2024');
  });

  test('moment-utils: a preset link runs; durations and property access', async ({ page }) => {
    await page.goto(withQuery('/date/moment-utils', { expr: "moment.utc('2024-06-01T12:00:00Z').utcOffset(540).format('YYYY-MM-DD HH:mm Z')" }));
    await appReady(page);
    await expect(page.getByTestId('chain-result')).toHaveText('2024-06-01 21:00 +09:00');
    await page.getByTestId('expr-input').fill("moment.duration(2, 'hours')");
    await expect(page.getByTestId('chain-result')).toHaveText('2 hours (PT2H)');
    await page.getByTestId('expr-input').fill("moment.tz('2024-06-01 09:00', 'Europe/Berlin').tz('America/New_York').format('HH:mm z')");
    await expect(page.getByTestId('chain-result')).toHaveText('03:00 EDT');
    await page.getByTestId('expr-input').fill('moment()._d');
    await expect(page.getByTestId('result-error')).toContainText('Only native methods');
  });
});

test.describe('date-utils', () => {
  test('timestamp → date from a preset link, and a live "now"', async ({ page }) => {
    await page.goto('/date/date-utils?tab=timestamp&timestamp=1700000000');
    await appReady(page);
    await expect(page.getByTestId('out-utc')).toHaveText('2023-11-14 22:13:20 UTC');
    await expect(page.getByTestId('out-iso')).toHaveText('2023-11-14T22:13:20.000Z');
    await page.locator('#root_timestamp').fill('1700000000123');
    await expect(page.getByTestId('out-iso')).toHaveText('2023-11-14T22:13:20.123Z');
    const first = await page.getByTestId('out-now-seconds').textContent();
    await expect(page.getByTestId('out-now-seconds')).not.toHaveText(first!, { timeout: 5000 });
  });

  test('difference, add, facts, time zone and age', async ({ page }) => {
    await page.goto('/date/date-utils?tab=difference&date=2024-01-31&date2=2024-03-15');
    await appReady(page);
    await expect(page.getByTestId('out-days')).toHaveText('44');
    await expect(page.getByTestId('out-businessDays')).toHaveText('32');
    await expect(page.getByTestId('out-months')).toHaveText('1 months 15 days');

    await page.getByTestId('tab-add').click();
    await page.locator('#root_amount').fill('1');
    await page.locator('#root_addUnit').selectOption('month');
    await expect(page.getByTestId('out-added')).toHaveText('2024-02-29');

    await page.getByTestId('tab-info').click();
    await page.locator('#root_date').fill('2024-12-30');
    await expect(page.getByTestId('out-isoWeek')).toHaveText('2025-W01');
    await expect(page.getByTestId('out-leapYear')).toHaveText('Yes');
    await expect(page.getByTestId('out-dayOfYear')).toHaveText('365 of 366');

    await page.goto('/date/date-utils?tab=timezone&date=2024-06-01T12%3A00&fromZone=UTC&toZone=Asia%2FTokyo');
    await appReady(page);
    await expect(page.getByTestId('out-converted')).toHaveText('2024-06-01 21:00 (UTC+09:00)');

    await page.goto('/date/date-utils?tab=age&date=1990-05-20&date2=2025-03-15');
    await appReady(page);
    await expect(page.getByTestId('out-age')).toHaveText('34 years, 9 months, 23 days');
    await expect(page.getByTestId('out-nextBirthday')).toHaveText('in 66 days');
  });

  test('an impossible date shows a readable error', async ({ page }) => {
    await page.goto('/date/date-utils?tab=info&date=2023-02-30');
    await appReady(page);
    await expect(page.getByTestId('result-error')).toHaveText('This is not a valid date or number.');
  });
});
