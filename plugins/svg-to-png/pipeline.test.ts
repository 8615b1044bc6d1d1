import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { SVG_PLAN_TYPE, type SvgRenderPlan } from '../../families/svg/svgRenderPlan';
import { parseXml } from '../../families/svg/xmlParse';
import manifest from './manifest';
import pipeline from './pipeline';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/svg/${name}`, import.meta.url)));
const defaults = manifest.options.parse({});

async function plan(name: string, options: Partial<typeof defaults> = {}): Promise<SvgRenderPlan> {
  const out = (await pipeline(
    { kind: 'file', name, type: 'image/svg+xml', bytes: fixture(name) },
    { ...defaults, ...options },
    directContext(),
  )) as PipelineOutput;
  expect(out.type).toBe(SVG_PLAN_TYPE);
  return JSON.parse(out.text!) as SvgRenderPlan;
}

describe('svg-to-png plan', () => {
  it('uses the SVG size at scale 1 and scales it', async () => {
    expect(await plan('illustration.svg')).toMatchObject({ width: 240, height: 160, output: 'image/png' });
    expect(await plan('illustration.svg', { scale: 3 })).toMatchObject({ width: 720, height: 480 });
    expect(await plan('no-size.svg')).toMatchObject({ width: 300, height: 150 });
    expect(await plan('diagram-text.svg')).toMatchObject({ width: 1000, height: 700 });
    expect(await plan('mm-size.svg')).toMatchObject({ width: 189, height: 94 });
  });
  it('exact size: aspect lock follows one side or fits a box; unlocked stretches', async () => {
    expect(await plan('illustration.svg', { sizeMode: 'size', width: 600 })).toMatchObject({ width: 600, height: 400 });
    expect(await plan('illustration.svg', { sizeMode: 'size', height: 80 })).toMatchObject({ width: 120, height: 80 });
    expect(await plan('illustration.svg', { sizeMode: 'size', width: 300, height: 300 })).toMatchObject({ width: 300, height: 200 });
    const stretched = await plan('illustration.svg', { sizeMode: 'size', width: 300, height: 300, keepAspect: false });
    expect(stretched).toMatchObject({ width: 300, height: 300 });
    expect(stretched.svg).toContain('preserveAspectRatio="none"');
  });
  it('sets the render size on the clean SVG (and adds a viewBox when missing)', async () => {
    const p = await plan('no-size.svg', { scale: 2 });
    const root = parseXml(p.svg);
    const attr = (n: string) => root.attributes.find((a) => a.name === n)?.value;
    expect([attr('width'), attr('height'), attr('viewBox')]).toEqual(['600', '300', '0 0 300 150']);
  });
  it('background only when not transparent', async () => {
    expect((await plan('icon-stroke.svg', { transparent: false, background: '#112233' })).background).toBe('#112233');
  });
  it('strips hostile content before anything draws it, and names each kind removed', async () => {
    const p = await plan('hostile/onload.svg');
    expect(p.svg).not.toMatch(/onload|javascript|evil/);
    const out = (await pipeline(
      { kind: 'file', name: 'onload.svg', type: 'image/svg+xml', bytes: fixture('hostile/onload.svg') },
      defaults,
      directContext(),
    )) as PipelineOutput;
    // onload, onclick, onmouseover and the <set> of a handler; the javascript: link; the <animate> of an href.
    expect(out.notes).toEqual([
      { key: 'svg:notes.removed.handlers', params: { count: 4 } },
      { key: 'svg:notes.removed.scriptUrls', params: { count: 1 } },
      { key: 'svg:notes.removed.external', params: { count: 1 } },
    ]);
  });
  it("no false alarm on Inkscape's tiger: its DOCTYPE, namespaces and editor attributes are not unsafe", async () => {
    const bytes = new Uint8Array(gunzipSync(fixture('inkscape/tiger.svgz')));
    const out = (await pipeline(
      { kind: 'file', name: 'tiger.svg', type: 'image/svg+xml', bytes },
      defaults,
      directContext(),
    )) as PipelineOutput;
    expect(out.notes).toBeUndefined();
  });
  it('fails with the right keys', async () => {
    const run = (name: string) => pipeline({ kind: 'file', name, type: 'image/svg+xml', bytes: fixture(name) }, defaults, directContext());
    await expect(run('hostile/invalid.svg')).rejects.toMatchObject({ key: 'svg:errors.invalidSvg' });
    await expect(run('hostile/billion-laughs.svg')).rejects.toMatchObject({ key: 'svg:errors.svgEntities' });
  });
  it('draws an SVG past the canvas limits at the largest size allowed, and says so in the row', async () => {
    // Inkscape's `filters` example is 12504.588 × 8666.035 px: each side fits 16384, the area does not.
    const run = async (width: string, height: string) =>
      (await pipeline(
        {
          kind: 'file',
          name: 'x.svg',
          type: 'image/svg+xml',
          bytes: new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`),
        },
        defaults,
        directContext(),
      )) as PipelineOutput;
    const filters = await run('12504.588', '8666.035');
    const p = JSON.parse(filters.text!) as SvgRenderPlan;
    expect(p.width * p.height).toBeLessThanOrEqual(64_000_000);
    expect(p.width * p.height).toBeGreaterThan(63_900_000);
    expect(p.width / p.height).toBeCloseTo(12505 / 8666, 3);
    expect(filters.notes).toContainEqual({
      key: 'svg:notes.drawnSmaller',
      params: { width: p.width, height: p.height, askedWidth: 12505, askedHeight: 8666, maxSide: 16384, maxMegapixels: 64 },
    });
    const tall = JSON.parse((await run('1000', '30000')).text!) as SvgRenderPlan;
    expect([tall.width, tall.height]).toEqual([546, 16384]);
    expect((await run('300', '200')).notes).toBeUndefined();
  });
});
