import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import compress from './pipeline';
import manifest from './manifest';
import { makeProbe, needsProbe, probeParts } from './probe';
import { lowestQualityForSsim, lowestQualityByInterpolation } from './search';
import { fillHiddenPixels } from './hiddenPixels';
import { avifQualitySteps, avifQuantizer, encodeChoice } from './encode';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { sniffType } from '../../src/runner/sniff';
import { decodeImage, resizeImage } from '../../src/engines/imageCodecs';
import { encodeMozJpeg } from '../../src/engines/wasmCodecs';
import { ssim } from './ssim';

// AVIF encodes and SSIM searches are CPU-heavy: leave room for a busy shared machine.
vi.setConfig({ testTimeout: 120_000 });

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/images/${name}`, import.meta.url)));

async function run(name: string, opts: Record<string, unknown>, bytes: Uint8Array = fixture(name)) {
  const progress: number[] = [];
  const out = (await compress(
    { kind: 'file', name, type: sniffType(bytes) ?? 'image/png', bytes },
    manifest.options.parse(opts),
    directContext((p) => progress.push(p)),
  )) as PipelineOutput;
  return { out, progress, input: bytes };
}

describe('image-compress: quality mode', () => {
  it('keeps a JPEG a JPEG at the asked quality, smaller', async () => {
    const { out, input, progress } = await run('photo-astronaut.jpg', { mode: 'quality', quality: 60 });
    expect(out.type).toBe('image/jpeg');
    expect(sniffType(out.bytes!)).toBe('image/jpeg');
    expect(out.bytes!.length).toBeLessThan(input.length);
    expect(out.meta).toMatchObject({ width: 512, height: 512, format: 'JPEG', quality: 60 });
    expect(progress.at(-1)).toBe(1);
  });

  it.each([
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
    ['jxl', 'image/jxl'],
    ['png', 'image/png'],
  ])('writes real %s when asked', async (format, type) => {
    const { out } = await run('photo-chelsea.png', { mode: 'quality', format, quality: 50, pngPalette: true });
    expect(out.type).toBe(type);
    expect(sniffType(out.bytes!)).toBe(type);
    const back = await decodeImage(out.bytes!, type);
    expect([back.width, back.height]).toEqual([451, 300]);
  });

  it('writes AVIF at 10 bits per sample (smaller at the same SSIM), still decoding to the same size', async () => {
    const { out } = await run('photo-chelsea.png', { mode: 'quality', format: 'avif', quality: 50 });
    const bytes = out.bytes!;
    // The 'pixi' box: size, type, version+flags, channel count, then bits per channel.
    const at = Buffer.from(bytes).indexOf('pixi');
    expect(at).toBeGreaterThan(0);
    expect([...bytes.subarray(at + 9, at + 12)]).toEqual([10, 10, 10]);
    const back = await decodeImage(bytes, 'image/avif');
    expect([back.width, back.height]).toEqual([451, 300]);
  });

  it('auto mode with JPEG XL asked: a JXL file (signature 0xFF0A) that decodes back at the SSIM, and the note', async () => {
    const { out } = await run('photo-chelsea.png', { mode: 'auto', format: 'jxl' });
    expect([out.bytes![0], out.bytes![1]]).toEqual([0xff, 0x0a]);
    expect(out.type).toBe('image/jxl');
    const back = await decodeImage(out.bytes!, 'image/jxl');
    expect([back.width, back.height]).toEqual([451, 300]);
    expect(ssim(await decodeImage(fixture('photo-chelsea.png'), 'image/png'), back)).toBeGreaterThanOrEqual(0.98);
    expect(out.notes?.map((n) => n.key)).toContain('imageFormats.jxlFewApps');
    // A JPEG XL input stays JPEG XL by default.
    const again = await run('again.jxl', { mode: 'quality', quality: 40 }, out.bytes!);
    expect(again.out.type).toBe('image/jxl');
  });

  it('uses MozJPEG when asked and it is still a JPEG', async () => {
    const { out } = await run('ui-settings.png', { mode: 'quality', format: 'jpeg', quality: 70, mozjpeg: true });
    expect(sniffType(out.bytes!)).toBe('image/jpeg');
  });

  it('limits the longest side', async () => {
    const { out } = await run('photo-coffee.jpg', { mode: 'quality', maxDimension: 300 });
    expect(out.meta).toMatchObject({ width: 300, height: 200 });
    const back = await decodeImage(out.bytes!, out.type);
    expect([back.width, back.height]).toEqual([300, 200]);
  });

  it('keeps EXIF (orientation reset to 1) when asked, strips it otherwise', async () => {
    const photo = await decodeImage(fixture('photo-coffee.jpg'), 'image/jpeg');
    const jpeg = await encodeMozJpeg(photo, { quality: 95 });
    // A minimal big-endian EXIF segment: IFD0 with Orientation = 6 and Make = "LK".
    const tiff = [
      0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 2, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0x01, 0x0f, 0, 2, 0, 0, 0, 3, 0x4c, 0x4b, 0, 0, 0, 0,
      0, 0,
    ];
    const payload = [...'Exif\0\0'].map((c) => c.charCodeAt(0)).concat(tiff);
    const app1 = [0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 255, ...payload];
    const withExif = new Uint8Array([...jpeg.subarray(0, 2), ...app1, ...jpeg.subarray(2)]);
    const kept = (await run('x.jpg', { mode: 'quality', quality: 70, metadata: 'keep' }, withExif)).out.bytes!;
    const text = (b: Uint8Array) => Buffer.from(b).toString('latin1');
    expect(text(kept)).toContain('Exif\0\0');
    const at = text(kept).indexOf('Exif\0\0') + 6;
    expect(kept[at + 10 + 8 + 1]).toBe(1); // Orientation value now 1
    const stripped = (await run('x.jpg', { mode: 'quality', quality: 70, metadata: 'strip' }, withExif)).out.bytes!;
    expect(text(stripped)).not.toContain('Exif\0\0');
  });

  it('hands back the original when compressing would make it bigger', async () => {
    const { out, input } = await run('one-pixel.png', { mode: 'quality' });
    expect(out.bytes).toEqual(input);
    expect(out.notes).toEqual([{ key: 'notes.originalKept' }]);
  });
});

describe('image-compress: target size', () => {
  it('fits under the target by quality alone', async () => {
    const { out } = await run('photo-coffee.jpg', { mode: 'targetSize', targetKB: 30 });
    expect(out.bytes!.length).toBeLessThanOrEqual(30 * 1024);
    expect(sniffType(out.bytes!)).toBe('image/jpeg');
    expect(out.meta).toMatchObject({ width: 600, height: 400 });
  });

  it('says so when the target cannot be reached without scaling', async () => {
    await expect(run('photo-coffee.jpg', { mode: 'targetSize', targetKB: 1 })).rejects.toMatchObject({ key: 'errors.targetUnreachable' });
  });

  it('scales down only when allowed, and then fits', async () => {
    const { out } = await run('photo-coffee.jpg', { mode: 'targetSize', targetKB: 1, allowResize: true });
    expect(out.bytes!.length).toBeLessThanOrEqual(1024);
    expect(out.meta!.width!).toBeLessThan(600);
  });

  it('a PNG photo that no PNG can fit becomes WebP when any format is allowed (and says so); stays PNG and says why not otherwise', async () => {
    const { out } = await run('photo-chelsea.png', { mode: 'targetSize', targetKB: 40, format: 'auto' });
    expect(sniffType(out.bytes!)).toBe('image/webp');
    expect(out.bytes!.length).toBeLessThanOrEqual(40 * 1024);
    expect(out.notes).toContainEqual({ key: 'notes.formatFamily', params: { format: 'WebP', from: 'PNG' } });
    for (const format of ['same', 'png'])
      await expect(run('photo-chelsea.png', { mode: 'targetSize', targetKB: 40, format })).rejects.toMatchObject({
        key: 'errors.targetUnreachable',
      });
  });

  it('PNG target size goes lossless, then palette', async () => {
    const { out } = await run('ui-settings.png', { mode: 'targetSize', targetKB: 30 });
    expect(sniffType(out.bytes!)).toBe('image/png');
    expect(out.bytes!.length).toBeLessThanOrEqual(30 * 1024);
  });
});

describe('image-compress: auto', () => {
  // The promise the form makes: SSIM ≥ the threshold by the standard (Gaussian-window) measure, checked
  // here on the decoded file, and the row's figure never rounds above what the file has.
  it.each([
    ['photo-rocket.jpg', 'image/jpeg'],
    ['photo-motorcycle.webp', 'image/webp'],
    ['ui-dashboard.png', 'image/png'],
  ])('%s: keeps its format family by default, SSIM of the decoded result ≥ 0.98, much smaller', async (name, type) => {
    const { out, input } = await run(name, { mode: 'auto' });
    const original = await decodeImage(input, sniffType(input)!);
    const result = await decodeImage(out.bytes!, sniffType(out.bytes!)!);
    expect(sniffType(out.bytes!)).toBe(type);
    expect(out.type).toBe(type);
    const measured = ssim(original, result);
    expect(measured).toBeGreaterThanOrEqual(0.98);
    expect(out.meta!.extra!.ssim).toBeGreaterThanOrEqual(0.98);
    expect(out.meta!.extra!.ssim).toBeLessThanOrEqual(measured);
    expect(out.notes).toEqual([]);
    expect(out.bytes!.length).toBeLessThan(input.length * (type === 'image/png' ? 0.5 : 0.9));
  });

  it('"smallest of any format" tries them all and says which it chose', async () => {
    const { out, input } = await run('photo-rocket.jpg', { mode: 'auto', format: 'auto' });
    expect(out.type).toBe('image/avif');
    expect(out.notes).toEqual([{ key: 'notes.formatChosen', params: { format: 'AVIF', from: 'JPEG' } }]);
    const result = await decodeImage(out.bytes!, 'image/avif');
    expect(ssim(await decodeImage(input, 'image/jpeg'), result)).toBeGreaterThanOrEqual(0.98);
  });

  it('a GIF keeps its lossless family as PNG and the row says so; JPEG asked for a transparent image says it filled white', async () => {
    const gif = await run('anim-tiny.gif', { mode: 'auto' });
    expect(gif.out.type).toBe('image/png');
    expect(gif.out.notes).toContainEqual({ key: 'notes.formatFamily', params: { format: 'PNG', from: 'GIF' } });
    const flat = await run('alpha-astronaut.png', { mode: 'quality', format: 'jpeg' });
    expect(sniffType(flat.out.bytes!)).toBe('image/jpeg');
    expect(flat.out.notes).toEqual([{ key: 'notes.alphaFlattened' }]);
    const back = await decodeImage(flat.out.bytes!, 'image/jpeg');
    const original = await decodeImage(fixture('alpha-astronaut.png'), 'image/png');
    const transparent = original.data.findIndex((v, i) => i % 4 === 3 && v === 0) - 3;
    expect(back.data[transparent]).toBeGreaterThan(245);
  });

  it('keeps transparency (never JPEG for an image with alpha)', async () => {
    const { out } = await run('alpha-astronaut.png', { mode: 'auto', format: 'auto', ssim: 0.95 });
    expect(out.type).not.toBe('image/jpeg');
    const back = await decodeImage(out.bytes!, out.type);
    const original = await decodeImage(fixture('alpha-astronaut.png'), 'image/png');
    const transparent = original.data.findIndex((v, i) => i % 4 === 3 && v === 0);
    expect(back.data[transparent]).toBeLessThan(16);
  }, 60_000);

  it('a higher threshold never gives a smaller file', async () => {
    const low = (await run('photo-coffee.jpg', { mode: 'auto', format: 'webp', ssim: 0.95 })).out.bytes!.length;
    const high = (await run('photo-coffee.jpg', { mode: 'auto', format: 'webp', ssim: 0.99 })).out.bytes!.length;
    expect(high).toBeGreaterThan(low);
  }, 60_000);

  it('large images are searched on a probe, then verified in full', async () => {
    const photo = await decodeImage(fixture('photo-astronaut.jpg'), 'image/jpeg');
    const big = await resizeImage(photo, 1600, 1600);
    expect(needsProbe(big)).toBe(true);
    const probe = makeProbe(big);
    expect([probe.width, probe.height]).toEqual([896, 896]);
    // The same 49 tiles in two mosaics for two cores: 25 (5×5) and 24 (6×4).
    expect(probeParts(big).map((p) => [p.width, p.height])).toEqual([
      [640, 640],
      [768, 512],
    ]);
    const { encodeImage } = await import('../../src/engines/imageCodecs');
    const bytes = await encodeImage(big, 'image/jpeg', 95);
    const { out } = await run('big.jpg', { mode: 'auto', format: 'webp' }, bytes);
    const result = await decodeImage(out.bytes!, 'image/webp');
    expect(ssim(big, result)).toBeGreaterThanOrEqual(0.98);
  }, 120_000);

  it('the search stops a format that cannot beat the best so far', async () => {
    const tried: number[] = [];
    const found = await lowestQualityForSsim(
      async (q) => (tried.push(q), { bytes: new Uint8Array(1000 + q), ssim: q / 100 }),
      0.9,
      10,
      95,
      500,
    );
    expect(found).toBeUndefined();
    expect(tried).toHaveLength(1);
    const ok = await lowestQualityForSsim(async (q) => ({ bytes: new Uint8Array(q), ssim: q / 100 }), 0.6, 10, 95);
    expect(ok!.quality).toBeGreaterThanOrEqual(60);
    expect(ok!.quality).toBeLessThanOrEqual(63);
  });
});

describe('image-compress: helpers', () => {
  it('fills hidden (alpha 0) pixels from the nearest visible one in the row, leaves the rest alone', () => {
    // Row 0: hidden, red, hidden, hidden. Row 1: all hidden. Row 2: blue (half visible), hidden x3.
    const px = [
      [9, 9, 9, 0],
      [255, 0, 0, 255],
      [7, 7, 7, 0],
      [8, 8, 8, 0],
      [1, 2, 3, 0],
      [1, 2, 3, 0],
      [1, 2, 3, 0],
      [1, 2, 3, 0],
      [0, 0, 255, 128],
      [5, 5, 5, 0],
      [5, 5, 5, 0],
      [5, 5, 5, 0],
    ];
    const image = new ImageData(new Uint8ClampedArray(px.flat()), 4, 3);
    const out = fillHiddenPixels(image);
    const at = (x: number, y: number) => [...out.data.subarray((y * 4 + x) * 4, (y * 4 + x) * 4 + 4)];
    expect([at(0, 0), at(1, 0), at(2, 0), at(3, 0)]).toEqual([
      [255, 0, 0, 0],
      [255, 0, 0, 255],
      [255, 0, 0, 0],
      [255, 0, 0, 0],
    ]);
    expect(at(2, 1)).toEqual([255, 0, 0, 0]); // a fully hidden row continues the row above
    expect([at(0, 2), at(3, 2)]).toEqual([
      [0, 0, 255, 128],
      [0, 0, 255, 0],
    ]);
    expect([...image.data.subarray(0, 4)]).toEqual([9, 9, 9, 0]); // the input is not changed
    const opaque = new ImageData(new Uint8ClampedArray([1, 2, 3, 255]), 1, 1);
    expect(fillHiddenPixels(opaque)).toBe(opaque);
  });

  it('the interpolating search lands on the threshold in a few trials', async () => {
    const tried: number[] = [];
    const found = await lowestQualityByInterpolation(
      async (q) => (tried.push(q), { bytes: new Uint8Array(q), ssim: 0.9 + q / 1000 }),
      0.9595,
      70,
      0.001,
      40,
      80,
      3,
    );
    expect(found!.quality).toBe(60);
    expect(tried.length).toBeLessThanOrEqual(3);
    // Nothing passes within the budget: undefined, not a failing result.
    expect(
      await lowestQualityByInterpolation(async () => ({ bytes: new Uint8Array(1), ssim: 0.5 }), 0.9595, 70, 0.001, 40, 80, 3),
    ).toBeUndefined();
  });

  it('the interpolating search measures a flat curve itself and jumps down it (UI screenshots)', async () => {
    // SSIM hardly moves from 60 down to 25, then falls off a cliff; the given slope is 10× too steep.
    const tried: number[] = [];
    const flat = async (q: number) => (tried.push(q), { bytes: new Uint8Array(q), ssim: q >= 25 ? 0.985 + q * 0.0001 : 0.95 });
    const found = await lowestQualityByInterpolation(flat, 0.98, 50, 0.001, 10, 60, 4);
    expect(found!.quality).toBe(25);
    expect(tried).toHaveLength(4);
  });

  it('AVIF qualities are searched one per quantizer: qualities sharing one give the same file', async () => {
    // libavif: quantizer = ((100 − q)·63 + 50) / 100. q63 and q64 share quantizer 23; q65 has 22.
    expect([avifQuantizer(63), avifQuantizer(64), avifQuantizer(65)]).toEqual([23, 23, 22]);
    const image = await resizeImage(await decodeImage(fixture('photo-coffee.jpg'), 'image/jpeg'), 96, 64);
    const at = (quality: number) => encodeChoice(image, { format: 'avif', quality, mozjpeg: false });
    const [q63, q64, q65] = await Promise.all([at(63), at(64), at(65)]);
    expect(q64).toEqual(q63);
    expect(q65).not.toEqual(q64);
    const steps = avifQualitySteps(10, 92);
    expect(steps[0]).toBe(10);
    expect(steps).toContain(63);
    expect(steps).not.toContain(64);
    // One quality per quantizer from q10's (57) to q92's (5): 53 encodes at most instead of 83.
    expect(new Set(steps.map(avifQuantizer)).size).toBe(steps.length);
    expect(steps).toHaveLength(avifQuantizer(10) - avifQuantizer(92) + 1);
  });
});

describe('image-compress: other inputs and bad input', () => {
  it.each([
    ['anim-tiny.gif', 14, 25],
    ['photo-cat.bmp', 180, 120],
    ['photo-coffee-small.avif', 300, 200],
  ])('reads %s', async (name, width, height) => {
    const { out } = await run(name, { mode: 'quality', format: 'webp' });
    expect(sniffType(out.bytes!)).toBe('image/webp');
    expect(out.meta).toMatchObject({ width, height });
  });

  it.each([
    ['empty.png', 'errors.emptyFile'],
    ['not-an-image.png', 'errors.decodeFailed'],
    ['bomb-30000.png', 'errors.imageTooLarge'],
  ])('%s → %s', async (name, key) => {
    await expect(run(name, { mode: 'quality' })).rejects.toMatchObject({ key });
  });

  it('a HEIC (iPhone) photo becomes an upright JPEG, and the row says why JPEG', async () => {
    const { out } = await run('photo-chelsea-rotated.heic', { mode: 'auto' });
    expect(sniffType(out.bytes!)).toBe('image/jpeg');
    expect(out.meta).toMatchObject({ width: 451, height: 300, format: 'JPEG' });
    expect(out.notes).toContainEqual({ key: 'notes.formatFamily', params: { format: 'JPEG', from: 'HEIC' } });
    const heic = await decodeImage(fixture('photo-chelsea-rotated.heic'), 'image/heic');
    expect(ssim(heic, await decodeImage(out.bytes!, 'image/jpeg'))).toBeGreaterThanOrEqual(0.98);
  });
});
