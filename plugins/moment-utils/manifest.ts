import { z } from 'zod';
import { Clock } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';

export default defineTool({
  id: 'moment-utils',
  category: 'date',
  icon: Clock,
  path: '/date/moment-utils',
  input: { kind: 'none' },
  sharedStrings: ['date'],
  options: z.object({
    /** A Moment.js call chain; parsed, never evaluated (see families/date/callChain.ts). Lives in the URL. */
    expr: z.string().max(500).default("moment().format('YYYY-MM-DD HH:mm:ss')"),
    /** 'ui' follows the interface language (the editor resolves it before running). */
    locale: z.enum(['ui', 'en', 'zh-cn', 'zh-tw', 'ja', 'de', 'ko']).default('ui'),
  }),
  optionsUi: { expr: { widget: 'textarea' }, locale: { widget: 'select' } },
  updated: '2026-11-21',
});
