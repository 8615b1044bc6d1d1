import { z } from 'zod';
import { Scaling } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { metadataOption } from '../../src/engines/photoMetadata/option';

export default defineTool({
  id: 'image-resize',
  category: 'image',
  icon: Scaling,
  path: '/image/image-resize',
  input: {
    kind: 'files',
    accept: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/jxl', 'image/bmp', 'image/heic'],
    multiple: true,
  },
  options: z.object({
    unit: z.enum(['pixels', 'percent']).default('pixels'),
    /** 0 = follow the other side (with keepAspect) or keep the original. */
    width: z.number().int().min(0).max(16384).default(1280),
    height: z.number().int().min(0).max(16384).default(0),
    percent: z.number().min(1).max(1000).default(50),
    keepAspect: z.boolean().default(true),
    method: z.enum(['lanczos3', 'mitchell', 'catrom', 'triangle']).default('lanczos3'),
    quality: z.number().int().min(1).max(100).default(90),
    metadata: metadataOption,
  }),
  optionsUi: {
    metadata: { widget: 'radio' },
    unit: { widget: 'radio' },
    width: { showIf: { unit: ['pixels'] } },
    height: { showIf: { unit: ['pixels'] } },
    keepAspect: { showIf: { unit: ['pixels'] } },
    percent: { widget: 'range', showIf: { unit: ['percent'] } },
    quality: { widget: 'range' },
  },
  outputSuffix: 'resized',
  updated: '2026-11-21',
  popular: true,
});
