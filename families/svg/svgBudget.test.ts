import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { makeSvgPlan } from './svgRenderPlan';
import { sanitizeSvg } from './svgSafety';
import { measureSvgLoad, SVG_BUDGET } from './svgBudget';
import { bigSvg, nestedImageBomb, pathSvg, textSvg } from '../../tests/fixtures/svg/freezeSvgs';

/** Issue 33 item 5: the files that froze the page are refused in the worker, naming the budget. */
const plan = (svg: string, output: 'image/png' | 'application/pdf' = 'image/png') => makeSvgPlan({ kind: 'text', text: svg }, { output });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return e as { key: string; params: Record<string, number | string> };
  }
  return undefined;
};

describe('SVG budgets', () => {
  it('text: outlines for PDF/EPS up to 4,000 characters; the browser lays out far more', () => {
    const refused = refusal(() => plan(textSvg(20_000), 'application/pdf'));
    expect(refused).toMatchObject({ key: 'svg:errors.svgTooMuchTextToOutline', params: { max: SVG_BUDGET.maxOutlinedChars } });
    // Characters as laid out: the white space at line ends does not count.
    expect(refused?.params.count).toBeGreaterThan(19_000);
    expect(refusal(() => plan(textSvg(3_000), 'application/pdf'))).toBeUndefined();
    expect(refusal(() => plan(textSvg(100_000)))).toBeUndefined();
    expect(refusal(() => plan(textSvg(300_000)))).toMatchObject({ key: 'svg:errors.svgTooMuchText' });
  });

  it('text to outline is budgeted per <text> element, each <use> copy of it counted', () => {
    const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
    const label = (i: number) => `<text x="10" y="${20 + i * 14}">Filter example label ${String(i).padStart(6, '0')}</text>`;
    // 300 short labels (as Inkscape's filters example has): 8,100 characters in all, 27 the longest.
    const labels = `<svg ${SVG} width="800" height="4300">${Array.from({ length: 300 }, (_, i) => label(i)).join('')}</svg>`;
    const load = measureSvgLoad(sanitizeSvg(labels).root);
    expect(load.textChars).toBe(8100);
    expect(load.longestText).toBe(27);
    expect(refusal(() => plan(labels, 'application/pdf'))).toBeUndefined();
    // One 300-character text shown 20 times through <use> (it stands in <defs>, so not drawn there): 6,000.
    const line = 'x'.repeat(300);
    const uses = Array.from({ length: 20 }, (_, i) => `<use xlink:href="#g" y="${i * 20}"/>`).join('');
    const copied = `<svg ${SVG} width="800" height="400"><defs><g id="g"><text id="t" y="10">${line}</text></g></defs>${uses}</svg>`;
    expect(refusal(() => plan(copied, 'application/pdf'))).toMatchObject({
      key: 'svg:errors.svgTooMuchTextToOutline',
      params: { count: 6000, max: SVG_BUDGET.maxOutlinedChars },
    });
    // A <use> of a <use>: copies multiply.
    const nested = `<svg ${SVG}><defs><text id="t" y="10">${'y'.repeat(1000)}</text><g id="two"><use xlink:href="#t"/><use xlink:href="#t"/></g></defs><use xlink:href="#two"/><use xlink:href="#two"/></svg>`;
    expect(measureSvgLoad(sanitizeSvg(nested).root).longestText).toBe(4000);
  });

  it('path points: a 1,000,000-point path is refused for every output', () => {
    const svg = pathSvg(1_000_000);
    expect(measureSvgLoad(sanitizeSvg(pathSvg(1000)).root).pathPoints).toBe(1000);
    for (const output of ['image/png', 'application/pdf'] as const)
      expect(refusal(() => plan(svg, output))).toMatchObject({ key: 'svg:errors.svgTooManyPoints', params: { count: 1_000_000 } });
  });

  it('embedded images count by their real size (every GIF frame), not their drawn size', () => {
    const bomb = nestedImageBomb();
    expect(bomb.length).toBeLessThan(500);
    expect(refusal(() => plan(bomb))).toMatchObject({ key: 'svg:errors.svgImagesTooLarge', params: { megapixels: 768, max: 64 } });
    // A real embedded photo passes.
    const embedded = readFileSync('tests/fixtures/svg/embedded-image.svg', 'utf8');
    expect(refusal(() => plan(embedded))).toBeUndefined();
  });

  it('source size: a 40 MB SVG is refused before it is parsed', () => {
    const big = bigSvg(800_000);
    expect(big.length).toBeGreaterThan(40_000_000);
    const started = performance.now();
    expect(refusal(() => sanitizeSvg(big))).toMatchObject({ key: 'svg:errors.svgTooBig', params: { max: '16.00 MB' } });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('every message names its budget in every language', () => {
    for (const lng of ['en', 'de', 'ja', 'ko', 'zh', 'zh-TW']) {
      const { errors } = JSON.parse(readFileSync(`families/svg/i18n/${lng}.json`, 'utf8')) as { errors: Record<string, string> };
      for (const key of ['svgTooBig', 'svgTooManyPoints', 'svgTooMuchText', 'svgTooMuchTextToOutline', 'svgImagesTooLarge'])
        expect(errors[key], `${lng} ${key}`).toMatch(/\{\{max(, number)?\}\}/);
    }
  });
});
