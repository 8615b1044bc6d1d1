import type { SvgRenderPlan } from '../../families/svg/svgRenderPlan';

/**
 * An SVG source on its way to the page: the worker cannot draw SVG, so the pipeline sends the plan to
 * draw it (1024 px on its long side, then downscaled to each icon) and the cleaned SVG for favicon.svg;
 * finish.ts draws it and runs the pipeline again on the PNG.
 */
export const SVG_SOURCE_TYPE = 'application/vnd.localkit.favicon-svg-source+json';

export interface SvgSource {
  plan: SvgRenderPlan;
  /** The cleaned SVG at its own size, shipped as favicon.svg. */
  svg: string;
}

/** SVGs are drawn at this size (longest side) before the high-quality downscale to each icon. */
export const SVG_RASTER_SIDE = 1024;
