import type { Finish } from '../../schemas/pipeline';
import { readSvgPlan } from '../../families/svg/svgRenderPlan';
import { svgToPdf } from '../../families/svg/pdf/svgToPdf';
import type { PdfOptions } from '../../families/svg/pdf/pdfOptions';

/** On the page: the browser lays the plan's clean SVG out, then svg2pdf.js writes the page (see svgToPdf.ts). */
const finish: Finish<PdfOptions> = async (output, options, ctx) => {
  const { blob, notes, meta } = await svgToPdf(readSvgPlan(output), options, ctx.signal);
  ctx.progress(1);
  return { type: 'application/pdf', blob, notes, meta };
};

export default finish;
