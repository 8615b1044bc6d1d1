import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sanitizeSvgBytes, serializeSvg } from '../svgSafety';
import { findVectorRisks } from './vectorRisks';

/** As the converter sees it: the spec case after the worker's sanitising. */
function sanitized(name: string): string {
  const bytes = new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/svg/spec/${name}`, import.meta.url)));
  return serializeSvg(sanitizeSvgBytes(bytes).root);
}

it.each([
  ['href-other-kind.svg', ['hrefOtherKind']],
  // A pattern in user space: its viewBox and x/y are rewritten (patternLayout.ts).
  ['pattern-viewbox.svg', []],
  ['clip-on-use.svg', ['clipProperty']],
  // A pattern holding an effect is drawn by the browser as an image (rasterFallback.ts).
  ['filter-in-pattern.svg', []],
  ['isolation-blend.svg', ['isolation']],
  // Split into one copy per part (paintOrder.ts); a clip-path on <use> is kept in the use's own space.
  ['paint-order-markers.svg', []],
  ['defs-display-none.svg', []],
  // Lengths in vw/vh/vmin/vmax are resolved by the browser's layout (svgFrame.ts, plainLengths.ts).
  ['viewport-units.svg', []],
  ['vw-vh.svg', []],
  // The outlines take the browser's stretched advances and draw small capitals as it does (textToPaths.ts).
  ['text-length.svg', []],
  ['bidi-text.svg', ['bidi']],
  // Drawn as an image by the browser itself (rasterFallback.ts), so it stays pixelated: no risk.
  ['image-rendering.svg', []],
  ['plain-shapes.svg', []],
])('%s → %j in the PDF row', (name, risks) => {
  expect(findVectorRisks(sanitized(name), false)).toEqual(risks);
});

it('EPS draws every pattern as an image, so a pattern’s layout is no risk there', () => {
  expect(findVectorRisks(sanitized('pattern-viewbox.svg'), true)).toEqual([]);
});

it('a pattern sized by the box it fills keeps its layout risk: it depends on each box', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><pattern id="p" width=".2" height=".2" viewBox="0 0 10 10"/><pattern id="q" x=".1" width=".2" height=".2"/></svg>`;
  expect(findVectorRisks(svg, false)).toEqual(['patternLayout']);
  expect(findVectorRisks(svg.replace(/<pattern id="p"[^>]*>/, ''), false)).toEqual(['patternLayout']);
});

it('an effect inside a clip path is a risk; inside a marker it is not: markers are copied out and drawn (markers.ts)', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><clipPath id="c"><circle r="2" filter="url(#f)"/></clipPath></svg>`;
  expect(findVectorRisks(svg, false)).toEqual(['effectInPattern']);
  expect(findVectorRisks(sanitized('marker-filter.svg'), false)).toEqual([]);
  expect(findVectorRisks(sanitized('marker-filter.svg'), true)).toEqual([]);
});

it('finds features set in a <style> sheet too', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><style>.a { isolation: isolate } text { font-variant: small-caps }</style><g class="a"/></svg>`;
  expect(findVectorRisks(svg, false)).toEqual(['isolation']);
});

it('ordinary right-to-left text alone is not bidi reordering; text that is not parseable finds nothing', () => {
  expect(findVectorRisks(`<svg xmlns="http://www.w3.org/2000/svg"><text>שלום</text></svg>`, false)).toEqual([]);
  expect(findVectorRisks('<svg', false)).toEqual([]);
});
