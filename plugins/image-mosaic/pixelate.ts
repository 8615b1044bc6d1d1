import { toPixels, type Region } from './regions';

export type CellShape = 'square' | 'circle';

/**
 * Pixelates the given areas of an image in place. Cells sit on a grid anchored at the image's
 * top-left corner, so neighbouring or overlapping areas line up. Each cell takes the mean colour
 * of its pixels inside the area; pixels outside every area are never touched.
 * Circle cells are discs of that colour over the area's mean colour, so the dots stay visible.
 * Pure (no DOM): used by the pipeline in a worker and by the editor's live preview.
 */
export function pixelate(image: ImageData, regions: Region[], blockSize: number, shape: CellShape): void {
  const size = Math.max(1, Math.round(blockSize));
  const { width, height, data } = image;
  for (const region of regions) {
    const { left, top, right, bottom } = toPixels(region, width, height);
    const background = shape === 'circle' ? meanColour(data, width, left, top, right, bottom) : undefined;
    const radius2 = (size / 2) ** 2;
    for (let cy = Math.floor(top / size) * size; cy < bottom; cy += size) {
      for (let cx = Math.floor(left / size) * size; cx < right; cx += size) {
        const x0 = Math.max(cx, left);
        const y0 = Math.max(cy, top);
        const x1 = Math.min(cx + size, right);
        const y1 = Math.min(cy + size, bottom);
        const colour = meanColour(data, width, x0, y0, x1, y1);
        const centreX = cx + size / 2 - 0.5;
        const centreY = cy + size / 2 - 0.5;
        for (let y = y0; y < y1; y++) {
          for (let x = x0; x < x1; x++) {
            const inDisc = !background || (x - centreX) ** 2 + (y - centreY) ** 2 <= radius2;
            data.set(inDisc ? colour : background, (y * width + x) * 4);
          }
        }
      }
    }
  }
}

function meanColour(
  data: Uint8ClampedArray,
  width: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): [number, number, number, number] {
  let r = 0,
    g = 0,
    b = 0,
    a = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4;
      r += data[i];
      g += data[i + 1];
      b += data[i + 2];
      a += data[i + 3];
    }
  }
  const n = Math.max(1, (x1 - x0) * (y1 - y0));
  return [Math.round(r / n), Math.round(g / n), Math.round(b / n), Math.round(a / n)];
}
