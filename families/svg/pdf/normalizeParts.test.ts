import { expect, it } from 'vitest';
import { paintOrder } from './paintOrder';
import { urlReference } from './hiddenDefs';
import { viewBoxTransform } from './patternLayout';

it('a viewBox maps onto its viewport as preserveAspectRatio says', () => {
  const box = { x: 0, y: 0, width: 10, height: 10 };
  expect(viewBoxTransform(box, 40, 40, '')).toBe('translate(0 0) scale(4 4) translate(0 0)');
  // meet: the smaller scale, centred on the free side; slice: the larger.
  expect(viewBoxTransform(box, 40, 20, '')).toBe('translate(10 0) scale(2 2) translate(0 0)');
  expect(viewBoxTransform(box, 40, 20, 'xMaxYMin meet')).toBe('translate(20 0) scale(2 2) translate(0 0)');
  expect(viewBoxTransform(box, 40, 20, 'xMinYMid slice')).toBe('translate(0 -10) scale(4 4) translate(0 0)');
  expect(viewBoxTransform({ x: 5, y: -2, width: 10, height: 20 }, 40, 20, 'none')).toBe('translate(0 0) scale(4 1) translate(-5 2)');
});

it('paint-order lists the named parts first, the others after in their usual order', () => {
  expect(paintOrder('normal')).toEqual(['fill', 'stroke', 'markers']);
  expect(paintOrder('stroke')).toEqual(['stroke', 'fill', 'markers']);
  expect(paintOrder('markers stroke')).toEqual(['markers', 'stroke', 'fill']);
  expect(paintOrder(' markers  fill ')).toEqual(['markers', 'fill', 'stroke']);
  expect(paintOrder('bogus')).toEqual(['fill', 'stroke', 'markers']);
});

it('a url() paint is read with its fallback colour, as the computed style writes it', () => {
  expect(urlReference('url("#a") rgb(0, 204, 0)')).toEqual({ id: 'a', fallback: 'rgb(0, 204, 0)' });
  expect(urlReference('url(#b)')).toEqual({ id: 'b', fallback: '' });
  expect(urlReference('url("file.svg#c%20d") none')).toEqual({ id: 'c d', fallback: 'none' });
  expect(urlReference('rgb(0, 0, 0)')).toBeNull();
  expect(urlReference('none')).toBeNull();
});
