/**
 * A rect with rounded corners becomes the path SVG defines for it. svg2pdf.js draws such a rect with the
 * wrong second control point on three of its four corners (measured from the corner's start instead of
 * its end), so those corners come out flatter than a quarter ellipse: up to 0.7 user units inside it
 * on a radius of 20. Runs after the image parts are drawn, for svg2pdf.js alone: the element keeps its
 * name there (`<rect>` in the row's list of images).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Control-point distance of a cubic Bézier quarter circle, as a share of the radius. */
const KAPPA = (4 / 3) * (Math.SQRT2 - 1);
const GEOMETRY = new Set(['x', 'y', 'width', 'height', 'rx', 'ry']);

/** The outline of a rounded rect (radii already resolved and clamped, plainLengths.ts), clockwise from the top edge. */
export function roundedRectPath(x: number, y: number, w: number, h: number, rx: number, ry: number): string {
  const kx = rx * KAPPA;
  const ky = ry * KAPPA;
  const [r, b] = [x + w, y + h];
  return [
    `M${x + rx} ${y}`,
    `H${r - rx}`,
    `C${r - rx + kx} ${y} ${r} ${y + ry - ky} ${r} ${y + ry}`,
    `V${b - ry}`,
    `C${r} ${b - ry + ky} ${r - rx + kx} ${b} ${r - rx} ${b}`,
    `H${x + rx}`,
    `C${x + rx - kx} ${b} ${x} ${b - ry + ky} ${x} ${b - ry}`,
    `V${y + ry}`,
    `C${x} ${y + ry - ky} ${x + rx - kx} ${y} ${x + rx} ${y}`,
    'Z',
  ].join(' ');
}

export function roundedRectsAsPaths(root: Element) {
  for (const rect of Array.from(root.getElementsByTagName('rect'))) {
    const [x, y, w, h, rx, ry] = ['x', 'y', 'width', 'height', 'rx', 'ry'].map((n) => Number(rect.getAttribute(n) ?? 0));
    if (![x, y, w, h, rx, ry].every(Number.isFinite) || w <= 0 || h <= 0 || rx <= 0 || ry <= 0) continue;
    const path = rect.ownerDocument.createElementNS(SVG_NS, 'path');
    for (const a of Array.from(rect.attributes)) if (!GEOMETRY.has(a.name)) path.setAttributeNS(a.namespaceURI, a.name, a.value);
    path.setAttribute('d', roundedRectPath(x, y, w, h, rx, ry));
    path.append(...Array.from(rect.childNodes));
    rect.replaceWith(path);
  }
}
