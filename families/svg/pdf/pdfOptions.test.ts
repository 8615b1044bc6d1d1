import { expect, it } from 'vitest';
import { pageLayout, pdfOptions } from './pdfOptions';

const mm = 72 / 25.4;

it('page = the SVG at 0.75 pt per px by default', () => {
  const l = pageLayout(400, 300, pdfOptions.parse({}));
  expect(l).toMatchObject({ width: 300, height: 225, x: 0, y: 0, drawWidth: 300, drawHeight: 225, ptPerPx: 0.75, cropped: false });
});

it('A4 with margins: a wide drawing turns the page and fills the area, centred', () => {
  const l = pageLayout(400, 200, pdfOptions.parse({ page: 'a4', margin: 10 }));
  expect(l.width).toBeCloseTo(297 * mm);
  expect(l.height).toBeCloseTo(210 * mm);
  expect(l.drawWidth).toBeCloseTo(277 * mm);
  expect(l.drawHeight).toBeCloseTo(138.5 * mm);
  expect(l.x).toBeCloseTo(10 * mm);
  expect(l.y).toBeCloseTo((210 * mm - l.drawHeight) / 2);
});

it('actual size on paper keeps 0.75 pt per px and says when it does not fit', () => {
  const small = pageLayout(100, 100, pdfOptions.parse({ page: 'letter', fit: 'actual', orientation: 'portrait' }));
  expect(small).toMatchObject({ drawWidth: 75, drawHeight: 75, cropped: false });
  const big = pageLayout(4000, 100, pdfOptions.parse({ page: 'a5', fit: 'actual' }));
  expect(big.cropped).toBe(true);
});

it('EPS starts with an opaque background (EPS has no transparency); PDF starts transparent', async () => {
  const { epsOptions } = await import('./pdfOptions');
  expect(epsOptions.parse({}).transparent).toBe(false);
  expect(pdfOptions.parse({}).transparent).toBe(true);
});
