import { z } from 'zod';
import { CalendarClock } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { codeRunnerParts } from '../../families/date/codeRunner';
import { DAYJS_EXAMPLES } from './examples';

export default defineTool({
  id: 'dayjs-utils',
  category: 'date',
  icon: CalendarClock,
  path: '/date/dayjs-utils',
  ...codeRunnerParts(DAYJS_EXAMPLES),
  sharedStrings: ['date'],
  options: z.object({
    /** A Day.js call chain; parsed, never evaluated (see families/date/callChain.ts). Lives in the URL. */
    expr: z.string().max(500).default("dayjs().format('YYYY-MM-DD')"),
    /** 'ui' follows the interface language (resolveOptions turns it into the language shown). */
    locale: z.enum(['ui', 'en', 'zh-cn', 'zh-tw', 'ja', 'de', 'ko']).default('ui'),
  }),
  optionsUi: { expr: { widget: 'textarea' }, locale: { widget: 'select' } },
  updated: '2026-11-21',
});
