import type { Finish } from '../../schemas/pipeline';
import { readSvgPlan } from '../../families/svg/svgRenderPlan';
import { svgToPdfForEps } from '../../families/svg/pdf/svgToPdf';
import type { EpsOptions } from '../../families/svg/pdf/pdfOptions';

/**
 * On the page: the plan becomes a PDF with every transparency flattened (families/svg/pdf/svgToPdf.ts),
 * then this tool's pipeline turns that PDF into EPS in a worker (pdfToEps.ts).
 */
const finish: Finish<EpsOptions> = async (output, options, ctx) => {
  const { pdf, notes, meta } = await svgToPdfForEps(readSvgPlan(output), options, ctx.signal);
  const [eps] = await ctx.runPipeline({ kind: 'file', name: ctx.inputName, type: 'application/pdf', bytes: pdf });
  return { ...eps, type: 'application/postscript', notes, meta: { ...eps.meta, ...meta } };
};

export default finish;
