import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { caseConverters } from './caseModes';
import { chineseConverter, isChineseMode, linePieces } from './chineseModes';

type Options = OptionsOf<typeof manifest>;

const convertText: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'text') throw new ToolError('errors.wrongInput');
  if (isChineseMode(options.mode)) {
    const convert = await chineseConverter(options.mode);
    const pieces = linePieces(input.text);
    const out: string[] = [];
    for (let i = 0; i < pieces.length; i++) {
      out.push(convert(pieces[i]));
      ctx.progress((i + 1) / pieces.length);
    }
    return { type: 'text/plain', text: out.join('') };
  }
  const convert = caseConverters[options.mode];
  if (!convert) throw new ToolError('errors.unknownMode', { mode: options.mode });
  return { type: 'text/plain', text: convert(input.text) };
};

export default convertText;
