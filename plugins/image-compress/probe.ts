/**
 * Searching quality by SSIM means encoding many times. On a large image we search on a "probe":
 * a mosaic of tiles taken evenly across the image (≤ ~1 MP), which has the same kind of content
 * (edges, texture, flat areas) at a fraction of the cost. The chosen quality is then checked once
 * on the full image.
 */
const TILE = 128; // a multiple of the 8/16/64 px blocks of JPEG, WebP and AVIF
const PROBE_PIXELS = 1_000_000;

export function needsProbe(image: ImageData): boolean {
  return image.width * image.height > PROBE_PIXELS * 1.5;
}

export function makeProbe(image: ImageData): ImageData {
  const tilesPerSide = Math.floor(Math.sqrt(PROBE_PIXELS) / TILE); // 7 → 896×896
  const cols = Math.min(tilesPerSide, Math.floor(image.width / TILE));
  const rows = Math.min(tilesPerSide, Math.floor(image.height / TILE));
  const probe = new ImageData(cols * TILE, rows * TILE);
  for (let r = 0; r < rows; r++) {
    const sy = Math.round((r * (image.height - TILE)) / Math.max(1, rows - 1));
    for (let c = 0; c < cols; c++) {
      const sx = Math.round((c * (image.width - TILE)) / Math.max(1, cols - 1));
      for (let y = 0; y < TILE; y++) {
        const from = ((sy + y) * image.width + sx) * 4;
        probe.data.set(image.data.subarray(from, from + TILE * 4), ((r * TILE + y) * probe.width + c * TILE) * 4);
      }
    }
  }
  return probe;
}
