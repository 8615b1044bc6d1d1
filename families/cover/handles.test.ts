import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT, type TextItem } from './scene';
import { handleAt, handlePositions, resizedSize, rotatedAngle } from './handles';

const size = { width: 1000, height: 1000 };
const layout = { width: 400, height: 100 };
const item = (patch: Partial<TextItem> = {}): TextItem => ({ ...DEFAULT_TEXT, id: 'a', x: 0.5, y: 0.5, ...patch });

describe('text handles', () => {
  it('puts the rotate knob above the box, turning with it', () => {
    const flat = handlePositions(layout, item(), size, 1);
    expect(flat.knob[0]).toBeCloseTo(500);
    expect(flat.knob[1]).toBeCloseTo(500 - 50 - 6 - 28);
    const turned = handlePositions(layout, item({ rotation: 90 }), size, 1);
    expect(turned.knob[0]).toBeCloseTo(500 + 84);
    expect(turned.knob[1]).toBeCloseTo(500);
  });

  it('finds the handle under a point, with bigger targets for fingers', () => {
    expect(handleAt(layout, item(), size, 500, 416, 1)).toBe('rotate');
    expect(handleAt(layout, item(), size, 706, 556, 1)).toBe('resize');
    expect(handleAt(layout, item(), size, 500, 500, 1)).toBeUndefined();
    expect(handleAt(layout, item(), size, 716, 566, 1)).toBeUndefined();
    expect(handleAt(layout, item(), size, 716, 566, 1, true)).toBe('resize');
  });

  it('scales the font size with the corner’s distance from the centre, within limits', () => {
    expect(resizedSize(100, [0, 0], [100, 0], [200, 0])).toBe(200);
    expect(resizedSize(100, [0, 0], [100, 0], [0, 50])).toBe(50);
    expect(resizedSize(100, [0, 0], [100, 0], [10000, 0])).toBe(400);
    expect(resizedSize(100, [0, 0], [100, 0], [0, 0])).toBe(10);
  });

  it('rotates by the angle swept around the centre, sticking to right angles', () => {
    expect(rotatedAngle(0, [0, 0], [0, -100], [100, -100])).toBe(45);
    expect(rotatedAngle(10, [0, 0], [0, -100], [-100, 0])).toBe(-80);
    expect(rotatedAngle(0, [0, 0], [0, -100], [100, 3])).toBe(90);
    expect(rotatedAngle(170, [0, 0], [0, -100], [100, -100])).toBe(-145);
  });
});
