import { ToolError } from '../../schemas/pipeline';
import type { SvgRenderPlan } from './svgRenderPlan';

/**
 * Main-thread half of the SVG conversions (see svgRenderPlan.ts for why). Only ever given a plan's
 * sanitised SVG. Drawing goes through an <img> of a blob URL: the browser treats such an SVG as an
 * image (no scripts, no network) and never attaches it to the page.
 */

/** An SVG as a decoded image (through a blob URL: drawn as an image, never attached to the page). */
export async function loadSvgImage(svg: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } catch {
    throw new ToolError('errors.renderFailed');
  } finally {
    // decode() has finished loading; the image keeps its decoded data.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Draws the plan at its exact pixel size and encodes PNG or JPEG. */
export async function rasterizeSvg(plan: SvgRenderPlan): Promise<Blob> {
  const img = await loadSvgImage(plan.svg);
  const canvas = new OffscreenCanvas(plan.width, plan.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new ToolError('errors.canvasUnavailable');
  // JPEG has no alpha: without a colour it would turn transparent areas black.
  const background = plan.background ?? (plan.output === 'image/jpeg' ? '#ffffff' : undefined);
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, plan.width, plan.height);
  }
  ctx.drawImage(img, 0, 0, plan.width, plan.height);
  const blob = await canvas.convertToBlob({ type: plan.output, quality: plan.quality });
  if (blob.type !== plan.output) throw new ToolError('errors.unsupportedFormat', { format: plan.output });
  return blob;
}
