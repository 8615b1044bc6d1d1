import type { Finish, PipelineOutput } from '../../schemas/pipeline';
import { rasterizeSvg } from '../../families/svg/svgRender';
import { SVG_SOURCE_TYPE, type SvgSource } from './svgSource';

/**
 * On the page: an SVG source is drawn here (browsers draw SVG only on a page), and the pipeline runs
 * again on that PNG, with the cleaned SVG for favicon.svg. A raster source's package passes through.
 */
const finishFavicons: Finish<unknown> = async (output, _options, ctx) => {
  if (output.type !== SVG_SOURCE_TYPE) return output as PipelineOutput;
  const { plan, svg } = JSON.parse(output.text!) as SvgSource;
  const png = await rasterizeSvg(plan);
  ctx.progress(0.3);
  const files = await ctx.runPipeline({
    kind: 'file',
    name: ctx.inputName,
    type: 'image/png',
    bytes: new Uint8Array(await png.arrayBuffer()),
    drawnFrom: svg,
  });
  // What the cleaning removed from the SVG is said with the package (on its first file).
  if (output.notes?.length) files[0] = { ...files[0], notes: [...output.notes, ...(files[0].notes ?? [])] };
  return files;
};

export default finishFavicons;
