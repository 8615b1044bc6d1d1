import { expect, it } from 'vitest';
import { jsPDF } from 'jspdf';
import { deflateStreams } from './deflateStreams';
import { GROUP_MARK } from './transparencyGroups';

const latin1 = (b: Uint8Array) => Array.from(b, (c) => String.fromCharCode(c)).join('');

/** A page with two form XObjects (jsPDF's own), the second marked as a transparency group, and the numbers of their objects. */
function twoForms(mark: boolean): { pdf: Uint8Array; forms: number[] } {
  const doc = new jsPDF({ unit: 'pt', format: [100, 100], compress: false });
  const forms: { objectNumber: number }[] = [];
  doc.internal.events.subscribe('addFormObject', (xo: { objectNumber: number }) => forms.push(xo));
  for (const key of ['a', 'b']) {
    doc.beginFormObject(0, 0, 100, 100, doc.unitMatrix);
    if (mark && key === 'b') (doc.internal as unknown as { write(line: string): void }).write(GROUP_MARK);
    doc.rect(10, 10, 20, 20, 'F');
    doc.endFormObject(key);
    doc.doFormObject(key, doc.unitMatrix);
  }
  const pdf = new Uint8Array(doc.output('arraybuffer'));
  return { pdf, forms: forms.map((f) => f.objectNumber) };
}

/** Every in-use entry of the cross-reference table points at the start of its object. */
function xrefHolds(pdf: string): boolean {
  const xref = pdf.lastIndexOf('\nxref\n');
  const lines = pdf.slice(xref + 1, pdf.indexOf('trailer', xref)).split('\n');
  const first = Number(lines[1].split(' ')[0]);
  const ok = lines.slice(2).every((line, i) => !line.endsWith(' n ') || pdf.startsWith(`${first + i} 0 obj`, Number(line.slice(0, 10))));
  const startxref = Number(/startxref\n(\d+)/.exec(pdf.slice(xref))![1]);
  return ok && pdf.startsWith('xref', startxref);
}

/** The dictionary of object `n`. */
const dictOf = (pdf: string, n: number) => /<<([^]*?)>>\nstream\n/.exec(pdf.slice(pdf.indexOf(`\n${n} 0 obj\n`)))![1];

it('makes the marked form XObject a transparency group as its streams are deflated, and keeps the cross-reference table true', async () => {
  const { pdf, forms } = twoForms(true);
  expect(forms).toHaveLength(2);
  expect(xrefHolds(latin1(pdf))).toBe(true);
  const out = latin1(await deflateStreams(pdf));
  expect(out.match(/\/Group << \/S \/Transparency >>/g)).toHaveLength(1);
  expect(dictOf(out, forms[1])).toContain('/Group << /S /Transparency >>');
  expect(dictOf(out, forms[1])).toContain('/Type /XObject');
  expect(dictOf(out, forms[0])).not.toContain('/Group');
  expect(xrefHolds(out)).toBe(true);
});

it('leaves a file without such groups without any', async () => {
  const out = latin1(await deflateStreams(twoForms(false).pdf));
  expect(out).not.toContain('/Group');
  expect(xrefHolds(out)).toBe(true);
});
