// Browser text benchmark, against the production build (main-thread responsiveness is the point):
//  1. text-diff with two ~1 MB texts and 300 edits: load both texts (a paste into each pane) → diff
//     drawn; one keystroke → updated diff; typing for a while → longest main-thread task
//     (PerformanceObserver 'longtask', only tasks ≥ 50 ms exist) and slowest keystroke-to-paint
//     (Event Timing 'event' entries: input delay + handlers + next paint);
//  2. text-converter live conversion of 1 MB of Chinese (s→Taiwan with phrases): load → output, typing;
//  3. word-count on 10 MB: load → counts, longest task.
// Records bench/results/text-browser.json. No assertions on time.
// The loaders also drive a plain <textarea> pane, so the same numbers can be taken on an older build.
import { test, expect, type Page } from '@playwright/test';
import { record, type BenchRow } from '../record';
import { chineseText, editedPair, englishText } from '../textSamples';
import { editorText } from '../../tests/e2e/textRunner';

const rows: BenchRow[] = [];
const ms = (v: number) => Number(v.toFixed(0));
const MB = 1_000_000;

test.afterAll(() => record('text-browser', rows));

type Probe = { tasks: { start: number; duration: number }[]; events: { start: number; duration: number; name: string }[] };
/** Helpers the init script puts on window (init scripts are not subject to the page's CSP; eval is). */
interface Bench {
  __probe: Probe;
  /** Puts text into panes: a paste event on a CodeMirror pane, the value setter + input on a textarea. */
  __load: (items: { testId: string; text: string }[]) => void;
  /** Resolves (page clock, after the next paint) once `check()` holds, tested on every DOM change. */
  __wait: (check: () => boolean) => Promise<number>;
}

async function installProbes(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Bench;
    w.__probe = { tasks: [], events: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__probe.tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__probe.events.push({ start: e.startTime, duration: e.duration, name: e.name });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    w.__load = (items) => {
      for (const { testId, text } of items) {
        const host = document.querySelector(`[data-testid="${testId}"]`)!;
        const cm = host.querySelector('.cm-content');
        if (cm) {
          const dt = new DataTransfer();
          dt.setData('text/plain', text);
          cm.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
        } else {
          const area = host as HTMLTextAreaElement;
          Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
          area.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }
    };
    w.__wait = (check) =>
      new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('waited 60 s')), 60_000);
        const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
        if (check()) return done();
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          done();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
  });
}

/** Longest task and slowest key event (ms) that started at or after `from` (page clock). */
const mainThreadSince = (page: Page, from: number) =>
  page.evaluate((t0) => {
    const p = (window as unknown as Bench).__probe;
    const tasks = p.tasks.filter((t) => t.start >= t0);
    const keys = p.events.filter((e) => e.start >= t0 && /^key|^input|^beforeinput/.test(e.name));
    return {
      longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
      longTasks: tasks.length,
      slowestKey: Math.max(0, ...keys.map((e) => e.duration)),
    };
  }, from);

const changesNow = (page: Page) =>
  page.evaluate(() => Number(document.querySelector('[data-changes]')?.getAttribute('data-changes') ?? -1));

test('text-diff: two 1 MB texts with 300 edits', async ({ page }) => {
  await installProbes(page);
  const { a, b } = editedPair(MB, 300);
  await page.goto('/text/text-diff');
  await page.locator('[data-app-ready="true"]').waitFor();
  await page.getByTestId('diff-b').waitFor();
  const c = `2 × ${(a.length / MB).toFixed(2)} MB, 300 edits, word granularity`;

  // Load → diff shown.
  const loaded = await page.evaluate(
    async ({ a, b }) => {
      const w = window as unknown as Bench;
      const t0 = performance.now();
      w.__load([
        { testId: 'diff-a', text: a },
        { testId: 'diff-b', text: b },
      ]);
      const pasted = performance.now();
      const shown = await w.__wait(
        () => !!document.querySelector('[data-changes]') && !document.querySelector('[data-testid=diff-stats] .muted'),
      );
      // The editor's marks of this comparison (plugins/text-diff/Editor.tsx), on the same clock.
      const at = (step: string) => (performance.getEntriesByName(`text-diff:${step}`).at(-1)?.startTime ?? NaN) - t0;
      const workerMs = Number(document.querySelector('[data-worker-ms]')?.getAttribute('data-worker-ms') ?? NaN);
      return {
        t0,
        pasted: pasted - t0,
        shown: shown - t0,
        compare: at('compare'),
        input: at('input'),
        result: at('result'),
        drawn: at('drawn'),
        warm: at('warm'),
        workerMs,
      };
    },
    { a, b },
  );
  const loadThread = await mainThreadSince(page, loaded.t0);
  const changes = await changesNow(page);
  rows.push(
    {
      benchmark: 'text-diff (browser)',
      case: c,
      metric: 'load both texts → diff drawn',
      value: ms(loaded.shown),
      unit: 'ms',
      goal: '≤ 200 ms',
      met: loaded.shown <= 200,
    },
    { benchmark: 'text-diff (browser)', case: c, metric: 'of which: both pastes (main thread)', value: ms(loaded.pasted), unit: 'ms' },
    {
      benchmark: 'text-diff (browser)',
      case: c,
      metric: 'of which: pastes → comparison starts',
      value: ms(loaded.compare - loaded.pasted),
      unit: 'ms',
    },
    {
      benchmark: 'text-diff (browser)',
      case: c,
      metric: 'of which: both texts → worker input (main thread)',
      value: ms(loaded.input - loaded.compare),
      unit: 'ms',
    },
    {
      benchmark: 'text-diff (browser)',
      case: c,
      metric: 'of which: input → result back (transfer + worker)',
      value: ms(loaded.result - loaded.input),
      unit: 'ms',
    },
    {
      benchmark: 'text-diff (browser)',
      case: c,
      metric: 'of which, inside it: diff in the worker (as it reports)',
      value: loaded.workerMs,
      unit: 'ms',
    },
    {
      benchmark: 'text-diff (browser)',
      case: c,
      metric: 'of which: result → marks drawn (main thread)',
      value: ms(loaded.drawn - loaded.result),
      unit: 'ms',
    },
    {
      benchmark: 'text-diff (browser)',
      case: c,
      metric: 'of which: marks drawn → next paint',
      value: ms(loaded.shown - loaded.drawn),
      unit: 'ms',
    },
    {
      benchmark: 'text-diff (browser)',
      case: c,
      metric: 'worker warm-up (at page open) ended, from the pastes (< 0: before)',
      value: ms(loaded.warm),
      unit: 'ms',
    },
    {
      benchmark: 'text-diff (browser)',
      case: c,
      metric: 'longest main-thread task while loading',
      value: ms(loadThread.longestTask),
      unit: 'ms',
    },
    { benchmark: 'text-diff (browser)', case: c, metric: 'changes found', value: changes },
  );

  // One keystroke → updated diff (the first line gets an extra character: one more change).
  const pane = page.getByTestId('diff-b');
  const target = (await pane.locator('.cm-content').count()) ? pane.locator('.cm-line').first() : pane;
  await target.click({ position: { x: 5, y: 5 } });
  const latencies: number[] = [];
  for (let i = 0; i < 5; i++) {
    const before = await changesNow(page);
    const key = i % 2 === 0 ? 'x' : 'Backspace';
    const expected = i % 2 === 0 ? before + 1 : before - 1;
    const armed = page.evaluate(
      (expected) =>
        new Promise<number>((resolve) => {
          document.addEventListener(
            'keydown',
            (e) => {
              const t0 = e.timeStamp;
              const w = window as unknown as Bench;
              void w
                .__wait(() => document.querySelector('[data-changes]')?.getAttribute('data-changes') === String(expected))
                .then((t) => resolve(t - t0));
            },
            { once: true, capture: true },
          );
        }),
      expected,
    );
    await page.waitForTimeout(50); // the listener is armed
    await page.keyboard.press(key);
    latencies.push(await armed);
  }
  const sorted = [...latencies].sort((x, y) => x - y);
  rows.push({
    benchmark: 'text-diff (browser)',
    case: c,
    metric: 'keystroke → updated diff drawn, median of 5 (incl. 80 ms typing pause)',
    value: ms(sorted[2]),
    unit: 'ms',
  });

  // Typing for a while: 40 characters, one every 60 ms, while diffs keep running in the worker.
  const typingFrom = await page.evaluate(() => performance.now());
  await page.keyboard.type(' the quick brown fox jumps over the lazy', { delay: 60 });
  await expect.poll(() => page.evaluate(() => !document.querySelector('[data-testid=diff-stats] .muted'))).toBe(true);
  const typing = await mainThreadSince(page, typingFrom);
  rows.push(
    {
      benchmark: 'text-diff (browser)',
      case: c,
      metric: 'typing 40 chars: longest main-thread task',
      value: ms(typing.longestTask),
      unit: 'ms',
      goal: '< 50 ms (no long task)',
      met: typing.longestTask < 50,
    },
    { benchmark: 'text-diff (browser)', case: c, metric: 'typing 40 chars: long tasks (≥ 50 ms)', value: typing.longTasks },
    {
      benchmark: 'text-diff (browser)',
      case: c,
      metric: 'typing 40 chars: slowest key event to next paint',
      value: ms(typing.slowestKey),
      unit: 'ms',
      goal: '≤ 100 ms',
      met: typing.slowestKey <= 100,
    },
  );
});

test('text-converter: live s→Taiwan (phrases) on 1 MB of Chinese', async ({ page }) => {
  await installProbes(page);
  const zh = chineseText(MB);
  await page.goto('/text/text-converter?mode=s2twp');
  await page.locator('[data-app-ready="true"]').waitFor();
  await page.getByTestId('text-input').waitFor();
  const c = `${(new TextEncoder().encode(zh).length / MB).toFixed(2)} MB zh-Hans, s2twp, live`;
  const loaded = await page.evaluate(async (zh) => {
    const w = window as unknown as Bench;
    const t0 = performance.now();
    w.__load([{ testId: 'text-input', text: zh }]);
    const set = performance.now();
    const output = document.querySelector<HTMLElement>('[data-testid=text-output]')!;
    // The output is a CodeMirror editor (its document, reached the way EditorView.findFromDOM does) or a textarea.
    type Doc = { length: number; sliceString(from: number): string };
    const text = (): { length: number; last: string } => {
      const content = output.querySelector('.cm-content') as unknown as { cmTile?: { root?: { view?: { state: { doc: Doc } } } } } | null;
      const doc = content?.cmTile?.root?.view?.state.doc;
      if (doc) return { length: doc.length, last: doc.sliceString(doc.length - 1) };
      const value = (output as HTMLTextAreaElement).value;
      return { length: value.length, last: value.slice(-1) };
    };
    // s2twp may change lengths (内存 → 記憶體): wait for the end of the text to be converted.
    const shown = await w.__wait(() => {
      const out = text();
      return out.length > zh.length * 0.9 && out.last === '。';
    });
    return { t0, set: set - t0, shown: shown - t0 };
  }, zh);
  const loadThread = await mainThreadSince(page, loaded.t0);
  expect(await editorText(page, 'text-output')).toContain('軟體');
  rows.push(
    {
      benchmark: 'text-converter (browser)',
      case: c,
      metric: 'text set → converted text shown (first run: dictionaries load)',
      value: ms(loaded.shown),
      unit: 'ms',
    },
    {
      benchmark: 'text-converter (browser)',
      case: c,
      metric: 'longest main-thread task while converting',
      value: ms(loadThread.longestTask),
      unit: 'ms',
    },
  );

  // Typing at the end of the 1 MB text: each pause re-converts the whole text in the worker.
  await page.getByTestId('text-input').locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  const typingFrom = await page.evaluate(() => performance.now());
  await page.keyboard.type('软件鼠标软件鼠标', { delay: 200 });
  await expect.poll(async () => (await editorText(page, 'text-output')).endsWith('軟體滑鼠軟體滑鼠')).toBe(true);
  const typing = await mainThreadSince(page, typingFrom);
  rows.push(
    {
      benchmark: 'text-converter (browser)',
      case: c,
      metric: 'typing 8 chars: longest main-thread task',
      value: ms(typing.longestTask),
      unit: 'ms',
      goal: '< 50 ms (no long task)',
      met: typing.longestTask < 50,
    },
    {
      benchmark: 'text-converter (browser)',
      case: c,
      metric: 'typing 8 chars: slowest key event to next paint',
      value: ms(typing.slowestKey),
      unit: 'ms',
      goal: '≤ 100 ms',
      met: typing.slowestKey <= 100,
    },
  );
});

test('word-count: 10 MB of English', async ({ page }) => {
  await installProbes(page);
  const en = englishText(10 * MB);
  await page.goto('/writer/word-count');
  await page.locator('[data-app-ready="true"]').waitFor();
  await page.getByTestId('text-input').waitFor();
  const c = `${(en.length / MB).toFixed(1)} MB English`;
  const loaded = await page.evaluate(async (en) => {
    const w = window as unknown as Bench;
    const t0 = performance.now();
    w.__load([{ testId: 'text-input', text: en }]);
    const set = performance.now();
    const shown = await w.__wait(() => Number(document.querySelector('[data-testid=stat-words]')?.getAttribute('data-value')) > 1_000_000);
    return { t0, set: set - t0, shown: shown - t0 };
  }, en);
  const thread = await mainThreadSince(page, loaded.t0);
  const words = await page.getByTestId('stat-words').getAttribute('data-value');
  // The worker reports its own counting time in the debug view ("… ms").
  await page.getByTestId('debug').locator('summary').click();
  const workerMs = Number(/([\d.,]+)\s*ms/.exec(await page.getByTestId('debug').innerText())?.[1]?.replace(',', '') ?? NaN);
  rows.push(
    {
      benchmark: 'word-count (browser)',
      case: c,
      metric: 'text pasted → counts shown',
      value: ms(loaded.shown),
      unit: 'ms',
      goal: '≤ 1000 ms',
      met: loaded.shown <= 1000,
    },
    { benchmark: 'word-count (browser)', case: c, metric: 'of which: the paste itself (main thread)', value: ms(loaded.set), unit: 'ms' },
    { benchmark: 'word-count (browser)', case: c, metric: 'of which: counting in the worker (as it reports)', value: workerMs, unit: 'ms' },
    { benchmark: 'word-count (browser)', case: c, metric: 'longest main-thread task', value: ms(thread.longestTask), unit: 'ms' },
    { benchmark: 'word-count (browser)', case: c, metric: 'words', value: Number(words) },
  );
});
