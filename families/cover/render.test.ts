import { describe, expect, it } from 'vitest';
import { addText, emptyScene, updateDevice } from './scene';
import { drawOverlay, gradientLine, renderScene, splitForEditing, type Selection } from './render';
import { deviceGeometry, hitsDevice } from './deviceFrame';
import { placeImage } from './placeImage';
import { fakeContext, type FakeContext } from './testCanvas';

const size = { width: 1080, height: 1440 };

describe('render', () => {
  it('fills the whole canvas with the background first', () => {
    const ctx = fakeContext();
    const s = emptyScene();
    s.background = { ...s.background, kind: 'solid', color: '#112233' };
    renderScene(ctx, s, size);
    expect(ctx.calls[0]).toMatchObject({ name: 'fillRect', args: [0, 0, 1080, 1440], fillStyle: '#112233' });
  });

  it('draws a gradient along its angle', () => {
    expect(gradientLine(180, 100, 200)).toEqual([50, 0, 50, 200].map((v) => expect.closeTo(v, 6)));
    expect(gradientLine(90, 100, 200)).toEqual([0, 100, 100, 100].map((v) => expect.closeTo(v, 6)));
    const ctx = fakeContext();
    renderScene(ctx, emptyScene(), size);
    const fill = ctx.calls[0].fillStyle as { kind: string; stops: [number, string][] };
    expect(fill.kind).toBe('linear');
    expect(fill.stops).toEqual([
      [0, '#2563eb'],
      [1, '#7c3aed'],
    ]);
  });

  it('draws each line of each text at its place, rotated, in order', () => {
    let s = addText(emptyScene(), 'a', { text: 'One\nTwo', x: 0.25, y: 0.5, size: 100, rotation: 90, color: '#ff0000' });
    s = addText(s, 'b', { text: 'Top', x: 0.5, y: 0.1 });
    const ctx = fakeContext();
    renderScene(ctx, s, size);
    const texts = ctx.calls.filter((c) => c.name === 'fillText');
    expect(texts.map((c) => c.args[0])).toEqual(['One', 'Two', 'Top']);
    const [a, b, c, d, e, f] = texts[0].transform;
    expect([a, b, c, d].map((v) => Math.round(v))).toEqual([0, 1, -1, 0]);
    expect([e, f]).toEqual([270, 720]);
    expect(texts[0].fillStyle).toBe('#ff0000');
    expect(texts[0].font).toBe('bold 108px ' + texts[0].font.split('px ')[1]);
  });

  it('outlines text before filling it, and skips blank items', () => {
    const s = addText(addText(emptyScene(), 'a', { text: 'Hi', stroke: true }), 'b', { text: '  ' });
    const ctx = fakeContext();
    renderScene(ctx, s, size);
    const names = ctx.calls.filter((c) => c.name.endsWith('Text')).map((c) => c.name);
    expect(names).toEqual(['strokeText', 'fillText']);
  });

  it('places a background image by fit and position', () => {
    expect(placeImage(200, 100, { x: 0, y: 0, w: 100, h: 100 }, 'cover')).toEqual({ x: -50, y: 0, w: 200, h: 100 });
    expect(placeImage(200, 100, { x: 0, y: 0, w: 100, h: 100 }, 'cover', 0, 0)).toEqual({ x: 0, y: 0, w: 200, h: 100 });
    expect(placeImage(200, 100, { x: 0, y: 0, w: 100, h: 100 }, 'contain')).toEqual({ x: 0, y: 25, w: 100, h: 50 });
    const s = emptyScene();
    s.background.imageId = 'img';
    const ctx = fakeContext();
    renderScene(ctx, s, size, { img: { image: {} as CanvasImageSource, width: 540, height: 540 } });
    expect(ctx.calls.find((c) => c.name === 'drawImage')?.args.slice(1)).toEqual([-180, 0, 1440, 1440]);
  });

  it('leaves out an image that is not loaded yet', () => {
    const s = emptyScene();
    s.background.imageId = 'gone';
    const ctx = fakeContext();
    renderScene(ctx, s, size, {});
    expect(ctx.calls.some((c) => c.name === 'drawImage')).toBe(false);
  });

  it('draws the device frame with the screenshot inside its screen', () => {
    const s = updateDevice(emptyScene(), { show: true, kind: 'phone', x: 0.5, y: 0.5, scale: 1, screenshotId: 'shot' });
    const g = deviceGeometry(s.device, size);
    // Fits 90% of the canvas: the phone is limited by the height here.
    expect(g.body.h).toBeCloseTo(1440 * 0.9);
    expect(g.body.x + g.body.w / 2).toBeCloseTo(540);
    expect(g.screen.x).toBeGreaterThan(g.body.x);
    expect(g.island!.y).toBeGreaterThan(g.screen.y);
    const ctx = fakeContext();
    renderScene(ctx, s, size, { shot: { image: {} as CanvasImageSource, width: 100, height: 200 } });
    const draw = ctx.calls.find((c) => c.name === 'drawImage')!;
    const [, x, , w] = draw.args as number[];
    expect(x).toBeLessThanOrEqual(g.screen.x + 0.001);
    expect(x + w).toBeGreaterThanOrEqual(g.screen.x + g.screen.w - 0.001);
    expect(hitsDevice(s.device, size, 540, 720)).toBe(true);
    expect(hitsDevice(s.device, size, 5, 5)).toBe(false);
    expect(hitsDevice({ ...s.device, show: false }, size, 540, 720)).toBe(false);
  });

  it('turns phones to landscape and gives laptops a base', () => {
    const phone = deviceGeometry({ ...emptyScene().device, kind: 'phone', landscape: true, scale: 1 }, size);
    expect(phone.body.w).toBeGreaterThan(phone.body.h);
    expect(phone.island!.h).toBeGreaterThan(phone.island!.w);
    const laptop = deviceGeometry({ ...emptyScene().device, kind: 'laptop', scale: 1 }, size);
    expect(laptop.base!.y).toBeCloseTo(laptop.body.y + laptop.body.h);
    expect(laptop.base!.w).toBeGreaterThan(laptop.body.w);
    expect(laptop.screen.w / laptop.screen.h).toBeCloseTo(1.6);
  });

  it('does not draw the device when it is hidden', () => {
    const ctx = fakeContext();
    renderScene(ctx, emptyScene(), size);
    expect(ctx.calls.filter((c) => c.name === 'arcTo')).toHaveLength(0);
  });

  it('draws guides and a selection outline only in the overlay', () => {
    const s = addText(emptyScene(), 'a', { text: 'Hi' });
    const ctx = fakeContext();
    drawOverlay(ctx, s, size, { kind: 'text', id: 'a' }, { x: true, y: false }, 2);
    expect(ctx.calls.filter((c) => c.name === 'moveTo')[0].args).toEqual([540, 0]);
    expect(ctx.calls.filter((c) => c.name === 'fillRect')).toHaveLength(4);
    expect(ctx.calls.filter((c) => c.name === 'arc')).toHaveLength(1);
  });

  it('below + above layers draw exactly the full picture, whatever is selected', () => {
    let s = updateDevice(emptyScene(), { show: true });
    s = addText(addText(addText(s, 'a', { text: 'A' }), 'b', { text: 'B', shadow: true }), 'c', { text: 'C', stroke: true });
    const trace = (draw: (ctx: FakeContext) => void) => {
      const ctx = fakeContext();
      draw(ctx);
      // Paint state only matters where something is painted.
      return JSON.stringify(ctx.calls.map((c) => (c.name.startsWith('fill') ? c : { name: c.name, args: c.args, transform: c.transform })));
    };
    const full = trace((ctx) => renderScene(ctx, s, size));
    const selections: Selection[] = [
      undefined,
      { kind: 'device' },
      { kind: 'text', id: 'a' },
      { kind: 'text', id: 'b' },
      { kind: 'text', id: 'c' },
      { kind: 'text', id: 'gone' },
    ];
    for (const selection of selections) {
      const { below, above } = splitForEditing(s, selection);
      const layered = trace((ctx) => {
        renderScene(ctx, below, size);
        renderScene(ctx, above, size, {}, { background: false });
      });
      expect(layered, JSON.stringify(selection)).toBe(full);
    }
    // The selected text is not in the cached layer, so dragging it never needs a redraw of that layer.
    expect(splitForEditing(s, { kind: 'text', id: 'b' }).below.texts.map((t) => t.id)).toEqual(['a']);
    expect(splitForEditing(s, { kind: 'device' }).below.device.show).toBe(false);
  });
});
