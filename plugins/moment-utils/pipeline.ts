import type { Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { evaluateExpression } from '../../families/date/callChain';
import { moment, momentLibrary } from './momentLibrary';

type Options = OptionsOf<typeof manifest>;

/** Moments show as ISO 8601 with offset, durations as "2 hours (PT2H)". */
function formatOwn(value: unknown): string | undefined {
  if (moment.isMoment(value)) return value.isValid() ? value.format() : 'Invalid date';
  if (moment.isDuration(value)) return `${value.humanize()} (${value.toISOString()})`;
  return undefined;
}

/** The expression is the text input (the page takes it from the `expr` option, the command line from
 * standard input or --expr); with no input, the option itself. */
const runMoment: Pipeline<Options> = async (input, options) => {
  // Workers run one job at a time, so the global locale is this job's locale.
  moment.locale(options.locale === 'ui' ? 'en' : options.locale);
  const text = evaluateExpression(input.kind === 'text' ? input.text : options.expr, momentLibrary, formatOwn);
  return { type: 'text/plain', text };
};

export default runMoment;
