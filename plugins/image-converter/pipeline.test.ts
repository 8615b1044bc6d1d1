import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import convert from './pipeline';
import manifest from './manifest';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { sniffType } from '../../src/runner/sniff';
import { decodeImage, encodeImage } from '../../src/engines/imageCodecs';
import { parseIco } from '../../tests/setup/parseIco';
import { ssim } from '../image-compress/ssim';

// AVIF encodes and SSIM searches are CPU-heavy: leave room for a busy shared machine.
vi.setConfig({ testTimeout: 120_000 });

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/images/${name}`, import.meta.url)));

async function run(name: string, opts: Record<string, unknown>, bytes: Uint8Array = fixture(name)) {
  return (await convert(
    { kind: 'file', name, type: sniffType(bytes) ?? 'image/png', bytes },
    manifest.options.parse(opts),
    directContext(),
  )) as PipelineOutput;
}

const FORMATS = [
  ['png', 'image/png'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['avif', 'image/avif'],
  ['jxl', 'image/jxl'],
  ['gif', 'image/gif'],
  ['bmp', 'image/bmp'],
] as const;

describe('image-converter', () => {
  it.each(FORMATS)('PNG photo → %s: real bytes of that format, same size, looks the same', async (format, type) => {
    const out = await run('photo-chelsea.png', { format });
    expect(out.type).toBe(type);
    expect(sniffType(out.bytes!)).toBe(type);
    const original = await decodeImage(fixture('photo-chelsea.png'), 'image/png');
    const back = await decodeImage(out.bytes!, type);
    expect([back.width, back.height]).toEqual([451, 300]);
    expect(ssim(original, back)).toBeGreaterThan(format === 'gif' ? 0.8 : 0.9);
  });

  it('JPEG XL: the row says few apps open it yet', async () => {
    const out = await run('photo-coffee-small.avif', { format: 'jxl', quality: 80 });
    expect([out.bytes![0], out.bytes![1]]).toEqual([0xff, 0x0a]);
    expect(out.meta).toMatchObject({ format: 'JPEG XL', quality: 80 });
    expect(out.notes?.map((n) => n.key)).toContain('imageFormats.jxlFewApps');
    expect(manifest.notesBeforeRun?.(manifest.options.parse({ format: 'jxl' }))).toEqual([{ key: 'imageFormats.jxlFewApps' }]);
  });

  it.each(['photo-rocket.jpg', 'photo-motorcycle.webp', 'photo-coffee-small.avif', 'anim-tiny.gif', 'photo-cat.bmp'])(
    '%s converts to PNG',
    async (name) => {
      const out = await run(name, { format: 'png' });
      expect(sniffType(out.bytes!)).toBe('image/png');
    },
  );

  it('JPEG and BMP get the background colour where the image was transparent; PNG/WebP/GIF keep transparency', async () => {
    const corner = 0; // pixel (0,0) is fully transparent in the cut-out astronaut
    for (const format of ['jpeg', 'bmp'] as const) {
      const out = await run('alpha-astronaut.png', { format, background: '#ff0000' });
      const back = await decodeImage(out.bytes!, out.type);
      expect(back.data[corner + 3]).toBe(255);
      expect(back.data[corner]).toBeGreaterThan(230);
      expect(back.data[corner + 1]).toBeLessThan(30);
      // The row says what happened to the transparency.
      expect(out.notes).toEqual([{ key: 'notes.alphaFilled', params: { format: out.meta!.format, colour: '#ff0000' } }]);
    }
    // An opaque photo has no transparency to fill: no note.
    expect((await run('photo-coffee.jpg', { format: 'jpeg' })).notes).toEqual([]);
    for (const format of ['png', 'webp', 'gif'] as const) {
      const out = await run('alpha-astronaut.png', { format });
      const back = await decodeImage(out.bytes!, out.type);
      expect(back.data[corner + 3]).toBe(0);
      expect(back.data[(160 * 320 + 160) * 4 + 3]).toBe(255);
    }
  });

  it('GIF keeps a soft, semi-transparent glow as dithered opaque pixels of its colour, and says so', async () => {
    // An orange glow, at most 43 % opaque: a plain 50 % cut made all of it clear.
    const size = 96;
    const glow = new Uint8ClampedArray(size * size * 4);
    let alphaSum = 0;
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const r = Math.hypot(x - 48, y - 48);
        const a = r < 40 ? Math.round(110 * (1 - r / 40)) : 0;
        glow.set([255, 140, 0, a], (y * size + x) * 4);
        alphaSum += a;
      }
    const png = await encodeImage({ width: size, height: size, data: glow, colorSpace: 'srgb' } as ImageData, 'image/png');
    const out = await run('glow.png', { format: 'gif' }, png);
    expect(out.notes).toContainEqual({ key: 'notes.gifAlphaDithered' });
    const back = await decodeImage(out.bytes!, 'image/gif');
    let opaque = 0;
    for (let i = 0; i < back.data.length; i += 4) {
      if (back.data[i + 3] === 0) continue;
      opaque++;
      expect([back.data[i], back.data[i + 1], back.data[i + 2]]).toEqual([255, 140, 0]);
    }
    // As many opaque pixels as the glow's coverage, give or take the pattern's rounding.
    expect(opaque / (alphaSum / 255)).toBeGreaterThan(0.85);
    expect(opaque / (alphaSum / 255)).toBeLessThan(1.15);
  });

  it('GIF says when a photo lost colours to its 256-colour palette, and not for an image that fits', async () => {
    const photo = await run('photo-coffee.jpg', { format: 'gif' });
    expect(photo.notes).toEqual([{ key: 'notes.gifPalette' }]);
    const back = await decodeImage(photo.bytes!, 'image/gif');
    expect(new Set(new Uint32Array(back.data.buffer)).size).toBeLessThanOrEqual(256);
    expect((await run('anim-tiny.gif', { format: 'gif' })).notes).toEqual([]);
  });

  it('ICO: a real multi-size icon up to 256 px', async () => {
    const out = await run('alpha-astronaut.png', { format: 'ico' });
    expect(out.type).toBe('image/x-icon');
    expect(sniffType(out.bytes!)).toBe('image/x-icon');
    const sizes = parseIco(out.bytes!).map((e) => e.width);
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
    // The row's figures are the icon's, not the 320×320 source's (issue 19).
    expect(out.meta?.width).toBeUndefined();
    expect(out.meta?.extra?.iconSizes).toBe(sizes.map((size) => `${size}×${size}`).join(', '));
    const small = await run('anim-tiny.gif', { format: 'ico' });
    expect(parseIco(small.bytes!).map((e) => [e.width, e.height])).toEqual([
      [16, 16],
      [24, 24],
    ]); // 14×25 source: sizes up to 25 px
  });

  it('quality changes lossy output size', async () => {
    const low = await run('photo-coffee.jpg', { format: 'webp', quality: 30 });
    const high = await run('photo-coffee.jpg', { format: 'webp', quality: 95 });
    expect(low.bytes!.length).toBeLessThan(high.bytes!.length);
    expect(high.meta).toMatchObject({ format: 'WebP', quality: 95, width: 600, height: 400 });
  });

  it.each([
    ['empty.png', 'errors.emptyFile'],
    ['not-an-image.png', 'errors.decodeFailed'],
    ['bomb-30000.png', 'errors.imageTooLarge'],
  ])('%s → %s', async (name, key) => {
    await expect(run(name, { format: 'png' })).rejects.toMatchObject({ key });
  });

  it('a 1×1 image converts', async () => {
    const out = await run('one-pixel.png', { format: 'jpeg' });
    const back = await decodeImage(out.bytes!, 'image/jpeg');
    expect([back.width, back.height]).toEqual([1, 1]);
  });

  it('reads a HEIC (iPhone) photo, upright', async () => {
    const out = await run('photo-chelsea-rotated.heic', { format: 'png' });
    expect(sniffType(out.bytes!)).toBe('image/png');
    expect(out.meta).toMatchObject({ width: 451, height: 300 });
  });
});
