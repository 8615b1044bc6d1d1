import { GIFEncoder, quantize, applyPalette } from 'gifenc';

/**
 * A real GIF (not a PNG with a .gif name): 256-colour palette by PnnQuant (gifenc), 1-bit
 * transparency when the image has any transparent pixel (alpha < 128 becomes transparent).
 */
export function encodeGif(image: ImageData): Uint8Array {
  const { data, width, height } = image;
  let transparent = false;
  for (let i = 3; i < data.length; i += 4)
    if (data[i] < 128) {
      transparent = true;
      break;
    }
  const format = transparent ? 'rgba4444' : 'rgb565';
  const palette = quantize(data, 256, transparent ? { format, oneBitAlpha: true } : { format });
  const index = applyPalette(data, palette, format);
  const transparentIndex = transparent
    ? Math.max(
        0,
        palette.findIndex((c) => c[3] === 0),
      )
    : 0;
  const gif = GIFEncoder();
  gif.writeFrame(index, width, height, { palette, transparent, transparentIndex });
  gif.finish();
  return gif.bytes();
}
