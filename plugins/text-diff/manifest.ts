import { z } from 'zod';
import { GitCompareArrows } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';

export default defineTool({
  id: 'text-diff',
  category: 'text',
  icon: GitCompareArrows,
  path: '/text/text-diff',
  // The hand-written Editor sends both texts as one text input (plugins/text-diff/textPair.ts).
  input: { kind: 'text', live: true },
  options: z.object({
    view: z.enum(['split', 'unified']).default('split'),
    granularity: z.enum(['line', 'word', 'char']).default('word'),
    ignoreWhitespace: z.boolean().default(false),
    ignoreCase: z.boolean().default(false),
    /** Hide long runs of unchanged lines (keeping 3 lines of context). */
    collapse: z.boolean().default(true),
    syncScroll: z.boolean().default(true),
  }),
  optionsUi: { view: { widget: 'radio' }, granularity: { widget: 'radio' } },
  updated: '2026-11-21',
  popular: true,
});
