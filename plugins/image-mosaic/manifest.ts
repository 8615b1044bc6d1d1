import { z } from 'zod';
import { Grid3x3 } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { REGIONS_PATTERN } from './regions';
import { metadataOption } from '../../src/engines/photoMetadata/option';

export default defineTool({
  id: 'image-mosaic',
  category: 'image',
  icon: Grid3x3,
  path: '/image/image-mosaic',
  input: {
    kind: 'files',
    accept: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/jxl', 'image/gif', 'image/bmp', 'image/heic'],
    multiple: true,
  },
  options: z.object({
    /** Cell size in pixels of the image. */
    blockSize: z.number().int().min(2).max(200).default(16),
    shape: z.enum(['square', 'circle']).default('square'),
    /** Areas as fractions of the image, "x,y,w,h;..." (set by the editor, applies to every image). */
    regions: z.string().max(4000).regex(REGIONS_PATTERN).default(''),
    metadata: metadataOption,
  }),
  optionsUi: {
    blockSize: { widget: 'range', unit: 'px' },
    shape: { widget: 'radio' },
    metadata: { widget: 'radio' },
  },
  outputSuffix: 'mosaic',
  updated: '2026-11-21',
});
