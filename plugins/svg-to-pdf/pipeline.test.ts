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

it('deflates the plain PDF the page wrote (its second step, in the worker)', async () => {
  const plain = new TextEncoder().encode(
    '%PDF-1.3\n1 0 obj\n<<\n/Length 9\n>>\nstream\n0 0 m 1 l\nendstream\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<<\n/Size 2\n>>\nstartxref\n66\n%%EOF',
  );
  const out = (await pipeline(
    { kind: 'file', name: 'x.svg', type: 'application/pdf', bytes: plain },
    manifest.options.parse({}),
    directContext(),
  )) as PipelineOutput;
  expect(out.type).toBe('application/pdf');
  const text = Array.from(out.bytes!, (c) => String.fromCharCode(c)).join('');
  expect(text).toMatch(/^%PDF-1\.3\n1 0 obj\n<<\n\/Length \d+\n\/Filter \/FlateDecode\n>>\nstream\nx/);
  expect(text).toMatch(/0000000009 00000 n \ntrailer/);
});

it('plans a page past the canvas limits at its own size: a vector page needs no canvas that large', async () => {
  // Inkscape's `filters` example is 12504.588 × 8666.035 px (108 MP): too large for one canvas, not for a page.
  const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="12504.588" height="8666.035"/>');
  const out = (await pipeline(
    { kind: 'file', name: 'x.svg', type: 'image/svg+xml', bytes },
    manifest.options.parse({}),
    directContext(),
  )) as PipelineOutput;
  const plan = JSON.parse(out.text!) as SvgRenderPlan;
  expect(plan).toMatchObject({ output: 'application/pdf', width: 12504.588, height: 8666.035 });
  expect(out.notes).toBeUndefined();
});
