import { describe, expect, it } from 'vitest';
import { afterKey, FITTED, MAX_ZOOM, MIN_ZOOM, panBy, pinched, zoomAbout, type PanZoom, type Point } from './panZoom';

/** Where a point of the image (px from its centre, unscaled) is shown, in px from the stage's centre. */
const shownAt = (view: PanZoom, p: Point): Point => ({ x: view.x + p.x * view.zoom, y: view.y + p.y * view.zoom });
/** The point of the image shown at a stage point. */
const imageAt = (view: PanZoom, p: Point): Point => ({ x: (p.x - view.x) / view.zoom, y: (p.y - view.y) / view.zoom });

describe('zoomAbout', () => {
  it('keeps the part of the image under the pointer where it was', () => {
    const before: PanZoom = { zoom: 2, x: 30, y: -10 };
    const pointer = { x: 100, y: 50 };
    const under = imageAt(before, pointer);
    const after = zoomAbout(before, 1.5, pointer);
    expect(after.zoom).toBe(3);
    const moved = shownAt(after, under);
    expect(moved.x).toBeCloseTo(100);
    expect(moved.y).toBeCloseTo(50);
  });

  it('zooms about the centre without a point, and stays between the limits', () => {
    expect(zoomAbout(FITTED, 1.25)).toEqual({ zoom: 1.25, x: 0, y: 0 });
    expect(zoomAbout({ zoom: 30, x: 0, y: 0 }, 2).zoom).toBe(MAX_ZOOM);
    expect(zoomAbout({ zoom: 0.06, x: 0, y: 0 }, 0.5).zoom).toBe(MIN_ZOOM);
  });
});

describe('pinched', () => {
  it('follows the fingers: spreading them to twice the distance doubles the zoom about their midpoint', () => {
    const start: PanZoom = { zoom: 1, x: 0, y: 0 };
    const view = pinched(start, { x: 50, y: 20 }, 100, { x: 50, y: 20 }, 200);
    expect(view.zoom).toBe(2);
    expect(shownAt(view, imageAt(start, { x: 50, y: 20 }))).toEqual({ x: 50, y: 20 });
  });

  it('moving both fingers pans by the same amount; fingers together do not divide by zero', () => {
    expect(pinched({ zoom: 2, x: 10, y: 10 }, { x: 0, y: 0 }, 80, { x: 30, y: -40 }, 80)).toEqual({ zoom: 2, x: 40, y: -30 });
    expect(Number.isFinite(pinched(FITTED, { x: 0, y: 0 }, 0, { x: 0, y: 0 }, 50).zoom)).toBe(true);
  });
});

describe('afterKey', () => {
  it('+ and − zoom by a button step, 0 fits, arrows move by 40 px, other keys do nothing', () => {
    expect(afterKey(FITTED, '+')?.zoom).toBe(1.25);
    expect(afterKey(FITTED, '=')?.zoom).toBe(1.25);
    expect(afterKey({ zoom: 1.25, x: 0, y: 0 }, '-')?.zoom).toBe(1);
    expect(afterKey({ zoom: 3, x: 5, y: 6 }, '0')).toEqual(FITTED);
    expect(afterKey(FITTED, 'ArrowLeft')).toEqual({ zoom: 1, x: -40, y: 0 });
    expect(afterKey(FITTED, 'ArrowDown')).toEqual({ zoom: 1, x: 0, y: 40 });
    expect(afterKey(FITTED, 'a')).toBeUndefined();
    expect(panBy(FITTED, 3, 4)).toEqual({ zoom: 1, x: 3, y: 4 });
  });
});
