// The SVG → PDF/EPS benches score drawings by poppler and Ghostscript against Chromium's at the same
// pixel size; these hold the drawings to that size, without shear or drift, on a tall page whose width
// is not a whole number of pixels (issue 34: pdftocairo's 0.370 for `gradient-mesh-experimental`).
import { describe, expect, it } from 'vitest';
import { renderEps, renderPdfCairo, type Rgb } from '../../bench/svgSsim';

/** The page of examples-gradient-mesh-experimental.svg (its PDF's MediaBox, pt), drawn at 149 × 512 px. */
const PAGE = { width: 595.2756075, height: 2041.887975 };
const SIZE = { width: 149, height: 512 };

/** A one-page PDF with `content` as its page's content stream. */
function onePagePdf(width: number, height: number, content: string): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

const luma = (img: Rgb, x: number, y: number) => {
  const i = (y * img.width + x) * 3;
  return 0.299 * img.data[i] + 0.587 * img.data[i + 1] + 0.114 * img.data[i + 2];
};

describe('bench renderers on a tall page', () => {
  it('pdftocairo: exactly the size asked, every row where it belongs', () => {
    // Black on the right half, the whole height: columns left of the middle white in every row.
    const pdf = onePagePdf(PAGE.width, PAGE.height, `0 g ${PAGE.width / 2} 0 ${PAGE.width / 2} ${PAGE.height} re f`);
    const img = renderPdfCairo(pdf, SIZE.width, SIZE.height);
    expect([img.width, img.height, img.data.length]).toEqual([SIZE.width, SIZE.height, SIZE.width * SIZE.height * 3]);
    for (const y of [0, 255, 511]) {
      expect(luma(img, 10, y), `row ${y}, left`).toBeGreaterThan(250);
      expect(luma(img, 70, y), `row ${y}, left of the middle`).toBeGreaterThan(250);
      expect(luma(img, 80, y), `row ${y}, right of the middle`).toBeLessThan(5);
      expect(luma(img, 140, y), `row ${y}, right`).toBeLessThan(5);
    }
  });

  it('Ghostscript: the bounding box stretched onto the size asked, as the reference is', () => {
    // 40 pt bands at the top and the bottom: 10.03 px each at 512 / 2041.888 px a pt.
    const eps = [
      '%!PS-Adobe-3.0 EPSF-3.0',
      '%%BoundingBox: 0 0 596 2042',
      `%%HiResBoundingBox: 0 0 ${PAGE.width} ${PAGE.height}`,
      '%%EndComments',
      `0 setgray 0 0 ${PAGE.width} 40 rectfill 0 ${PAGE.height - 40} ${PAGE.width} 40 rectfill`,
      'showpage',
      '%%EOF',
    ].join('\n');
    const img = renderEps(new TextEncoder().encode(eps), SIZE.width, SIZE.height);
    expect([img.width, img.height]).toEqual([SIZE.width, SIZE.height]);
    // Ghostscript's own anti-aliasing gives the 3 % row next to each band about 25 % ink (187); a fit by
    // the width alone put both bands 0.45 px inwards (first and last rows 67, next rows 118).
    for (const x of [1, 74, 147]) {
      for (const y of [0, 9, 502, 511]) expect(luma(img, x, y), `band, row ${y}, column ${x}`).toBeLessThan(5);
      for (const y of [10, 501]) expect(luma(img, x, y), `next to a band, row ${y}, column ${x}`).toBeGreaterThan(150);
      for (const y of [11, 500]) expect(luma(img, x, y), `off the bands, row ${y}, column ${x}`).toBeGreaterThan(250);
    }
    // The bands reach both sides.
    expect(luma(img, 148, 5)).toBeLessThan(5);
  });
});
