import type { PipelineOutput } from '../../schemas/pipeline';
import { encodeIco } from '../../src/engines/ico';
import { encodeImage, resizeImage } from '../../src/engines/imageCodecs';

/**
 * The complete, modern favicon package built from one square master image: the files a site needs
 * (as RealFaviconGenerator and "How to Favicon" recommend), the web app manifest and the <head> snippet.
 * Shared by the favicon converter (master = the user's image) and generator (master = a drawn icon).
 * Pure pixel work on ImageData: runs in a worker and under Node.
 */

export interface FaviconSettings {
  appName: string;
  /** Shown under the home-screen icon; empty = the app name. */
  shortName?: string;
  /** #rrggbb: browser UI colour (meta theme-color, manifest theme_color). */
  themeColor: string;
  /** #rrggbb: splash screen and the fill behind opaque/maskable icons. */
  backgroundColor: string;
}

/** The PNG files of the package, in the order they are listed. */
export const PNG_FILES = [
  { name: 'favicon-16x16.png', size: 16 },
  { name: 'favicon-32x32.png', size: 32 },
  // iOS shows transparency as black: the touch icon is flattened onto the background colour.
  { name: 'apple-touch-icon.png', size: 180, opaque: true },
  { name: 'icon-192.png', size: 192 },
  { name: 'icon-512.png', size: 512 },
  { name: 'icon-512-maskable.png', size: 512, maskable: true },
] as const;

/** Sizes inside favicon.ico. */
export const ICO_SIZES = [16, 32, 48] as const;

/**
 * Share of a maskable icon taken by the image. Launchers may cut everything outside a centred circle
 * of 80% diameter (the "safe zone"); scaling the image to 80% puts its inscribed circle — where a
 * logo's important part sits — exactly on that circle.
 */
export const MASKABLE_SCALE = 0.8;

export const FILE_NAMES = {
  ico: 'favicon.ico',
  svg: 'favicon.svg',
  manifest: 'site.webmanifest',
  snippet: 'favicon-head.html',
} as const;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function parseHexColour(hex: string): [number, number, number] {
  if (!HEX_COLOUR.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Crops the centred square, or pads to a square with transparent pixels. */
export function makeSquare(image: ImageData, fit: 'crop' | 'pad'): ImageData {
  const { width, height } = image;
  if (width === height) return image;
  const side = fit === 'crop' ? Math.min(width, height) : Math.max(width, height);
  const out = new ImageData(side, side);
  // Offsets of the source inside the output (pad) or of the output inside the source (crop).
  const dx = Math.floor((side - width) / 2);
  const dy = Math.floor((side - height) / 2);
  for (let y = 0; y < side; y++) {
    const sy = y - dy;
    if (sy < 0 || sy >= height) continue;
    const x0 = Math.max(0, dx);
    const x1 = Math.min(side, dx + width);
    const from = (sy * width + (x0 - dx)) * 4;
    out.data.set(image.data.subarray(from, from + (x1 - x0) * 4), (y * side + x0) * 4);
  }
  return out;
}

/** Composites the image over an opaque colour (source-over), so every pixel ends fully opaque. */
export function flattenOnto(image: ImageData, hex: string): ImageData {
  const [r, g, b] = parseHexColour(hex);
  const out = new ImageData(image.width, image.height);
  const src = image.data;
  const dst = out.data;
  for (let i = 0; i < src.length; i += 4) {
    const a = src[i + 3] / 255;
    dst[i] = Math.round(src[i] * a + r * (1 - a));
    dst[i + 1] = Math.round(src[i + 1] * a + g * (1 - a));
    dst[i + 2] = Math.round(src[i + 2] * a + b * (1 - a));
    dst[i + 3] = 255;
  }
  return out;
}

/** A size×size square of the colour with the image (already scaled) composited in its centre. */
export function centreOnColour(image: ImageData, size: number, hex: string): ImageData {
  const backdrop = new ImageData(size, size);
  const [r, g, b] = parseHexColour(hex);
  for (let i = 0; i < backdrop.data.length; i += 4) backdrop.data.set([r, g, b, 0], i);
  const ox = Math.floor((size - image.width) / 2);
  const oy = Math.floor((size - image.height) / 2);
  for (let y = 0; y < image.height; y++) {
    const from = y * image.width * 4;
    backdrop.data.set(image.data.subarray(from, from + image.width * 4), ((oy + y) * size + ox) * 4);
  }
  return flattenOnto(backdrop, hex);
}

export function buildWebManifest(settings: FaviconSettings): string {
  const manifest = {
    name: settings.appName,
    short_name: settings.shortName?.trim() || settings.appName,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    theme_color: settings.themeColor.toLowerCase(),
    background_color: settings.backgroundColor.toLowerCase(),
    display: 'standalone',
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The <head> lines. favicon.ico says sizes="32x32" (not "any") so that Chromium prefers the SVG when
 * there is one; browsers without SVG favicons fall back to the PNGs and the ICO.
 */
export function buildHeadSnippet(opts: { hasSvg: boolean; themeColor: string; appName?: string }): string {
  const lines = [
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    ...(opts.hasSvg ? ['<link rel="icon" href="/favicon.svg" type="image/svg+xml">'] : []),
    '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">',
    '<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png">',
    '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/site.webmanifest">',
    ...(opts.appName ? [`<meta name="apple-mobile-web-app-title" content="${escapeAttr(opts.appName)}">`] : []),
    `<meta name="theme-color" content="${escapeAttr(opts.themeColor.toLowerCase())}">`,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Every file of the package from a square master (any size; 512 or more gives the sharpest large icons).
 * `svg` is the vector favicon's text when the source is vector (SVG file, text, emoji, icon).
 */
export async function buildFaviconPackage(
  master: ImageData,
  settings: FaviconSettings,
  svg: string | undefined,
  progress: (fraction: number) => void = () => {},
): Promise<PipelineOutput[]> {
  if (master.width !== master.height) throw new Error('favicon master must be square');
  parseHexColour(settings.themeColor);
  parseHexColour(settings.backgroundColor);
  const steps = ICO_SIZES.length + PNG_FILES.length;
  let done = 0;
  const step = () => progress(Math.min(0.99, ++done / steps));

  // One lanczos3 resize per size, always from the master (never from another resized copy).
  const scaled = new Map<number, ImageData>();
  const at = async (size: number) => {
    let img = scaled.get(size);
    if (!img) {
      img = await resizeImage(master, size, size, 'lanczos3');
      scaled.set(size, img);
    }
    return img;
  };

  const icoImages = [];
  for (const size of ICO_SIZES) {
    const img = await at(size);
    // 32-bit BMP entries: the format every ICO reader understands (Microsoft advises PNG only for 256).
    icoImages.push({ width: size, height: size, rgba: img.data });
    step();
  }
  const outputs: PipelineOutput[] = [
    {
      name: FILE_NAMES.ico,
      type: 'image/x-icon',
      bytes: encodeIco(icoImages),
      meta: { format: 'ICO', extra: { sizes: ICO_SIZES.join(', ') } },
    },
  ];
  if (svg !== undefined) {
    outputs.push({ name: FILE_NAMES.svg, type: 'image/svg+xml', bytes: new TextEncoder().encode(svg), meta: { format: 'SVG' } });
  }

  for (const file of PNG_FILES) {
    let img: ImageData;
    if ('maskable' in file) {
      const inner = Math.round(file.size * MASKABLE_SCALE);
      img = centreOnColour(await resizeImage(master, inner, inner, 'lanczos3'), file.size, settings.backgroundColor);
    } else if ('opaque' in file) {
      img = flattenOnto(await at(file.size), settings.backgroundColor);
    } else {
      img = await at(file.size);
    }
    outputs.push({
      name: file.name,
      type: 'image/png',
      bytes: await encodeImage(img, 'image/png'),
      meta: { width: file.size, height: file.size, format: 'PNG' },
    });
    step();
  }

  outputs.push({
    name: FILE_NAMES.manifest,
    type: 'application/manifest+json',
    text: buildWebManifest(settings),
    meta: { format: 'JSON' },
  });
  outputs.push({
    name: FILE_NAMES.snippet,
    type: 'text/html',
    text: buildHeadSnippet({ hasSvg: svg !== undefined, themeColor: settings.themeColor, appName: settings.appName }),
    meta: { format: 'HTML' },
  });
  progress(1);
  return outputs;
}
