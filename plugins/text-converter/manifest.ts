import { z } from 'zod';
import { CaseSensitive } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';

export const CASE_MODES = [
  'upper', 'lower', 'title', 'sentence', 'camel', 'pascal', 'snake', 'kebab', 'constant', 'dot', 'path', 'swap', 'alternating',
] as const;

export default defineTool({
  id: 'text-converter',
  category: 'text',
  icon: CaseSensitive,
  path: '/text/text-converter',
  input: { kind: 'text', live: true },
  options: z.object({
    mode: z.enum(CASE_MODES).default('upper'),
  }),
  optionsUi: { mode: { widget: 'select' } },
  updated: '2026-11-21',
  popular: true,
});
