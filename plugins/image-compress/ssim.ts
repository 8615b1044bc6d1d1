/**
 * SSIM as Wang et al. (2004) define it and scikit-image computes it (`structural_similarity` with
 * gaussian_weights=True, sigma=1.5, use_sample_covariance=False, data_range=255): an 11×11 Gaussian
 * window (σ = 1.5) at every pixel, averaged over the pixels whose window lies inside the image. It is
 * taken on luma (BT.601) with transparent pixels composited over white, so an alpha change counts too.
 * 1 = identical. This is the measure behind the compressor's auto mode and the image benchmarks.
 *
 * Written here rather than taken from ssim.js: auto mode scores one original against 10–30
 * candidates, so the original's local means and variances are computed once and kept (ssim.js
 * recomputes both images every call), and the filter runs separably on float luma.
 */

const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;
const RADIUS = 5; // scikit-image: int(truncate 3.5 × σ 1.5 + 0.5) → an 11-tap window
const SIGMA = 1.5;

const KERNEL: Float64Array = (() => {
  const k = new Float64Array(2 * RADIUS + 1);
  for (let i = -RADIUS; i <= RADIUS; i++) k[i + RADIUS] = Math.exp(-(i * i) / (2 * SIGMA * SIGMA));
  const sum = k.reduce((a, b) => a + b, 0);
  return k.map((v) => v / sum);
})();

function lumaOverWhite(image: ImageData): Float64Array {
  const { data } = image;
  const out = new Float64Array(image.width * image.height);
  for (let i = 0, p = 0; p < out.length; i += 4, p++) {
    const a = data[i + 3] / 255;
    const y = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
    out[p] = y * a + 255 * (1 - a);
  }
  return out;
}

/** The original's luma and its local mean and mean square (over the valid region), kept per image. */
interface Reference {
  luma: Float64Array;
  mean: Float64Array;
  meanSquare: Float64Array;
}
const references = new WeakMap<ImageData, Reference>();
/**
 * The last few small originals' references, found by their pixels: a helper worker gets the same probe
 * part as a new copy for every candidate, and would otherwise compute its reference each time.
 */
const byPixels: { image: ImageData; ref: Reference }[] = [];
const BY_PIXELS_MAX = 4;
const BY_PIXELS_MAX_AREA = 1_000_000;

function samePixels(a: ImageData, b: ImageData): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  const x = new Uint32Array(a.data.buffer, a.data.byteOffset, a.data.length / 4);
  const y = new Uint32Array(b.data.buffer, b.data.byteOffset, b.data.length / 4);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

/** Filters each map along rows: `width` → `width − 2·RADIUS` columns. */
function filterRows(maps: Float64Array[], width: number, height: number): Float64Array[] {
  const ow = width - 2 * RADIUS;
  return maps.map((map) => {
    const out = new Float64Array(ow * height);
    for (let r = 0; r < height; r++) {
      const row = r * width;
      for (let c = 0; c < ow; c++) {
        let s = 0;
        for (let k = 0; k <= 2 * RADIUS; k++) s += KERNEL[k] * map[row + c + k];
        out[r * ow + c] = s;
      }
    }
    return out;
  });
}

/** Filters a row-filtered map along columns at output row r, column c. */
function columnAt(map: Float64Array, ow: number, r: number, c: number): number {
  let s = 0;
  for (let k = 0, p = r * ow + c; k <= 2 * RADIUS; k++, p += ow) s += KERNEL[k] * map[p];
  return s;
}

function reference(image: ImageData): Reference {
  let ref = references.get(image) ?? byPixels.find((known) => samePixels(known.image, image))?.ref;
  if (ref) return ref;
  const { width, height } = image;
  const luma = lumaOverWhite(image);
  const [rowMean, rowSquare] = filterRows([luma, luma.map((v) => v * v)], width, height);
  const ow = width - 2 * RADIUS;
  const oh = height - 2 * RADIUS;
  const mean = new Float64Array(ow * oh);
  const meanSquare = new Float64Array(ow * oh);
  for (let r = 0; r < oh; r++)
    for (let c = 0; c < ow; c++) {
      mean[r * ow + c] = columnAt(rowMean, ow, r, c);
      meanSquare[r * ow + c] = columnAt(rowSquare, ow, r, c);
    }
  ref = { luma, mean, meanSquare };
  references.set(image, ref);
  if (width * height <= BY_PIXELS_MAX_AREA) {
    byPixels.push({ image, ref });
    if (byPixels.length > BY_PIXELS_MAX) byPixels.shift();
  }
  return ref;
}

/** Mean SSIM of `b` against the original `a` (same size). Images under 11 px on a side count as 1 if identical. */
export function ssim(a: ImageData, b: ImageData): number {
  return meanSsim([ssimSum(a, b)]);
}

/** SSIM summed over an image's windows, so that parts scored apart (on other cores) add up. */
export interface SsimSum {
  total: number;
  windows: number;
}

/** Mean SSIM of an image from the sums of its parts. */
export function meanSsim(parts: SsimSum[]): number {
  return parts.reduce((s, p) => s + p.total, 0) / parts.reduce((s, p) => s + p.windows, 0);
}

/**
 * The original and the candidate cut into `count` horizontal bands whose windows are exactly the whole
 * image's: each band repeats the 10 rows its last windows reach into the next.
 */
export function ssimBands(a: ImageData, b: ImageData, count: number): { original: ImageData; candidate: ImageData }[] {
  const rows = a.height - 2 * RADIUS; // window centres, top to bottom
  const n = Math.max(1, Math.min(count, Math.floor(rows / (2 * RADIUS))));
  if (n === 1) return [{ original: a, candidate: b }];
  const band = (image: ImageData, from: number, to: number) =>
    new ImageData(image.data.slice(from * image.width * 4, (to + 2 * RADIUS) * image.width * 4), image.width, to - from + 2 * RADIUS);
  return Array.from({ length: n }, (_, i) => {
    const from = Math.round((i * rows) / n);
    const to = Math.round(((i + 1) * rows) / n);
    return { original: band(a, from, to), candidate: band(b, from, to) };
  });
}

export function ssimSum(a: ImageData, b: ImageData): SsimSum {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`ssim: sizes differ (${a.width}×${a.height} vs ${b.width}×${b.height})`);
  const { width, height } = a;
  if (width <= 2 * RADIUS || height <= 2 * RADIUS) return { total: tinySsim(lumaOverWhite(a), lumaOverWhite(b)), windows: 1 };
  const x = reference(a);
  const y = lumaOverWhite(b);
  const xy = y.map((v, p) => v * x.luma[p]);
  const [rowMean, rowSquare, rowCross] = filterRows([y, y.map((v) => v * v), xy], width, height);
  const ow = width - 2 * RADIUS;
  const oh = height - 2 * RADIUS;
  let total = 0;
  for (let r = 0; r < oh; r++)
    for (let c = 0; c < ow; c++) {
      const mx = x.mean[r * ow + c];
      const my = columnAt(rowMean, ow, r, c);
      const vx = x.meanSquare[r * ow + c] - mx * mx;
      const vy = columnAt(rowSquare, ow, r, c) - my * my;
      const cov = columnAt(rowCross, ow, r, c) - mx * my;
      total += ((2 * mx * my + C1) * (2 * cov + C2)) / ((mx * mx + my * my + C1) * (vx + vy + C2));
    }
  return { total, windows: ow * oh };
}

/** One window over the whole image (too small for the 11×11 window). */
function tinySsim(x: Float64Array, y: Float64Array): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let vx = 0,
    vy = 0,
    cov = 0;
  for (let p = 0; p < n; p++) {
    vx += (x[p] - mx) ** 2 / n;
    vy += (y[p] - my) ** 2 / n;
    cov += ((x[p] - mx) * (y[p] - my)) / n;
  }
  return ((2 * mx * my + C1) * (2 * cov + C2)) / ((mx * mx + my * my + C1) * (vx + vy + C2));
}
