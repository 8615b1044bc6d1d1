import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import mosaic from './pipeline';
import manifest from './manifest';
import { pixelate } from './pixelate';
import { formatRegions, parseRegions, toPixels } from './regions';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { sniffType } from '../../src/runner/sniff';
import { decodeImage, encodeImage } from '../../src/engines/imageCodecs';
import { readMetadataBlocks } from '../../src/engines/photoMetadata/blocks';
import { readPhotoFacts } from '../../src/engines/photoMetadata/facts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/images/${name}`, import.meta.url)));

async function run(name: string, opts: Record<string, unknown>) {
  const bytes = fixture(name);
  return (await mosaic(
    { kind: 'file', name, type: sniffType(bytes)!, bytes },
    manifest.options.parse(opts),
    directContext(),
  )) as PipelineOutput;
}

describe('image-mosaic regions', () => {
  it('round-trips through text and keeps areas inside the image', () => {
    const text = formatRegions([
      { x: 0.1, y: 0.2, w: 0.3, h: 0.4 },
      { x: 0.9, y: 0.9, w: 0.5, h: -0.2 },
    ]);
    expect(parseRegions(text)).toEqual([
      { x: 0.1, y: 0.2, w: expect.closeTo(0.3, 6), h: expect.closeTo(0.4, 6) },
      { x: 0.9, y: expect.closeTo(0.7, 6), w: expect.closeTo(0.1, 6), h: expect.closeTo(0.2, 6) },
    ]);
    expect(manifest.options.safeParse({ regions: 'x;1' }).success).toBe(false);
  });
});

describe('image-mosaic pixelate', () => {
  it('changes pixels only inside the areas, and gives flat cells there', () => {
    const img = new ImageData(64, 64);
    for (let i = 0; i < img.data.length; i += 4) img.data.set([(i * 13) & 255, (i * 7) & 255, (i * 3) & 255, 255], i);
    const before = new Uint8ClampedArray(img.data);
    pixelate(img, [{ x: 0.25, y: 0.25, w: 0.5, h: 0.5 }], 8, 'square');
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 64; x++) {
        const i = (y * 64 + x) * 4;
        const inside = x >= 16 && x < 48 && y >= 16 && y < 48;
        if (!inside) expect(img.data[i]).toBe(before[i]);
      }
    // One 8×8 cell is a single colour.
    const cell = new Set<number>();
    for (let y = 16; y < 24; y++) for (let x = 16; x < 24; x++) cell.add(img.data[(y * 64 + x) * 4]);
    expect(cell.size).toBe(1);
  });

  it('circle cells: centre and corner of a cell differ', () => {
    const img = new ImageData(32, 32);
    for (let i = 0; i < img.data.length; i += 4) img.data.set([(i / 4) % 32 < 16 ? 0 : 255, 0, 0, 255], i);
    pixelate(img, [{ x: 0, y: 0, w: 1, h: 1 }], 16, 'circle');
    const at = (x: number, y: number) => img.data[(y * 32 + x) * 4];
    expect(at(8, 8)).toBe(0); // left cell's disc: black
    expect(at(0, 0)).toBe(128); // between discs: the area's mean
  });
});

describe('image-mosaic pipeline', () => {
  it('PNG: the area is pixelated, everything else is byte-identical, format and size kept', async () => {
    const out = await run('ui-settings.png', { regions: '0.25,0.1,0.5,0.3', blockSize: 12 });
    expect(out.type).toBe('image/png');
    expect(sniffType(out.bytes!)).toBe('image/png');
    const original = await decodeImage(fixture('ui-settings.png'), 'image/png');
    const result = await decodeImage(out.bytes!, 'image/png');
    expect([result.width, result.height]).toEqual([800, 560]);
    const { left, top, right, bottom } = toPixels({ x: 0.25, y: 0.1, w: 0.5, h: 0.3 }, 800, 560);
    let changedInside = 0;
    for (let y = 0; y < 560; y++)
      for (let x = 0; x < 800; x++) {
        const i = (y * 800 + x) * 4;
        const same =
          original.data[i] === result.data[i] && original.data[i + 1] === result.data[i + 1] && original.data[i + 2] === result.data[i + 2];
        const inside = x >= left && x < right && y >= top && y < bottom;
        if (!inside && !same) throw new Error(`pixel ${x},${y} outside the area changed`);
        if (inside && !same) changedInside++;
      }
    expect(changedInside).toBeGreaterThan(1000);
  });

  it.each(['photo-rocket.jpg', 'photo-motorcycle.webp', 'photo-cat.bmp'])('%s keeps its format and size', async (name) => {
    const out = await run(name, { regions: '0,0,0.5,0.5', shape: 'circle' });
    const type = sniffType(fixture(name))!;
    expect(sniffType(out.bytes!)).toBe(type);
    const original = await decodeImage(fixture(name), type);
    expect(out.meta).toMatchObject({ width: original.width, height: original.height });
  });

  it('a JPEG XL comes back a JPEG XL of its size, the area pixelated', async () => {
    const source = await decodeImage(fixture('photo-rocket.jpg'), 'image/jpeg');
    const bytes = await encodeImage(source, 'image/jxl', 90);
    const out = (await mosaic(
      { kind: 'file', name: 'rocket.jxl', type: 'image/jxl', bytes },
      manifest.options.parse({ regions: '0,0,0.5,0.5', blockSize: 32 }),
      directContext(),
    )) as PipelineOutput;
    expect(sniffType(out.bytes!)).toBe('image/jxl');
    const before = await decodeImage(bytes, 'image/jxl');
    const after = await decodeImage(out.bytes!, 'image/jxl');
    expect([after.width, after.height]).toEqual([source.width, source.height]);
    // One 32-pixel cell of the area is flat now; the same cell of the input was not.
    const spread = (img: ImageData) => {
      const reds: number[] = [];
      for (let y = 4; y < 28; y++) for (let x = 4; x < 28; x++) reds.push(img.data[(y * img.width + x) * 4]);
      return Math.max(...reds) - Math.min(...reds);
    };
    expect(spread(before)).toBeGreaterThan(spread(after));
    expect(spread(after)).toBeLessThan(8);
  });

  it('without any area it says so', async () => {
    await expect(run('photo-rocket.jpg', {})).rejects.toMatchObject({ key: 'errors.noRegions' });
  });

  it('a 1×1 image works', async () => {
    const out = await run('one-pixel.png', { regions: '0,0,1,1' });
    expect(sniffType(out.bytes!)).toBe('image/png');
  });

  it.each([
    ['photo-gps.jpg', 'image/jpeg'],
    ['photo-gps.heic', 'image/png'],
  ])("%s: the metadata choice decides what the output tells; the input's facts come back for the panel", async (name, type) => {
    const bytes = fixture(name);
    const input = await readPhotoFacts(await readMetadataBlocks(bytes, sniffType(bytes)!));
    expect(input.latitude).toBeDefined();
    const told = async (choice: string) => {
      const out = await run(name, { regions: '0.1,0.1,0.3,0.3', metadata: choice });
      expect(out.type).toBe(type);
      expect(out.meta?.photo?.latitude).toBe(input.latitude);
      return { facts: await readPhotoFacts(await readMetadataBlocks(out.bytes!, type)), notes: out.notes?.map((n) => n.key) ?? [] };
    };
    const strip = await told('strip');
    expect(strip.facts).toEqual({});
    const keep = await told('keep');
    expect(keep.facts.latitude).toBeCloseTo(input.latitude!, 4);
    expect(keep.facts.make).toBeTruthy();
    expect(keep.notes).toContain('photoMetadata.locationKept');
    const noLocation = await told('noLocation');
    expect(noLocation.facts.latitude).toBeUndefined();
    expect(noLocation.facts.make).toBe(keep.facts.make);
    expect(noLocation.notes).toContain('photoMetadata.locationRemoved');
  });
});
