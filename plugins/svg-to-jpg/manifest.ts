import { z } from 'zod';
import { FileImage } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { SVG_MAX_BYTES } from '../../families/svg/svgMaxBytes';
import { svgRasterSizeOptions, svgRasterSizeUi } from '../../families/svg/svgRasterOptions';

export default defineTool({
  id: 'svg-to-jpg',
  category: 'svg',
  icon: FileImage,
  path: '/svg/svg-to-jpg',
  input: { kind: 'files', accept: ['image/svg+xml'], multiple: true, maxBytes: SVG_MAX_BYTES },
  sharedStrings: ['svg'],
  options: z.object({
    ...svgRasterSizeOptions,
    /** JPEG has no transparency: transparent areas get this colour. */
    background: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .default('#ffffff'),
    quality: z.number().int().min(1).max(100).default(92),
  }),
  optionsUi: { ...svgRasterSizeUi, background: { widget: 'color' }, quality: { widget: 'range' } },
  outputSuffix: 'converted',
  updated: '2026-11-21',
});
