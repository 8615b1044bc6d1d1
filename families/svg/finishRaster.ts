import type { Finish } from '../../schemas/pipeline';
import { readSvgPlan } from './svgRenderPlan';
import { rasterizeSvg } from './svgRender';

/** The finishing step of SVG → PNG and SVG → JPG: draw the plan at its size and encode it. */
export const finishRaster: Finish<unknown> = async (output) => {
  const plan = readSvgPlan(output);
  const blob = await rasterizeSvg(plan);
  return { type: blob.type, blob, meta: { width: plan.width, height: plan.height } };
};
