import { z } from 'zod';
import { CaseSensitive } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';

export const CASE_MODES = [
  'upper',
  'lower',
  'title',
  'sentence',
  'camel',
  'pascal',
  'snake',
  'kebab',
  'constant',
  'dot',
  'path',
  'swap',
  'alternating',
] as const;

/** Chinese script conversions (opencc-js); see chineseModes.ts for what each one maps to. */
export const CHINESE_MODE_IDS = ['s2t', 't2s', 's2tw', 's2twp', 's2hk', 'tw2s', 'tw2sp', 'hk2s', 't2jp', 'jp2t'] as const;

export default defineTool({
  id: 'text-converter',
  category: 'text',
  icon: CaseSensitive,
  path: '/text/text-converter',
  input: { kind: 'text', live: true },
  options: z.object({
    mode: z.enum([...CASE_MODES, ...CHINESE_MODE_IDS]).default('upper'),
  }),
  optionsUi: { mode: { widget: 'select' } },
  updated: '2026-11-21',
  popular: true,
});
