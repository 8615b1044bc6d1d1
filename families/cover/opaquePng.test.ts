import { describe, expect, it } from 'vitest';
import { decode } from 'fast-png';
import { encodeOpaquePng, flattenToRgb } from './opaquePng';

/** The IHDR colour type byte: 2 = RGB, 6 = RGBA. */
const colourType = (png: Uint8Array) => png[25];

describe('opaque PNG', () => {
  it('writes RGB (colour type 2) with the same pixels', () => {
    const width = 3;
    const height = 2;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([i * 40, 255 - i * 40, 7, 255], i * 4);
    const png = encodeOpaquePng(rgba, width, height);
    expect(colourType(png)).toBe(2);
    const decoded = decode(png);
    expect([decoded.width, decoded.height, decoded.channels, decoded.depth]).toEqual([3, 2, 3, 8]);
    expect(Array.from(decoded.data)).toEqual(Array.from(flattenToRgb(rgba)));
    expect(Array.from(decoded.data.slice(3, 6))).toEqual([40, 215, 7]);
  });

  it('composites any transparent pixel over white', () => {
    expect(Array.from(flattenToRgb(new Uint8Array([0, 0, 0, 0, 0, 0, 0, 128, 200, 100, 50, 255])))).toEqual([
      255, 255, 255, 127, 127, 127, 200, 100, 50,
    ]);
  });
});
