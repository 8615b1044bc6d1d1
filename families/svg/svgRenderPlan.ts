import { ToolError, type FinishInput, type OutputNote, type PipelineInput, type PipelineOutput } from '../../schemas/pipeline';
import { assertSizeAllowed, MAX_PIXELS, MAX_SIDE } from '../../src/engines/imageCodecs';
import { countElements, sanitizeSvgBytes, serializeSvg, type ActiveContent } from './svgSafety';
import { removedNotes } from './removedNotes';
import { assertSvgLoadAllowed } from './svgBudget';
import { setRenderSize, svgSize, type SvgSize } from './svgSize';

/**
 * SVG conversions are split in two because the browser can only draw SVG on the main thread
 * (createImageBitmap rejects SVG blobs in workers, and svg2pdf.js needs a DOM):
 *   1. worker (the tool's pipeline): parse + sanitise the untrusted SVG, work out the output size,
 *      and return this plan;
 *   2. main thread (the tool's finish.ts, run by the file runner one job at a time): draw the plan's clean
 *      SVG through <img src="blob:"> onto a canvas, or parse it into a detached document for svg2pdf. The
 *      untrusted original never gets there.
 */

export const SVG_PLAN_TYPE = 'application/vnd.localkit.svg-plan+json';

export type SvgPlanOutput = 'image/png' | 'image/jpeg' | 'application/pdf' | 'application/postscript';

export interface SvgRenderPlan {
  /** Sanitised SVG whose root width/height are the output size in px (viewBox kept or added). */
  svg: string;
  width: number;
  height: number;
  output: SvgPlanOutput;
  /** CSS colour painted under the drawing; undefined = transparent. */
  background?: string;
  /** 0..1, JPEG only. */
  quality?: number;
  /** The SVG's own size (px) before scaling. */
  source: { width: number; height: number; elements: number; removed: ActiveContent };
  /** The size asked for, when it was past the canvas limits and the drawing was made smaller to fit. */
  fittedFrom?: { width: number; height: number };
}

export interface RasterSizeOptions {
  sizeMode: 'scale' | 'size';
  scale: number;
  width: number;
  height: number;
  keepAspect: boolean;
}

/** Output pixels for a raster conversion; 0 for a side means "follow the other side / the SVG". */
export function rasterSize(size: SvgSize, o: RasterSizeOptions): { width: number; height: number; stretch: boolean } {
  const ratio = size.width / size.height;
  if (o.sizeMode === 'scale')
    return { width: Math.max(1, Math.round(size.width * o.scale)), height: Math.max(1, Math.round(size.height * o.scale)), stretch: false };
  let w = o.width;
  let h = o.height;
  if (o.keepAspect) {
    if (w && h) {
      // Fit inside the box, like "contain".
      if (w / h > ratio) w = h * ratio;
      else h = w / ratio;
    } else if (w) h = w / ratio;
    else if (h) w = h * ratio;
    else [w, h] = [size.width, size.height];
  } else {
    w ||= size.width;
    h ||= size.height;
  }
  return { width: Math.max(1, Math.round(w)), height: Math.max(1, Math.round(h)), stretch: !o.keepAspect };
}

export interface PlanRequest {
  output: SvgPlanOutput;
  /** Output px; default = the SVG's own size. */
  size?: (svg: SvgSize) => { width: number; height: number; stretch: boolean };
  background?: string;
  quality?: number;
}

export function makeSvgPlan(input: PipelineInput, request: PlanRequest): SvgRenderPlan {
  if (input.kind !== 'file' && input.kind !== 'text') throw new ToolError('errors.wrongInput');
  const bytes = input.kind === 'file' ? input.bytes : new TextEncoder().encode(input.text);
  if (bytes.length === 0) throw new ToolError('errors.emptyFile');
  const { root, report } = sanitizeSvgBytes(bytes);
  // PDF and EPS turn text into outlines glyph by glyph on the page: a smaller text budget.
  if (request.output === 'application/pdf' || request.output === 'application/postscript') assertSvgLoadAllowed(root, true);
  const own = svgSize(root);
  const asked = request.size?.(own) ?? { width: Math.round(own.width), height: Math.round(own.height), stretch: false };
  // A picture is still useful smaller: PNG/JPG are drawn at the largest size the canvas allows, and the
  // row says so. (PDF/EPS sizes are page sizes, checked as they are.)
  const raster = request.output === 'image/png' || request.output === 'image/jpeg';
  const target = raster ? fitRasterLimits(asked) : asked;
  // A PDF/EPS page is vector: no canvas of its size is ever made (parts drawn as images are capped on
  // their own, and the row says at what resolution), so only a PNG/JPG is held to the canvas limits.
  if (raster) assertSizeAllowed(target.width, target.height);
  else if (!(target.width > 0 && target.height > 0)) throw new ToolError('errors.decodeFailed');
  const elements = countElements(root);
  setRenderSize(root, own, target.width, target.height, target.stretch);
  return {
    svg: serializeSvg(root),
    width: target.width,
    height: target.height,
    output: request.output,
    background: request.background,
    quality: request.quality,
    source: { width: round2(own.width), height: round2(own.height), elements, removed: report.active },
    fittedFrom: target === asked ? undefined : { width: asked.width, height: asked.height },
  };
}

/** The size itself when it is within MAX_SIDE per side and MAX_PIXELS in all; else the largest that is, same shape. */
export function fitRasterLimits<T extends { width: number; height: number }>(size: T): T {
  const { width, height } = size;
  const f = Math.min(1, MAX_SIDE / width, MAX_SIDE / height, Math.sqrt(MAX_PIXELS / (width * height)));
  if (!(f < 1)) return size;
  return { ...size, width: Math.max(1, Math.floor(width * f)), height: Math.max(1, Math.floor(height * f)) };
}

/** The pipeline's output: the plan for the tool's finishing step, with a note per kind of unsafe part removed. */
export function planOutput(plan: SvgRenderPlan): PipelineOutput {
  const notes: OutputNote[] = removedNotes(plan.source.removed);
  if (plan.fittedFrom)
    notes.push({
      key: 'svg:notes.drawnSmaller',
      params: {
        width: plan.width,
        height: plan.height,
        askedWidth: plan.fittedFrom.width,
        askedHeight: plan.fittedFrom.height,
        maxSide: MAX_SIDE,
        maxMegapixels: MAX_PIXELS / 1e6,
      },
    });
  return {
    type: SVG_PLAN_TYPE,
    text: JSON.stringify(plan),
    meta: { width: plan.width, height: plan.height },
    notes: notes.length ? notes : undefined,
  };
}

/** The plan in a pipeline's output, as the finishing step on the page gets it. */
export function readSvgPlan(output: FinishInput): SvgRenderPlan {
  if (output.type !== SVG_PLAN_TYPE || output.text === undefined) throw new ToolError('errors.renderFailed');
  return JSON.parse(output.text) as SvgRenderPlan;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
