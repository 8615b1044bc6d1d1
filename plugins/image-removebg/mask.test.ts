import { describe, it, expect } from 'vitest';
import { toInputTensor, normaliseMap, resizeMask, applyThreshold, featherMask, compose } from './mask';

describe('toInputTensor', () => {
  it('lays pixels out as R, G, B planes, scaled by the image maximum and ImageNet-normalised', () => {
    // 2×1 image: pure red, then grey 100 (maximum over RGB is 200 → scale 1/200).
    const rgba = new Uint8ClampedArray([200, 0, 0, 255, 100, 100, 100, 255]);
    const t = toInputTensor(rgba, 2, 1);
    expect(t.length).toBe(6);
    const expected = [
      (1 - 0.485) / 0.229,
      (0.5 - 0.485) / 0.229, // R plane
      (0 - 0.456) / 0.224,
      (0.5 - 0.456) / 0.224, // G plane
      (0 - 0.406) / 0.225,
      (0.5 - 0.406) / 0.225, // B plane
    ];
    expected.forEach((v, i) => expect(t[i]).toBeCloseTo(v, 5));
  });

  it('does not divide by zero on a black image', () => {
    const t = toInputTensor(new Uint8ClampedArray(4 * 4), 2, 2);
    expect(Array.from(t).every(Number.isFinite)).toBe(true);
    expect(t[0]).toBeCloseTo(-0.485 / 0.229, 5);
  });
});

describe('normaliseMap', () => {
  it('min-max scales to 0..1', () => {
    expect(Array.from(normaliseMap(new Float32Array([0.2, 0.4, 0.6])))).toEqual([0, expect.closeTo(0.5, 5), 1]);
  });
  it('maps a flat map to 0', () => {
    expect(Array.from(normaliseMap(new Float32Array([0.3, 0.3])))).toEqual([0, 0]);
  });
});

describe('resizeMask', () => {
  it('keeps a constant mask constant and the full size', () => {
    const out = resizeMask(new Float32Array(4).fill(0.7), 2, 2, 5, 3);
    expect(out.length).toBe(15);
    out.forEach((v) => expect(v).toBeCloseTo(0.7, 5));
  });
  it('upscales smoothly: a 0→1 step becomes a ramp with in-between values, ends exact', () => {
    const out = resizeMask(new Float32Array([0, 1]), 2, 1, 8, 1);
    expect(out[0]).toBe(0);
    expect(out[7]).toBe(1);
    for (let i = 1; i < 8; i++) expect(out[i]).toBeGreaterThanOrEqual(out[i - 1]);
    expect(out.filter((v) => v > 0 && v < 1).length).toBeGreaterThanOrEqual(3);
  });
  it('downscales by averaging neighbours', () => {
    const out = resizeMask(new Float32Array([0, 1, 0, 1]), 4, 1, 2, 1);
    out.forEach((v) => expect(v).toBeCloseTo(0.5, 5));
  });
});

describe('applyThreshold', () => {
  it('zeroes values at or under the cut and stretches the rest', () => {
    const out = applyThreshold(new Float32Array([0.125, 0.25, 0.625, 1]), 0.25);
    expect(Array.from(out)).toEqual([0, 0, expect.closeTo(0.5, 5), 1]);
  });
});

describe('featherMask', () => {
  it('blurs a hard edge but keeps the far sides and the total', () => {
    const w = 20;
    const mask = new Float32Array(w).map((_, i) => (i < 10 ? 0 : 1));
    const out = featherMask(mask, w, 1, 2);
    expect(out[0]).toBeCloseTo(0, 5);
    expect(out[w - 1]).toBeCloseTo(1, 5);
    expect(out[9]).toBeGreaterThan(0);
    expect(out[10]).toBeLessThan(1);
    expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(10, 3);
  });
  it('radius 0 changes nothing', () => {
    const m = new Float32Array([0, 1, 0]);
    expect(featherMask(m, 3, 1, 0)).toBe(m);
  });
});

describe('compose', () => {
  const rgba = new Uint8ClampedArray([10, 20, 30, 255, 200, 100, 50, 128]);
  const mask = new Float32Array([1, 0.5]);
  it('transparent: keeps colour, alpha = mask × original alpha', () => {
    expect(Array.from(compose(rgba, mask, 'transparent', [0, 0, 0]))).toEqual([10, 20, 30, 255, 200, 100, 50, 64]);
  });
  it('colour: blends over the background, opaque', () => {
    expect(Array.from(compose(rgba, mask, 'colour', [0, 0, 255]))).toEqual([10, 20, 30, 255, 100, 50, 153, 255]);
  });
  it('mask: grey levels of the mask, opaque', () => {
    expect(Array.from(compose(rgba, mask, 'mask', [0, 0, 0]))).toEqual([255, 255, 255, 255, 128, 128, 128, 255]);
  });
});
