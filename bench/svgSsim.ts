/**
 * What the SVG → PDF/EPS benchmark and browser tests measure with: SSIM as Wang et al. (2004) define
 * it — luma, 11×11 Gaussian window (σ = 1.5), K1 = 0.01, K2 = 0.03, mean over every window that fits —
 * and the standard tools' drawings of our outputs (pdftoppm for PDF, Ghostscript for EPS) as RGB.
 * pdftocairo is poppler's second renderer: the corpus bench reports it beside pdftoppm, whose Splash
 * steps tiling patterns and image edges to whole pixels and draws hair lines a pixel wide.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from 'fast-png';

export interface Rgb {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel, opaque. */
  data: Uint8Array;
}

function luma(img: Rgb): Float64Array {
  const out = new Float64Array(img.width * img.height);
  for (let i = 0, p = 0; p < out.length; i += 3, p++) out[p] = 0.299 * img.data[i] + 0.587 * img.data[i + 1] + 0.114 * img.data[i + 2];
  return out;
}

const WIN = 11;
const KERNEL = (() => {
  const k = Array.from({ length: WIN }, (_, i) => Math.exp(-((i - 5) ** 2) / (2 * 1.5 * 1.5)));
  const sum = k.reduce((a, b) => a + b, 0);
  return k.map((v) => v / sum);
})();

/** Gaussian-weighted mean of `src` over every 11×11 window that fits (separable, 'valid'). */
function blur(src: Float64Array, w: number, h: number): Float64Array {
  const ow = w - WIN + 1;
  const oh = h - WIN + 1;
  const tmp = new Float64Array(ow * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < ow; x++) {
      let s = 0;
      for (let k = 0; k < WIN; k++) s += KERNEL[k] * src[y * w + x + k];
      tmp[y * ow + x] = s;
    }
  const out = new Float64Array(ow * oh);
  for (let y = 0; y < oh; y++)
    for (let x = 0; x < ow; x++) {
      let s = 0;
      for (let k = 0; k < WIN; k++) s += KERNEL[k] * tmp[(y + k) * ow + x];
      out[y * ow + x] = s;
    }
  return out;
}

export function ssimGaussian(a: Rgb, b: Rgb): number {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`ssim: sizes differ (${a.width}×${a.height} vs ${b.width}×${b.height})`);
  const { width: w, height: h } = a;
  if (w < WIN || h < WIN) throw new Error('ssim: image smaller than the 11×11 window');
  const x = luma(a);
  const y = luma(b);
  const xx = x.map((v) => v * v);
  const yy = y.map((v) => v * v);
  const xy = x.map((v, i) => v * y[i]);
  const [mx, my, sxx, syy, sxy] = [x, y, xx, yy, xy].map((m) => blur(m, w, h));
  const C1 = (0.01 * 255) ** 2;
  const C2 = (0.03 * 255) ** 2;
  let total = 0;
  for (let i = 0; i < mx.length; i++) {
    const vx = sxx[i] - mx[i] * mx[i];
    const vy = syy[i] - my[i] * my[i];
    const cov = sxy[i] - mx[i] * my[i];
    total += ((2 * mx[i] * my[i] + C1) * (2 * cov + C2)) / ((mx[i] ** 2 + my[i] ** 2 + C1) * (vx + vy + C2));
  }
  return total / mx.length;
}

/**
 * A drawing made at k times the size, averaged down k × k pixels to one: what scores the shapes
 * themselves, without the rounding each renderer does at small sizes (hinted glyphs, hair lines a
 * pixel wide, images sampled or snapped to whole pixels).
 */
export function averageDown(img: Rgb, k: number): Rgb {
  const width = Math.floor(img.width / k);
  const height = Math.floor(img.height / k);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let dy = 0; dy < k; dy++) for (let dx = 0; dx < k; dx++) sum += img.data[((y * k + dy) * img.width + x * k + dx) * 3 + c];
        data[(y * width + x) * 3 + c] = Math.round(sum / (k * k));
      }
  return { width, height, data };
}

/** Binary PPM (P6) → RGB. */
export function readPpm(bytes: Uint8Array): Rgb {
  let pos = 0;
  const token = () => {
    while (bytes[pos] === 0x23 || bytes[pos] <= 0x20) {
      if (bytes[pos] === 0x23) while (bytes[pos] !== 0x0a) pos++;
      pos++;
    }
    let t = '';
    while (bytes[pos] > 0x20) t += String.fromCharCode(bytes[pos++]);
    return t;
  };
  if (token() !== 'P6') throw new Error('not a binary PPM');
  const width = Number(token());
  const height = Number(token());
  token(); // max value (255)
  pos++;
  return { width, height, data: bytes.slice(pos, pos + width * height * 3) };
}

/**
 * Runs a drawing tool on `bytes` written to a scratch folder as `a.<ext>`; `draw` gets that file's path
 * and the folder's `a` (the tools' output name without extension). The folder goes afterwards.
 */
function inScratch<T>(bytes: Uint8Array, ext: string, draw: (input: string, out: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'svgssim-'));
  try {
    writeFileSync(join(dir, `a.${ext}`), bytes);
    return draw(join(dir, `a.${ext}`), join(dir, 'a'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const scaleTo = (width: number, height: number) => ['-singlefile', '-scale-to-x', String(width), '-scale-to-y', String(height)];
const cropTo = (width: number, height: number) => ['-x', '0', '-y', '0', '-W', String(width), '-H', String(height)];

/** The PDF's first page drawn by pdftoppm at exactly width × height px, on white. */
export function renderPdf(pdf: Uint8Array, width: number, height: number): Rgb {
  return inScratch(pdf, 'pdf', (input, out) => {
    execFileSync('pdftoppm', [...scaleTo(width, height), input, out]);
    return readPpm(new Uint8Array(readFileSync(`${out}.ppm`)));
  });
}

/**
 * The PDF's first page drawn by pdftocairo at exactly width × height px, on white. pdftocairo rounds the
 * scaled page up (a 595.276 pt page asked at 149 px comes out 150 px wide), so the drawing is cropped to
 * the size asked; rows read at the wrong width would shear the whole image.
 */
export function renderPdfCairo(pdf: Uint8Array, width: number, height: number): Rgb {
  return inScratch(pdf, 'pdf', (input, out) => {
    execFileSync('pdftocairo', ['-png', ...scaleTo(width, height), ...cropTo(width, height), input, out]);
    const png = decode(readFileSync(`${out}.png`));
    const rgb = new Uint8Array(width * height * 3).fill(255);
    for (let y = 0; y < Math.min(height, png.height); y++)
      for (let x = 0; x < Math.min(width, png.width); x++) {
        const p = y * png.width + x;
        // Composited over white: pdftocairo leaves the page transparent where nothing is drawn.
        const a = png.channels === 4 ? png.data[p * 4 + 3] / 255 : 1;
        for (let c = 0; c < 3; c++) rgb[(y * width + x) * 3 + c] = Math.round(png.data[p * png.channels + c] * a + 255 * (1 - a));
      }
    return { width, height, data: rgb };
  });
}

/**
 * The EPS drawn by Ghostscript, its bounding box stretched onto exactly width × height px, on white, as
 * the reference and pdftoppm draw the page. (-dEPSFitPage keeps the box's proportions: on a tall page
 * whose width rounds to a whole pixel it drew everything up to a pixel off the reference at the bottom.)
 */
export function renderEps(eps: Uint8Array, width: number, height: number): Rgb {
  const box = epsBoundingBox(eps);
  const dpi = (px: number, pt: number) => ((px / pt) * 72).toFixed(6);
  return inScratch(eps, 'eps', (input, out) => {
    execFileSync('gs', [
      '-q',
      '-dSAFER',
      '-dBATCH',
      '-dNOPAUSE',
      '-dEPSCrop',
      '-dFIXEDMEDIA',
      `-g${width}x${height}`,
      `-r${dpi(width, box.width)}x${dpi(height, box.height)}`,
      '-sDEVICE=ppmraw',
      '-dTextAlphaBits=4',
      '-dGraphicsAlphaBits=4',
      `-sOutputFile=${out}.ppm`,
      input,
    ]);
    return readPpm(new Uint8Array(readFileSync(`${out}.ppm`)));
  });
}

/** The EPS's bounding box in pt: %%HiResBoundingBox when there is one (Ghostscript crops to it), else %%BoundingBox. */
export function epsBoundingBox(eps: Uint8Array): { width: number; height: number } {
  const head = new TextDecoder('latin1').decode(eps.subarray(0, 4096));
  const m =
    /%%HiResBoundingBox:\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)/.exec(head) ??
    /%%BoundingBox:\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)/.exec(head);
  if (!m) throw new Error('no %%BoundingBox');
  return { width: Number(m[3]) - Number(m[1]), height: Number(m[4]) - Number(m[2]) };
}

/** Page size of a PDF from jsPDF (its first /MediaBox), in pt. */
export function pdfPageSize(pdf: Uint8Array): { width: number; height: number } {
  const m = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(new TextDecoder('latin1').decode(pdf));
  if (!m) throw new Error('no MediaBox');
  return { width: Number(m[3]) - Number(m[1]), height: Number(m[4]) - Number(m[2]) };
}

/** Bytes of the image streams in a PDF (pdfimages -list), i.e. what was drawn as images. */
export function pdfImageBytes(pdf: Uint8Array): number {
  const dir = mkdtempSync(join(tmpdir(), 'svgimg-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    const list = execFileSync('pdfimages', ['-list', join(dir, 'a.pdf')], { encoding: 'utf8' });
    let total = 0;
    for (const line of list.split('\n').slice(2)) {
      const size = line.trim().split(/\s+/)[14];
      const m = /^([\d.]+)([BKMG])$/.exec(size ?? '');
      if (m) total += Number(m[1]) * { B: 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[m[2] as 'B'];
    }
    return Math.round(total);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
