import { z } from 'zod';
import { FileText } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';

export default defineTool({
  id: 'svg-to-pdf',
  category: 'svg',
  icon: FileText,
  path: '/svg/svg-to-pdf',
  input: { kind: 'files', accept: ['image/svg+xml'], multiple: true },
  sharedStrings: ['svg'],
  // The page is always the SVG's own size (1 px = 0.75 pt): nothing to choose.
  options: z.object({}),
  finishOnPage: true,
  outputSuffix: 'converted',
  updated: '2026-11-21',
});
