import type { Finish } from '../../schemas/pipeline';
import { readSvgPlan } from '../../families/svg/svgRenderPlan';
import { svgToPdf } from '../../families/svg/svgRender';

/**
 * On the page: the plan becomes a PDF (svg2pdf.js needs a DOM), then this tool's pipeline turns that
 * PDF into EPS in a worker (pdfToEps.ts). An uncompressed PDF is cheaper for it to read.
 */
const finish: Finish<unknown> = async (output, _options, ctx) => {
  const pdf = await svgToPdf(readSvgPlan(output), { compress: false });
  const [eps] = await ctx.runPipeline({ kind: 'file', name: ctx.inputName, type: 'application/pdf', bytes: pdf });
  return eps;
};

export default finish;
