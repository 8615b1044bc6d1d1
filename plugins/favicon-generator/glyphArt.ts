import { ToolError } from '../../schemas/pipeline';
import { loadOnce } from '../../src/engines/loadOnce';
import { drawGlyphLayer, type GlyphArt, type IconDesign } from './render';

/**
 * The letters or emoji of favicon.svg, taken from the very drawing the PNGs and the ICO are made of.
 * Live <text> would be drawn on each visitor's machine in their own fonts (or none), so the SVG would
 * differ from the PNGs: text becomes outlines traced from the drawn glyphs, an emoji (colour glyphs,
 * which no outline can hold) an embedded PNG.
 */

const tracer = loadOnce(async () => (await import('imagetracerjs')).default);

/** Draws the design's glyphs alone (no shape, no background) at size×size and turns them into SVG parts. */
export async function glyphArt(design: IconDesign, size: number): Promise<GlyphArt | undefined> {
  if (design.mode === 'icon') return undefined;
  const canvas = new OffscreenCanvas(size, size);
  const g = canvas.getContext('2d');
  if (!g) throw new ToolError('errors.canvasUnavailable');
  if (!drawGlyphLayer(g, size, design)) return undefined;
  if (design.mode === 'emoji') {
    const png = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return { kind: 'image', href: `data:image/png;base64,${base64(png)}` };
  }
  return { kind: 'outline', d: await outlineOfInk(g.getImageData(0, 0, size, size)) };
}

/**
 * Path data (in pixels) of where the image has ink: alpha ≥ 50 %, the edge the eye sees in the
 * anti-aliased PNGs. Holes (the inside of an "O") are subpaths of opposite direction, so the path fills
 * with the default nonzero rule.
 */
export async function outlineOfInk(image: ImageData): Promise<string> {
  const { width, height } = image;
  const bw = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < bw.length; i += 4) {
    const v = image.data[i + 3] >= 128 ? 0 : 255;
    bw[i] = bw[i + 1] = bw[i + 2] = v;
    bw[i + 3] = 255;
  }
  const options = {
    pathomit: 1,
    ltres: 0.5,
    qtres: 0.5,
    roundcoords: 2,
    colorsampling: 0,
    numberofcolors: 2,
    colorquantcycles: 1,
    blurradius: 0,
    strokewidth: 0,
    viewbox: false,
    scale: 1,
    pal: [
      { r: 0, g: 0, b: 0, a: 255 },
      { r: 255, g: 255, b: 255, a: 255 },
    ],
  };
  const ImageTracer = await tracer.get();
  const svg = ImageTracer.getsvgstring(ImageTracer.imagedataToTracedata({ width, height, data: bw } as ImageData, options), options);
  const ink = [...svg.matchAll(/<path fill="rgb\(0,0,0\)"[^>]* d="([^"]*)"/g)].map((m) => m[1].trim());
  return ink.join(' ');
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
