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
  ['pattern-viewbox.svg', ['patternLayout']],
  ['clip-on-use.svg', ['clipProperty', 'clipThroughUse']],
  ['filter-in-pattern.svg', ['effectInPattern']],
  ['isolation-blend.svg', ['isolation']],
  ['paint-order-markers.svg', ['paintOrderMarkers']],
  ['viewport-units.svg', ['viewportUnits']],
  ['text-length.svg', ['textLength', 'smallCaps']],
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

it('finds features set in a <style> sheet too', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><style>.a { isolation: isolate } text { font-variant: small-caps }</style><g class="a"/></svg>`;
  expect(findVectorRisks(svg, false)).toEqual(['isolation', 'smallCaps']);
});

it('ordinary right-to-left text alone is not bidi reordering; text that is not parseable finds nothing', () => {
  expect(findVectorRisks(`<svg xmlns="http://www.w3.org/2000/svg"><text>שלום</text></svg>`, false)).toEqual([]);
  expect(findVectorRisks('<svg', false)).toEqual([]);
});
