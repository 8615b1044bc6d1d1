import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { buildFaviconPackage } from '../../families/favicon/faviconPackage';
import { settingsFromOptions } from '../../families/favicon/faviconOptions';
import { designFromOptions } from './design';
import { designToSvg, drawIcon } from './render';
import { glyphArt } from './glyphArt';

type Options = OptionsOf<typeof manifest>;

/** The master every PNG and ICO size is resized from (the largest icon is 512). */
const MASTER_SIZE = 512;

const generateFavicons: Pipeline<Options> = async (_input, options, ctx) => {
  const design = designFromOptions(options);
  if (typeof OffscreenCanvas === 'undefined') throw new ToolError('errors.canvasUnavailable');
  const canvas = new OffscreenCanvas(MASTER_SIZE, MASTER_SIZE);
  const g = canvas.getContext('2d');
  if (!g) throw new ToolError('errors.canvasUnavailable');
  drawIcon(g, MASTER_SIZE, design);
  const master = g.getImageData(0, 0, MASTER_SIZE, MASTER_SIZE);
  const svg = designToSvg(design, await glyphArt(design, MASTER_SIZE));
  ctx.progress(0.1);
  return buildFaviconPackage(master, settingsFromOptions(options), svg, (p) => ctx.progress(0.1 + 0.9 * p));
};

export default generateFavicons;
