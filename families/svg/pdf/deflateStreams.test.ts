import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { jsPDF } from 'jspdf';
import { deflateStreams } from './deflateStreams';

const latin1 = (b: Uint8Array) => Array.from(b, (c) => String.fromCharCode(c)).join('');

/** A page with some drawing and a PNG image (a stream jsPDF has already filtered). */
function samplePdf(): Uint8Array {
  const pdf = new jsPDF({ unit: 'pt', format: [200, 100], compress: false, putOnlyUsedFonts: true });
  for (let i = 0; i < 50; i++) {
    pdf.setFillColor(i * 5, 0, 255 - i * 5);
    pdf.rect(i * 4, 0, 4, 100, 'F');
  }
  // 1×1 red PNG.
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  pdf.addImage(png, 'PNG', 10, 10, 20, 20);
  return new Uint8Array(pdf.output('arraybuffer'));
}

describe('deflateStreams', () => {
  it('deflates unfiltered streams to the same content and keeps every cross-reference right', async () => {
    const plain = samplePdf();
    const packed = await deflateStreams(plain);
    const before = latin1(plain);
    const after = latin1(packed);
    expect(packed.length).toBeLessThan(plain.length);
    // Each stream, in order: an unfiltered one is now Flate-encoded and inflates to the same bytes;
    // one that had a filter is kept as it was.
    const streams = (t: string) =>
      [...t.matchAll(/<<\n?([^]*?)>>\nstream\n/g)].map((m) => {
        const from = m.index + m[0].length;
        return { dict: m[1], data: t.slice(from, from + Number(/\/Length (\d+)/.exec(m[1])![1])) };
      });
    const was = streams(before);
    const now = streams(after);
    expect(now).toHaveLength(was.length);
    expect(was.length).toBeGreaterThanOrEqual(2); // the page's content and the image
    now.forEach((stream, i) => {
      if (was[i].dict.includes('/Filter')) return expect(stream).toEqual(was[i]);
      expect(stream.dict).toContain('/Filter /FlateDecode');
      expect(latin1(new Uint8Array(inflateSync(Uint8Array.from(stream.data, (c) => c.charCodeAt(0)))))).toBe(was[i].data);
    });
    // Every xref entry points at its object; startxref at the table.
    const xref = after.lastIndexOf('\nxref\n') + 1;
    expect(Number(/startxref\n(\d+)/.exec(after)![1])).toBe(xref);
    const entries = after
      .slice(xref)
      .split('\n')
      .slice(3)
      .filter((l) => l.endsWith(' n '));
    expect(entries.length).toBeGreaterThan(4);
    entries.forEach((line, i) => expect(after.slice(Number(line.slice(0, 10))).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
  });
});
