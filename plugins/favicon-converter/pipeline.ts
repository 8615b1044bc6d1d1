import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { decodeImage } from '../../src/engines/imageCodecs';
import { buildFaviconPackage, makeSquare } from '../../families/favicon/faviconPackage';
import { settingsFromOptions } from '../../families/favicon/faviconOptions';
import { sanitizeSvg, serializeSvg } from '../../families/svg/svgSafety';

const RASTER_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

const convertToFavicons: Pipeline<OptionsOf<typeof manifest>> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.wrongInput');
  // An SVG arrives here already drawn to PNG by the page (workers cannot draw SVG).
  if (input.type === 'image/svg+xml') throw new ToolError('errors.svgNeedsPage');
  if (!RASTER_TYPES.includes(input.type)) throw new ToolError('errors.invalidFileType');
  const source = await decodeImage(input.bytes, input.type);
  ctx.progress(0.15);
  const master = makeSquare(source, options.fit);
  // Cleaned again here: the package must never carry a script, whoever called the pipeline.
  const svg = input.drawnFrom ? serializeSvg(sanitizeSvg(input.drawnFrom).root) : undefined;
  const outputs = await buildFaviconPackage(master, settingsFromOptions(options), svg, (p) => ctx.progress(0.15 + 0.85 * p));
  const ico = outputs[0];
  ico.meta = { ...ico.meta, extra: { ...ico.meta?.extra, source: `${source.width}×${source.height}` } };
  return outputs;
};

export default convertToFavicons;
