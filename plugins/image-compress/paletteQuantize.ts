import { quantize, applyPalette } from 'gifenc';

/**
 * Reduce an image to at most `colours` colours (PnnQuant via gifenc, alpha-aware), returned as RGBA.
 * Fed to oxipng, which then stores it as an indexed PNG: the "TinyPNG" kind of saving, for UI
 * images and graphics. Photos lose visibly; callers measure SSIM before keeping the result.
 */
export function quantizeToPalette(image: ImageData, colours = 256): ImageData {
  const format = 'rgba4444';
  const palette = quantize(image.data, colours, { format, clearAlpha: false });
  const index = applyPalette(image.data, palette, format);
  const out = new ImageData(image.width, image.height);
  const d = out.data;
  for (let p = 0; p < index.length; p++) {
    const c = palette[index[p]];
    d[p * 4] = c[0];
    d[p * 4 + 1] = c[1];
    d[p * 4 + 2] = c[2];
    d[p * 4 + 3] = c[3] ?? 255;
  }
  return out;
}
