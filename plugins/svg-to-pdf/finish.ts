import type { Finish } from '../../schemas/pipeline';
import { readSvgPlan } from '../../families/svg/svgRenderPlan';
import { svgToPdf } from '../../families/svg/svgRender';

/** On the page: svg2pdf.js needs a DOM, so the PDF is made here from the plan's clean SVG. */
const finish: Finish<unknown> = async (output) => {
  const plan = readSvgPlan(output);
  return { type: 'application/pdf', bytes: await svgToPdf(plan), meta: { format: 'PDF' } };
};

export default finish;
