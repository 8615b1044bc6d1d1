import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { decodeImage } from '../../src/engines/imageCodecs';
import { traceImage } from '../../src/engines/traceImage';

type Options = OptionsOf<typeof manifest>;

const pngToSvg: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.wrongInput');
  const image = await decodeImage(input.bytes, input.type);
  ctx.progress(0.2);
  const traced = await traceImage(image, options);
  ctx.progress(1);
  const extra: Record<string, string | number> = { paths: traced.paths, colors: traced.colors };
  if (traced.scaledTo) extra.scaledTo = `${traced.scaledTo.width} × ${traced.scaledTo.height}`;
  if (traced.looksLikePhoto) extra.photoWarning = '⚠';
  return {
    type: 'image/svg+xml',
    bytes: new TextEncoder().encode(traced.svg),
    meta: { width: image.width, height: image.height, format: 'SVG', extra },
  };
};

export default pngToSvg;
