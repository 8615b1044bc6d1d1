/**
 * Lines far thinner than a pixel look different in every PDF or PostScript viewer than in the browser,
 * although the file keeps their exact width: poppler (pdftoppm, pdftocairo) draws any stroke at least
 * one device pixel wide and solid, Ghostscript nearly so, where Chromium shades it by its coverage. A
 * 0.05-unit line at 1 px per unit: Chromium 3 % grey, poppler 100 %, Ghostscript 27 %. A drawing full
 * of such lines (Inkscape's `stars`) looks much darker there: the row says so.
 */
import { REFERENCED_ONLY, SHAPES } from './svgTree';

/** Thinner than this (in pt on the page) a line is drawn at least 3–4 times darker at 100 % zoom. */
export const THIN_LINE_PT = 0.2;

/** How many drawn vector shapes have a stroke thinner than THIN_LINE_PT, at `ptPerPx` pt per page px. */
export function countThinLines(root: SVGSVGElement, ptPerPx: number): number {
  const win = root.ownerDocument.defaultView!;
  let count = 0;
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (!SHAPES.has(el.localName) || el.closest(REFERENCED_ONLY)) continue;
    const cs = win.getComputedStyle(el);
    if (
      cs.getPropertyValue('stroke') === 'none' ||
      cs.getPropertyValue('display') === 'none' ||
      cs.getPropertyValue('visibility') !== 'visible'
    )
      continue;
    const width = parseFloat(cs.getPropertyValue('stroke-width'));
    // The screen of the drawing's frame is the page, in px: the CTM's scale is the element's px per unit.
    const m = (el as SVGGraphicsElement).getScreenCTM?.();
    if (!m || !(width > 0)) continue;
    if (width * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) * ptPerPx < THIN_LINE_PT) count++;
  }
  return count;
}
