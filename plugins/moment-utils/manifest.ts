import { z } from 'zod';
import { Clock } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { codeRunnerParts } from '../../families/date/codeRunner';
import { MOMENT_EXAMPLES } from './examples';

export default defineTool({
  id: 'moment-utils',
  category: 'date',
  icon: Clock,
  path: '/date/moment-utils',
  ...codeRunnerParts(MOMENT_EXAMPLES),
  sharedStrings: ['date'],
  options: z.object({
    /** A Moment.js call chain; parsed, never evaluated (see families/date/callChain.ts). Lives in the URL. */
    expr: z.string().max(500).default("moment().format('YYYY-MM-DD HH:mm:ss')"),
    /** 'ui' follows the interface language (resolveOptions turns it into the language shown). */
    locale: z.enum(['ui', 'en', 'zh-cn', 'zh-tw', 'ja', 'de', 'ko']).default('ui'),
  }),
  optionsUi: { expr: { widget: 'textarea' }, locale: { widget: 'select' } },
  updated: '2026-11-21',
});
