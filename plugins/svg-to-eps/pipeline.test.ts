import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import type { SvgRenderPlan } from '../../families/svg/svgRenderPlan';
import manifest from './manifest';
import pipeline from './pipeline';

const fixture = (path: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/svg/${path}`, import.meta.url)));

it('plans the EPS at the exact SVG size; the options parse', async () => {
  const options = manifest.options.parse({ transparent: false, background: '#102030', rasterDpi: '600' });
  const out = (await pipeline(
    { kind: 'file', name: 'm.svg', type: 'image/svg+xml', bytes: fixture('mm-size.svg') },
    options,
    directContext(),
  )) as PipelineOutput;
  const plan = JSON.parse(out.text!) as SvgRenderPlan;
  expect(plan.output).toBe('application/postscript');
  expect(plan.width).toBeCloseTo(188.976, 2);
});

it('step 2: PDF → EPS', async () => {
  const out = (await pipeline(
    { kind: 'file', name: 'illustration.pdf', type: 'application/pdf', bytes: fixture('pdf/illustration.pdf') },
    manifest.options.parse({}),
    directContext(),
  )) as PipelineOutput;
  expect(out.type).toBe('application/postscript');
  const eps = new TextDecoder().decode(out.bytes);
  expect(eps.startsWith('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 180 120\n')).toBe(true);
  expect(eps).toContain('%%Title: (illustration)');
});

it('plans a page past the canvas limits at its own size (Inkscape’s 108 MP `filters` example)', async () => {
  const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="12504.588" height="8666.035"/>');
  const out = (await pipeline(
    { kind: 'file', name: 'x.svg', type: 'image/svg+xml', bytes },
    manifest.options.parse({}),
    directContext(),
  )) as PipelineOutput;
  expect(JSON.parse(out.text!) as SvgRenderPlan).toMatchObject({ output: 'application/postscript', width: 12504.588, height: 8666.035 });
});
