import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { decodeImage } from '../../src/engines/imageCodecs';
import { ssim, ssimBand, bandCount, ssimSum, meanSsim } from './ssim';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/images/${name}`, import.meta.url)));

describe('ssim (Gaussian window, luma)', () => {
  it('gives what scikit-image gives on the same pair', async () => {
    // A 200×150 crop of the coffee photo and the same crop after a JPEG round trip (both PNG, so no
    // decoder differs). scikit-image 0.19.3, structural_similarity(luma_a, luma_b, gaussian_weights=True,
    // sigma=1.5, use_sample_covariance=False, data_range=255) on BT.601 luma: 0.944388.
    const a = await decodeImage(fixture('ssim-coffee-crop.png'), 'image/png');
    const b = await decodeImage(fixture('ssim-coffee-crop-jpeg.png'), 'image/png');
    expect(ssim(a, b)).toBeCloseTo(0.944388, 5);
    // The row buffers are kept between calls: scoring again, against itself, and after a wider image, stays right.
    const first = ssim(a, b);
    expect(ssim(a, a)).toBeCloseTo(1, 9);
    const wide = await decodeImage(fixture('photo-coffee.jpg'), 'image/jpeg');
    expect(wide.width).toBeGreaterThan(a.width);
    expect(ssim(wide, wide)).toBeCloseTo(1, 9);
    expect(ssim(a, b)).toBe(first);
  });

  it('scored in bands (on other cores), adds up to the whole image exactly', async () => {
    const a = await decodeImage(fixture('ssim-coffee-crop.png'), 'image/png');
    const b = await decodeImage(fixture('ssim-coffee-crop-jpeg.png'), 'image/png');
    for (const count of [2, 3, 7]) {
      expect(bandCount(a.height, count)).toBe(count);
      const bands = Array.from({ length: count }, (_, i) => ssimBand(a, b, i, count));
      expect(bands.every((band) => band.original.width === 200 && band.candidate.height === band.original.height)).toBe(true);
      const sums = bands.map((band) => ssimSum(band.original, band.candidate));
      expect(sums.reduce((n, s) => n + s.windows, 0)).toBe((200 - 10) * (150 - 10));
      expect(meanSsim(sums)).toBeCloseTo(ssim(a, b), 12);
    }
    // No band thinner than 10 rows of windows (140 here); one band is the images themselves.
    expect(bandCount(a.height, 100)).toBe(14);
    expect(ssimBand(a, b, 0, 1)).toEqual({ original: a, candidate: b });
  });

  it('is 1 for identical images and drops with damage', async () => {
    const photo = await decodeImage(fixture('photo-coffee.jpg'), 'image/jpeg');
    expect(ssim(photo, photo)).toBeCloseTo(1, 6);
    const damaged = new ImageData(new Uint8ClampedArray(photo.data), photo.width, photo.height);
    for (let i = 0; i < damaged.data.length; i += 4) damaged.data[i] = damaged.data[i] ^ ((i * 7919) & 63);
    const s = ssim(photo, damaged);
    expect(s).toBeLessThan(0.98);
    expect(s).toBeGreaterThan(0.3);
  });

  it('counts a change of transparency (composited over white) and works on images smaller than its window', () => {
    const opaque = new ImageData(new Uint8ClampedArray(6 * 6 * 4).fill(0), 6, 6);
    for (let i = 3; i < opaque.data.length; i += 4) opaque.data[i] = 255;
    const clear = new ImageData(new Uint8ClampedArray(6 * 6 * 4).fill(0), 6, 6);
    expect(ssim(opaque, opaque)).toBeCloseTo(1, 9);
    expect(ssim(opaque, clear)).toBeLessThan(0.01);
  });
});
