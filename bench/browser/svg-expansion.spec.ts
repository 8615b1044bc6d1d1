// SVG expansion (issue 20 finding 1): what the browser does with a file that draws N elements, to put
// the refusal limit (families/svg/svgExpansion.ts, EXPANSION_LIMITS.maxDrawn) where drawing is still
// quick, and what the measure costs. For each N: Chromium draws an SVG of 100 <use> copies of a group
// of N/100 rects through <img src="blob:"> onto a canvas, the way the SVG tools do, timed in the page
// (decode + drawImage); beside it, sanitizeSvg's time on the same text in Node (parse, measure twice,
// clean) and on each bomb of the hostile corpus (refused). Records bench/results/svg-expansion.json.
// No assertions on time.
import { test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sanitizeSvg } from '../../families/svg/svgSafety';
import { EXPANSION_LIMITS } from '../../families/svg/svgExpansion';
import { record, type BenchRow } from '../record';

const rows: BenchRow[] = [];
const BENCH = 'svg expansion (browser)';
test.afterAll(() => record('svg-expansion', rows));

const svgOf = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><g id="g">${Array.from(
    { length: n / 100 },
    (_, i) => `<rect x="${i % 500}" y="${(i * 7) % 500}" width="3" height="3" fill="#${(i % 4096).toString(16).padStart(3, '0')}"/>`,
  ).join(
    '',
  )}</g></defs>${Array.from({ length: 100 }, (_, i) => `<use href="#g" x="${i % 10}" y="${Math.floor(i / 10)}"/>`).join('')}</svg>`;

/** Wall and CPU milliseconds of one call (CPU time means something on a shared machine; wall time less). */
function nodeMs(fn: () => unknown): string {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  try {
    fn();
  } catch {
    // refused: the time to refuse is what is measured
  }
  const cpu = process.cpuUsage(cpu0);
  return `${Math.round(performance.now() - t0)} / ${Math.round((cpu.user + cpu.system) / 1000)}`;
}

test('drawing time by element count, and the measure', async ({ page }) => {
  rows.push({ benchmark: BENCH, case: 'machine', metric: 'load average (1 min) at start', value: Math.round(loadavg()[0] * 10) / 10 });
  await page.goto('/');
  for (const n of [25_000, 100_000, 250_000, 1_000_000]) {
    const svg = svgOf(n);
    const drawMs = await page.evaluate(async (text: string) => {
      const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
      const t0 = performance.now();
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = new OffscreenCanvas(512, 512);
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      await canvas.convertToBlob({ type: 'image/png' });
      URL.revokeObjectURL(url);
      return Math.round(performance.now() - t0);
    }, svg);
    const verdict = n <= EXPANSION_LIMITS.maxDrawn ? 'drawn' : 'refused';
    rows.push({
      benchmark: BENCH,
      case: `${n.toLocaleString('en')} elements (${verdict} by the tools)`,
      metric: 'Chromium decode + draw + PNG',
      value: drawMs,
      unit: 'ms',
    });
    rows.push({
      benchmark: BENCH,
      case: `${n.toLocaleString('en')} elements (${verdict} by the tools)`,
      metric: 'sanitizeSvg in Node: wall / CPU',
      value: nodeMs(() => sanitizeSvg(svg)),
      unit: 'ms',
    });
  }
  const corpus = JSON.parse(readFileSync('tests/fixtures/hostile/corpus.json', 'utf8')) as Record<string, { bomb?: boolean }>;
  for (const name of Object.keys(corpus).filter((n) => corpus[n].bomb)) {
    const text = readFileSync(`tests/fixtures/hostile/${name}`, 'utf8');
    rows.push({
      benchmark: BENCH,
      case: name,
      metric: 'sanitizeSvg refuses it in (Node): wall / CPU',
      value: nodeMs(() => sanitizeSvg(text)),
      unit: 'ms',
    });
  }
  rows.push({ benchmark: BENCH, case: 'machine', metric: 'load average (1 min) at end', value: Math.round(loadavg()[0] * 10) / 10 });
});
