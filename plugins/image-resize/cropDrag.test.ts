import { describe, expect, it } from 'vitest';
import { drawBox, keyBox, moveBox, pullHandle } from './cropDrag';

const near = (b: { x: number; y: number; w: number; h: number }) => [b.x, b.y, b.w, b.h].map((v) => Math.round(v * 1000) / 1000);

describe('crop box editing (fractions of the image)', () => {
  it('draws a free box in any direction', () => {
    expect(near(drawBox({ x: 0.6, y: 0.5 }, { x: 0.2, y: 0.1 }))).toEqual([0.2, 0.1, 0.4, 0.4]);
  });
  it('draws a ratio box led by the width', () => {
    // A square on a 600×400 image is 2/3 as wide as high in fractions.
    expect(near(drawBox({ x: 0.1, y: 0.1 }, { x: 0.4, y: 0.2 }, 2 / 3))).toEqual([0.1, 0.1, 0.3, 0.45]);
  });
  it('moves inside the image only', () => {
    expect(near(moveBox({ x: 0.5, y: 0.5, w: 0.4, h: 0.4 }, 0.3, -0.7))).toEqual([0.6, 0, 0.4, 0.4]);
  });
  it('pulls a corner with the opposite corner fixed, keeping the ratio', () => {
    expect(near(pullHandle({ x: 0.2, y: 0.2, w: 0.4, h: 0.4 }, 'nw', 0.1, 0.3, 1))).toEqual([0.3, 0.3, 0.3, 0.3]);
  });
  it('an edge of a ratio box moves the other side around the centre', () => {
    expect(near(pullHandle({ x: 0.2, y: 0.2, w: 0.4, h: 0.4 }, 'e', 0.2, 0, 1))).toEqual([0.2, 0.1, 0.6, 0.6]);
  });
  it('arrows move, shift+arrows resize', () => {
    const b = { x: 0.2, y: 0.2, w: 0.4, h: 0.4 };
    expect(near(keyBox(b, 'ArrowLeft', false, 0.01)!)).toEqual([0.19, 0.2, 0.4, 0.4]);
    expect(near(keyBox(b, 'ArrowDown', true, 0.01)!)).toEqual([0.2, 0.2, 0.4, 0.41]);
    expect(near(keyBox(b, 'ArrowLeft', true, 0.01)!)).toEqual([0.2, 0.2, 0.39, 0.4]);
    expect(keyBox(b, 'Enter', false, 0.01)).toBeUndefined();
  });
});
