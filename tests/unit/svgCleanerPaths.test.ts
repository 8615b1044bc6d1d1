import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { directContext, type PipelineInput, type PipelineOutput } from '../../schemas/pipeline';
import { activeFound, VECTORS } from '../fixtures/svgVectors';
import { PRESET_PLUGINS } from '../../plugins/svg-optimizer/svgoPlugins';
import optimizerManifest from '../../plugins/svg-optimizer/manifest';
import optimize from '../../plugins/svg-optimizer/pipeline';
import preview from '../../plugins/svg-preview/pipeline';
import faviconManifest from '../../plugins/favicon-converter/manifest';
import favicons from '../../plugins/favicon-converter/pipeline';
import toPng from '../../plugins/svg-to-png/pipeline';
import toJpg from '../../plugins/svg-to-jpg/pipeline';
import toPdf from '../../plugins/svg-to-pdf/pipeline';
import toEps from '../../plugins/svg-to-eps/pipeline';
import pngManifest from '../../plugins/svg-to-png/manifest';
import jpgManifest from '../../plugins/svg-to-jpg/manifest';
import pdfManifest from '../../plugins/svg-to-pdf/manifest';
import epsManifest from '../../plugins/svg-to-eps/manifest';
import type { SvgRenderPlan } from '../../families/svg/svgRenderPlan';

/**
 * Every path that writes or draws an SVG, fed <style> sheets split by a comment, a CDATA section or an
 * element (`u<!-- -->rl(`, `u<![CDATA[rl(`): the browser joins the pieces into a working url()/@import,
 * so the cleaner must clean the joined sheet (issue 33, item 2). `activeFound` reads each output the
 * way the browser does (comments dropped, pieces joined) and is independent of the cleaner.
 */
const SPLIT = VECTORS.filter(([name]) => name.includes('split'));
const text = (svg: string): PipelineInput => ({ kind: 'text', text: svg });
const one = (out: PipelineOutput | PipelineOutput[]) => (Array.isArray(out) ? out[0] : out);

describe('the SVG cleaner on split style sheets, on every path', () => {
  it('has the split vectors', () => expect(SPLIT.length).toBeGreaterThanOrEqual(5));

  it.each(SPLIT)('svg-optimizer, with every plugin on and every plugin off: %s', async (name, svg) => {
    for (const disabled of [[], [...PRESET_PLUGINS]]) {
      const out = one(await optimize(text(svg), optimizerManifest.options.parse({ disabled }), directContext()));
      expect(activeFound(out.text!), `${name} (${disabled.length} off): ${out.text}`).toEqual([]);
      expect(out.notes).toEqual([{ key: 'notes.activeRemoved', params: { count: expect.any(Number) } }]);
    }
  });

  it.each(SPLIT)('svg-preview: %s', async (name, svg) => {
    const out = one(await preview(text(svg), {}, directContext()));
    expect(activeFound(out.text!), `${name}: ${out.text}`).toEqual([]);
  });

  it.each(SPLIT)("favicon-converter's favicon.svg: %s", async (name, svg) => {
    const png = new Uint8Array(readFileSync('tests/fixtures/favicon/logo-512.png'));
    const outputs = (await favicons(
      { kind: 'file', name: 'logo.png', type: 'image/png', bytes: png, drawnFrom: svg },
      faviconManifest.options.parse({}),
      directContext(),
    )) as PipelineOutput[];
    const favicon = outputs.find((o) => o.name === 'favicon.svg')!;
    const written = new TextDecoder().decode(favicon.bytes);
    expect(activeFound(written), `${name}: ${written}`).toEqual([]);
  });

  it.each(SPLIT)('SVG → PNG, JPG, PDF, EPS (the SVG the page draws): %s', async (name, svg) => {
    const tools = [
      [toPng, pngManifest],
      [toJpg, jpgManifest],
      [toPdf, pdfManifest],
      [toEps, epsManifest],
    ] as const;
    for (const [pipeline, manifest] of tools) {
      const out = one(await pipeline(text(svg), manifest.options.parse({}) as never, directContext()));
      const plan = JSON.parse(out.text!) as SvgRenderPlan;
      expect(activeFound(plan.svg), `${manifest.id} ${name}: ${plan.svg}`).toEqual([]);
      expect(out.notes).toEqual([{ key: 'svg:notes.removed.external', params: { count: expect.any(Number) } }]);
    }
  });
});
