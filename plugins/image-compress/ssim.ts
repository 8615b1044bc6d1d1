/**
 * SSIM (Wang et al. 2004) of two same-size images, on luma (BT.601), 8×8 windows moved 4 px at a
 * time. Transparent pixels are composited over white first, so an alpha change counts too. 1 = identical.
 * This is the measure behind the compressor's auto mode and the image benchmarks.
 */

const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;
const WINDOW = 8;
const STEP = 4;

function lumaOverWhite(image: ImageData): Float32Array {
  const { data } = image;
  const out = new Float32Array(image.width * image.height);
  for (let i = 0, p = 0; p < out.length; i += 4, p++) {
    const a = data[i + 3] / 255;
    const y = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
    out[p] = y * a + 255 * (1 - a);
  }
  return out;
}

/** Window positions every STEP px, plus one flush with the far edge so no pixel is left out. */
function windowStarts(length: number, win: number): number[] {
  const starts: number[] = [];
  for (let s = 0; s + win <= length; s += STEP) starts.push(s);
  if (starts.at(-1)! < length - win) starts.push(length - win);
  return starts;
}

export function ssim(a: ImageData, b: ImageData): number {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`ssim: sizes differ (${a.width}×${a.height} vs ${b.width}×${b.height})`);
  const { width, height } = a;
  const x = lumaOverWhite(a);
  const y = lumaOverWhite(b);
  const win = Math.min(WINDOW, width, height);
  const n = win * win;
  let total = 0;
  let count = 0;
  for (const top of windowStarts(height, win)) {
    for (const left of windowStarts(width, win)) {
      let sx = 0,
        sy = 0,
        sxx = 0,
        syy = 0,
        sxy = 0;
      for (let r = 0; r < win; r++) {
        let p = (top + r) * width + left;
        for (let c = 0; c < win; c++, p++) {
          const u = x[p];
          const v = y[p];
          sx += u;
          sy += v;
          sxx += u * u;
          syy += v * v;
          sxy += u * v;
        }
      }
      const mx = sx / n;
      const my = sy / n;
      const vx = sxx / n - mx * mx;
      const vy = syy / n - my * my;
      const cov = sxy / n - mx * my;
      total += ((2 * mx * my + C1) * (2 * cov + C2)) / ((mx * mx + my * my + C1) * (vx + vy + C2));
      count++;
    }
  }
  return total / count;
}
