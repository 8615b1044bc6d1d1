import { decode } from 'fast-png';
import { expect, it } from 'vitest';
import { bleedIntoTransparent, bledPng } from './edgeBleed';

/** One row of pixels: [r, g, b, a] each. */
const row = (...px: number[][]) => new Uint8ClampedArray(px.flat());

it('transparent pixels take the colour of the nearest ink, up to the reach; alpha and ink stay', () => {
  const px = row(
    [0, 0, 0, 0],
    [250, 240, 230, 255],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [10, 20, 30, 128],
  );
  bleedIntoTransparent(px, 8, 1, 2);
  expect(Array.from(px)).toEqual([
    ...[250, 240, 230, 0],
    ...[250, 240, 230, 255],
    ...[250, 240, 230, 0],
    ...[250, 240, 230, 0],
    ...[0, 0, 0, 0], // three steps from either ink: past the reach of 2
    ...[10, 20, 30, 0],
    ...[10, 20, 30, 0],
    ...[10, 20, 30, 128],
  ]);
});

it('an image with no ink or no transparency is left as it is', () => {
  const empty = row([0, 0, 0, 0], [0, 0, 0, 0]);
  bleedIntoTransparent(empty, 1, 2);
  expect(Array.from(empty)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  const full = row([1, 2, 3, 255], [4, 5, 6, 9]);
  bleedIntoTransparent(full, 2, 1);
  expect(Array.from(full)).toEqual([1, 2, 3, 255, 4, 5, 6, 9]);
});

it('spreads across rows too, and the PNG keeps the colour under alpha 0', () => {
  const data = row([0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [200, 100, 50, 255]);
  const png = decode(bledPng({ data, width: 2, height: 2 } as ImageData));
  expect([png.width, png.height, png.channels]).toEqual([2, 2, 4]);
  expect(Array.from(png.data)).toEqual([200, 100, 50, 0, 200, 100, 50, 0, 200, 100, 50, 0, 200, 100, 50, 255]);
});
