/**
 * Searching quality by SSIM means encoding many times. On a large image we search on a "probe":
 * a mosaic of tiles taken evenly across the image (≤ ~1 MP), which has the same kind of content
 * (edges, texture, flat areas) at a fraction of the cost. The chosen quality is then checked once
 * on the full image.
 *
 * The lossy searches take the probe's tiles as two mosaics (every other tile each), encoded and scored
 * apart, so that a job with two cores searches on both at once; with one core they run in turn and give
 * the same result.
 */
const TILE = 128; // a multiple of the 8/16/64 px blocks of JPEG, WebP and AVIF
const PROBE_PIXELS = 1_000_000;
const TILES_PER_SIDE = Math.floor(Math.sqrt(PROBE_PIXELS) / TILE); // 7 → 896×896

export function needsProbe(image: ImageData): boolean {
  return image.width * image.height > PROBE_PIXELS * 1.5 && image.width >= 2 * TILE && image.height >= 2 * TILE;
}

/** The probe: its tiles in one mosaic, as many columns and rows as the image has. */
export function makeProbe(image: ImageData): ImageData {
  const { cols, tiles } = tilesOf(image);
  return mosaic(image, tiles, cols);
}

/** The probe's tiles as two mosaics, every other tile each, so that both hold tiles from all over the image. */
export function probeParts(image: ImageData): ImageData[] {
  const { tiles } = tilesOf(image);
  return [0, 1].map((first) => {
    const own = tiles.filter((_, i) => i % 2 === first);
    return mosaic(image, own, columnsFor(own.length));
  });
}

/** Where the tiles come from: a grid of up to 7×7 spread evenly over the image, row by row. */
function tilesOf(image: ImageData): { cols: number; tiles: [number, number][] } {
  const cols = Math.min(TILES_PER_SIDE, Math.floor(image.width / TILE));
  const rows = Math.min(TILES_PER_SIDE, Math.floor(image.height / TILE));
  const tiles: [number, number][] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      tiles.push([
        Math.round((c * (image.width - TILE)) / Math.max(1, cols - 1)),
        Math.round((r * (image.height - TILE)) / Math.max(1, rows - 1)),
      ]);
  return { cols, tiles };
}

/** Columns for a mosaic of n tiles: as square as a grid with no empty cell allows (24 → 6×4). */
function columnsFor(n: number): number {
  for (let cols = Math.ceil(Math.sqrt(n)); cols <= 2 * Math.ceil(Math.sqrt(n)); cols++) if (n % cols === 0) return cols;
  return n; // a prime count: one row
}

function mosaic(image: ImageData, tiles: [number, number][], cols: number): ImageData {
  const out = new ImageData(cols * TILE, Math.ceil(tiles.length / cols) * TILE);
  tiles.forEach(([sx, sy], i) => {
    const [c, r] = [i % cols, Math.floor(i / cols)];
    for (let y = 0; y < TILE; y++) {
      const from = ((sy + y) * image.width + sx) * 4;
      out.data.set(image.data.subarray(from, from + TILE * 4), ((r * TILE + y) * out.width + c * TILE) * 4);
    }
  });
  return out;
}
