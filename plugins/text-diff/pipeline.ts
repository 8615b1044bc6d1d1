import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { computeDiff, splitLines, TooManyLinesError, unifiedPatch, MAX_DISTINCT_LINES } from './diffModel';
import { decodePair } from './textPair';

type Options = OptionsOf<typeof manifest>;

/** The two texts arrive as one text (see textPair.ts). */
export function parsePair(text: string): { a: string; b: string } {
  const pair = decodePair(text);
  if (!pair) throw new ToolError('errors.badInput');
  return pair;
}

/**
 * Output 1: the diff model as JSON (application/json) for the editor to draw.
 * Output 2: the unified patch (text/x-diff) for copy and download.
 */
const diffTexts: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'text') throw new ToolError('errors.wrongInput');
  const pair = parsePair(input.text);
  // Split once: the diff and the patch both work on lines.
  const a = splitLines(pair.a);
  const b = splitLines(pair.b);
  let model;
  try {
    model = computeDiff(a, b, options);
  } catch (e) {
    if (e instanceof TooManyLinesError) throw new ToolError('errors.tooManyLines', { max: MAX_DISTINCT_LINES });
    throw e;
  }
  ctx.progress(0.9);
  const patch = unifiedPatch(a, b, model);
  ctx.progress(1);
  const { added, removed, changes } = model.stats;
  return [
    { name: 'diff.json', type: 'application/json', text: JSON.stringify(model), meta: { extra: { added, removed, changes } } },
    { name: 'changes.patch', type: 'text/x-diff', text: patch },
  ];
};

export default diffTexts;
