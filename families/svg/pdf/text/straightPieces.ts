/**
 * Where a joined script must be drawn as one piece. Glyphs of a stand-in font put one by one at the
 * places the browser gave the characters of its own font leave gaps in Arabic joins (or overlap them)
 * when the two fonts' widths differ; a piece the browser laid out as one straight line is drawn as
 * HarfBuzz shaped it instead, fitted to the browser's length (textToPaths.ts). Pure: tested without a
 * browser.
 */

export interface Point {
  x: number;
  y: number;
}

/** Where the browser put a cluster's characters: the left (or top) end on the baseline, the
 * rotation, and how far they reach along the line. */
export interface Origin {
  p: Point;
  rotation: number;
  extent: number;
}

/** Scripts whose letters (or syllables, along a head line) join: a gap or an overlap between them shows. */
export const JOINED =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}]/u;

/**
 * The clusters (in visual order) split into pieces the browser laid out as one unbroken straight line:
 * the same rotation and baseline, each cluster beginning where the one before it ends. A piece breaks
 * where that stops (x/dx lists, letter- or word-spacing, a textPath's turns, a character the bidi
 * order put elsewhere); a cluster the browser does not draw, and a space between words, is a piece of
 * its own: each word then keeps the place the browser gave it, and only the letters inside it move.
 */
export function straightPieces(
  origins: (Origin | null)[],
  size: number,
  spaces: boolean[] = [],
): { from: number; to: number; start: Point | null; rotation: number; length: number }[] {
  const tolerance = size * 0.02;
  const pieces: { from: number; to: number; start: Point | null; rotation: number; length: number }[] = [];
  for (let k = 0; k < origins.length;) {
    const first = origins[k];
    let end = k + 1;
    if (first && !spaces[k]) {
      const rad = (first.rotation * Math.PI) / 180;
      const along = (q: Point) => q.x * Math.cos(rad) + q.y * Math.sin(rad);
      const across = (q: Point) => -q.x * Math.sin(rad) + q.y * Math.cos(rad);
      let reach = along(first.p) + first.extent;
      for (; end < origins.length; end++) {
        const o = origins[end];
        if (!o || spaces[end] || Math.abs(o.rotation - first.rotation) > 0.01) break;
        if (Math.abs(across(o.p) - across(first.p)) > tolerance || Math.abs(along(o.p) - reach) > tolerance) break;
        reach = along(o.p) + o.extent;
      }
      pieces.push({ from: k, to: end, start: first.p, rotation: first.rotation, length: reach - along(first.p) });
    } else pieces.push({ from: k, to: end, start: first?.p ?? null, rotation: first?.rotation ?? 0, length: first?.extent ?? 0 });
    k = end;
  }
  return pieces;
}
