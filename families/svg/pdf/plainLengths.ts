/**
 * Lengths svg2pdf.js reads wrongly, rewritten into the plain numbers it reads right. Pure (strings and
 * numbers in, strings and numbers out) so the rules are tested without a browser.
 */

const VIEWPORT = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(vw|vh|vmin|vmax)\s*$/i;

/**
 * "5vw" → user units against the SVG's viewport (its width and height in px); svg2pdf.js reads "5vw" as 5.
 * Anything else: null (left as it is).
 */
export function viewportLength(value: string, width: number, height: number): string | null {
  const m = VIEWPORT.exec(value);
  if (!m) return null;
  const unit = m[2].toLowerCase();
  const base = unit === 'vw' ? width : unit === 'vh' ? height : unit === 'vmin' ? Math.min(width, height) : Math.max(width, height);
  return String(Math.round(((parseFloat(m[1]) * base) / 100) * 1e6) / 1e6);
}

/**
 * A rect's corner radii as SVG draws them: a missing or negative one takes the other's value (both
 * missing: square corners), and each is at most half the side. svg2pdf.js draws a missing ry as 0 and
 * a negative rx as a concave corner.
 */
export function rectRadii(rx: string | null, ry: string | null, width: number, height: number): [number, number] {
  const valid = (v: string | null) => {
    const n = v === null ? NaN : parseFloat(v);
    return Number.isFinite(n) && n >= 0 ? n : null;
  };
  let x = valid(rx);
  let y = valid(ry);
  if (x === null && y === null) return [0, 0];
  x ??= y!;
  y ??= x;
  return [Math.min(x, Math.max(0, width) / 2), Math.min(y, Math.max(0, height) / 2)];
}
