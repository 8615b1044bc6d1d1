import { z } from 'zod';
import { FileImage } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { SVG_MAX_BYTES } from '../../families/svg/svgMaxBytes';
import { svgRasterSizeOptions, svgRasterSizeUi } from '../../families/svg/svgRasterOptions';

export default defineTool({
  id: 'svg-to-png',
  category: 'svg',
  icon: FileImage,
  path: '/svg/svg-to-png',
  input: { kind: 'files', accept: ['image/svg+xml'], multiple: true, maxBytes: SVG_MAX_BYTES },
  sharedStrings: ['svg'],
  options: z.object({
    ...svgRasterSizeOptions,
    transparent: z.boolean().default(true),
    background: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .default('#ffffff'),
  }),
  optionsUi: { ...svgRasterSizeUi, background: { widget: 'color', showIf: { transparent: [false] } } },
  outputSuffix: 'converted',
  updated: '2026-11-21',
  popular: true,
});
