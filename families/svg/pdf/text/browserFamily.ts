import { mapFamily } from './fonts';

/**
 * A stand-in for a font the page does not have must look like what the browser draws instead, not like
 * the font's name: the browser laid the characters out with its own substitute, and the preview shows
 * that. Chromium on a Linux without Times New Roman draws "Times New Roman" (also its default family)
 * and "Courier New" in its sans-serif; mapped by name they would come out as Tinos and Cousine, their
 * letters placed at sans-serif positions. The browser's choice is read by measuring: the same text in
 * the same font measures the same.
 */
const GENERIC_FAMILY = { 'sans-serif': 'noto-sans', serif: 'noto-serif', monospace: 'noto-sans-mono' } as const;
type Generic = keyof typeof GENERIC_FAMILY;
/** The generic each name-mapped stand-in belongs to. */
const STYLE_OF: Record<string, Generic> = {
  'noto-sans': 'sans-serif',
  arimo: 'sans-serif',
  'noto-serif': 'serif',
  tinos: 'serif',
  'noto-sans-mono': 'monospace',
  cousine: 'monospace',
};
const PROBE = 'Hamburgefonstiv WAQ 0123 ij';

const widths = new WeakMap<Document, Map<string, number>>();

function widthOf(doc: Document, family: string): number {
  let known = widths.get(doc);
  if (!known) widths.set(doc, (known = new Map()));
  let w = known.get(family);
  if (w === undefined) {
    const ctx = doc.createElement('canvas').getContext('2d');
    if (!ctx) return NaN;
    ctx.font = `100px ${family}`;
    w = ctx.measureText(PROBE).width;
    known.set(family, w);
  }
  return w;
}

/**
 * The shipped family for the first name of a computed font-family list: by its name, unless the
 * browser draws the list with one of its generic families that the name's stand-in does not look like.
 */
export function familyAsDrawn(doc: Document, cssFamily: string, first: string): { id: string; exact: boolean } {
  const mapped = mapFamily(first);
  const style = STYLE_OF[mapped.id];
  if (mapped.exact || !style) return mapped;
  const w = widthOf(doc, cssFamily);
  if (w === widthOf(doc, style)) return mapped;
  const drawnAs = (Object.keys(GENERIC_FAMILY) as Generic[]).find((g) => widthOf(doc, g) === w);
  return drawnAs ? { id: GENERIC_FAMILY[drawnAs], exact: false } : mapped;
}
