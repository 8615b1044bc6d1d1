import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import decodePng from '@jsquash/png/decode.js';
import { pdfToEps } from './pdfToEps';
import { ssim } from '../image-compress/ssim';

const hasGs = existsSync('/usr/bin/gs') && existsSync('/usr/bin/pdftoppm');
const dir = mkdtempSync(join(tmpdir(), 'eps-'));
const fixturePdf = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/svg/pdf/${name}.pdf`, import.meta.url)));

/** Renders an EPS with Ghostscript (cropped to its bounding box) → ImageData. */
async function renderEps(eps: string, dpi = 72): Promise<ImageData> {
  const file = join(dir, `t${Math.random().toString(36).slice(2)}.eps`);
  writeFileSync(file, eps);
  execFileSync(
    'gs',
    [
      '-q',
      '-dSAFER',
      '-dBATCH',
      '-dNOPAUSE',
      '-dEPSCrop',
      '-sDEVICE=png16m',
      `-r${dpi}`,
      '-dTextAlphaBits=4',
      '-dGraphicsAlphaBits=4',
      `-sOutputFile=${file}.png`,
      file,
    ],
    { stdio: 'pipe' },
  );
  return decodePng(new Uint8Array(readFileSync(`${file}.png`)).buffer);
}

async function renderPdf(pdf: Uint8Array, dpi = 72): Promise<ImageData> {
  const file = join(dir, `p${Math.random().toString(36).slice(2)}`);
  writeFileSync(`${file}.pdf`, pdf);
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', `${file}.pdf`, file]);
  return decodePng(new Uint8Array(readFileSync(`${file}.png`)).buffer);
}

function crop(image: ImageData, width: number, height: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) data.set(image.data.subarray(y * image.width * 4, (y * image.width + width) * 4), y * width * 4);
  return new ImageData(data, width, height);
}

function header(eps: string) {
  const bbox = /^%%BoundingBox: (\d+) (\d+) (\d+) (\d+)$/m.exec(eps);
  return { first: eps.split('\n')[0], bbox: bbox?.slice(1).map(Number) };
}

describe('pdfToEps structure', () => {
  it('writes an EPSF-3.0 header, bounding box and balanced page', async () => {
    const pdf = new jsPDF({ unit: 'pt', format: [200, 100], orientation: 'landscape', compress: true });
    pdf.setFillColor(255, 0, 0);
    pdf.rect(10, 10, 50, 30, 'F');
    pdf.setDrawColor(0, 0, 255);
    pdf.setLineWidth(4);
    pdf.setLineDashPattern([6, 3], 0);
    pdf.line(10, 80, 190, 80);
    pdf.setFont('helvetica', 'bold');
    pdf.text('Hi (there) é', 100, 40);
    const eps = await pdfToEps(new Uint8Array(pdf.output('arraybuffer')), { title: 'test' });
    expect(header(eps)).toEqual({ first: '%!PS-Adobe-3.0 EPSF-3.0', bbox: [0, 0, 200, 100] });
    expect(eps).toContain('%%HiResBoundingBox: 0 0 200 100');
    expect(eps).toMatch(/1 0 0 setrgbcolor (eo)?fill/);
    expect(eps).toContain('[6 3] 0 setdash');
    expect(eps).toContain('/LK-Helvetica-Bold /Helvetica-Bold lkfont');
    expect(eps).toContain('(Hi \\(there\\) \\351) show');
    expect(eps.trimEnd().endsWith('%%EOF')).toBe(true);
    // 7-bit clean (EPS "Clean7Bit").
    expect([...eps].every((c) => c === '\t' || c === '\n' || c === '\r' || (c >= ' ' && c <= '~'))).toBe(true);
  });

  it('rejects what is not a PDF', async () => {
    await expect(pdfToEps(new TextEncoder().encode('hello'))).rejects.toMatchObject({ key: 'errors.pdfUnreadable' });
  });

  it('maps svg2pdf output: gradients to shfill, <use> forms inlined, clipping, text', async () => {
    const eps = await pdfToEps(fixturePdf('illustration'));
    expect(header(eps).bbox).toEqual([0, 0, 180, 120]);
    expect(eps).toContain('/ShadingType 2');
    expect(eps).toContain('/ShadingType 3');
    expect(eps).toContain('shfill');
    expect(eps).toMatch(/clip newpath/);
    expect(eps).toContain('(Hello LocalKit)');
    expect(eps.match(/ re$/gm)?.length ?? 0).toBeGreaterThan(0);
  });
});

describe.runIf(hasGs)('pdfToEps renders like the PDF (Ghostscript vs poppler)', () => {
  it('embeds a JPEG as ASCII85 (¼ over its bytes, where hex doubled them) that Ghostscript draws', async () => {
    const jpeg = new Uint8Array(readFileSync(new URL('../../tests/fixtures/svg/trace-logo.jpg', import.meta.url)));
    const pdf = new jsPDF({ unit: 'pt', format: [120, 120], compress: true });
    pdf.addImage(jpeg, 'JPEG', 10, 10, 100, 100);
    const bytes = new Uint8Array(pdf.output('arraybuffer'));
    const eps = await pdfToEps(bytes);
    expect(eps).toContain('/ASCII85Decode filter /DCTDecode filter');
    const empty = await pdfToEps(new Uint8Array(new jsPDF({ unit: 'pt', format: [120, 120] }).output('arraybuffer')));
    expect(eps.length - empty.length).toBeLessThan(jpeg.length * 1.4);
    // At 144 dpi the 200 px image is drawn at its own size; the two JPEG decoders still differ a little.
    const fromEps = await renderEps(eps, 144);
    const fromPdf = await renderPdf(bytes, 144);
    expect(ssim(crop(fromEps, 240, 240), crop(fromPdf, 240, 240))).toBeGreaterThan(0.93);
  });

  it.each(['illustration', 'rust-logo', 'diagram-text', 'ferris', 'radial-singular'])('%s', async (name) => {
    const pdf = fixturePdf(name);
    const eps = await pdfToEps(pdf, { title: name });
    const fromEps = await renderEps(eps);
    const fromPdf = await renderPdf(pdf);
    // Ghostscript and poppler round a fractional page size differently (by at most 1 px).
    expect(Math.abs(fromEps.width - fromPdf.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(fromEps.height - fromPdf.height)).toBeLessThanOrEqual(1);
    const w = Math.min(fromEps.width, fromPdf.width);
    const h = Math.min(fromEps.height, fromPdf.height);
    const score = ssim(crop(fromEps, w, h), crop(fromPdf, w, h));
    console.log(`${name}: SSIM EPS vs PDF = ${score.toFixed(3)}, ${eps.length} chars`);
    expect(score).toBeGreaterThan(0.85);
  });
});
