import { ToolError, type OutputMeta, type OutputNote } from '../../../schemas/pipeline';
import type { SvgRenderPlan } from '../svgRenderPlan';
import { mountSvg } from './svgFrame';
import { PageSlicer } from './pageSlicer';
import { drawInSlices } from './drawInSlices';
import { normalizeSvg } from './normalize';
import { plainPatternLayout } from './patternLayout';
import { roundedRectsAsPaths } from './roundedRects';
import { countThinLines, THIN_LINE_PT } from './thinLines';
import { countTiledFills } from './tiledPatterns';
import { findRasterTargets, rasterizeTargets, type RasterReason } from './rasterFallback';
import { textToPaths, type TextReport } from './text/textToPaths';
import { findVectorRisks } from './vectorRisks';
import { flattenOnBackdrop } from './flattenOnBackdrop';
import { epsOptions, pageLayout, pdfOptions, PT_PER_PX, type EpsOptions, type PdfOptions } from './pdfOptions';

/**
 * SVG → PDF and SVG → EPS, on the main thread (the browser lays out and draws the SVG there).
 * Steps, each in its own file: lay the sanitised SVG out in a sandboxed frame (svgFrame.ts), rewrite it
 * into plain attributes (normalize.ts), turn text into glyph outlines with shipped fonts (text/), draw
 * what vectors cannot express as images (rasterFallback.ts), then svg2pdf.js + jsPDF write the page.
 * The tool's worker finishes it: deflates the PDF's streams (deflateStreams.ts) or makes EPS of it
 * (plugins/svg-to-eps/pdfToEps.ts). Every change is reported as a note.
 */

export interface ConvertResult {
  pdf: Uint8Array;
  notes: OutputNote[];
  meta: OutputMeta;
}

/** The most pixels one drawn-as-image part may have (≈ 64 MB of RGBA while it is drawn). */
const MAX_RASTER_PIXELS = 16_000_000;
/** The most pixels of all such parts together (a poster of filtered parts stays tens of MB, not hundreds). */
const MAX_TOTAL_RASTER_PIXELS = 32_000_000;
const MIN_RASTER_SIDE = 1024;

interface Built {
  bytes: Uint8Array;
  notes: OutputNote[];
  rasterBytes: number;
  fontBytes: number;
}

async function build(plan: SvgRenderPlan, o: PdfOptions, eps: boolean, signal?: AbortSignal): Promise<Built> {
  const slicer = new PageSlicer(signal);
  const [{ jsPDF }, { svg2pdf }] = await Promise.all([import('jspdf'), import('svg2pdf.js')]);
  const layout = pageLayout(plan.width, plan.height, o);
  let frame;
  try {
    frame = mountSvg(plan.svg, plan.width, plan.height);
  } catch {
    throw new ToolError('errors.renderFailed');
  }
  const notes: OutputNote[] = [];
  try {
    const { doc, win, root } = frame;
    const background = o.transparent ? undefined : o.background;
    normalizeSvg(doc, win, root);
    const text: TextReport = await textToPaths(root, slicer);
    // Each step below lays out or styles the whole drawing again: the page gets its turn between them.
    await slicer.pause();
    const targets = findRasterTargets(root, eps);
    for (const el of text.unsupported) if (!targets.has(el)) targets.set(el, 'text');
    // Print resolution at the output size: the page px → pt scale says how big one SVG px is printed.
    const dpi = Number(o.rasterDpi);
    // …and never fewer than 1024 px across the page, so an icon's image parts stay sharp when zoomed.
    const scale = Math.max((dpi / 72) * layout.ptPerPx, MIN_RASTER_SIDE / Math.max(plan.width, plan.height));
    // EPS: a see-through shape over one plain colour is mixed with it and stays vector (no image).
    const flattened = eps ? await flattenOnBackdrop(root, targets, plan.width, plan.height, background ?? '#ffffff') : 0;
    await slicer.pause();
    const raster = await rasterizeTargets(root, targets, plan.width, plan.height, {
      scale,
      maxPixels: MAX_RASTER_PIXELS,
      maxTotalPixels: MAX_TOTAL_RASTER_PIXELS,
      backdrop: eps ? (background ?? '#ffffff') : undefined,
    });
    // Only now, for svg2pdf.js alone: the browser, which drew the image parts above, would place the
    // rewritten pattern's content a second time at x/y (and rects keep their names in the notes).
    plainPatternLayout(root);
    roundedRectsAsPaths(root);
    const thinLines = countThinLines(root, layout.ptPerPx);
    const tiled = eps ? 0 : countTiledFills(root);

    const pdf = new jsPDF({
      unit: 'pt',
      format: [layout.width, layout.height],
      orientation: layout.width > layout.height ? 'landscape' : 'portrait',
      // PDF: images are compressed as they are drawn; EPS: pdfToEps.ts reads plain images faster.
      compress: !eps,
      // Text is outlines: none of the 14 standard fonts jsPDF would otherwise declare is used.
      putOnlyUsedFonts: true,
    });
    await slicer.pause();
    if (background) {
      pdf.setFillColor(background);
      pdf.rect(0, 0, layout.width, layout.height, 'F');
    }
    try {
      await drawInSlices(svg2pdf, root, pdf, { x: layout.x, y: layout.y, width: layout.drawWidth, height: layout.drawHeight }, slicer);
    } catch (e) {
      if (e instanceof ToolError) throw e; // cancelled
      throw new ToolError('errors.renderFailed');
    }

    await slicer.pause(true);
    const risks = findVectorRisks(plan.svg, eps);
    const rasterized = Object.entries(raster.reasons).filter(([, n]) => n > 0) as [RasterReason, number][];
    for (const [reason, count] of rasterized) notes.push({ key: `notes.raster.${reason}`, params: { count, dpi } });
    if (raster.elements.length > 0) notes.push({ key: 'notes.rasterElements', params: { elements: listElements(raster.elements) } });
    for (const risk of risks) notes.push({ key: `notes.differs.${risk}` });
    if (flattened > 0) notes.push({ key: 'notes.flattenedVector', params: { count: flattened } });
    if (raster.lowestScale < 1) notes.push({ key: 'notes.rasterCapped', params: { dpi: Math.floor(dpi * raster.lowestScale) } });
    for (const r of text.replaced) notes.push({ key: 'notes.fontReplaced', params: { requested: r.requested, used: r.used } });
    if (text.fonts.length > 0) notes.push({ key: 'notes.textOutlined', params: { fonts: text.fonts.join(', ') } });
    if (tiled > 0) notes.push({ key: 'notes.tiledPatterns', params: { count: tiled } });
    if (thinLines > 0) notes.push({ key: 'notes.thinLines', params: { count: thinLines, pt: THIN_LINE_PT } });
    if (layout.cropped) notes.push({ key: 'notes.cropped' });
    notes.unshift({ key: headline(rasterized.length > 0, risks.length > 0) });
    // jsPDF would deflate the page's content here, on the page, in one long task: it stays plain, and
    // the tool's worker deflates it (deflateStreams.ts). jsPDF reads this list (its own `filters`,
    // untyped) when it writes each stream; the images carry their own filter already.
    const filters = (pdf.internal as unknown as { getFilters(): string[] }).getFilters();
    filters.splice(0, filters.length);
    // Writing the file out is one long step: it starts a task of its own.
    await slicer.pause(true);
    const written = pdf.output();
    await slicer.pause(true);
    return { bytes: await bytesOf(written, slicer), notes, rasterBytes: raster.bytes, fontBytes: text.fontBytes };
  } finally {
    frame.dispose();
  }
}

/** The PDF with its streams not yet deflated: the caller deflates them in a worker (deflateStreams.ts). */
export async function svgToPdf(plan: SvgRenderPlan, options: Partial<PdfOptions> = {}, signal?: AbortSignal): Promise<ConvertResult> {
  const o = pdfOptions.parse(options);
  const built = await build(plan, o, false, signal);
  const layout = pageLayout(plan.width, plan.height, o);
  return {
    pdf: built.bytes,
    notes: built.notes,
    meta: {
      format: 'PDF',
      extra: { page: `${round1(layout.width)} × ${round1(layout.height)} pt` },
      details: { rasterBytes: built.rasterBytes, fontBytes: built.fontBytes },
    },
  };
}

/**
 * The PDF an EPS is made from (uncompressed: cheaper for pdfToEps.ts to read), with every transparency
 * flattened, and the notes for the EPS row. The caller turns it into EPS in a worker.
 */
export async function svgToPdfForEps(
  plan: SvgRenderPlan,
  options: Partial<EpsOptions> = {},
  signal?: AbortSignal,
): Promise<{ pdf: Uint8Array; notes: OutputNote[]; meta: OutputMeta }> {
  const o = epsOptions.parse(options);
  const built = await build(plan, { ...pdfOptions.parse({}), ...o, page: 'svg' }, true, signal);
  return {
    pdf: built.bytes,
    notes: built.notes,
    meta: {
      format: 'EPS',
      extra: { boundingBox: `${Math.ceil(plan.width * PT_PER_PX)} × ${Math.ceil(plan.height * PT_PER_PX)} pt` },
      details: { rasterBytes: built.rasterBytes, fontBytes: built.fontBytes },
    },
  };
}

/** jsPDF's file (a binary string, one character per byte) as bytes, with the page's turns between slices. */
async function bytesOf(binary: string, slicer: PageSlicer): Promise<Uint8Array> {
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) {
    bytes[i] = binary.charCodeAt(i);
    if ((i & 0xffff) === 0xffff) await slicer.pause();
  }
  return bytes;
}

/** The row's first line: only "fully vector" when nothing became an image and nothing may differ. */
function headline(rasterized: boolean, risky: boolean): string {
  if (risky) return rasterized ? 'notes.partlyRasterMayDiffer' : 'notes.mayDiffer';
  return rasterized ? 'notes.partlyRaster' : 'notes.fullyVector';
}

/** `<g id="a">, <path>…`: element names are SVG's own words, the same in every language. */
function listElements(labels: string[]): string {
  const shown = labels.slice(0, 6).join(', ');
  return labels.length > 6 ? `${shown} (+${labels.length - 6})` : shown;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
