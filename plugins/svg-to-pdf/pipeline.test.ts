import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import type { SvgRenderPlan } from '../../families/svg/svgRenderPlan';
import manifest from './manifest';
import pipeline from './pipeline';

it('plans a PDF page of the SVG’s exact size from the sanitised SVG', async () => {
  const bytes = new Uint8Array(readFileSync(new URL('../../tests/fixtures/svg/hostile/external-image.svg', import.meta.url)));
  const options = manifest.options.parse({ page: 'a4', margin: 5 });
  const out = (await pipeline({ kind: 'file', name: 'x.svg', type: 'image/svg+xml', bytes }, options, directContext())) as PipelineOutput;
  const plan = JSON.parse(out.text!) as SvgRenderPlan;
  expect(plan).toMatchObject({ output: 'application/pdf', width: 100, height: 100 });
  // svg2pdf.js would fetch these: they must be gone before the main thread sees the SVG.
  expect(plan.svg).not.toContain('evil.example');
});
