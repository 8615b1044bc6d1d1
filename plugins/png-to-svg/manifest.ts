import { z } from 'zod';
import { Spline } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { traceOptions, traceOptionsUi } from '../../families/svg/traceOptions';

export default defineTool({
  id: 'png-to-svg',
  category: 'svg',
  icon: Spline,
  path: '/svg/png-to-svg',
  input: { kind: 'files', accept: ['image/png'], multiple: true },
  options: z.object(traceOptions),
  optionsUi: traceOptionsUi,
  // Tracing is CPU-bound: one image at a time leaves a core for the page.
  preview: 'sideBySide',
  concurrency: 1,
  outputSuffix: 'traced',
  timeoutMs: 120_000,
  updated: '2026-11-21',
});
