import { z } from 'zod';
import { Minimize2 } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { PRESET_PLUGINS } from './svgoPlugins';

export default defineTool({
  id: 'svg-optimizer',
  category: 'svg',
  icon: Minimize2,
  path: '/svg/svg-optimizer',
  input: { kind: 'files', accept: ['image/svg+xml'], multiple: true },
  sharedStrings: ['svg'],
  options: z.object({
    /** Digits after the decimal point for coordinates and numbers. */
    floatPrecision: z.number().int().min(0).max(8).default(3),
    multipass: z.boolean().default(true),
    pretty: z.boolean().default(false),
    removeDimensions: z.boolean().default(false),
    removeTitle: z.boolean().default(false),
    /** Off: scripts, event handlers, script URLs and links to other files are removed (the SVG can only draw). */
    keepActive: z.boolean().default(false),
    /** preset-default plugins switched off (a checkbox each; in the link as "a,b"). */
    disabled: z.array(z.enum(PRESET_PLUGINS)).default([]),
  }),
  optionsUi: { floatPrecision: { widget: 'range' }, keepActive: { safety: true }, disabled: { widget: 'offSwitches' } },
  preview: 'sideBySide',
  outputSuffix: 'optimized',
  timeoutMs: 60_000,
  updated: '2026-11-21',
  popular: true,
  opensFileTypes: ['image/svg+xml'],
});
