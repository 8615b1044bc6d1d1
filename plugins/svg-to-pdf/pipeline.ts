import type { Pipeline } from '../../schemas/pipeline';
import { makeSvgPlan, planOutput } from '../../families/svg/svgRenderPlan';
import type { PdfOptions } from '../../families/svg/pdf/pdfOptions';
import { deflateStreams } from '../../families/svg/pdf/deflateStreams';

/**
 * Two steps, both in the worker, with the page between them (the browser lays the SVG out there):
 *   SVG → sanitised plan (this pipeline) → PDF written plain on the page (finish.ts, families/svg/pdf/svgToPdf.ts)
 *   plain PDF → the same PDF with its streams deflated (this pipeline again, deflateStreams.ts).
 */
const svgToPdf: Pipeline<PdfOptions> = async (input, _options, ctx) => {
  if (input.kind === 'file' && input.type === 'application/pdf') {
    const bytes = await deflateStreams(input.bytes);
    ctx.progress(1);
    return { type: 'application/pdf', bytes, meta: { format: 'PDF' } };
  }
  const plan = makeSvgPlan(input, { output: 'application/pdf', size: (svg) => ({ width: svg.width, height: svg.height, stretch: false }) });
  ctx.progress(1);
  return planOutput(plan);
};

export default svgToPdf;
