import { expect, it } from 'vitest';
import { flatStops, mixOver, parseColor } from './flatPaint';

const white = { r: 255, g: 255, b: 255, a: 1 };

it('reads the computed-style colours', () => {
  expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
  expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
  expect(parseColor('#f80')).toEqual({ r: 255, g: 136, b: 0, a: 1 });
  expect(parseColor('url(#g)')).toBeNull();
});

it('mixes a see-through colour with the one beneath', () => {
  expect(mixOver({ r: 0, g: 0, b: 0, a: 0.5 }, white)).toEqual({ r: 128, g: 128, b: 128, a: 1 });
  expect(mixOver({ r: 200, g: 0, b: 0, a: 1 }, white)).toEqual({ r: 200, g: 0, b: 0, a: 1 });
});

it('a fading stop pair of one colour stays two stops; colour and alpha changing together gets the browser’s curve', () => {
  const fade = flatStops(
    [
      { offset: 0, color: { r: 255, g: 0, b: 0, a: 1 } },
      { offset: 1, color: { r: 255, g: 0, b: 0, a: 0 } },
    ],
    1,
    white,
  );
  expect(fade).toEqual([
    { offset: 0, color: { r: 255, g: 0, b: 0, a: 1 } },
    { offset: 1, color: white },
  ]);
  // White at alpha 0 → black at alpha 1 over white: Chromium draws 238, 190, 110 at ¼, ½, ¾ (not 191, 128, 64).
  const both = flatStops(
    [
      { offset: 0, color: { r: 255, g: 255, b: 255, a: 0 } },
      { offset: 1, color: { r: 0, g: 0, b: 0, a: 1 } },
    ],
    1,
    white,
  );
  expect(both).toHaveLength(9);
  const at = (o: number) => both.find((s) => Math.abs(s.offset - o) < 1e-9)!.color.r;
  expect([at(0.25), at(0.5), at(0.75)]).toEqual([239, 191, 112]);
  // The element's own opacity multiplies every stop.
  expect(flatStops([{ offset: 0, color: { r: 0, g: 0, b: 0, a: 1 } }], 0.5, white)[0].color.r).toBe(128);
});
