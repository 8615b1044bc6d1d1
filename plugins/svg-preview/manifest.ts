import { z } from 'zod';
import { Eye } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { SVG_MAX_BYTES } from '../../families/svg/svgMaxBytes';

export default defineTool({
  id: 'svg-preview',
  category: 'svg',
  icon: Eye,
  path: '/svg/svg-preview',
  // A bigger file is refused before it is read: laying its text out alone would freeze the page.
  input: { kind: 'text', live: true, file: { accept: ['image/svg+xml'], maxBytes: SVG_MAX_BYTES } },
  sharedStrings: ['svg'],
  options: z.object({
    background: z.enum(['checker', 'white', 'black']).default('checker'),
  }),
  optionsUi: { background: { widget: 'radio' } },
  /** The sanitised SVG in a zoomable stage (as an image, never as markup), its facts and the formatted code. */
  resultView: () => import('./PreviewView'),
  updated: '2026-11-29',
  popular: true,
});
