/**
 * Colour arithmetic for drawing a semi-transparent paint over one known colour (flattenOnBackdrop.ts):
 * pure, so it is tested without a browser.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  a: number;
}

export interface Stop {
  offset: number;
  color: Rgb;
}

/** `rgb(…)`/`rgba(…)` (what the browser's computed style gives) → colour; anything else → null. */
export function parseColor(value: string): Rgb | null {
  const m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(value.trim());
  if (m) {
    const a = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
    return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: Math.min(1, Math.max(0, a)) };
  }
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(value.trim());
  if (!hex) return null;
  const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
  return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16), a: 1 };
}

/** `top` (with its alpha) painted over the opaque `below`: the opaque colour one sees, in whole 0–255 steps. */
export function mixOver(top: Rgb, below: Rgb): Rgb {
  const a = Math.min(1, Math.max(0, top.a));
  const mix = (t: number, b: number) => Math.round(t * a + b * (1 - a));
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 };
}

/** Points added between two stops whose colour and alpha both change (see flatStops). */
const STEPS = 8;

/**
 * A gradient's stops (each with its alpha; `opacity` multiplies them all) flattened over `below`.
 * Browsers blend colour and alpha between stops separately (not premultiplied), so the mixed colour is
 * not linear between two stops whose colour and alpha both change: there, points are added in between
 * so the opaque gradient follows the browser's curve.
 */
export function flatStops(stops: Stop[], opacity: number, below: Rgb): Stop[] {
  const sorted = [...stops].sort((a, b) => a.offset - b.offset);
  const out: Stop[] = [];
  const at = (s: Stop) => mixOver({ ...s.color, a: s.color.a * opacity }, below);
  for (let i = 0; i < sorted.length; i++) {
    const s = sorted[i];
    out.push({ offset: s.offset, color: at(s) });
    const next = sorted[i + 1];
    if (!next || next.offset <= s.offset) continue;
    const colourChanges = s.color.r !== next.color.r || s.color.g !== next.color.g || s.color.b !== next.color.b;
    if (!colourChanges || s.color.a === next.color.a) continue;
    for (let k = 1; k < STEPS; k++) {
      const t = k / STEPS;
      const lerp = (x: number, y: number) => x + (y - x) * t;
      const color = {
        r: lerp(s.color.r, next.color.r),
        g: lerp(s.color.g, next.color.g),
        b: lerp(s.color.b, next.color.b),
        a: lerp(s.color.a, next.color.a),
      };
      out.push({ offset: lerp(s.offset, next.offset), color: at({ offset: 0, color }) });
    }
  }
  return out;
}
