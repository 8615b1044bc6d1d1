import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { optimize } from 'svgo';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { sanitizeSvg } from '../../families/svg/svgSafety';
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
  it('rejects invalid code and entity bombs before svgo', async () => {
    await expect(run('hostile/invalid.svg')).rejects.toMatchObject({ key: 'errors.invalidSvg' });
    await expect(run('hostile/billion-laughs.svg')).rejects.toMatchObject({ key: 'errors.svgEntities' });
  });
});
