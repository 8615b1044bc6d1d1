import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { caseConverters } from './caseModes';

type Options = OptionsOf<typeof manifest>;

const convertText: Pipeline<Options> = async (input, options) => {
  if (input.kind !== 'text') throw new ToolError('errors.wrongInput');
  const convert = caseConverters[options.mode];
  if (!convert) throw new ToolError('errors.unknownMode', { mode: options.mode });
  return { type: 'text/plain', text: convert(input.text) };
};

export default convertText;
