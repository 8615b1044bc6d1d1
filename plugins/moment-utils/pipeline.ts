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

const runMoment: Pipeline<Options> = async (_input, options) => {
  // Workers run one job at a time, so the global locale is this job's locale.
  moment.locale(options.locale === 'ui' ? 'en' : options.locale);
  const text = evaluateExpression(options.expr, momentLibrary, formatOwn);
  return { type: 'text/plain', text };
};

export default runMoment;
