import { straightenedSize, type Box } from './geometry';

/**
 * Turning, flipping, straightening and cropping on RGBA pixels, in plain code (the same in the worker
 * and under Node, where the unit tests check it on decoded pixels).
 */

/** Turned clockwise by `rotate` degrees (90° steps), then mirrored left–right and/or top–bottom. */
export function turnAndFlip(src: ImageData, rotate: string, flipH: boolean, flipV: boolean): ImageData {
  if (rotate === '0' && !flipH && !flipV) return src;
  const { width: W, height: H } = src;
  const turned = rotate === '90' || rotate === '270';
  const w = turned ? H : W;
  const h = turned ? W : H;
  const out = new ImageData(w, h);
  // One 32-bit word per pixel (a copy when the decoder's bytes do not start on a word).
  const bytes = src.data.byteOffset % 4 ? src.data.slice() : src.data;
  const from = new Uint32Array(bytes.buffer, bytes.byteOffset, W * H);
  const to = new Uint32Array(out.data.buffer);
  for (let y = 0; y < h; y++) {
    const ty = flipV ? h - 1 - y : y;
    for (let x = 0; x < w; x++) {
      const tx = flipH ? w - 1 - x : x;
      // (x, y) of the turned image comes from (sx, sy) of the source.
      let sx: number, sy: number;
      if (rotate === '90') [sx, sy] = [y, H - 1 - x];
      else if (rotate === '180') [sx, sy] = [W - 1 - x, H - 1 - y];
      else if (rotate === '270') [sx, sy] = [W - 1 - y, x];
      else [sx, sy] = [x, y];
      to[ty * w + tx] = from[sy * W + sx];
    }
  }
  return out;
}

/**
 * Turned by `degrees` (positive: clockwise) around the centre, keeping only the largest centred box of
 * the same shape that the turned image fills (see straightenedSize): no empty corner. Bilinear sampling.
 */
export function straighten(src: ImageData, degrees: number): ImageData {
  if (!degrees) return src;
  const { width: W, height: H, data } = src;
  const { width: w, height: h } = straightenedSize(W, H, degrees);
  const out = new ImageData(w, h);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  for (let y = 0; y < h; y++) {
    const dy = y + 0.5 - h / 2;
    for (let x = 0; x < w; x++) {
      const dx = x + 0.5 - w / 2;
      // The source point under this output pixel (the turn undone), in pixel-centre coordinates; kept
      // inside the image, which the box already is up to rounding.
      const sx = Math.min(W - 1, Math.max(0, W / 2 + dx * cos + dy * sin - 0.5));
      const sy = Math.min(H - 1, Math.max(0, H / 2 - dx * sin + dy * cos - 0.5));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(W - 1, x0 + 1);
      const y1 = Math.min(H - 1, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const o = (y * w + x) * 4;
      for (let c = 0; c < 4; c++) {
        const top = data[(y0 * W + x0) * 4 + c] * (1 - fx) + data[(y0 * W + x1) * 4 + c] * fx;
        const bottom = data[(y1 * W + x0) * 4 + c] * (1 - fx) + data[(y1 * W + x1) * 4 + c] * fx;
        out.data[o + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return out;
}

/** The pixels inside `box`. */
export function cropImage(src: ImageData, box: Box): ImageData {
  if (box.x === 0 && box.y === 0 && box.width === src.width && box.height === src.height) return src;
  const out = new ImageData(box.width, box.height);
  for (let y = 0; y < box.height; y++) {
    const start = ((box.y + y) * src.width + box.x) * 4;
    out.data.set(src.data.subarray(start, start + box.width * 4), y * box.width * 4);
  }
  return out;
}
