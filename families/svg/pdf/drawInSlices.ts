import type { jsPDF } from 'jspdf';
import type { PageSlicer } from './pageSlicer';
import { REFERENCED_ONLY } from './svgTree';
import { GROUP_MARK, GROUP_OPACITY } from './transparencyGroups';

/** What svg2pdf draws: shapes, images, <use> and any text left (groups only hold these). */
const LEAVES = 'path,rect,circle,ellipse,line,polyline,polygon,image,use,text';
/** A drawing with at most this much path data (characters of `d`, `points`) is drawn in one call. */
const ONE_CALL_DATA = 20_000;
/** Later slices are sized to take about SLICE_MS each, growing at most twofold: the first is one leaf. */
const SLICE_MS = 30;

type Svg2pdf = (element: Element, pdf: jsPDF, options: { x: number; y: number; width: number; height: number }) => Promise<jsPDF>;

/**
 * svg2pdf draws a whole tree in one go on the page, and a big drawing (thousands of glyph outlines,
 * long paths) froze the page for seconds to minutes. Here the drawing goes in slices of its leaves in
 * document order: each pass takes every leaf but its slice out of the tree (a comment keeps its
 * place) and draws onto the same PDF page, so the painting order is the document's; then the page gets
 * its turn (and Cancel is honoured). The first slice is one leaf (one leaf can already hold thousands of
 * curves), later ones grow while they stay short. svg2pdf already applies a group's opacity and clip to each leaf, so
 * a group cut across slices draws the same. A drawing with little path data is drawn in one call, and so
 * is one whose <use> copies a drawn element (hidden in another slice, the copy would vanish): the
 * budgets (svgBudget.ts) bound that one.
 *
 * A group marked GROUP_OPACITY (transparencyGroups.ts) has its leaves drawn into a form XObject of the
 * page's size, which is then painted with the group's opacity (a small drawing: one call for the group
 * and one for each run of leaves between groups); its content starts with GROUP_MARK, so the worker
 * makes it a transparency group (deflateStreams.ts).
 */
export async function drawInSlices(
  svg2pdf: Svg2pdf,
  root: SVGSVGElement,
  pdf: jsPDF,
  box: { x: number; y: number; width: number; height: number },
  slicer: PageSlicer,
): Promise<void> {
  const leaves = Array.from(root.querySelectorAll<SVGElement>(LEAVES)).filter(
    (el) => !el.parentElement?.closest(`${REFERENCED_ONLY},text`),
  );
  const oneCall = pathData(leaves) <= ONE_CALL_DATA;
  if (!root.querySelector(`[${GROUP_OPACITY}]`) && (oneCall || drawsVisibleElsewhere(root))) {
    await svg2pdf(root, pdf, box);
    return;
  }
  // Out of the tree, not hidden: svg2pdf reads every element it is given (an image's whole data URL on
  // each call), so a call costs what its slice holds, not what the drawing holds.
  const marks = leaves.map((el) => el.ownerDocument.createComment(''));
  const show = (from: number, to: number, on: boolean) => {
    for (let i = from; i < to; i++) (on ? marks[i] : leaves[i]).replaceWith(on ? leaves[i] : marks[i]);
  };
  const parts = runs(leaves);
  let groups = 0;
  show(0, leaves.length, false);
  try {
    let size = oneCall ? leaves.length : 1;
    for (const run of parts) {
      if (run.group) {
        pdf.beginFormObject(0, 0, pdf.internal.pageSize.getWidth(), pdf.internal.pageSize.getHeight(), pdf.unitMatrix);
        // jsPDF's internal writer (untyped) adds a line to the content being drawn: the form's.
        (pdf.internal as unknown as { write(line: string): void }).write(GROUP_MARK);
      }
      for (let from = run.from; from < run.to;) {
        const to = Math.min(run.to, from + size);
        show(from, to, true);
        const emptyGroups = takeOutEmptyGroups(root, leaves.slice(from, to));
        const started = performance.now();
        try {
          await svg2pdf(root, pdf, box);
        } finally {
          for (const [group, mark] of emptyGroups) mark.replaceWith(group);
          show(from, to, false);
        }
        const took = performance.now() - started;
        from = to;
        if (!oneCall) size = Math.max(1, Math.min(size * 2, Math.round((size * SLICE_MS) / Math.max(1, took))));
        await slicer.pause();
      }
      if (run.group) paintGroup(pdf, `lk-group-${groups++}`, Number(run.group.getAttribute(GROUP_OPACITY)));
    }
  } finally {
    show(0, leaves.length, true);
  }
}

/** Consecutive leaves by the transparency group they are in (null: none), in document order. */
function runs(leaves: Element[]): { group: Element | null; from: number; to: number }[] {
  const out: { group: Element | null; from: number; to: number }[] = [];
  leaves.forEach((leaf, i) => {
    const group = leaf.parentElement?.closest(`[${GROUP_OPACITY}]`) ?? null;
    const last = out[out.length - 1];
    if (last && last.group === group) last.to = i + 1;
    else out.push({ group, from: i, to: i + 1 });
  });
  return out;
}

/** Ends the form being drawn and paints it with `opacity` (fill and stroke): one group, one opacity. */
function paintGroup(pdf: jsPDF, key: string, opacity: number): void {
  pdf.endFormObject(key);
  pdf.saveGraphicsState();
  // jsPDF's GState is a constructor on the instance (its types call it a method).
  const GState = pdf.GState as unknown as new (p: { opacity: number; 'stroke-opacity': number }) => object;
  pdf.setGState(new GState({ opacity, 'stroke-opacity': opacity }));
  pdf.doFormObject(key, pdf.unitMatrix);
  pdf.restoreGraphicsState();
}

/** How much path data the leaves hold: what svg2pdf's time grows with (glyph outlines, long paths). */
function pathData(leaves: Element[]): number {
  let n = 0;
  for (const el of leaves) n += (el.getAttribute('d')?.length ?? 0) + (el.getAttribute('points')?.length ?? 0) + 1;
  return n;
}

/** Whether a <use> copies an element that is drawn on its own too (outside defs, symbols...). */
export function drawsVisibleElsewhere(root: SVGSVGElement): boolean {
  for (const use of Array.from(root.querySelectorAll('use'))) {
    const href = use.getAttribute('href') ?? use.getAttributeNS('http://www.w3.org/1999/xlink', 'href') ?? '';
    if (!href.startsWith('#')) continue;
    const target = root.ownerDocument.getElementById(href.slice(1));
    if (target && !target.closest(REFERENCED_ONLY)) return true;
  }
  return false;
}

/** Groups that only hold leaves of other slices. */
const GROUPS = new Set(['g', 'a']);
const RESOURCES = `${REFERENCED_ONLY},linearGradient,radialGradient,filter`;

/**
 * Takes out of the tree, for one pass, the groups that hold none of this slice's leaves: svg2pdf would
 * write a save and restore for each, in every pass (a drawing with many small groups, like markers drawn
 * as copies, grew to megabytes of them). Returns what to put back.
 */
function takeOutEmptyGroups(root: Element, shown: Element[]): [Element, Comment][] {
  const holders = new Set<Element>();
  for (const leaf of shown) for (let el = leaf.parentElement; el && !holders.has(el); el = el.parentElement) holders.add(el);
  const out: [Element, Comment][] = [];
  const visit = (el: Element) => {
    for (const child of Array.from(el.children)) {
      if (holders.has(child)) visit(child);
      else if (!GROUPS.has(child.localName)) continue;
      // A group that defines something (a gradient kept outside <defs>) stays: a leaf may use it.
      else if (child.querySelector(RESOURCES)) visit(child);
      else {
        const mark = child.ownerDocument.createComment('');
        child.replaceWith(mark);
        out.push([child, mark]);
      }
    }
  };
  visit(root);
  return out;
}
