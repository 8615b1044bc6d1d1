/**
 * The geometry of "resize and crop", shared by the pipeline (on pixels) and the crop view (on the
 * preview), so the box the user draws is the box the file gets. Order: the photo upright (EXIF), then
 * turned by 90° steps, then flipped, then straightened (turned by a small angle, the empty corners cut
 * away), then cropped (the box is in percent of that image), then resized.
 */

export const ROTATIONS = ['0', '90', '180', '270'] as const;
export const ANCHORS = ['center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type Anchor = (typeof ANCHORS)[number];

/** Crop choices: their ratio, and for a social size the exact size the result gets. */
export const CROPS = {
  off: undefined,
  free: undefined,
  '1x1': { ratio: [1, 1] },
  '4x5': { ratio: [4, 5] },
  '3x2': { ratio: [3, 2] },
  '16x9': { ratio: [16, 9] },
  '9x16': { ratio: [9, 16] },
  'instagram-portrait': { ratio: [4, 5], size: [1080, 1350] },
  'instagram-story': { ratio: [9, 16], size: [1080, 1920] },
  'youtube-thumbnail': { ratio: [16, 9], size: [1280, 720] },
  'x-header': { ratio: [3, 1], size: [1500, 500] },
} as const satisfies Record<string, { ratio: readonly [number, number]; size?: readonly [number, number] } | undefined>;
export type Crop = keyof typeof CROPS;
export const CROP_NAMES = Object.keys(CROPS) as [Crop, ...Crop[]];
/** Crop choices with a fixed size (the resize fields do not apply to them). */
export const SIZED_CROPS = CROP_NAMES.filter((c) => CROPS[c] && 'size' in CROPS[c]!);
export const UNSIZED_CROPS = CROP_NAMES.filter((c) => !SIZED_CROPS.includes(c));

/** A box in pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The crop box's options: percent of the turned and straightened image. */
export interface CropOptions {
  crop: Crop;
  cropLeft: number;
  cropTop: number;
  cropWidth: number;
  cropHeight: number;
  anchor: Anchor;
}

/** Width over height of a crop choice (undefined for off and free). */
export function cropRatio(crop: Crop): number | undefined {
  const c = CROPS[crop];
  return c ? c.ratio[0] / c.ratio[1] : undefined;
}

/** The exact size a social-size crop gives (undefined for the others). */
export function cropSize(crop: Crop): { width: number; height: number } | undefined {
  const c = CROPS[crop];
  return c && 'size' in c ? { width: c.size[0], height: c.size[1] } : undefined;
}

/** The size after turning by `rotate` degrees (90° steps). */
export function turnedSize(width: number, height: number, rotate: string): { width: number; height: number } {
  return rotate === '90' || rotate === '270' ? { width: height, height: width } : { width, height };
}

/**
 * The size kept after straightening a width×height image by `degrees`: the largest box of the same
 * shape, centred, that lies wholly inside the turned image (so no empty corner shows). One pixel less
 * on each side than the exact fit, so that no edge pixel is half outside.
 */
export function straightenedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  if (!degrees) return { width, height };
  const a = (Math.abs(degrees) * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const scale = Math.min(width / (width * cos + height * sin), height / (width * sin + height * cos));
  return { width: Math.max(1, Math.floor(width * scale) - 2), height: Math.max(1, Math.floor(height * scale) - 2) };
}

/** Where a box of w×h sits in W×H for an anchor. */
function anchored(W: number, H: number, w: number, h: number, anchor: Anchor): Box {
  const fx = anchor.includes('left') ? 0 : anchor.includes('right') ? 1 : 0.5;
  const fy = anchor.includes('top') ? 0 : anchor.includes('bottom') ? 1 : 0.5;
  return { x: Math.round((W - w) * fx), y: Math.round((H - h) * fy), width: w, height: h };
}

/** The largest box of `ratio` in W×H. */
export function largestBox(W: number, H: number, ratio: number): { width: number; height: number } {
  return W / H > ratio
    ? { width: Math.max(1, Math.min(W, Math.round(H * ratio))), height: H }
    : { width: W, height: Math.max(1, Math.min(H, Math.round(W / ratio))) };
}

/** How far a box's shape may be from the ratio and still be the box the user drew (rounding to 0.01 %). */
const SAME_SHAPE = 0.02;

/**
 * The crop box, in pixels, of a W×H image (already turned and straightened). Free: the percent box as
 * it is. A ratio: the percent box, made exactly the ratio (its width kept, its centre as near as fits),
 * when it has that ratio on this image (the file whose preview the box was drawn on, or one of the
 * same shape); on a file of another shape the box would not have the ratio, so the largest box of the
 * ratio is placed at the anchor instead (`anchored`: the row says so).
 */
export function cropBox(W: number, H: number, o: CropOptions): Box & { anchored: boolean } {
  const clampBox = (b: Box): Box => {
    const width = Math.max(1, Math.min(W, Math.round(b.width)));
    const height = Math.max(1, Math.min(H, Math.round(b.height)));
    return {
      x: Math.max(0, Math.min(W - width, Math.round(b.x))),
      y: Math.max(0, Math.min(H - height, Math.round(b.y))),
      width,
      height,
    };
  };
  const drawn = { x: (o.cropLeft / 100) * W, y: (o.cropTop / 100) * H, width: (o.cropWidth / 100) * W, height: (o.cropHeight / 100) * H };
  const ratio = cropRatio(o.crop);
  if (o.crop === 'off') return { x: 0, y: 0, width: W, height: H, anchored: false };
  if (!ratio) return { ...clampBox(drawn), anchored: false };
  if (drawn.width > 0 && drawn.height > 0 && Math.abs(drawn.width / drawn.height / ratio - 1) <= SAME_SHAPE) {
    let width = drawn.width;
    let height = width / ratio;
    if (height > H) [height, width] = [H, H * ratio];
    if (width > W) [width, height] = [W, W / ratio];
    const cx = drawn.x + drawn.width / 2;
    const cy = drawn.y + drawn.height / 2;
    return { ...clampBox({ x: cx - width / 2, y: cy - height / 2, width, height }), anchored: false };
  }
  const size = largestBox(W, H, ratio);
  return { ...anchored(W, H, size.width, size.height, o.anchor), anchored: true };
}
