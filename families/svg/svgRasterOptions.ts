import { z } from 'zod';

/** Size options shared by the SVG → PNG and SVG → JPG tools (one definition, two manifests). */
export const svgRasterSizeOptions = {
  sizeMode: z.enum(['scale', 'size']).default('scale'),
  scale: z.number().min(1).max(8).default(1),
  /** 0 = follow the other side (aspect locked) or keep the SVG's own size. */
  width: z.number().int().min(0).max(16384).default(0),
  height: z.number().int().min(0).max(16384).default(0),
  keepAspect: z.boolean().default(true),
};

export const svgRasterSizeUi = {
  sizeMode: { widget: 'radio' as const },
  scale: { widget: 'range' as const, showIf: { sizeMode: ['scale'] } },
  width: { showIf: { sizeMode: ['size'] } },
  height: { showIf: { sizeMode: ['size'] } },
  keepAspect: { showIf: { sizeMode: ['size'] } },
};
