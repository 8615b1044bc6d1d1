import { z } from 'zod';
import { Eraser } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { metadataOption } from '../../src/engines/photoMetadata/option';

export default defineTool({
  id: 'image-removebg',
  category: 'image',
  icon: Eraser,
  path: '/image/image-removebg',
  input: { kind: 'files', accept: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'], multiple: true },
  options: z.object({
    output: z.enum(['transparent', 'colour', 'mask']).default('transparent'),
    background: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .default('#ffffff'),
    /** Mask values below this (0–100 %) become fully transparent: cleans faint halos. */
    threshold: z.number().int().min(0).max(90).default(0),
    /** Blur radius of the mask edge in output pixels. */
    feather: z.number().int().min(0).max(20).default(0),
    metadata: metadataOption,
  }),
  optionsUi: {
    metadata: { widget: 'radio' },
    output: { widget: 'radio' },
    background: { widget: 'color', showIf: { output: ['colour'] } },
    threshold: { widget: 'range' },
    feather: { widget: 'range' },
  },
  // Before/after view in the results list (the shell's compare view).
  preview: 'compare',
  concurrency: 1,
  // The model runs on every core the queue can give a lone image.
  threads: 8,
  outputSuffix: 'nobg',
  updated: '2026-11-22',
  popular: true,
});
