import { z } from 'zod';
import { CalendarDays } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { dateLibraryLocale } from '../../families/date/dateLocale';
import { ADD_UNITS, FORMAT_PRESETS } from './dateChoices';

export const DATE_TABS = ['timestamp', 'format', 'difference', 'add', 'info', 'timezone', 'age'] as const;

/** The calculators whose date has a time of day. */
const WITH_TIME = ['timestamp', 'format', 'timezone'];

/**
 * Seven calculators in one form: `tab` picks one, and each field shows for the calculators that use it.
 * Every field is in the URL, so any calculation is a shareable link. Empty dates mean "now"/"today", so
 * the result follows the clock. The pipeline computes with the pure functions of dateMath.ts.
 */
export default defineTool({
  id: 'date-utils',
  category: 'date',
  icon: CalendarDays,
  path: '/date/date-utils',
  input: { kind: 'none', live: true, clock: true },
  resultView: () => import('./DateResults'),
  // The names of the locale choice are the date family's.
  sharedStrings: ['date'],
  options: z.object({
    tab: z.enum(DATE_TABS).default('timestamp'),
    timestamp: z.string().max(30).default(''),
    unit: z.enum(['auto', 's', 'ms']).default('auto'),
    date: z.string().max(30).default(''),
    date2: z.string().max(30).default(''),
    preset: z.enum([...(Object.keys(FORMAT_PRESETS) as (keyof typeof FORMAT_PRESETS)[]), 'custom']).default('dateTime'),
    pattern: z.string().max(200).default('YYYY-MM-DD HH:mm:ss'),
    /** The language of month and day names, and of relative times; 'ui' follows the interface language. */
    locale: z.enum(['ui', 'en', 'zh-cn', 'zh-tw', 'ja', 'de', 'ko']).default('ui'),
    amount: z.number().int().min(-1_000_000).max(1_000_000).default(1),
    addUnit: z.enum(ADD_UNITS).default('day'),
    /** '' = the browser's zone. */
    fromZone: z.string().max(64).default(''),
    toZone: z.string().max(64).default('UTC'),
  }),
  optionsUi: {
    tab: { widget: 'radio' },
    timestamp: { showIf: { tab: ['timestamp'] } },
    unit: { showIf: { tab: ['timestamp'] } },
    date: {
      widget: 'date',
      when: [
        { if: { tab: WITH_TIME }, widget: 'dateTime' },
        { if: { tab: ['timestamp'] }, label: 'toTimestamp' },
        { if: { tab: ['difference'] }, label: 'start' },
        { if: { tab: ['age'] }, label: 'birth' },
      ],
    },
    date2: {
      widget: 'date',
      showIf: { tab: ['difference', 'age'] },
      when: [
        { if: { tab: ['difference'] }, label: 'end' },
        { if: { tab: ['age'] }, label: 'on' },
      ],
    },
    preset: { showIf: { tab: ['format'] } },
    pattern: { showIf: { tab: ['format'], preset: ['custom'] } },
    locale: { widget: 'select', showIf: { tab: ['format'] } },
    amount: { showIf: { tab: ['add'] } },
    addUnit: { showIf: { tab: ['add'] } },
    fromZone: { widget: 'timeZone', showIf: { tab: ['timezone'] } },
    toZone: { widget: 'timeZone', showIf: { tab: ['timezone'] } },
  },
  resolveOptions: (options, page) => (options.locale === 'ui' ? { ...options, locale: dateLibraryLocale(page.language) } : options),
  outputSuffix: 'dates',
  updated: '2026-11-29',
  popular: true,
});
