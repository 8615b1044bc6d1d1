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
