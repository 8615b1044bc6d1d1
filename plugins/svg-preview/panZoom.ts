/**
 * Where the preview image sits in its stage, and how wheel, keys, buttons, a drag and a pinch move it.
 * The image is centred in the stage, scaled by `zoom` about its own centre, then moved by `x`, `y`
 * pixels (CSS `translate(x, y) scale(zoom)` with the transform origin at its centre). Points are given
 * in pixels from the stage's centre.
 */
export interface PanZoom {
  zoom: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export const FITTED: PanZoom = { zoom: 1, x: 0, y: 0 };
export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 32;
/** One press of a zoom button or key. */
export const BUTTON_STEP = 1.25;
/** One notch of a mouse wheel. */
export const WHEEL_STEP = 1.15;
/** One press of an arrow key, in pixels. */
export const KEY_PAN = 40;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** Zoomed by `factor` about `at` (default: the stage's centre): the part of the image under it stays there. */
export function zoomAbout(view: PanZoom, factor: number, at: Point = { x: 0, y: 0 }): PanZoom {
  const zoom = clampZoom(view.zoom * factor);
  const k = zoom / view.zoom;
  return { zoom, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k };
}

export const panBy = (view: PanZoom, dx: number, dy: number): PanZoom => ({ ...view, x: view.x + dx, y: view.y + dy });

/**
 * Two fingers that started at midpoint `from` (`start` showing then) and `fromDistance` apart, now at
 * `to`, `toDistance` apart: the part of the image first under their midpoint follows it (moving both
 * fingers pans), and the zoom follows their distance (pinching zooms).
 */
export function pinched(start: PanZoom, from: Point, fromDistance: number, to: Point, toDistance: number): PanZoom {
  const zoom = clampZoom((start.zoom * toDistance) / Math.max(1, fromDistance));
  const k = zoom / start.zoom;
  return { zoom, x: to.x - (from.x - start.x) * k, y: to.y - (from.y - start.y) * k };
}

/** What a key does on the focused stage: + and − zoom, 0 fits, the arrows move the image; undefined for other keys. */
export function afterKey(view: PanZoom, key: string): PanZoom | undefined {
  switch (key) {
    case '+':
    case '=':
      return zoomAbout(view, BUTTON_STEP);
    case '-':
    case '_':
      return zoomAbout(view, 1 / BUTTON_STEP);
    case '0':
      return FITTED;
    case 'ArrowLeft':
      return panBy(view, -KEY_PAN, 0);
    case 'ArrowRight':
      return panBy(view, KEY_PAN, 0);
    case 'ArrowUp':
      return panBy(view, 0, -KEY_PAN);
    case 'ArrowDown':
      return panBy(view, 0, KEY_PAN);
    default:
      return undefined;
  }
}
