/** Where an image goes in a box: 'cover' fills it (cropping), 'contain' shows all of it (leaving bands). */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * `posX`/`posY` (0..1) say where the image sits along each axis when it overflows or underfills the
 * box, as in CSS background-position percentages: 0 = left/top, 0.5 = centre, 1 = right/bottom.
 */
export function placeImage(imageW: number, imageH: number, box: Rect, fit: 'cover' | 'contain', posX = 0.5, posY = 0.5): Rect {
  const scaleX = box.w / imageW;
  const scaleY = box.h / imageH;
  const scale = fit === 'cover' ? Math.max(scaleX, scaleY) : Math.min(scaleX, scaleY);
  const w = imageW * scale;
  const h = imageH * scale;
  return { x: box.x + (box.w - w) * posX, y: box.y + (box.h - h) * posY, w, h };
}
