import { describe, expect, it } from 'vitest';
import {
  buildFaviconPackage,
  buildHeadSnippet,
  buildWebManifest,
  centreOnColour,
  flattenOnto,
  makeSquare,
  MASKABLE_SCALE,
} from './faviconPackage';
import { parseIco } from '../../tests/setup/parseIco';
import { decodeImage } from '../../src/engines/imageCodecs';
import { readImageSize } from '../../src/engines/imageSize';

const settings = { appName: 'Acme "Tools" <b>', shortName: 'Acme', themeColor: '#112233', backgroundColor: '#FFEEDD' };

/** A red disc on transparency: opaque in the centre, transparent in the corners. */
function disc(size: number): ImageData {
  const img = new ImageData(size, size);
  const c = size / 2;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if ((x + 0.5 - c) ** 2 + (y + 0.5 - c) ** 2 <= (c * 0.9) ** 2) img.data.set([255, 0, 0, 255], (y * size + x) * 4);
  return img;
}
const pixel = (img: ImageData, x: number, y: number) => Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4));
/** Resampling may be off by a unit or two. */
const expectNear = (actual: number[], expected: number[]) =>
  actual.forEach((v, i) => expect(Math.abs(v - expected[i]), `${actual} vs ${expected}`).toBeLessThanOrEqual(2));

describe('web manifest', () => {
  it('has the names, the three icons (one maskable) and the colours', () => {
    const m = JSON.parse(buildWebManifest(settings));
    expect(m.name).toBe('Acme "Tools" <b>');
    expect(m.short_name).toBe('Acme');
    expect(m.theme_color).toBe('#112233');
    expect(m.background_color).toBe('#ffeedd');
    expect(m.display).toBe('standalone');
    expect(m.icons).toEqual([
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
  it('falls back to the app name for an empty short name', () => {
    expect(JSON.parse(buildWebManifest({ ...settings, shortName: ' ' })).short_name).toBe(settings.appName);
  });
});

describe('head snippet', () => {
  it('links every file, the SVG only when there is one, and escapes the name', () => {
    const withSvg = buildHeadSnippet({ hasSvg: true, themeColor: '#112233', appName: settings.appName });
    expect(withSvg).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32">');
    expect(withSvg).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(withSvg).toContain('<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">');
    expect(withSvg).toContain('<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png">');
    expect(withSvg).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">');
    expect(withSvg).toContain('<link rel="manifest" href="/site.webmanifest">');
    expect(withSvg).toContain('<meta name="theme-color" content="#112233">');
    expect(withSvg).toContain('content="Acme &quot;Tools&quot; &lt;b>"');
    const noSvg = buildHeadSnippet({ hasSvg: false, themeColor: '#112233' });
    expect(noSvg).not.toContain('favicon.svg');
    expect(noSvg.trim().split('\n')).toHaveLength(6);
  });
});

describe('pixel helpers', () => {
  it('pads a wide image with transparency and crops it to its centre', () => {
    const wide = new ImageData(4, 2);
    for (let x = 0; x < 4; x++) for (let y = 0; y < 2; y++) wide.data.set([x * 60, 0, 0, 255], (y * 4 + x) * 4);
    const padded = makeSquare(wide, 'pad');
    expect([padded.width, padded.height]).toEqual([4, 4]);
    expect(pixel(padded, 0, 0)[3]).toBe(0);
    expect(pixel(padded, 3, 1)).toEqual([180, 0, 0, 255]);
    expect(pixel(padded, 0, 3)[3]).toBe(0);
    const cropped = makeSquare(wide, 'crop');
    expect([cropped.width, cropped.height]).toEqual([2, 2]);
    expect(pixel(cropped, 0, 0)).toEqual([60, 0, 0, 255]);
    expect(pixel(cropped, 1, 1)).toEqual([120, 0, 0, 255]);
  });
  it('flattens half-transparent pixels onto the colour', () => {
    const img = new ImageData(1, 1);
    img.data.set([255, 0, 0, 128]);
    expect(pixel(flattenOnto(img, '#0000ff'), 0, 0)).toEqual([128, 0, 127, 255]);
  });
  it('centres an image on a colour square', () => {
    const out = centreOnColour(disc(4), 8, '#00ff00');
    expect(pixel(out, 0, 0)).toEqual([0, 255, 0, 255]);
    expect(pixel(out, 4, 4)).toEqual([255, 0, 0, 255]);
  });
});

describe('favicon package', () => {
  it('builds every file at its size, with an opaque touch icon and a padded maskable icon', async () => {
    const progress: number[] = [];
    const outputs = await buildFaviconPackage(disc(600), settings, '<svg xmlns="http://www.w3.org/2000/svg"/>', (p) => progress.push(p));
    const byName = Object.fromEntries(outputs.map((o) => [o.name, o]));
    expect(Object.keys(byName).sort()).toEqual(
      [
        'apple-touch-icon.png',
        'favicon-16x16.png',
        'favicon-32x32.png',
        'favicon-head.html',
        'favicon.ico',
        'favicon.svg',
        'icon-192.png',
        'icon-512-maskable.png',
        'icon-512.png',
        'site.webmanifest',
      ].sort(),
    );
    const sizes: Record<string, number> = {
      'favicon-16x16.png': 16,
      'favicon-32x32.png': 32,
      'apple-touch-icon.png': 180,
      'icon-192.png': 192,
      'icon-512.png': 512,
      'icon-512-maskable.png': 512,
    };
    for (const [name, size] of Object.entries(sizes)) {
      expect(readImageSize(byName[name].bytes!, 'image/png'), name).toEqual({ width: size, height: size });
    }
    const ico = parseIco(byName['favicon.ico'].bytes!);
    expect(ico.map((e) => e.width)).toEqual([16, 32, 48]);
    // The 32 entry is the disc: transparent corner, red centre.
    expect(ico[1].rgba![3]).toBe(0);
    expectNear(Array.from(ico[1].rgba!.subarray((16 * 32 + 16) * 4, (16 * 32 + 16) * 4 + 4)), [255, 0, 0, 255]);

    const icon512 = await decodeImage(byName['icon-512.png'].bytes!, 'image/png');
    expect(pixel(icon512, 0, 0)[3]).toBe(0);
    const apple = await decodeImage(byName['apple-touch-icon.png'].bytes!, 'image/png');
    expect(pixel(apple, 0, 0)).toEqual([255, 238, 221, 255]);
    expectNear(pixel(apple, 90, 90), [255, 0, 0, 255]);
    const maskable = await decodeImage(byName['icon-512-maskable.png'].bytes!, 'image/png');
    expect(pixel(maskable, 0, 0)).toEqual([255, 238, 221, 255]);
    // The disc's edge moved inwards: at 512·(1-0.8)/2 + a little, still background; centre red.
    const margin = Math.floor((512 * (1 - MASKABLE_SCALE)) / 2);
    expectNear(pixel(maskable, margin + 5, 256), [255, 238, 221, 255]);
    expectNear(pixel(maskable, 256, 256), [255, 0, 0, 255]);
    expectNear(pixel(maskable, 256, margin + 40), [255, 0, 0, 255]);

    expect(new TextDecoder().decode(byName['favicon.svg'].bytes)).toContain('<svg');
    expect(byName['favicon-head.html'].text).toContain('favicon.svg');
    expect(JSON.parse(byName['site.webmanifest'].text!).name).toBe(settings.appName);
    expect(progress.at(-1)).toBe(1);
  });

  it('leaves out favicon.svg and its link for a raster source', async () => {
    const outputs = await buildFaviconPackage(disc(64), settings, undefined);
    expect(outputs.map((o) => o.name)).not.toContain('favicon.svg');
    expect(outputs.find((o) => o.name === 'favicon-head.html')!.text).not.toContain('svg');
  });

  it('refuses a master that is not square', async () => {
    await expect(buildFaviconPackage(new ImageData(10, 20), settings, undefined)).rejects.toThrow(/square/);
  });
});
