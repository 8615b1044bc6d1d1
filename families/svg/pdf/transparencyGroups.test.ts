import { expect, it } from 'vitest';
import { jsPDF } from 'jspdf';
import { withTransparencyGroups } from './transparencyGroups';

/** A page with two form XObjects (jsPDF's own), the numbers of their objects, and the file. */
function twoForms(): { pdf: string; forms: number[] } {
  const doc = new jsPDF({ unit: 'pt', format: [100, 100], compress: false });
  const forms: { objectNumber: number }[] = [];
  doc.internal.events.subscribe('addFormObject', (xo: { objectNumber: number }) => forms.push(xo));
  for (const key of ['a', 'b']) {
    doc.beginFormObject(0, 0, 100, 100, doc.unitMatrix);
    doc.rect(10, 10, 20, 20, 'F');
    doc.endFormObject(key);
    doc.doFormObject(key, doc.unitMatrix);
  }
  const pdf = doc.output();
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

it('makes the named form XObjects transparency groups and keeps the cross-reference table true', () => {
  const { pdf, forms } = twoForms();
  expect(forms).toHaveLength(2);
  expect(xrefHolds(pdf)).toBe(true);
  const out = withTransparencyGroups(pdf, [forms[1]]);
  expect(out.match(/\/Group << \/S \/Transparency >>/g)).toHaveLength(1);
  expect(out).toContain(`${forms[1]} 0 obj\n<<\n/Group << /S /Transparency >>\n/Type /XObject`);
  expect(xrefHolds(out)).toBe(true);
  const both = withTransparencyGroups(pdf, forms);
  expect(both.match(/\/Group << \/S \/Transparency >>/g)).toHaveLength(2);
  expect(xrefHolds(both)).toBe(true);
});

it('leaves a file without such groups as it was', () => {
  const { pdf } = twoForms();
  expect(withTransparencyGroups(pdf, [])).toBe(pdf);
});
