/** Small pixel facts and fixes shared by the image tools. */

export function hasAlpha(image: ImageData): boolean {
  const { data } = image;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

/** "#rrggbb" → [r, g, b]; anything else is white. */
export function parseHexColour(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return [255, 255, 255];
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A copy with every pixel composited over an opaque background (for formats without alpha). */
export function flattenOnto(image: ImageData, background: [number, number, number]): ImageData {
  const out = new ImageData(new Uint8ClampedArray(image.data), image.width, image.height);
  const d = out.data;
  for (let i = 0; i < d.length; i += 4) {
    const a = d[i + 3] / 255;
    if (a === 1) continue;
    d[i] = d[i] * a + background[0] * (1 - a);
    d[i + 1] = d[i + 1] * a + background[1] * (1 - a);
    d[i + 2] = d[i + 2] * a + background[2] * (1 - a);
    d[i + 3] = 255;
  }
  return out;
}
