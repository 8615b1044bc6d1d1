import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { computeDiff, TooManyLinesError, MAX_DISTINCT_LINES } from './diffModel';
import { splitLines } from './lines';
import { decodePair } from './textPair';

type Options = OptionsOf<typeof manifest>;

/** The two texts arrive as one text (see textPair.ts). */
export function parsePair(text: string): { a: string; b: string } {
  const pair = decodePair(text);
  if (!pair) throw new ToolError('errors.badInput');
  return pair;
}

/**
 * The diff model as JSON (application/json) for the editor to draw. The unified patch is made by the
 * editor from this model when it is copied (unifiedPatch.ts), not on every comparison.
 */
const diffTexts: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'text') throw new ToolError('errors.wrongInput');
  const started = performance.now();
  const pair = parsePair(input.text);
  const a = splitLines(pair.a);
  const b = splitLines(pair.b);
  let model;
  try {
    model = computeDiff(a, b, options);
  } catch (e) {
    if (e instanceof TooManyLinesError) throw new ToolError('errors.tooManyLines', { max: MAX_DISTINCT_LINES });
    throw e;
  }
  ctx.progress(1);
  const { added, removed, changes } = model.stats;
  const text = JSON.stringify(model);
  // The worker's own time, so the browser benchmark can tell computing from moving and drawing.
  const ms = Math.round(performance.now() - started);
  return { name: 'diff.json', type: 'application/json', text, meta: { extra: { added, removed, changes, ms } } };
};

export default diffTexts;
