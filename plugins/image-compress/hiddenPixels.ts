/**
 * Pixels with alpha 0 are invisible, yet a lossy encoder (AVIF, WebP) still spends bits on their
 * colour — a cut-out photo keeps the whole photo under its transparent part. Giving each hidden
 * pixel the colour of the nearest visible pixel in its row turns those areas into flat runs that
 * continue the edge, which cost almost nothing to code, and changes nothing anyone can see.
 * (libwebp does the same by default; oxipng does it for PNG.) Returns the image itself when no
 * pixel is hidden.
 */
export function fillHiddenPixels(image: ImageData): ImageData {
  const { width, height, data } = image;
  let hidden = false;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] === 0) {
      hidden = true;
      break;
    }
  }
  if (!hidden) return image;

  const out = new ImageData(new Uint8ClampedArray(data), width, height);
  const d = out.data;
  const copy = (to: number, from: number) => {
    d[to] = d[from];
    d[to + 1] = d[from + 1];
    d[to + 2] = d[from + 2];
  };
  let lastRowWithColour = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    let first = -1;
    for (let x = 0; x < width; x++) {
      if (d[row + x * 4 + 3] !== 0) {
        first = row + x * 4;
        break;
      }
    }
    if (first < 0) {
      // A fully hidden row continues the row above (or stays as it is until a row below has colour).
      if (lastRowWithColour >= 0) for (let x = 0; x < width; x++) copy(row + x * 4, lastRowWithColour + x * 4);
      continue;
    }
    let left = first;
    for (let x = 0; x < width; x++) {
      const i = row + x * 4;
      if (d[i + 3] !== 0) left = i;
      else copy(i, left);
    }
    if (lastRowWithColour < 0) {
      // Fully hidden rows at the top take this first row with colour.
      for (let above = 0; above < y; above++) for (let x = 0; x < width; x++) copy(above * width * 4 + x * 4, row + x * 4);
    }
    lastRowWithColour = row;
  }
  return out;
}
