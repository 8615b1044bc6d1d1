import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { editorText, expectOutput, setInputText } from './textRunner';
import { PHONE, pinch, pointIn, touchDrag } from './touch';
import { openOptions } from './optionsFold';

const fixture = (name: string) => readFileSync(`tests/fixtures/text/${name}`, 'utf8');
const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

test.describe('text-converter', () => {
  test('simplified → Taiwan traditional with phrases, from a preset link', async ({ page }) => {
    await page.goto('/text/text-converter?mode=s2twp');
    await appReady(page);
    await setInputText(page, '我的软件需要鼠标和打印机。');
    await expectOutput(page, '我的軟體需要滑鼠和印表機。');
  });

  test('switching mode re-converts: traditional → simplified, then a case mode', async ({ page }) => {
    await page.goto('/text/text-converter?mode=t2s');
    await appReady(page);
    await setInputText(page, '頭髮乾燥 Hello World');
    await expectOutput(page, '头发干燥 Hello World');
    await page.locator('#root_mode').selectOption('snake');
    await expectOutput(page, '頭髮乾燥_hello_world');
    await expect(page).toHaveURL(/mode=snake/);
    // A dropped text file replaces the input; swap puts the output into the input.
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['Dropped Text File'], 'note.txt', { type: 'text/plain' }));
      return dt;
    });
    await page.getByTestId('text-input').locator('.cm-content').dispatchEvent('drop', { dataTransfer });
    await expectOutput(page, 'dropped_text_file');
    await page.getByTestId('swap').click();
    await expect.poll(() => editorText(page, 'text-input')).toBe('dropped_text_file');
  });
});

// The diff panes are CodeMirror editors: text goes in as a real paste event on the editable content.
const content = (page: Page, testId: string) => page.getByTestId(testId).locator('.cm-content');

async function paste(page: Page, testId: string, payload: string | { file: string; name: string }) {
  await content(page, testId).evaluate((el, data) => {
    const dt = new DataTransfer();
    if (typeof data === 'string') dt.setData('text/plain', data);
    else dt.items.add(new File([data.file], data.name, { type: 'text/plain' }));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, payload);
}

/** Text of the line at the top of a pane's visible area. */
const topLine = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('.cm-scroller')
    .evaluate((el) => {
      const r = el.querySelector('.cm-content')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return document.elementFromPoint(r.left + 20, box.top + 8)?.closest('.cm-line')?.textContent ?? '';
    });

test.describe('text-diff', () => {
  test('compares two texts: counts, aligned marks, navigation, inline view, unified patch, typing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/text/text-diff');
    await appReady(page);
    await expect(page.getByRole('textbox', { name: 'Original text' })).toBeVisible();
    await paste(page, 'diff-a', fixture('diff-a.txt'));
    await paste(page, 'diff-b', fixture('diff-b.txt'));

    const stats = page.getByTestId('diff-stats');
    await expect(stats.locator('[data-added]')).toHaveAttribute('data-added', '2');
    await expect(stats.locator('[data-removed]')).toHaveAttribute('data-removed', '2');
    await expect(stats.locator('[data-changes]')).toHaveAttribute('data-changes', '3');

    // The inserted line is one change; the lines after it stay unchanged.
    const a = page.getByTestId('diff-a');
    const b = page.getByTestId('diff-b');
    await expect(b.locator('.cm-line.cm-diff-ins')).toHaveText(['A new line was inserted here.', 'Text is compared on your own device.']);
    await expect(a.locator('.cm-line.cm-diff-del')).toHaveText(['Text is compared on your device.', 'The service worker caches the app.']);
    await expect(b.locator('.cm-line:not(.cm-diff-ins)', { hasText: 'Nothing is uploaded.' })).toHaveCount(1);
    // Word granularity highlights only the changed word; line numbers are in the gutter.
    await expect(b.locator('.cm-diff-mark-ins')).toHaveText([' own']);
    await expect(a.locator('.cm-diff-mark-del')).toHaveCount(0);
    await expect(b.locator('.cm-lineNumbers .cm-gutterElement', { hasText: /^11$/ })).toHaveCount(1);

    // Next / previous: buttons and F7 / Shift+F7.
    await page.getByTestId('next-change').click();
    await expect(page.getByTestId('change-of')).toContainText('Change 1 of 3');
    await expect(b.locator('.cm-diff-current')).toHaveText('A new line was inserted here.');
    await page.keyboard.press('F7');
    await expect(b.locator('.cm-diff-current')).toHaveText('Text is compared on your own device.');
    await expect(a.locator('.cm-diff-current')).toHaveText('Text is compared on your device.');
    await page.getByTestId('prev-change').click();
    await expect(page.getByTestId('change-of')).toContainText('Change 1 of 3');
    await page.keyboard.press('Shift+F7');
    await expect(page.getByTestId('change-of')).toContainText('Change 3 of 3');
    await expect(a.locator('.cm-diff-current')).toHaveText('The service worker caches the app.');

    await page.getByRole('radio', { name: 'Inline' }).check();
    await expect(page).toHaveURL(/view=unified/);
    const inline = page.getByTestId('diff-view');
    await expect(inline.locator('.cm-line.cm-diff-del')).toHaveText([
      'Text is compared on your device.',
      'The service worker caches the app.',
    ]);
    await expect(inline.locator('.cm-line.cm-diff-ins')).toHaveText([
      'A new line was inserted here.',
      'Text is compared on your own device.',
    ]);
    await expect(inline.locator('.cm-diff-sign .cm-gutterElement:not([style*="hidden"])', { hasText: '+' })).toHaveCount(2);
    // Still on change 3; next wraps round to change 1, then 2.
    await page.getByTestId('next-change').click();
    await expect(inline.locator('.cm-diff-current')).toHaveText(['A new line was inserted here.']);
    await page.getByTestId('next-change').click();
    await expect(inline.locator('.cm-diff-current')).toHaveText([
      'Text is compared on your device.',
      'Text is compared on your own device.',
    ]);

    await page.getByTestId('copy-patch').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fixture('diff-expected.patch'));

    // Typing updates the comparison; undo brings the old one back.
    await page.getByRole('radio', { name: 'Side by side' }).check();
    await b.getByText('Thanks for reading.').click();
    await page.keyboard.press('End');
    // One input event (as an IME commits): typed key by key, a loaded machine can split the word into
    // two undo steps (CodeMirror groups edits less than 500 ms apart), and one undo would leave ' B'.
    await page.keyboard.insertText(' Bye');
    await expect(stats.locator('[data-changes]')).toHaveAttribute('data-changes', '4');
    await expect(b.locator('.cm-diff-mark-ins')).toHaveText([' own', ' Bye']);
    await page.keyboard.press('Control+z');
    await expect(stats.locator('[data-changes]')).toHaveAttribute('data-changes', '3');
  });

  test('preset link: ignore case and whitespace; a dropped or pasted file fills a pane', async ({ page }) => {
    await page.goto('/text/text-diff?ignoreCase=true&ignoreWhitespace=true&granularity=char');
    await appReady(page);
    await expect(page.locator('#root_ignoreCase')).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Character' })).toBeChecked();
    await paste(page, 'diff-a', 'Hello   World\nsecond line\n');
    await paste(page, 'diff-b', 'hello world\nsecond line\n');
    await expect(page.getByTestId('diff-identical')).toBeVisible();
    await page.locator('#root_ignoreCase').uncheck();
    await expect(page.getByTestId('diff-stats').locator('[data-changes]')).toHaveAttribute('data-changes', '1');
    await expect(page.getByTestId('diff-a').locator('.cm-diff-mark-del')).toHaveText(['H', 'W']);

    // A dropped file replaces the pane's text; so does a pasted file.
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['dropped line\nsecond line\n'], 'a.txt', { type: 'text/plain' }));
      return dt;
    });
    await content(page, 'diff-a').dispatchEvent('drop', { dataTransfer });
    await expect(content(page, 'diff-a')).toHaveText('dropped linesecond line');
    await paste(page, 'diff-b', { file: 'pasted line\nsecond line\n', name: 'b.txt' });
    await expect(content(page, 'diff-b')).toHaveText('pasted linesecond line');
    await expect(page.getByTestId('diff-a').locator('.cm-diff-del')).toHaveText(['dropped line']);
  });

  test('two 1 MB texts with 300 edits: the page stays responsive, the panes scroll together', async ({ page }) => {
    await page.goto('/text/text-diff');
    await appReady(page);
    await content(page, 'diff-a').waitFor();
    const started = await page.evaluate(() => {
      const lines: string[] = [];
      for (let i = 0, size = 0; size < 1_000_000; i++) {
        const line = `line ${i} of a long text that keeps going and going`;
        lines.push(line);
        size += line.length + 1;
      }
      // 300 edits, far apart, from the end so indices hold: changed, inserted and removed lines.
      const b = [...lines];
      for (let k = 299; k >= 0; k--) {
        const at = 30 + k * 60;
        if (k % 3 === 0) b[at] += ' edited';
        else if (k % 3 === 1) b.splice(at, 0, `inserted line ${k}`);
        else b.splice(at, 1);
      }
      const paste = (testId: string, text: string) => {
        const dt = new DataTransfer();
        dt.setData('text/plain', text);
        const el = document.querySelector(`[data-testid="${testId}"] .cm-content`)!;
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
      };
      const t0 = performance.now();
      paste('diff-a', lines.join('\n'));
      paste('diff-b', b.join('\n'));
      return t0;
    });
    // Watchdog: the main thread answers while the texts are compared.
    const changes = page.getByTestId('diff-stats').locator('[data-changes]');
    let slowest = 0;
    const deadline = Date.now() + 30_000;
    while (!(await changes.count()) || (await changes.getAttribute('data-changes')) !== '300') {
      const t = Date.now();
      await page.evaluate(() => 1);
      slowest = Math.max(slowest, Date.now() - t);
      expect(slowest, 'main-thread round trip (ms)').toBeLessThan(5000);
      expect(Date.now(), 'diff of 2×1 MB finished in time').toBeLessThan(deadline);
    }
    await expect(page.getByTestId('diff-stats').locator('[data-added]')).toHaveAttribute('data-added', '200');
    const elapsed = await page.evaluate((t0) => performance.now() - t0, started);
    test.info().annotations.push({
      type: 'diff 2×1 MB, paste to counts shown (ms); slowest round trip (ms)',
      description: `${Math.round(elapsed)}; ${slowest}`,
    });
    // Only the lines in sight are in the DOM.
    expect(await page.getByTestId('diff-b').locator('.cm-line').count()).toBeLessThan(200);

    // Scrolled to the middle, the changed text shows the same line at the top (after 100 inserted and removed lines).
    await page
      .getByTestId('diff-a')
      .locator('.cm-scroller')
      .evaluate((el) => {
        el.scrollTop = el.scrollHeight / 2;
      });
    await expect.poll(async () => (await topLine(page, 'diff-a')).length).toBeGreaterThan(0);
    await expect.poll(() => topLine(page, 'diff-b')).toBe(await topLine(page, 'diff-a'));
    await page.locator('#root_syncScroll').uncheck();
    const before = await topLine(page, 'diff-b');
    await page
      .getByTestId('diff-a')
      .locator('.cm-scroller')
      .evaluate((el) => {
        el.scrollTop = el.scrollHeight / 4;
      });
    await expect.poll(() => topLine(page, 'diff-a')).not.toBe(before);
    expect(await topLine(page, 'diff-b')).toBe(before);
  });
});

test.describe('text-diff on a phone (touch)', () => {
  test.use(PHONE);

  test('taps set options and step through changes, a swipe scrolls both panes together, pinch zooms the page', async ({ page }) => {
    await page.goto('/text/text-diff');
    await appReady(page);
    const lines = Array.from({ length: 200 }, (_, i) => `Line ${i + 1} of a long text about the harbour.`);
    await paste(page, 'diff-a', lines.join('\n'));
    await paste(page, 'diff-b', lines.map((l, i) => (i === 149 ? 'Line 150 of a long text about the lighthouse.' : l)).join('\n'));
    const stats = page.getByTestId('diff-stats');
    await expect(stats.locator('[data-changes]')).toHaveAttribute('data-changes', '1');

    await page.getByRole('radio', { name: 'Character' }).tap();
    await expect(page).toHaveURL(/granularity=char/);
    await page.getByTestId('next-change').tap();
    await expect(page.getByTestId('change-of')).toContainText('Change 1 of 1');
    const b = page.getByTestId('diff-b');
    await expect(b.locator('.cm-diff-current')).toContainText('lighthouse');

    // A finger swipe up in the original pane scrolls it, and the changed pane follows. (Lines wrap on a
    // phone, differently in each pane; the line at each pane's top comes from CodeMirror's own view,
    // since pane B may be below the screen. After a fling the panes can end a few lines apart: known,
    // see the commit message.)
    const a = page.getByTestId('diff-a');
    await a.scrollIntoViewIfNeeded();
    const lineAtTop = (testId: string) =>
      page
        .getByTestId(testId)
        .locator('.cm-content')
        .evaluate((el) => {
          type View = {
            scrollDOM: HTMLElement;
            documentPadding: { top: number };
            lineBlockAtHeight(h: number): { from: number };
            state: { doc: { lineAt(pos: number): { number: number } } };
          };
          const view = (el as unknown as { cmTile?: { root?: { view?: View } } }).cmTile?.root?.view;
          if (!view) return -1;
          return view.state.doc.lineAt(view.lineBlockAtHeight(view.scrollDOM.scrollTop - view.documentPadding.top).from).number;
        });
    const [a0, b0] = [await lineAtTop('diff-a'), await lineAtTop('diff-b')];
    await touchDrag(page, await pointIn(a, 0.5, 0.8), await pointIn(a, 0.5, 0.2), 10);
    await expect.poll(() => lineAtTop('diff-a')).toBeGreaterThan(a0);
    await expect.poll(() => lineAtTop('diff-b')).toBeGreaterThan(b0);

    // Nothing stops the browser's own pinch zoom on this page.
    const middle = await pointIn(b, 0.5, 0.5);
    await pinch(
      page,
      [
        { x: middle.x - 30, y: middle.y - 30 },
        { x: middle.x + 30, y: middle.y + 30 },
      ],
      [
        { x: middle.x - 100, y: middle.y - 100 },
        { x: middle.x + 100, y: middle.y + 100 },
      ],
      12,
    );
    await expect.poll(() => page.evaluate(() => window.visualViewport?.scale ?? 1)).toBeGreaterThan(1.2);
  });
});

test.describe('word-count', () => {
  test('counts English text; the debug view is collapsed and shows both ends', async ({ page }) => {
    await page.goto('/writer/word-count');
    await appReady(page);
    await setInputText(
      page,
      "It's a well-known fine day.\nWrite to jane.doe@example.com!\n\nThe quick brown fox jumps over the lazy dog — twice!",
    );
    await expect(page.getByTestId('stat-words')).toHaveAttribute('data-value', '18');
    await expect(page.getByTestId('stat-paragraphs')).toHaveAttribute('data-value', '2');
    await expect(page.getByTestId('stat-lines')).toHaveAttribute('data-value', '4');
    await expect(page.getByTestId('stat-readingMinutes')).toHaveAttribute('data-value', '1');
    await expect(page.getByTestId('word-rule')).toHaveAttribute('data-language', 'general');
    await expect(page.getByTestId('word-parts')).toHaveCount(0);
    await expect(page.getByTestId('debug')).not.toHaveAttribute('open');
    await expect(page.getByTestId('debug-head')).toBeHidden();
    await page.getByTestId('debug').locator('summary').click();
    await expect(page.getByTestId('debug-head')).toHaveText('"It\'s a well-known fi"');
    await expect(page.getByTestId('debug-tail')).toHaveText('"he lazy dog — twice!"');
  });

  test('Chinese counts characters and says so; the language menu changes the count; Korean from a preset link', async ({ page }) => {
    await page.goto('/writer/word-count');
    await appReady(page);
    await setInputText(page, '我用iPhone 15拍了3张照片，发到了朋友圈。');
    await expect(page.getByTestId('detected')).toContainText('Chinese');
    await expect(page.getByTestId('stat-words')).toHaveAttribute('data-value', '16');
    await expect(page.getByTestId('stat-cjkCharacters')).toHaveAttribute('data-value', '13');
    await expect(page.getByTestId('word-parts')).toHaveText('13 characters + 3 other words');
    await expect(page.getByTestId('word-rule')).toContainText('every Chinese character is one');

    // The general count splits the Chinese into dictionary words: fewer than one per character.
    await openOptions(page);
    await page.locator('#root_language').selectOption('general');
    await expect(page.getByTestId('word-rule')).toHaveAttribute('data-language', 'general');
    const words = Number(await page.getByTestId('stat-words').getAttribute('data-value'));
    expect(words).toBeGreaterThan(3 + 4);
    expect(words).toBeLessThan(16);
    await expect(page.getByTestId('word-parts')).toHaveCount(0);

    await page.goto('/writer/word-count?language=korean&lng=ko');
    await appReady(page);
    await openOptions(page);
    await expect(page.locator('#root_language')).toHaveValue('korean');
    await setInputText(page, '저는 한국어(韓國語)를 배웁니다. 오늘은 날씨가 정말 좋네요!');
    await expect(page.getByTestId('stat-words')).toHaveAttribute('data-value', '7');
    await expect(page.getByTestId('word-rule')).toContainText('어절');
  });
});

test.describe('date code runners', () => {
  test('dayjs-utils: a preset link runs its expression; examples and errors', async ({ page }) => {
    await page.goto(withQuery('/date/dayjs-utils', { expr: "dayjs('2024-01-31').add(1, 'month').format('YYYY-MM-DD')" }));
    await appReady(page);
    await expect(page.getByTestId('chain-result')).toHaveText('2024-02-29');

    await page.locator('#root_expr').fill('dayjs().constructor');
    await expect(page.getByTestId('result-error')).toContainText('Only native methods of the library are supported');
    await page.locator('#root_expr').fill('alert(1)');
    await expect(page.getByTestId('result-error')).toContainText('must start with dayjs(');

    // With "every second", a clock expression keeps moving.
    await page.locator('#root_expr').fill('dayjs().valueOf()');
    await expect(page.getByTestId('chain-result')).toHaveText(/^\d{13}$/);
    await page.getByTestId('every-second').check();
    const first = Number(await page.getByTestId('chain-result').textContent());
    await expect
      .poll(async () => Number(await page.getByTestId('chain-result').textContent()), { timeout: 5000 })
      .toBeGreaterThan(first + 500);

    await page.getByTestId('example').filter({ hasText: "dayjs('2024-02-29').isLeapYear()" }).click();
    await expect(page.getByTestId('chain-result')).toHaveText('true');
    await expect(page).toHaveURL(/isLeapYear/);
  });

  test('dayjs-utils: the locale follows the interface language', async ({ page }) => {
    await page.goto(withQuery('/date/dayjs-utils', { lng: 'de', expr: "dayjs('2024-01-01').format('dddd, D. MMMM YYYY')" }));
    await appReady(page);
    await expect(page.getByTestId('chain-result')).toHaveText('Montag, 1. Januar 2024');
    await openOptions(page);
    await page.locator('#root_locale').selectOption('ja');
    await expect(page.getByTestId('chain-result')).toHaveText('月曜日, 1. 1月 2024');
  });

  test('moment-utils: a preset link runs; durations and property access', async ({ page }) => {
    await page.goto(
      withQuery('/date/moment-utils', { expr: "moment.utc('2024-06-01T12:00:00Z').utcOffset(540).format('YYYY-MM-DD HH:mm Z')" }),
    );
    await appReady(page);
    await expect(page.getByTestId('chain-result')).toHaveText('2024-06-01 21:00 +09:00');
    await page.locator('#root_expr').fill("moment.duration(2, 'hours')");
    await expect(page.getByTestId('chain-result')).toHaveText('2 hours (PT2H)');
    await page.locator('#root_expr').fill("moment.tz('2024-06-01 09:00', 'Europe/Berlin').tz('America/New_York').format('HH:mm z')");
    await expect(page.getByTestId('chain-result')).toHaveText('03:00 EDT');
    await page.locator('#root_expr').fill('moment()._d');
    await expect(page.getByTestId('result-error')).toContainText('Only native methods');
    // An unknown zone: moment-timezone would answer with local time and a console message only.
    await page.locator('#root_expr').fill("moment().tz('Mars/Olympus').format()");
    await expect(page.getByTestId('result-error')).toHaveText(
      '“Mars/Olympus” is not a time zone moment knows. Use an IANA name such as Europe/Berlin, Asia/Tokyo or America/New_York.',
    );
  });

  test('moment-utils: every locale of the menu changes the output text', async ({ page }) => {
    await page.goto(withQuery('/date/moment-utils', { expr: "moment('2024-01-01').format('dddd LL')" }));
    await appReady(page);
    const expected: [string, string][] = [
      ['de', 'Montag 1. Januar 2024'],
      ['zh-cn', '星期一 2024年1月1日'],
      ['zh-tw', '星期一 2024年1月1日'],
      ['ja', '月曜日 2024年1月1日'],
      ['ko', '월요일 2024년 1월 1일'],
      ['en', 'Monday January 1, 2024'],
    ];
    await openOptions(page);
    for (const [locale, text] of expected) {
      await page.locator('#root_locale').selectOption(locale);
      await expect(page.getByTestId('chain-result')).toHaveText(text);
    }
    // Durations too, and "interface language" follows the page's language.
    await page.goto(withQuery('/date/moment-utils', { lng: 'de', expr: "moment.duration(3, 'days')" }));
    await appReady(page);
    await expect(page.getByTestId('chain-result')).toHaveText('3 Tage (P3D)');
    await expect(page.getByText('Mit moment(…) oder moment.methode(…) beginnen')).toBeVisible();
  });

  test('date runners refuse locale names that reach Object.prototype', async ({ page }) => {
    await page.goto(withQuery('/date/dayjs-utils', { expr: "dayjs().locale('constructor-x').format()" }));
    await appReady(page);
    await expect(page.getByTestId('result-error')).toContainText('Only native methods of the library are supported');
    await page.goto(withQuery('/date/moment-utils', { expr: "moment().locale('__proto__-x').format()" }));
    await appReady(page);
    await expect(page.getByTestId('result-error')).toContainText('__proto__-x');
    await page.locator('#root_expr').fill('alert(1)');
    await expect(page.getByTestId('result-error')).toHaveText('The expression must start with moment(…) or moment.method(…).');
  });
});

test.describe('date-utils', () => {
  // A generated form: the calculator is a radio field, its fields show for it, the results follow live.
  test('timestamp → date from a preset link, a live "now", the keyboard and copy', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/date/date-utils?tab=timestamp&timestamp=1700000000');
    await appReady(page);
    await expect(page.getByTestId('out-utc')).toHaveText('2023-11-14 22:13:20 UTC');
    await expect(page.getByTestId('out-iso')).toHaveText('2023-11-14T22:13:20.000Z');
    await page.locator('#root_timestamp').fill('1700000000123');
    await expect(page.getByTestId('out-iso')).toHaveText('2023-11-14T22:13:20.123Z');
    await expect(page).toHaveURL(/timestamp=1700000000123/);
    // "Now" follows the clock (the runner runs again every second while the switch is on).
    await expect(page.getByTestId('every-second')).toBeChecked();
    const first = await page.getByTestId('out-now-seconds').textContent();
    await expect(page.getByTestId('out-now-seconds')).not.toHaveText(first!, { timeout: 5000 });
    await page.getByTestId('copy-iso').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('2023-11-14T22:13:20.123Z');
    // The calculators are a radio group: an arrow key moves to the next one, and its fields show.
    await page.getByTestId('tab-timestamp').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('tab-format')).toBeChecked();
    await expect(page).toHaveURL(/tab=format/);
    await expect(page.locator('#root_timestamp')).toHaveCount(0);
    await page.locator('#root_date').fill('2024-02-29T13:05');
    await page.locator('#root_preset').selectOption('us');
    await expect(page.getByTestId('out-formatted')).toHaveText('02/29/2024 01:05 PM');
  });

  test('difference, add, facts, time zone and age', async ({ page }) => {
    await page.goto('/date/date-utils?tab=difference&date=2024-01-31&date2=2024-03-15');
    await appReady(page);
    await expect(page.getByLabel('Start date')).toHaveValue('2024-01-31');
    await expect(page.getByTestId('out-days')).toHaveText('44');
    await expect(page.getByTestId('out-businessDays')).toHaveText('32');
    await expect(page.getByTestId('out-months')).toHaveText('1 month 15 days');
    await expect(page.getByTestId('out-weeks')).toHaveText('6 weeks 2 days');

    await page.getByTestId('tab-add').click();
    await page.locator('#root_amount').fill('1');
    await page.locator('#root_addUnit').selectOption('month');
    await expect(page.getByTestId('out-added')).toHaveText('2024-02-29');

    await page.getByTestId('tab-info').click();
    await page.locator('#root_date').fill('2024-12-30');
    await expect(page.getByTestId('out-isoWeek')).toHaveText('2025-W01');
    await expect(page.getByTestId('out-leapYear')).toHaveText('Yes');
    await expect(page.getByTestId('out-dayOfYear')).toHaveText('365 of 366');
    await expect(page.getByTestId('out-weekday')).toHaveText('Monday');

    await page.getByTestId('tab-timezone').click();
    await page.locator('#root_date').fill('2024-06-01T12:00');
    await page.locator('#root_fromZone').selectOption('UTC');
    await page.locator('#root_toZone').selectOption('Asia/Tokyo');
    await expect(page.getByTestId('out-converted')).toHaveText('2024-06-01 21:00 (UTC+09:00)');

    await page.goto('/date/date-utils?tab=age&date=1990-05-20&date2=2025-03-15');
    await appReady(page);
    await expect(page.getByLabel('Date of birth')).toHaveValue('1990-05-20');
    await expect(page.getByTestId('out-age')).toHaveText('34 years, 9 months, 23 days');
    await expect(page.getByTestId('out-nextBirthday')).toHaveText('in 66 days');
  });

  test('a year is "52 weeks 1 day", in German too', async ({ page }) => {
    await page.goto('/date/date-utils?tab=difference&date=2023-01-01&date2=2024-01-01');
    await appReady(page);
    await expect(page.getByTestId('out-weeks')).toHaveText('52 weeks 1 day');
    await page.goto('/date/date-utils?tab=difference&date=2023-01-01&date2=2024-01-01&lng=de');
    await appReady(page);
    await expect(page.getByTestId('out-weeks')).toHaveText('52 Wochen 1 Tag');
    await expect(page.getByTestId('out-months')).toHaveText('12 Monate 0 Tage');
  });

  test('an impossible date shows a readable error', async ({ page }) => {
    await page.goto('/date/date-utils?tab=info&date=2023-02-30');
    await appReady(page);
    await expect(page.getByTestId('result-error')).toHaveText('This is not a valid date or number.');
  });
});

test.describe('date-utils on a phone', () => {
  test.use(PHONE);
  test('the calculators are in the folded options: a tap picks one, and its result shows', async ({ page }) => {
    await page.goto('/date/date-utils');
    await appReady(page);
    await expect(page.getByTestId('out-now-seconds')).toHaveText(/^\d{10}$/);
    await openOptions(page);
    await page.getByTestId('tab-age').tap();
    await expect(page.getByTestId('age')).toHaveText('Enter a date of birth.');
    await page.locator('#root_date').fill('2000-01-15');
    await page.locator('#root_date2').fill('2024-03-20');
    await expect(page.getByTestId('out-age')).toHaveText('24 years, 2 months, 5 days');
    await expect(page).toHaveURL(/tab=age&date=2000-01-15&date2=2024-03-20/);
  });
});
