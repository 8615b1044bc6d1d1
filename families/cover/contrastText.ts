import { DEFAULT_TEXT, type Scene, type Size } from './scene';

/**
 * The colour a new text gets: white or near-black, whichever stands out more (WCAG contrast ratio)
 * from what lies under it. A fixed white was nearly invisible on a light cover (#fff4e6), so
 * "Add text" looked as if it did nothing.
 */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1f2937';

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an sRGB colour, 0 (black) … 1 (white). */
export function luminance(r: number, g: number, b: number): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function hexLuminance(hex: string): number {
  const n = parseInt(hex.slice(1, 7), 16);
  return luminance((n >> 16) & 255, (n >> 8) & 255, n & 255);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** White or dark text, for a background of this luminance. */
export function textColourOn(backgroundLuminance: number): string {
  return contrast(backgroundLuminance, hexLuminance(LIGHT_TEXT)) >= contrast(backgroundLuminance, hexLuminance(DARK_TEXT))
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/** Mean luminance of RGBA pixels (a drawn area of the cover; its canvas is opaque). */
export function meanLuminance(data: Uint8ClampedArray): number {
  let sum = 0;
  const pixels = data.length / 4;
  for (let i = 0; i < data.length; i += 4) sum += luminance(data[i], data[i + 1], data[i + 2]);
  return pixels ? sum / pixels : 1;
}

/**
 * The colour for a new text at height y (0…1): judged on the drawn preview in a band across the middle
 * at that height (it holds background, image and device alike), else on the background colours.
 */
export function newTextColour(
  ctx: Pick<CanvasRenderingContext2D, 'getImageData'> | null | undefined,
  scene: Scene,
  size: Size,
  y: number,
): string {
  const band = Math.min(size.height, DEFAULT_TEXT.size);
  const top = Math.max(0, Math.min(size.height - band, Math.round(y * size.height - band / 2)));
  try {
    if (ctx)
      return textColourOn(meanLuminance(ctx.getImageData(Math.round(size.width * 0.2), top, Math.round(size.width * 0.6), band).data));
  } catch {
    // No pixels to read: judge by the colours.
  }
  const { kind, color, color2 } = scene.background;
  return textColourOn(kind === 'gradient' ? (hexLuminance(color) + hexLuminance(color2)) / 2 : hexLuminance(color));
}
