// On the page: draw the plan the pipeline made (see families/svg/svgRenderPlan.ts).
export { finishRaster as default } from '../../families/svg/finishRaster';
