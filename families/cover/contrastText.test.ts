import { describe, expect, it } from 'vitest';
import { DARK_TEXT, LIGHT_TEXT, newTextColour, textColourOn, hexLuminance } from './contrastText';
import { emptyScene } from './scene';

const size = { width: 100, height: 200 };
/** A canvas stand-in that is one colour everywhere. */
const flat = (r: number, g: number, b: number) => ({
  getImageData: (_x: number, _y: number, w: number, h: number) =>
    ({ data: new Uint8ClampedArray(w * h * 4).map((_, i) => [r, g, b, 255][i % 4]) }) as ImageData,
});

describe('colour of a new text', () => {
  it('is dark on light backgrounds and white on dark ones', () => {
    expect(textColourOn(hexLuminance('#fff4e6'))).toBe(DARK_TEXT);
    expect(textColourOn(hexLuminance('#ffffff'))).toBe(DARK_TEXT);
    expect(textColourOn(hexLuminance('#2563eb'))).toBe(LIGHT_TEXT);
    expect(textColourOn(hexLuminance('#000000'))).toBe(LIGHT_TEXT);
  });
  it('reads the drawn cover where the text goes, else the background colours', () => {
    const light = { ...emptyScene(), background: { ...emptyScene().background, kind: 'solid' as const, color: '#fff4e6' } };
    expect(newTextColour(flat(255, 244, 230), light, size, 0.3)).toBe(DARK_TEXT);
    expect(newTextColour(flat(20, 20, 60), light, size, 0.3)).toBe(LIGHT_TEXT); // a dark photo over the light colour
    expect(newTextColour(undefined, light, size, 0.3)).toBe(DARK_TEXT);
    expect(newTextColour(undefined, emptyScene(), size, 0.3)).toBe(LIGHT_TEXT); // the default blue-violet gradient
  });
});
