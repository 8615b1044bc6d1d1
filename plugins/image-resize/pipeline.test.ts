import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import resizeFile from './pipeline';
import manifest from './manifest';
import { targetSize } from './targetSize';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { sniffType } from '../../src/runner/sniff';
import { readImageSize } from '../../src/engines/imageSize';
import { encodeImage, decodeImage } from '../../src/engines/imageCodecs';

/** A test image with a sharp edge: left half red, right half blue. */
function twoTone(width: number, height: number): ImageData {
  const img = new ImageData(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      img.data.set(x < width / 2 ? [220, 20, 20, 255] : [20, 20, 220, 255], i);
    }
  return img;
}

async function resize(type: string, opts: Record<string, unknown>, w = 400, h = 300) {
  const bytes = await encodeImage(twoTone(w, h), type, 90);
  const progress: number[] = [];
  const out = (await resizeFile(
    { kind: 'file', name: 'x', type, bytes },
    manifest.options.parse(opts),
    directContext((p) => progress.push(p)),
  )) as PipelineOutput;
  return { out, progress };
}

describe('image-resize target size', () => {
  const base = { unit: 'pixels' as const, width: 0, height: 0, percent: 50, keepAspect: true };
  it('fits inside the box keeping aspect', () => {
    expect(targetSize(4000, 3000, { ...base, width: 800, height: 800 })).toEqual({ width: 800, height: 600 });
    expect(targetSize(3000, 4000, { ...base, width: 800, height: 800 })).toEqual({ width: 600, height: 800 });
  });
  it('follows one side when the other is 0', () => {
    expect(targetSize(4000, 3000, { ...base, height: 300 })).toEqual({ width: 400, height: 300 });
  });
  it('stretches without keepAspect, keeping a 0 side', () => {
    expect(targetSize(4000, 3000, { ...base, keepAspect: false, width: 100 })).toEqual({ width: 100, height: 3000 });
  });
  it('scales by percent', () => {
    expect(targetSize(4000, 3000, { ...base, unit: 'percent', percent: 25 })).toEqual({ width: 1000, height: 750 });
  });
});

describe('image-resize pipeline', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('keeps %s and resizes to the asked size', async (type) => {
    const { out, progress } = await resize(type, { width: 200 });
    expect(out.type).toBe(type);
    expect(sniffType(out.bytes!)).toBe(type);
    expect(readImageSize(out.bytes!, type)).toEqual({ width: 200, height: 150 });
    const decoded = await decodeImage(out.bytes!, type);
    expect([decoded.width, decoded.height]).toEqual([200, 150]);
    expect(out.meta).toMatchObject({ width: 200, height: 150 });
    expect(progress.at(-1)).toBe(1);
  });

  it('downscales smoothly: the edge keeps both colours and the halves stay pure', async () => {
    const { out } = await resize('image/png', { unit: 'percent', percent: 10 }, 400, 40);
    const img = await decodeImage(out.bytes!, 'image/png');
    expect([img.width, img.height]).toEqual([40, 4]);
    const px = (x: number) => Array.from(img.data.subarray((img.width * 2 + x) * 4, (img.width * 2 + x) * 4 + 3));
    expect(px(2)[0]).toBeGreaterThan(200);
    expect(px(37)[2]).toBeGreaterThan(200);
  });

  it('refuses an absurd size with a clear error', async () => {
    await expect(resize('image/png', { unit: 'percent', percent: 1000 }, 2000, 10)).rejects.toMatchObject({ key: 'errors.imageTooLarge' });
  });

  it('refuses 128000 px asked directly (past the form) with imageTooLarge, not a crash', async () => {
    const bytes = await encodeImage(twoTone(40, 30), 'image/png', 90);
    const options = { ...manifest.options.parse({}), width: 128000, height: 0 };
    await expect(resizeFile({ kind: 'file', name: 'x.png', type: 'image/png', bytes }, options, directContext())).rejects.toMatchObject({
      key: 'errors.imageTooLarge',
      params: { width: 128000, max: 16384 },
    });
  });

  it('keeps every method selectable and they give different pixels', async () => {
    const results = new Set<string>();
    for (const method of ['lanczos3', 'mitchell', 'catrom', 'triangle']) {
      const { out } = await resize('image/png', { unit: 'percent', percent: 13, method }, 400, 40);
      const img = await decodeImage(out.bytes!, 'image/png');
      results.add(Array.from(img.data.subarray(0, img.width * 8)).join(','));
    }
    expect(results.size).toBe(4);
  });

  it.each(['image/avif', 'image/bmp'])('resizes %s and keeps the format', async (type) => {
    const { out } = await resize(type, { width: 100 });
    expect(sniffType(out.bytes!)).toBe(type);
    expect(out.meta).toMatchObject({ width: 100, height: 75 });
  });

  it('gives a decode error for bytes that are not the image they claim', async () => {
    const bytes = new TextEncoder().encode('not a png at all, just text pretending to be one');
    await expect(
      resizeFile({ kind: 'file', name: 'x.png', type: 'image/png', bytes }, manifest.options.parse({}), directContext()),
    ).rejects.toMatchObject({ key: 'errors.decodeFailed' });
  });

  it('a HEIC photo comes back as a JPEG of the asked size, and the row says why', async () => {
    const bytes = new Uint8Array(readFileSync(new URL('../../tests/fixtures/images/photo-chelsea-rotated.heic', import.meta.url)));
    const out = (await resizeFile(
      { kind: 'file', name: 'cat.heic', type: 'image/heic', bytes },
      manifest.options.parse({ unit: 'percent', percent: 50, quality: 80 }),
      directContext(),
    )) as PipelineOutput;
    expect(out.type).toBe('image/jpeg');
    expect(readImageSize(out.bytes!, 'image/jpeg')).toEqual({ width: 226, height: 150 });
    expect(out.notes).toEqual([{ key: 'notes.heicAsJpeg', params: { quality: 80 } }]);
  });
});
