import { expect, it } from 'vitest';
import { rectRadii, viewportLength } from './plainLengths';

it('viewport units become user units against the SVG’s size; other lengths are left alone', () => {
  expect(viewportLength('5vw', 200, 100)).toBe('10');
  expect(viewportLength(' 80vh', 200, 100)).toBe('80');
  expect(viewportLength('20vmin', 200, 100)).toBe('20');
  expect(viewportLength('-1.5e1VMAX', 200, 100)).toBe('-30');
  expect(viewportLength('10', 200, 100)).toBeNull();
  expect(viewportLength('10%', 200, 100)).toBeNull();
  expect(viewportLength('10vwx', 200, 100)).toBeNull();
});

it('rect radii: a missing or negative one copies the other, both are clamped to half the side', () => {
  expect(rectRadii('20', null, 80, 80)).toEqual([20, 20]);
  expect(rectRadii(null, '30', 80, 80)).toEqual([30, 30]);
  expect(rectRadii('-5', '60', 80, 80)).toEqual([40, 40]);
  expect(rectRadii('10', '-1', 80, 80)).toEqual([10, 10]);
  expect(rectRadii(null, null, 80, 80)).toEqual([0, 0]);
  expect(rectRadii('-1', 'x', 80, 80)).toEqual([0, 0]);
  expect(rectRadii('50', '5', 60, 200)).toEqual([30, 5]);
});
