import { z } from 'zod';
import { ImageUp } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { faviconSettingsFields } from '../../families/favicon/faviconOptions';

export default defineTool({
  id: 'favicon-converter',
  category: 'favicon',
  icon: ImageUp,
  path: '/favicon/converter',
  // One image at a time; the package follows the options. An SVG is drawn to a PNG on the page by
  // finish.ts (browsers draw SVG only there), which runs the pipeline again on that PNG.
  input: { kind: 'files', accept: ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'], multiple: false, live: true },
  resultView: () => import('../../families/favicon/FaviconPackageView'),
  sharedStrings: ['svg'],
  options: z.object({
    ...faviconSettingsFields,
    /** How a non-square image becomes square: keep all of it (transparent bars) or cut the centre. */
    fit: z.enum(['pad', 'crop']).default('pad'),
  }),
  optionsUi: {
    themeColor: { widget: 'color' },
    backgroundColor: { widget: 'color' },
    fit: { widget: 'radio' },
  },
  outputSuffix: 'favicon',
  updated: '2026-11-21',
  popular: true,
});
