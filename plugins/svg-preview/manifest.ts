import { z } from 'zod';
import { Eye } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';

export default defineTool({
  id: 'svg-preview',
  category: 'svg',
  icon: Eye,
  path: '/svg/svg-preview',
  input: { kind: 'text', live: true },
  sharedStrings: ['svg'],
  options: z.object({
    background: z.enum(['checker', 'white', 'black']).default('checker'),
  }),
  optionsUi: { background: { widget: 'radio' } },
  updated: '2026-11-21',
  popular: true,
});
