import type { Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { makeSvgPlan, planOutput, rasterSize } from '../../families/svg/svgRenderPlan';

type Options = OptionsOf<typeof manifest>;

// Worker half: sanitise and size. finish.ts draws the plan on the page (see svgRenderPlan.ts).
const svgToJpg: Pipeline<Options> = async (input, options, ctx) => {
  const plan = makeSvgPlan(input, {
    output: 'image/jpeg',
    size: (svg) => rasterSize(svg, options),
    background: options.background,
    quality: options.quality / 100,
  });
  ctx.progress(1);
  return planOutput(plan);
};

export default svgToJpg;
