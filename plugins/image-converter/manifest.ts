import { z } from 'zod';
import { Repeat } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { metadataOption } from '../../src/engines/photoMetadata/option';

export default defineTool({
  id: 'image-converter',
  category: 'image',
  icon: Repeat,
  path: '/image/image-converter',
  input: {
    kind: 'files',
    accept: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/jxl', 'image/gif', 'image/bmp', 'image/heic'],
    multiple: true,
  },
  options: z.object({
    format: z.enum(['png', 'jpeg', 'webp', 'avif', 'jxl', 'gif', 'bmp', 'ico']).default('webp'),
    quality: z.number().int().min(1).max(100).default(85),
    /** Fills transparent areas for formats without alpha (JPEG, BMP). */
    background: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .default('#ffffff'),
    metadata: metadataOption,
  }),
  optionsUi: {
    metadata: { widget: 'radio' },
    format: { widget: 'select' },
    quality: { widget: 'range', showIf: { format: ['jpeg', 'webp', 'avif', 'jxl'] } },
    background: { widget: 'color', showIf: { format: ['jpeg', 'bmp'] } },
  },
  notesBeforeRun: (options) => (options.format === 'jxl' ? [{ key: 'imageFormats.jxlFewApps' }] : []),
  outputSuffix: 'converted',
  updated: '2026-11-21',
  popular: true,
});
