import { describe, expect, it } from 'vitest';
import {
  addText,
  reorderText,
  deleteText,
  duplicateText,
  emptyScene,
  fontPixels,
  imageIds,
  moveText,
  normaliseAngle,
  rotateText,
  SceneSchema,
  snapToCentre,
  updateText,
} from './scene';

describe('scene operations', () => {
  it('adds text items with distinct ids, stepped so they do not pile up', () => {
    let s = addText(emptyScene(), 'a');
    s = addText(s, 'b', { text: 'Hello' });
    expect(s.texts.map((t) => t.id)).toEqual(['a', 'b']);
    expect(s.texts[1].text).toBe('Hello');
    expect(s.texts[1].y).not.toBe(s.texts[0].y);
    expect(SceneSchema.safeParse(s).success).toBe(true);
  });

  it('never changes the scene it was given', () => {
    const s = addText(emptyScene(), 'a');
    const frozen = JSON.stringify(s);
    moveText(s, 'a', 0.1, 0.9);
    rotateText(s, 'a', 30);
    deleteText(s, 'a');
    duplicateText(s, 'a', 'b');
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('moves an item and keeps it on the canvas', () => {
    const s = addText(emptyScene(), 'a');
    expect(moveText(s, 'a', 0.25, 0.75).texts[0]).toMatchObject({ x: 0.25, y: 0.75 });
    expect(moveText(s, 'a', -0.4, 1.7).texts[0]).toMatchObject({ x: 0, y: 1 });
  });

  it('rotates with angles folded into -180..180', () => {
    const s = addText(emptyScene(), 'a');
    expect(rotateText(s, 'a', 45).texts[0].rotation).toBe(45);
    expect(rotateText(s, 'a', 190).texts[0].rotation).toBe(-170);
    expect(rotateText(s, 'a', -190).texts[0].rotation).toBe(170);
    expect(normaliseAngle(180)).toBe(180);
    expect(normaliseAngle(-180)).toBe(-180);
    expect(normaliseAngle(720)).toBe(0);
  });

  it('deletes only the named item', () => {
    let s = addText(addText(emptyScene(), 'a'), 'b');
    s = deleteText(s, 'a');
    expect(s.texts.map((t) => t.id)).toEqual(['b']);
    expect(deleteText(s, 'nope').texts).toHaveLength(1);
  });

  it('duplicates an item just above the original, offset and otherwise identical', () => {
    let s = addText(addText(emptyScene(), 'a', { text: 'A', rotation: 12, color: '#ff0000' }), 'c');
    s = duplicateText(s, 'a', 'b');
    expect(s.texts.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    const [a, b] = s.texts;
    expect({ ...b, id: 'a', x: a.x, y: a.y }).toEqual(a);
    expect(b.x).toBeCloseTo(a.x + 0.03);
    expect(b.y).toBeCloseTo(a.y + 0.03);
    expect(duplicateText(s, 'missing', 'z')).toBe(s);
  });

  it('updates fields of one item', () => {
    const s = updateText(addText(addText(emptyScene(), 'a'), 'b'), 'b', { bold: false, align: 'left' });
    expect(s.texts[0]).toMatchObject({ bold: true, align: 'center' });
    expect(s.texts[1]).toMatchObject({ bold: false, align: 'left' });
  });

  it('snaps to the centre lines only within the threshold', () => {
    expect(snapToCentre(0.505, 0.3, 0.01, 0.01)).toEqual({ x: 0.5, y: 0.3, guideX: true, guideY: false });
    expect(snapToCentre(0.3, 0.492, 0.01, 0.01)).toEqual({ x: 0.3, y: 0.5, guideX: false, guideY: true });
    expect(snapToCentre(0.52, 0.52, 0.01, 0.01)).toEqual({ x: 0.52, y: 0.52, guideX: false, guideY: false });
  });

  it('scales font size with the short side of the canvas', () => {
    expect(fontPixels({ size: 100 }, { width: 1320, height: 2868 })).toBeCloseTo(132);
    expect(fontPixels({ size: 100 }, { width: 2880, height: 1800 })).toBeCloseTo(180);
  });

  it('lists the images a scene uses', () => {
    const s = emptyScene();
    expect(imageIds(s)).toEqual([]);
    s.background.imageId = 'bg';
    s.device.screenshotId = 'shot';
    expect(imageIds(s)).toEqual(['bg', 'shot']);
  });

  it('reorders items one step at a time, never past the ends', () => {
    const s = addText(addText(addText(emptyScene(), 'a'), 'b'), 'c');
    const order = (x: typeof s) => x.texts.map((t) => t.id).join('');
    expect(order(reorderText(s, 'a', 1))).toBe('bac');
    expect(order(reorderText(s, 'c', -1))).toBe('acb');
    expect(reorderText(s, 'c', 1)).toBe(s);
    expect(reorderText(s, 'a', -1)).toBe(s);
  });
});
