import { z } from 'zod';
import { Sparkles } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { faviconSettingsFields, hexColourField } from '../../families/favicon/faviconOptions';
import { FONT_IDS } from '../../src/engines/fontList';

export default defineTool({
  id: 'favicon-generator',
  category: 'favicon',
  icon: Sparkles,
  path: '/favicon/generator',
  // The package follows the options (latest only): it is the preview.
  input: { kind: 'none', live: true },
  resultView: () => import('../../families/favicon/FaviconPackageView'),
  options: z.object({
    mode: z.enum(['text', 'emoji', 'icon']).default('text'),
    // Length rules (1–2 characters, one emoji) are checked with a clear message, not by the schema,
    // so the field can hold what the user is typing.
    text: z.string().max(40).default('LK'),
    emoji: z.string().max(40).default('🚀'),
    /** A Lucide icon name from the built-in set (iconSet.ts). */
    icon: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('rocket'),
    font: z.enum(FONT_IDS).default('system'),
    bold: z.boolean().default(true),
    /** Glyph size, % of the icon's side. */
    fontSize: z.number().int().min(20).max(100).default(60),
    fontColor: hexColourField.default('#ffffff'),
    shape: z.enum(['square', 'circle', 'rounded']).default('rounded'),
    ...faviconSettingsFields,
    backgroundColor: hexColourField.default('#2563eb'),
    themeColor: hexColourField.default('#2563eb'),
  }),
  optionsUi: {
    mode: { widget: 'radio' },
    text: { showIf: { mode: ['text'] } },
    emoji: { widget: 'emoji', showIf: { mode: ['emoji'] } },
    icon: { widget: 'icon', icons: () => import('./iconSet').then((m) => m.ICONS), showIf: { mode: ['icon'] } },
    font: { widget: 'font', showIf: { mode: ['text'] } },
    bold: { showIf: { mode: ['text'] } },
    fontSize: { widget: 'range', unit: '%' },
    fontColor: { widget: 'color' },
    shape: { widget: 'radio' },
    themeColor: { widget: 'color' },
    backgroundColor: { widget: 'color' },
  },
  outputSuffix: 'favicon',
  updated: '2026-11-21',
  popular: true,
});
