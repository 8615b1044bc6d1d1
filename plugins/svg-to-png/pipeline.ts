import type { Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { makeSvgPlan, planOutput, rasterSize } from '../../families/svg/svgRenderPlan';

type Options = OptionsOf<typeof manifest>;

// Worker half: sanitise and size. finish.ts draws the plan on the page (see svgRenderPlan.ts).
const svgToPng: Pipeline<Options> = async (input, options, ctx) => {
  const plan = makeSvgPlan(input, {
    output: 'image/png',
    size: (svg) => rasterSize(svg, options),
    background: options.transparent ? undefined : options.background,
  });
  ctx.progress(1);
  return planOutput(plan);
};

export default svgToPng;
