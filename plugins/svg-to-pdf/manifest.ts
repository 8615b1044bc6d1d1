import { FileText } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { SVG_MAX_BYTES } from '../../families/svg/svgMaxBytes';
import { pdfOptions, pdfOptionsUi } from '../../families/svg/pdf/pdfOptions';

export default defineTool({
  id: 'svg-to-pdf',
  category: 'svg',
  icon: FileText,
  path: '/svg/svg-to-pdf',
  input: { kind: 'files', accept: ['image/svg+xml'], multiple: true, maxBytes: SVG_MAX_BYTES },
  sharedStrings: ['svg'],
  options: pdfOptions,
  optionsUi: pdfOptionsUi,
  // A drawing svg2pdf.js never finishes must not hold up the batch: the page part fails after this.
  timeoutMs: 120_000,
  outputSuffix: 'converted',
  updated: '2026-11-24',
});
