import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import type { SvgRenderPlan } from '../../families/svg/svgRenderPlan';
import manifest from './manifest';
import pipeline from './pipeline';

it('plans an opaque JPEG with the chosen quality and background', async () => {
  const bytes = new Uint8Array(readFileSync(new URL('../../tests/fixtures/svg/icon-stroke.svg', import.meta.url)));
  const options = manifest.options.parse({ quality: 80, background: '#000000', scale: 4 });
  const out = (await pipeline({ kind: 'file', name: 'i.svg', type: 'image/svg+xml', bytes }, options, directContext())) as PipelineOutput;
  const plan = JSON.parse(out.text!) as SvgRenderPlan;
  expect(plan).toMatchObject({ output: 'image/jpeg', quality: 0.8, background: '#000000', width: 96, height: 96 });
});
