import { ToolError, type Pipeline } from '../../schemas/pipeline';
import { activeCount, countElements, formatSvg, getAttr, sanitizeSvg, serializeSvg } from '../../families/svg/svgSafety';
import { removedNotes } from '../../families/svg/removedNotes';
import { svgSize } from '../../families/svg/svgSize';
import { parseXml } from '../../families/svg/xmlParse';

/**
 * Output 0: the sanitised SVG that the result view (PreviewView.tsx) shows through <img src="blob:">
 * (never as markup), with its size, viewBox, element count and what unsafe content was removed, by
 * kind. Output 1: the user's own code, formatted (shown as text only).
 */
const previewSvg: Pipeline<unknown> = async (input, _options, ctx) => {
  if (input.kind !== 'text' && input.kind !== 'file') throw new ToolError('errors.wrongInput');
  const source = input.kind === 'text' ? input.text : new TextDecoder().decode(input.bytes);
  if (!source.trim()) throw new ToolError('noPreview');
  const { root, report } = sanitizeSvg(source);
  const size = svgSize(root);
  const formatted = formatSvg(parseXml(source));
  ctx.progress(1);
  return [
    {
      type: 'image/svg+xml',
      text: serializeSvg(root),
      meta: {
        width: Math.round(size.width * 100) / 100,
        height: Math.round(size.height * 100) / 100,
        format: 'SVG',
        extra: {
          viewBox: getAttr(root, 'viewBox') ?? '',
          elements: countElements(root),
          removed: activeCount(report.active),
        },
      },
      notes: removedNotes(report.active),
    },
    { type: 'text/plain', text: formatted },
  ];
};

export default previewSvg;
