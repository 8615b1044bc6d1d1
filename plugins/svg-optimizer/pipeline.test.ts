import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { optimize } from 'svgo';
import { directContext, ToolError, type PipelineOutput } from '../../schemas/pipeline';
import { sanitizeSvg } from '../../families/svg/svgSafety';
import { activeFound, VECTORS } from '../../tests/fixtures/svgVectors';
import manifest from './manifest';
import pipeline from './pipeline';

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/svg/${name}`, import.meta.url), 'utf8');
const run = async (name: string, options: Record<string, unknown> = {}) =>
  (await pipeline(
    { kind: 'file', name, type: 'image/svg+xml', bytes: new TextEncoder().encode(fixture(name)) },
    manifest.options.parse(options),
    directContext(),
  )) as PipelineOutput;

describe('svg-optimizer', () => {
  it.each(['ferris.svg', 'diagram-text.svg', 'illustration.svg', 'graph.svg', 'icon-adwaita.svg'])(
    '%s: smaller, valid, at least as small as the svgo CLI default',
    async (name) => {
      const out = await run(name);
      const source = fixture(name);
      expect(out.bytes!.length).toBeLessThan(source.length);
      expect(() => sanitizeSvg(out.text!)).not.toThrow();
      // svgo's CLI default: preset-default, no multipass, precision 3.
      const cli = optimize(source, {}).data;
      expect(out.bytes!.length).toBeLessThanOrEqual(cli.length);
      expect(out.meta!.extraSizes!.gzipAfter).toBeLessThan(out.meta!.extraSizes!.gzipBefore);
    },
  );
  it("keeps Inkscape's flowed text (flowRoot), which browsers do not draw but editors do", async () => {
    const out = await run('inkscape/flowsample.svg');
    for (const element of ['flowRoot', 'flowRegion', 'flowRegionExclude', 'flowDiv', 'flowSpan'])
      expect(out.text!, element).toContain(`<${element}`);
    expect(out.text!).toContain('flow');
    expect(out.bytes!.length).toBeGreaterThan(1500);
    expect(out.notes).toEqual([]);
  });
  it('float precision changes numbers', async () => {
    const p1 = (await run('ferris.svg', { floatPrecision: 1 })).text!;
    const p5 = (await run('ferris.svg', { floatPrecision: 5 })).text!;
    expect(p1.length).toBeLessThan(p5.length);
    expect(p5).toMatch(/\d\.\d{3}/);
    expect(p1).not.toMatch(/\d\.\d{2,}/);
  });
  it('pretty print indents', async () => {
    expect((await run('illustration.svg', { pretty: true })).text!).toMatch(/\n {2}</);
    expect((await run('illustration.svg')).text!).not.toMatch(/\n {2}</);
  });
  it('plugins can be switched off, and extras on', async () => {
    const withComments =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><!-- keep --><title>T</title><rect width="10" height="10"/></svg>';
    const go = async (o: Record<string, unknown>) =>
      ((await pipeline({ kind: 'text', text: withComments }, manifest.options.parse(o), directContext())) as PipelineOutput).text!;
    expect(await go({})).not.toContain('keep');
    expect(await go({ disabled: ['removeComments'] })).toContain('keep');
    expect(await go({})).toContain('<title>');
    expect(await go({ removeTitle: true })).not.toContain('<title>');
    expect(await go({})).toContain('width="10"');
    expect(await go({ removeDimensions: true })).not.toContain('width="10"');
    expect(await go({ disabled: ['convertShapeToPath'] })).toContain('<rect');
    expect(await go({})).not.toContain('<rect');
  });
  it('by default keeps nothing active from the attack vectors, and says what it removed (issue 20 finding 2)', async () => {
    const text = (svg: string, o: Record<string, unknown> = {}) =>
      pipeline({ kind: 'text', text: svg }, manifest.options.parse(o), directContext()) as Promise<PipelineOutput>;
    let keptBefore = 0;
    let refused = 0;
    for (const [name, svg] of VECTORS) {
      // What this tool did before: svgo's defaults on the file as it came.
      if (activeFound(optimize(svg, { multipass: true }).data).length) keptBefore++;
      let out: PipelineOutput;
      try {
        out = await text(svg);
      } catch (e) {
        expect((e as ToolError).key, name).toBe('svg:errors.invalidSvg');
        refused++;
        continue;
      }
      expect(activeFound(out.text!), `${name}: ${out.text}`).toEqual([]);
      expect(out.notes, name).toEqual([{ key: 'notes.activeRemoved', params: { count: expect.any(Number) } }]);
      expect(() => sanitizeSvg(out.text!)).not.toThrow();
    }
    console.log(`svg-optimizer: ${VECTORS.length} vectors; svgo alone kept active content in ${keptBefore}; now 0 (${refused} refused)`);
    expect(keptBefore).toBeGreaterThan(40);
    expect(refused).toBe(1); // the script hidden in an entity
  });
  it('keeps active content when asked, and each kind kept is a note', async () => {
    const svg = VECTORS.find(([n]) => n === 'onclick')![1].replace(
      '<rect ',
      '<script>alert(1)</script><image href="http://evil.example/i.png"/><rect ',
    );
    const out = (await pipeline(
      { kind: 'text', text: svg },
      manifest.options.parse({ keepActive: true }),
      directContext(),
    )) as PipelineOutput;
    expect(out.text).toContain('onclick');
    expect(out.text).toContain('<script>');
    expect(out.notes).toEqual([
      { key: 'notes.keptScripts', params: { count: 1 } },
      { key: 'notes.keptHandlers', params: { count: 1 } },
      { key: 'notes.keptExternal', params: { count: 1 } },
    ]);
    const clean = (await pipeline(
      { kind: 'text', text: fixture('ferris.svg') },
      manifest.options.parse({ keepActive: true }),
      directContext(),
    )) as PipelineOutput;
    expect(clean.notes).toEqual([]);
  });
  it('svgo never gets a file our parser refuses, and a file svgo cannot read gets our serialisation', async () => {
    await expect(run('hostile/billion-laughs.svg')).rejects.toMatchObject({ key: 'svg:errors.svgEntities' });
    // svgo's parser refuses a DOCTYPE with a parameter entity reference; ours skips it.
    const odd = '<!DOCTYPE svg [<!ENTITY % p "x"> %p;]><svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    const out = (await pipeline({ kind: 'text', text: odd }, manifest.options.parse({}), directContext())) as PipelineOutput;
    expect(out.text).toMatch(/^<svg[^>]*><path d="M0 0h1v1H0z"\/><\/svg>$/);
  });
  it('rejects invalid code and entity bombs before svgo', async () => {
    await expect(run('hostile/invalid.svg')).rejects.toMatchObject({ key: 'svg:errors.invalidSvg' });
    await expect(run('hostile/billion-laughs.svg')).rejects.toMatchObject({ key: 'svg:errors.svgEntities' });
  });
});
