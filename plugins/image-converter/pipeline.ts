import { ToolError, type OutputNote, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { decodeImage, encodeImage, resizeImage, assertFormat, FORMAT_NAMES } from '../../src/engines/imageCodecs';
import { flattenOnto, hasAlpha, parseHexColour } from '../../src/engines/imagePixels';
import { encodeIco, MAX_ICO_SIDE } from '../../src/engines/ico';
import { hasPartialAlpha } from '../../src/engines/gifEncode';
import { carryMetadata } from '../../src/engines/photoMetadata/carry';

type Options = OptionsOf<typeof manifest>;

const MIME = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  jxl: 'image/jxl',
  gif: 'image/gif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
} as const;

/** Formats that cannot store transparency: transparent areas get the background colour. */
const NO_ALPHA = new Set(['jpeg', 'bmp']);
const LOSSY = new Set(['jpeg', 'webp', 'avif', 'jxl']);
/** Icon sizes written into an .ico, up to the image's own size (16 always, so tiny images still work). */
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];

const convert: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.wrongInput');
  if (input.bytes.length === 0) throw new ToolError('errors.emptyFile');
  const source = await decodeImage(input.bytes, input.type);
  ctx.progress(0.3);
  const notes: OutputNote[] = [];
  const flatten = NO_ALPHA.has(options.format) && hasAlpha(source);
  if (flatten) notes.push({ key: 'notes.alphaFilled', params: { format: FORMAT_NAMES[MIME[options.format]], colour: options.background } });
  if (options.format === 'gif' && moreColoursThan(source, 256)) notes.push({ key: 'notes.gifPalette' });
  if (options.format === 'gif' && hasPartialAlpha(source)) notes.push({ key: 'notes.gifAlphaDithered' });
  const image = flatten ? flattenOnto(source, parseHexColour(options.background)) : source;
  const type = MIME[options.format];
  const ico = options.format === 'ico' ? await toIco(image) : undefined;
  const encoded = ico ? ico.bytes : await encodeImage(image, type, options.quality);
  assertFormat(encoded, type);
  const carried = await carryMetadata(input, { bytes: encoded, type, width: image.width, height: image.height }, options.metadata);
  const bytes = carried.bytes;
  notes.push(...carried.notes);
  if (options.format === 'jxl') notes.push({ key: 'imageFormats.jxlFewApps' });
  ctx.progress(1);
  return {
    type,
    bytes,
    meta: {
      // An icon holds several sizes, none of them the source's: the row lists them instead.
      ...(ico
        ? { extra: { iconSizes: ico.sizes.map((size) => `${size}×${size}`).join(', ') } }
        : { width: source.width, height: source.height }),
      format: FORMAT_NAMES[type],
      quality: LOSSY.has(options.format) ? options.quality : undefined,
      photo: carried.facts,
    },
    notes,
  };
};

export default convert;

/** A square multi-size icon: the image centred on a transparent square, then scaled to each size. */
async function toIco(image: ImageData): Promise<{ bytes: Uint8Array; sizes: number[] }> {
  const side = Math.max(image.width, image.height);
  const square = new ImageData(side, side);
  const left = Math.floor((side - image.width) / 2);
  const top = Math.floor((side - image.height) / 2);
  for (let y = 0; y < image.height; y++)
    square.data.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), ((top + y) * side + left) * 4);
  const sizes = ICO_SIZES.filter((s) => s <= Math.max(16, Math.min(side, MAX_ICO_SIDE)));
  const entries = [];
  for (const size of sizes) {
    const scaled = await resizeImage(square, size, size);
    // Small sizes as 32-bit BMP (read by every Windows version), large ones as PNG (compact).
    entries.push(
      size >= 64
        ? { width: size, height: size, png: await encodeImage(scaled, 'image/png') }
        : { width: size, height: size, rgba: scaled.data },
    );
  }
  return { bytes: encodeIco(entries), sizes };
}

/** Whether the image has more than `limit` distinct colours (GIF keeps at most 256). */
function moreColoursThan(image: ImageData, limit: number): boolean {
  const seen = new Set<number>();
  const pixels = new Uint32Array(image.data.buffer, image.data.byteOffset, image.data.length / 4);
  for (const p of pixels) {
    seen.add(p);
    if (seen.size > limit) return true;
  }
  return false;
}
