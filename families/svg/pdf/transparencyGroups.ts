/**
 * A group with `opacity` whose parts overlap (a stroke over its fill, an eye over a face, as in every
 * clone of an Inkscape tiling) is drawn into a form XObject and painted once with that opacity: PDF's
 * own transparency group, as SVG means it. jsPDF writes form XObjects without the `/Group` entry that
 * makes one a transparency group (without it the opacity applies to each part alone), so it is added
 * to those objects here, in the written file, and the cross-reference table follows the shift.
 */

/** Marks a group (its opacity, as a number) to be drawn as a transparency group by drawInSlices.ts. */
export const GROUP_OPACITY = 'data-lk-group-opacity';

const GROUP_ENTRY = '/Group << /S /Transparency >>\n';

/** `pdf` (a binary string, one char per byte) with `/Group` in the dictionaries of `objectNumbers`. */
export function withTransparencyGroups(pdf: string, objectNumbers: number[]): string {
  if (objectNumbers.length === 0) return pdf;
  const xref = pdf.lastIndexOf('\nxref\n');
  if (xref < 0) throw new Error('PDF without a cross-reference table');
  // Where each entry goes: just inside the object's dictionary.
  const at: number[] = [];
  for (const n of objectNumbers) {
    const head = new RegExp(`(?:^|\\n)${n} 0 obj\\n<<\\n?`).exec(pdf);
    if (!head || head.index > xref) throw new Error(`PDF object ${n} not found`);
    at.push(head.index + head[0].length);
  }
  at.sort((a, b) => a - b);
  let out = '';
  let from = 0;
  for (const p of at) {
    out += pdf.slice(from, p) + GROUP_ENTRY;
    from = p;
  }
  const shifted = (offset: number) => offset + GROUP_ENTRY.length * at.filter((p) => p <= offset).length;
  // The table's entries ("0000001234 00000 n ") and startxref point past the insertions by as much.
  const trailer = pdf.indexOf('trailer', xref);
  const table = pdf
    .slice(xref, trailer)
    .replace(/^(\d{10})( \d{5} n )/gm, (_, offset: string, rest: string) => `${String(shifted(Number(offset))).padStart(10, '0')}${rest}`);
  const tail = pdf.slice(trailer).replace(/startxref\n(\d+)/, (_, offset: string) => `startxref\n${shifted(Number(offset))}`);
  return out + pdf.slice(from, xref) + table + tail;
}
