import { z } from 'zod';
import { FileCode } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';

export default defineTool({
  id: 'svg-to-eps',
  category: 'svg',
  icon: FileCode,
  path: '/svg/svg-to-eps',
  input: { kind: 'files', accept: ['image/svg+xml'], multiple: true },
  sharedStrings: ['svg'],
  // The bounding box is always the SVG's own size (1 px = 0.75 pt).
  options: z.object({}),
  finishOnPage: true,
  outputSuffix: 'converted',
  updated: '2026-11-21',
});
