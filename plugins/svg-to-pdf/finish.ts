import type { Finish } from '../../schemas/pipeline';
import { readSvgPlan } from '../../families/svg/svgRenderPlan';
import { svgToPdf } from '../../families/svg/pdf/svgToPdf';
import type { PdfOptions } from '../../families/svg/pdf/pdfOptions';

/**
 * On the page: the browser lays the plan's clean SVG out, then svg2pdf.js writes the page (see
 * svgToPdf.ts); this tool's pipeline then deflates that PDF's streams in a worker (deflateStreams.ts).
 */
const finish: Finish<PdfOptions> = async (output, options, ctx) => {
  const { pdf, notes, meta } = await svgToPdf(readSvgPlan(output), options, ctx.signal);
  const [packed] = await ctx.runPipeline({ kind: 'file', name: ctx.inputName, type: 'application/pdf', bytes: pdf });
  ctx.progress(1);
  return { ...packed, type: 'application/pdf', notes, meta };
};

export default finish;
