import { z } from 'zod';
import { CalendarDays } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { ADD_UNITS, FORMAT_PRESETS } from './dateChoices';

export const DATE_TABS = ['timestamp', 'format', 'difference', 'add', 'info', 'timezone', 'age'] as const;

/**
 * Every field is in the URL, so any calculation is a shareable link. Empty dates mean "now"/"today".
 * The editor computes with the pure functions of dateMath.ts (cheap; no worker needed).
 */
export default defineTool({
  id: 'date-utils',
  category: 'date',
  icon: CalendarDays,
  path: '/date/date-utils',
  input: { kind: 'none' },
  options: z.object({
    tab: z.enum(DATE_TABS).default('timestamp'),
    timestamp: z.string().max(30).default(''),
    unit: z.enum(['auto', 's', 'ms']).default('auto'),
    date: z.string().max(30).default(''),
    date2: z.string().max(30).default(''),
    preset: z.enum([...(Object.keys(FORMAT_PRESETS) as (keyof typeof FORMAT_PRESETS)[]), 'custom']).default('dateTime'),
    pattern: z.string().max(200).default('YYYY-MM-DD HH:mm:ss'),
    amount: z.number().int().min(-1_000_000).max(1_000_000).default(1),
    addUnit: z.enum(ADD_UNITS).default('day'),
    /** '' = the browser's zone. */
    fromZone: z.string().max(64).default(''),
    toZone: z.string().max(64).default('UTC'),
  }),
  pageOnly: true,
  updated: '2026-11-21',
  popular: true,
});
