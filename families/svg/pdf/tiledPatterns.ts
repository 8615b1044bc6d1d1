/**
 * A pattern fill that stays vector in the PDF is a tiling pattern, and poppler's own renderer (pdftoppm,
 * Okular and other Qt viewers) draws its tiles at whole-pixel steps: on Inkscape's paint-patterns example
 * at 512 px the tiles drift by a pixel or more (SSIM 0.86 in pdftoppm, 0.99 in pdftocairo and against
 * Chromium). The file has the exact geometry, so the row says where it may look different.
 */
import { urlReference } from './hiddenDefs';
import { REFERENCED_ONLY } from './svgTree';

/** How many drawn elements fill or stroke with a pattern (those left after the image parts are drawn). */
export function countTiledFills(root: SVGSVGElement): number {
  const doc = root.ownerDocument;
  let count = 0;
  for (const el of Array.from(root.querySelectorAll('[fill^="url("], [stroke^="url("]'))) {
    if (el.closest(REFERENCED_ONLY)) continue;
    const ids = ['fill', 'stroke'].map((p) => urlReference(el.getAttribute(p) ?? '')?.id);
    if (ids.some((id) => id && doc.getElementById(id)?.localName === 'pattern')) count++;
  }
  return count;
}
