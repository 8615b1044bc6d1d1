import { FileCode } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { SVG_MAX_BYTES } from '../../families/svg/svgMaxBytes';
import { epsOptions, epsOptionsUi } from '../../families/svg/pdf/pdfOptions';

export default defineTool({
  id: 'svg-to-eps',
  category: 'svg',
  icon: FileCode,
  path: '/svg/svg-to-eps',
  input: { kind: 'files', accept: ['image/svg+xml'], multiple: true, maxBytes: SVG_MAX_BYTES },
  sharedStrings: ['svg'],
  // The bounding box is the SVG's own size (1 px = 0.75 pt).
  options: epsOptions,
  optionsUi: epsOptionsUi,
  // A drawing svg2pdf.js never finishes must not hold up the batch: the page part fails after this.
  timeoutMs: 120_000,
  outputSuffix: 'converted',
  updated: '2026-11-24',
});
