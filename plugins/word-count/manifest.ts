import { z } from 'zod';
import { WholeWord } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';

export default defineTool({
  id: 'word-count',
  category: 'writer',
  icon: WholeWord,
  path: '/writer/word-count',
  input: { kind: 'text', live: true },
  options: z.object({
    /** 'auto' picks from the script of the text (kana → Japanese, Hangul → Korean, Han → Chinese). */
    language: z.enum(['auto', 'general', 'chinese', 'japanese', 'korean']).default('auto'),
  }),
  optionsUi: { language: { widget: 'select' } },
  /** The counts as a table (the pipeline's JSON), not as text. */
  resultView: () => import('./StatsView'),
  updated: '2026-11-21',
  popular: true,
});
