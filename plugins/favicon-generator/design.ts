import { ToolError } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import type { IconDesign } from './render';
import { ICONS } from './iconSet';
import { emojiProblem, textProblem } from './textRules';

type Options = OptionsOf<typeof manifest>;

/** The first problem with the options as an i18n key (the page shows it live), or undefined. */
export function designProblem(o: Options): string | undefined {
  if (o.mode === 'text') return textProblem(o.text);
  if (o.mode === 'emoji') return emojiProblem(o.emoji);
  return ICONS[o.icon] ? undefined : 'errors.unknownIcon';
}

/** Options → what to draw. Throws ToolError with the same keys as designProblem. */
export function designFromOptions(o: Options): IconDesign {
  const problem = designProblem(o);
  if (problem) throw new ToolError(problem);
  return {
    mode: o.mode,
    text: o.text.trim(),
    emoji: o.emoji.trim(),
    iconNodes: o.mode === 'icon' ? ICONS[o.icon] : undefined,
    font: o.font,
    bold: o.bold,
    fontSize: o.fontSize,
    fontColor: o.fontColor,
    backgroundColor: o.backgroundColor,
    shape: o.shape,
  };
}
