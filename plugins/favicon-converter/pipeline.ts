import { ToolError, type OutputNote, type Pipeline, type PipelineOutput } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { decodeImage } from '../../src/engines/imageCodecs';
import { buildFaviconPackage, makeSquare } from '../../families/favicon/faviconPackage';
import { settingsFromOptions } from '../../families/favicon/faviconOptions';
import { makeSvgPlan, planOutput } from '../../families/svg/svgRenderPlan';
import { sanitizeSvg, sanitizeSvgBytes, serializeSvg } from '../../families/svg/svgSafety';
import { SVG_RASTER_SIDE, SVG_SOURCE_TYPE, type SvgSource } from './svgSource';

const RASTER_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
/** Recommended source: square, at least this many pixels a side (the largest icon is 512). */
const RECOMMENDED_SIDE = 512;

/** An SVG is cleaned and sized here; finish.ts draws it on the page and runs this pipeline on the PNG. */
function svgSource(input: Extract<Parameters<Pipeline<unknown>>[0], { kind: 'file' }>): PipelineOutput {
  const plan = makeSvgPlan(input, {
    output: 'image/png',
    size: (own) => {
      const scale = SVG_RASTER_SIDE / Math.max(own.width, own.height);
      return { width: Math.max(1, Math.round(own.width * scale)), height: Math.max(1, Math.round(own.height * scale)), stretch: false };
    },
  });
  const source: SvgSource = { plan, svg: serializeSvg(sanitizeSvgBytes(input.bytes).root) };
  return { type: SVG_SOURCE_TYPE, text: JSON.stringify(source), notes: planOutput(plan).notes };
}

/** How the package differs from what a good source gives: soft large icons, a square made from a rectangle. */
function sourceNotes(width: number, height: number, vector: boolean, fit: 'pad' | 'crop'): OutputNote[] {
  const notes: OutputNote[] = [];
  const side = fit === 'crop' ? Math.min(width, height) : Math.max(width, height);
  if (!vector && side < RECOMMENDED_SIDE) notes.push({ key: 'warnings.small', params: { width, height, side: RECOMMENDED_SIDE } });
  if (width !== height) notes.push({ key: `warnings.${fit === 'crop' ? 'cropped' : 'padded'}`, params: { width, height } });
  return notes;
}

const convertToFavicons: Pipeline<OptionsOf<typeof manifest>> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.wrongInput');
  if (input.type === 'image/svg+xml') return svgSource(input);
  if (!RASTER_TYPES.includes(input.type)) throw new ToolError('errors.invalidFileType');
  const source = await decodeImage(input.bytes, input.type);
  ctx.progress(0.15);
  const master = makeSquare(source, options.fit);
  // Cleaned again here: the package must never carry a script, whoever called the pipeline.
  const svg = input.drawnFrom ? serializeSvg(sanitizeSvg(input.drawnFrom).root) : undefined;
  const outputs = await buildFaviconPackage(master, settingsFromOptions(options), svg, (p) => ctx.progress(0.15 + 0.85 * p));
  const ico = outputs[0];
  const notes = sourceNotes(source.width, source.height, Boolean(svg), options.fit);
  ico.meta = { ...ico.meta, extra: { ...ico.meta?.extra, source: `${source.width}×${source.height}` } };
  if (notes.length) ico.notes = [...(ico.notes ?? []), ...notes];
  return outputs;
};

export default convertToFavicons;
