import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import convertToFavicons from './pipeline';
import manifest from './manifest';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { decodeImage } from '../../src/engines/imageCodecs';
import { parseIco } from '../../tests/setup/parseIco';
import { SVG_SOURCE_TYPE, type SvgSource } from './svgSource';

const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/favicon/${name}`));
const pixel = (img: ImageData, x: number, y: number) => Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4));

async function convert(name: string, type: string, opts: Record<string, unknown> = {}, drawnFrom?: string) {
  const progress: number[] = [];
  const outputs = (await convertToFavicons(
    { kind: 'file', name, type, bytes: fixture(name), drawnFrom },
    manifest.options.parse(opts),
    directContext((p) => progress.push(p)),
  )) as PipelineOutput[];
  return { byName: Object.fromEntries(outputs.map((o) => [o.name!, o])), progress };
}

describe('favicon-converter pipeline', () => {
  it('turns a 512 PNG into the whole package with the logo colours intact', async () => {
    const { byName, progress } = await convert('logo-512.png', 'image/png', { appName: 'Blue Co', themeColor: '#1e40af' });
    expect(Object.keys(byName)).toHaveLength(9); // no favicon.svg for a raster source
    const ico = parseIco(byName['favicon.ico'].bytes!);
    expect(ico.map((e) => `${e.width}x${e.height}:${e.format}`)).toEqual(['16x16:bmp', '32x32:bmp', '48x48:bmp']);
    // 48 entry: transparent corner, yellow centre, blue ring.
    const e48 = new ImageData(ico[2].rgba!, 48, 48);
    expect(pixel(e48, 0, 0)[3]).toBe(0);
    expect(
      pixel(e48, 24, 24)
        .slice(0, 3)
        .map((v) => Math.round(v / 10)),
    ).toEqual([25, 20, 2]);
    expect(
      pixel(e48, 24, 8)
        .slice(0, 3)
        .map((v) => Math.round(v / 10)),
    ).toEqual([3, 6, 18]);
    const icon192 = await decodeImage(byName['icon-192.png'].bytes!, 'image/png');
    expect([icon192.width, icon192.height]).toEqual([192, 192]);
    expect(JSON.parse(byName['site.webmanifest'].text!)).toMatchObject({ name: 'Blue Co', theme_color: '#1e40af' });
    expect(byName['favicon-head.html'].text).toContain('<meta name="theme-color" content="#1e40af">');
    expect(byName['favicon.ico'].meta?.extra?.source).toBe('512×512');
    expect(progress.at(-1)).toBe(1);
  });

  it('pads a wide image with transparency, or crops its centre', async () => {
    const padded = await decodeImage(
      (await convert('wide-300x150.png', 'image/png', { fit: 'pad' })).byName['icon-512.png'].bytes!,
      'image/png',
    );
    expect(pixel(padded, 256, 10)[3]).toBe(0); // the bar above the image
    expect(pixel(padded, 10, 256)).toEqual([220, 38, 38, 255]);
    expect(pixel(padded, 500, 256)).toEqual([22, 163, 74, 255]);
    const cropped = await decodeImage(
      (await convert('wide-300x150.png', 'image/png', { fit: 'crop' })).byName['icon-512.png'].bytes!,
      'image/png',
    );
    expect(pixel(cropped, 256, 10)[3]).toBe(255); // no bars: the centre square fills the icon
    expect(pixel(cropped, 10, 10)).toEqual([220, 38, 38, 255]);
    expect(pixel(cropped, 500, 500)).toEqual([22, 163, 74, 255]);
  });

  it('adds favicon.svg (cleaned of scripts) and its link when the page sends the SVG source', async () => {
    const svg = new TextDecoder().decode(fixture('logo.svg'));
    const { byName } = await convert('logo-512.png', 'image/png', {}, svg);
    const out = new TextDecoder().decode(byName['favicon.svg'].bytes);
    expect(out).toContain('<circle');
    expect(out).not.toContain('script');
    expect(byName['favicon-head.html'].text).toContain('href="/favicon.svg"');
  });

  it('favicon.svg keeps no external link from the three cleaner bypasses (issue 20 finding 3), and a bomb is refused', async () => {
    const hostile = (name: string) => readFileSync(new URL(`../../tests/fixtures/hostile/${name}`, import.meta.url), 'utf8');
    for (const name of ['css-url-paren.svg', 'css-image-set.svg', 'smil-set-url.svg']) {
      const { byName } = await convert('logo-512.png', 'image/png', {}, hostile(name));
      const out = new TextDecoder().decode(byName['favicon.svg'].bytes);
      expect(out, name).not.toMatch(/example\.com/);
      expect(out, name).toMatch(/<(circle|rect)/);
    }
    await expect(convert('logo-512.png', 'image/png', {}, hostile('use-bomb.svg'))).rejects.toMatchObject({
      key: 'svg:errors.svgTooComplex',
    });
  });

  it('reads the first frame of a GIF', async () => {
    const bytes = new Uint8Array(readFileSync('tests/fixtures/images/anim-tiny.gif'));
    const outputs = (await convertToFavicons(
      { kind: 'file', name: 'anim.gif', type: 'image/gif', bytes },
      manifest.options.parse({}),
      directContext(),
    )) as PipelineOutput[];
    const icon = await decodeImage(outputs.find((o) => o.name === 'icon-192.png')!.bytes!, 'image/png');
    expect([icon.width, icon.height]).toEqual([192, 192]);
    // Not blank: the frame's pixels made it through.
    expect(new Set(Array.from(icon.data.filter((_, i) => i % 4 === 0))).size).toBeGreaterThan(10);
  });

  it('says how the package differs from a good source: a small image, a square made by padding or cropping', async () => {
    const notes = async (fit: string) => (await convert('wide-300x150.png', 'image/png', { fit })).byName['favicon.ico'].notes;
    expect(await notes('pad')).toEqual([
      { key: 'warnings.small', params: { width: 300, height: 150, side: 512 } },
      { key: 'warnings.padded', params: { width: 300, height: 150 } },
    ]);
    expect((await notes('crop'))?.map((n) => n.key)).toEqual(['warnings.small', 'warnings.cropped']);
    expect((await convert('logo-512.png', 'image/png')).byName['favicon.ico'].notes).toBeUndefined();
  });

  it('sends an SVG back to the page to be drawn: the plan at 1024 px and the cleaned SVG', async () => {
    const outputs = (await convertToFavicons(
      { kind: 'file', name: 'logo.svg', type: 'image/svg+xml', bytes: fixture('logo.svg') },
      manifest.options.parse({}),
      directContext(),
    )) as PipelineOutput;
    expect(outputs.type).toBe(SVG_SOURCE_TYPE);
    const { plan, svg } = JSON.parse(outputs.text!) as SvgSource;
    expect(Math.max(plan.width, plan.height)).toBe(1024);
    expect(svg).toContain('<circle');
    expect(svg).not.toContain('script');
  });

  it('rejects what is not a PNG/JPEG/GIF/SVG', async () => {
    await expect(
      convertToFavicons(
        { kind: 'file', name: 'a.webp', type: 'image/webp', bytes: new Uint8Array(4) },
        manifest.options.parse({}),
        directContext(),
      ),
    ).rejects.toMatchObject({ key: 'errors.invalidFileType' });
    await expect(
      convertToFavicons(
        { kind: 'file', name: 'x.png', type: 'image/png', bytes: fixture('notes.txt') },
        manifest.options.parse({}),
        directContext(),
      ),
    ).rejects.toMatchObject({ key: 'errors.decodeFailed' });
  });
});
