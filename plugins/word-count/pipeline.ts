import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { countText, textEnds } from './countText';

type Options = OptionsOf<typeof manifest>;

/** The statistics as JSON (the editor draws the panel); the numbers also go to meta.extra. */
const countWords: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'text') throw new ToolError('errors.wrongInput');
  const started = performance.now();
  const stats = countText(input.text, { language: options.language, onProgress: ctx.progress });
  const { head, tail } = textEnds(input.text);
  const ms = Math.round(performance.now() - started);
  const { language, detected, ...numbers } = stats;
  return {
    name: 'word-count.json',
    type: 'application/json',
    text: JSON.stringify({ ...stats, head, tail, length: input.text.length, ms }),
    meta: { extra: { ...numbers, language, detected } },
  };
};

export default countWords;
