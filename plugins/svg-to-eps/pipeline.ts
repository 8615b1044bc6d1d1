import type { Pipeline } from '../../schemas/pipeline';
import { makeSvgPlan, planOutput } from '../../families/svg/svgRenderPlan';
import type { EpsOptions } from '../../families/svg/pdf/pdfOptions';

/**
 * Worker half: sanitise and measure. On the main thread the plan becomes a PDF page
 * (families/svg/pdf/svgToPdf.ts), which pdfToEps.ts maps to PostScript operator for operator.
 */
const svgToEps: Pipeline<EpsOptions> = async (input, options, ctx) => {
  const plan = makeSvgPlan(input, {
    output: 'application/postscript',
    size: (svg) => ({ width: svg.width, height: svg.height, stretch: false }),
    options,
  });
  ctx.progress(1);
  return planOutput(plan);
};

export default svgToEps;
