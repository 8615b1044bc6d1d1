import type { Pipeline } from '../../schemas/pipeline';
import { makeSvgPlan, planOutput } from '../../families/svg/svgRenderPlan';
import type { EpsOptions } from '../../families/svg/pdf/pdfOptions';
import { pdfToEps } from './pdfToEps';
import { baseName } from '../../src/runner/outputName';

/**
 * Two steps, both in the worker, with the page between them (the browser lays the SVG out there):
 *   SVG  → sanitised plan (this pipeline) → PDF on the page (finish.ts, families/svg/pdf/svgToPdf.ts)
 *   PDF  → EPS (this pipeline again): PDF drawing operators mapped to PostScript, see pdfToEps.ts.
 */
const svgToEps: Pipeline<EpsOptions> = async (input, _options, ctx) => {
  if (input.kind === 'file' && input.type === 'application/pdf') {
    const eps = await pdfToEps(input.bytes, { title: baseName(input.name) });
    ctx.progress(1);
    return { type: 'application/postscript', bytes: new TextEncoder().encode(eps), meta: { format: 'EPS' } };
  }
  const plan = makeSvgPlan(input, {
    output: 'application/postscript',
    size: (svg) => ({ width: svg.width, height: svg.height, stretch: false }),
  });
  ctx.progress(1);
  return planOutput(plan);
};

export default svgToEps;
