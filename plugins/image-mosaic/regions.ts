/**
 * Mosaic areas are stored as fractions of the image (0..1), so one set of areas applies to every
 * image of the list whatever its size. Text form (for the options): "x,y,w,h;x,y,w,h" with up to
 * four decimals.
 */
export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const REGIONS_PATTERN = /^$|^(\d*\.?\d+,\d*\.?\d+,\d*\.?\d+,\d*\.?\d+)(;\d*\.?\d+,\d*\.?\d+,\d*\.?\d+,\d*\.?\d+)*$/;

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Keeps a region inside the image and gives it a positive size. */
export function normalise(r: Region): Region {
  const x1 = clamp01(Math.min(r.x, r.x + r.w));
  const y1 = clamp01(Math.min(r.y, r.y + r.h));
  const x2 = clamp01(Math.max(r.x, r.x + r.w));
  const y2 = clamp01(Math.max(r.y, r.y + r.h));
  return { x: x1, y: y1, w: x2 - x1, h: y2 - y1 };
}

export function formatRegions(regions: Region[]): string {
  const f = (v: number) => String(Number(v.toFixed(4)));
  return regions.map((r) => [r.x, r.y, r.w, r.h].map(f).join(',')).join(';');
}

export function parseRegions(text: string): Region[] {
  if (!text) return [];
  return text
    .split(';')
    .map((part) => part.split(',').map(Number))
    .filter((n) => n.length === 4 && n.every(Number.isFinite))
    .map(([x, y, w, h]) => normalise({ x, y, w, h }))
    .filter((r) => r.w > 0 && r.h > 0);
}

/** Pixel rectangle of a region on a width×height image (at least 1×1). */
export function toPixels(r: Region, width: number, height: number) {
  const left = Math.min(width - 1, Math.floor(r.x * width));
  const top = Math.min(height - 1, Math.floor(r.y * height));
  const right = Math.max(left + 1, Math.min(width, Math.round((r.x + r.w) * width)));
  const bottom = Math.max(top + 1, Math.min(height, Math.round((r.y + r.h) * height)));
  return { left, top, right, bottom };
}
