import type { Pipeline } from '../../schemas/pipeline';
import { makeSvgPlan, planOutput } from '../../families/svg/svgRenderPlan';
import type { PdfOptions } from '../../families/svg/pdf/pdfOptions';

// Worker half: sanitise and measure. The PDF is made on the page by finish.ts (the browser lays the SVG
// out there, see families/svg/pdf/svgToPdf.ts) from this plan's clean SVG.
const svgToPdf: Pipeline<PdfOptions> = async (input, _options, ctx) => {
  const plan = makeSvgPlan(input, { output: 'application/pdf', size: (svg) => ({ width: svg.width, height: svg.height, stretch: false }) });
  ctx.progress(1);
  return planOutput(plan);
};

export default svgToPdf;
