/**
 * SSIM as Wang et al. (2004) define it and scikit-image computes it (`structural_similarity` with
 * gaussian_weights=True, sigma=1.5, use_sample_covariance=False, data_range=255): an 11×11 Gaussian
 * window (σ = 1.5) at every pixel, averaged over the pixels whose window lies inside the image. It is
 * taken on luma (BT.601) with transparent pixels composited over white, so an alpha change counts too.
 * 1 = identical. This is the measure behind the compressor's auto mode and the image benchmarks.
 *
 * Written here rather than taken from ssim.js, whose defaults differ (and which builds whole-image
 * maps): the filter runs separably on float luma, row by row (see ssimSum), so scoring even a large
 * image allocates next to nothing and several workers score at once at full speed.
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
  const out = new Float64Array(image.width * image.height);
  lumaRow(image.data, 0, out, out.length);
  return out;
}

/** Luma over white of `count` pixels of `data` from pixel `from`, into `out`. */
function lumaRow(data: Uint8ClampedArray, from: number, out: Float64Array, count: number): void {
  for (let i = from * 4, p = 0; p < count; i += 4, p++) {
    const a = data[i + 3] / 255;
    const y = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
    out[p] = y * a + 255 * (1 - a);
  }
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

/** How many horizontal bands an image of `height` rows is scored in on `cores` cores: each of at least 10 window rows. */
export function bandCount(height: number, cores: number): number {
  return Math.max(1, Math.min(cores, Math.floor((height - 2 * RADIUS) / (2 * RADIUS))));
}

/**
 * Band `index` of `count` of the original and the candidate, cut so that the bands' windows are exactly
 * the whole image's: each band repeats the 10 rows its last windows reach into the next. Bands are
 * views of the images' pixels, not copies.
 */
export function ssimBand(a: ImageData, b: ImageData, index: number, count: number): { original: ImageData; candidate: ImageData } {
  if (count === 1) return { original: a, candidate: b };
  const rows = a.height - 2 * RADIUS; // window centres, top to bottom
  const from = Math.round((index * rows) / count);
  const to = Math.round(((index + 1) * rows) / count);
  const band = (image: ImageData) =>
    new ImageData(image.data.subarray(from * image.width * 4, (to + 2 * RADIUS) * image.width * 4), image.width, to - from + 2 * RADIUS);
  return { original: band(a), candidate: band(b) };
}

/**
 * Rows are read and filtered one at a time, each window row as soon as its 11 rows are in: the filtered
 * maps live in a ring of 11 rows that stays in cache and is reused between calls, so scoring allocates
 * (and page-faults) almost nothing, and two workers scoring at once do not wait on each other's memory.
 */
export function ssimSum(a: ImageData, b: ImageData): SsimSum {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`ssim: sizes differ (${a.width}×${a.height} vs ${b.width}×${b.height})`);
  const { width, height } = a;
  if (width <= 2 * RADIUS || height <= 2 * RADIUS) return { total: tinySsim(lumaOverWhite(a), lumaOverWhite(b)), windows: 1 };
  const SPAN = 2 * RADIUS + 1;
  const ow = width - 2 * RADIUS;
  const { x, y, ring } = scratchFor(width);
  let total = 0;
  for (let r = 0; r < height; r++) {
    lumaRow(a.data, r * width, x, width);
    lumaRow(b.data, r * width, y, width);
    // Row-filtered x, y, x², y², xy of this row, five to a column, into its place in the ring.
    let at = (r % SPAN) * ow * 5;
    for (let c = 0; c < ow; c++, at += 5) {
      let mx = 0,
        my = 0,
        xx = 0,
        yy = 0,
        xy = 0;
      for (let k = 0; k < SPAN; k++) {
        const w = KERNEL[k];
        const vx = x[c + k];
        const vy = y[c + k];
        mx += w * vx;
        my += w * vy;
        xx += w * (vx * vx);
        yy += w * (vy * vy);
        xy += w * (vx * vy);
      }
      ring[at] = mx;
      ring[at + 1] = my;
      ring[at + 2] = xx;
      ring[at + 3] = yy;
      ring[at + 4] = xy;
    }
    if (r < 2 * RADIUS) continue;
    // The window row centred RADIUS rows up: its 11 rows are in the ring, oldest first.
    const rows = Array.from({ length: SPAN }, (_, k) => ((r - 2 * RADIUS + k) % SPAN) * ow * 5);
    for (let c = 0; c < ow; c++) {
      let mx = 0,
        my = 0,
        xx = 0,
        yy = 0,
        xy = 0;
      for (let k = 0; k < SPAN; k++) {
        const w = KERNEL[k];
        const p = rows[k] + c * 5;
        mx += w * ring[p];
        my += w * ring[p + 1];
        xx += w * ring[p + 2];
        yy += w * ring[p + 3];
        xy += w * ring[p + 4];
      }
      const vx = xx - mx * mx;
      const vy = yy - my * my;
      const cov = xy - mx * my;
      total += ((2 * mx * my + C1) * (2 * cov + C2)) / ((mx * mx + my * my + C1) * (vx + vy + C2));
    }
  }
  return { total, windows: ow * (height - 2 * RADIUS) };
}

let scratch = { x: new Float64Array(0), y: new Float64Array(0), ring: new Float64Array(0) };

/** Row buffers for images up to `width` wide, kept between calls. */
function scratchFor(width: number): typeof scratch {
  if (scratch.x.length < width)
    scratch = { x: new Float64Array(width), y: new Float64Array(width), ring: new Float64Array((2 * RADIUS + 1) * width * 5) };
  return scratch;
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
