import type { Pipeline } from '../../schemas/pipeline';
import { makeSvgPlan, planOutput } from '../../families/svg/svgRenderPlan';

// Worker half: sanitise and measure. svg2pdf.js needs a DOM, so finish.ts makes the PDF on
// the main thread from this plan's clean SVG (see svgRenderPlan.ts).
const svgToPdf: Pipeline<Record<string, never>> = async (input, _options, ctx) => {
  const plan = makeSvgPlan(input, { output: 'application/pdf', size: (svg) => ({ width: svg.width, height: svg.height, stretch: false }) });
  ctx.progress(1);
  return planOutput(plan);
};

export default svgToPdf;
