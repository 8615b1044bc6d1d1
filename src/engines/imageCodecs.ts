import { ToolError } from '../../schemas/pipeline';
import { assertImageAllowed, assertSizeAllowed } from './sizeGuard';
import { sniffType } from '../runner/sniff';
import { decodeAvif, decodeJxl, encodeAvif, encodeJxl } from './wasmCodecs';
import { encodeBmp } from './bmpCodec';
import { encodeGif } from './gifEncode';
import { decodeHeif } from './heif/decodeHeif';

/**
 * Decode/encode/resize for image pipelines. In a browser worker decoding uses createImageBitmap
 * (EXIF orientation applied; GIF gives its first frame) and encoding OffscreenCanvas; under Node
 * (unit tests, benchmarks) the same calls go to the @jsquash wasm codecs. HEIC/HEIF is libheif
 * everywhere (a separate engine file, see heif/decodeHeif.ts), AVIF and JPEG XL encoding @jsquash, GIF
 * gifenc, BMP our own writer. Pipelines call these and never care where they run.
 */

/**
 * Decoders for Node only (unit tests, benchmarks), where createImageBitmap does not exist: GIF and
 * BMP, which every browser decodes itself, get theirs from tests/setup/node-wasm.ts.
 */
export const nodeOnlyDecoders: Record<string, (bytes: Uint8Array) => ImageData> = {};
export { assertImageAllowed, assertSizeAllowed, MAX_PIXELS, MAX_SIDE } from './sizeGuard';

/** Display names for output records. */
export const FORMAT_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
  'image/bmp': 'BMP',
  'image/x-icon': 'ICO',
  'image/heic': 'HEIC',
  'image/jxl': 'JPEG XL',
};

/** Throws unless `bytes` really are `type` (an encoder that silently fell back must not be trusted). */
export function assertFormat(bytes: Uint8Array, type: string): void {
  if (sniffType(bytes) !== type) throw new ToolError('errors.unsupportedFormat', { format: FORMAT_NAMES[type] ?? type });
}

const inBrowser = () => typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined';

export async function decodeImage(bytes: Uint8Array, type: string): Promise<ImageData> {
  if (sniffType(bytes) !== type) throw new ToolError('errors.decodeFailed');
  assertImageAllowed(bytes, type);
  try {
    if (type === 'image/heic') return await decodeHeif(bytes, assertSizeAllowed);
    if (!inBrowser()) return await decodeWithWasm(bytes, type);
    try {
      return await decodeWithCanvas(bytes, type);
    } catch (e) {
      // A browser without its own AVIF or JPEG XL decoder (Firefox has none for JXL) still gets a
      // path: the wasm decoder.
      if (e instanceof ToolError) throw e;
      if (type === 'image/avif') return await decodeAvif(bytes);
      if (type === 'image/jxl') return checkedSize(await decodeJxl(bytes));
      throw e;
    }
  } catch (e) {
    if (e instanceof ToolError) throw e;
    throw new ToolError('errors.decodeFailed');
  }
}

async function decodeWithCanvas(bytes: Uint8Array, type: string): Promise<ImageData> {
  const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  try {
    assertSizeAllowed(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    // Read back at once: a canvas that says so is kept in memory, where getImageData is a copy, not a
    // readback (same pixels; a 4 MP JPEG decodes in ~33 ms instead of ~53 here).
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new ToolError('errors.canvasUnavailable');
    ctx.drawImage(bitmap, 0, 0);
    return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** JPEG XL frames can be coded larger than the header's size (see jxlSize.ts): the result is checked too. */
function checkedSize(image: ImageData): ImageData {
  assertSizeAllowed(image.width, image.height);
  return image;
}

async function decodeWithWasm(bytes: Uint8Array, type: string): Promise<ImageData> {
  const buffer = bytes.slice().buffer;
  switch (type) {
    case 'image/png':
      return (await import('@jsquash/png/decode.js')).default(buffer);
    case 'image/jpeg':
      return (await import('@jsquash/jpeg/decode.js')).default(buffer);
    case 'image/webp':
      return (await import('@jsquash/webp/decode.js')).default(buffer);
    case 'image/avif':
      return decodeAvif(bytes);
    case 'image/jxl':
      return checkedSize(await decodeJxl(bytes));
    default:
      if (nodeOnlyDecoders[type]) return nodeOnlyDecoders[type](bytes);
      throw new ToolError('errors.decodeFailed');
  }
}

/**
 * Encodes and checks the encoder really produced `type` (Chromium silently falls back to PNG).
 * quality is 1–100 for JPEG/WebP/AVIF/JPEG XL and ignored by the lossless formats.
 */
export async function encodeImage(image: ImageData, type: string, quality = 90): Promise<Uint8Array> {
  let bytes: Uint8Array;
  if (type === 'image/avif') bytes = await encodeAvif(image, { quality });
  else if (type === 'image/jxl') bytes = await encodeJxl(image, { quality });
  else if (type === 'image/gif') bytes = encodeGif(image);
  else if (type === 'image/bmp') bytes = encodeBmp(image);
  else bytes = inBrowser() ? await encodeWithCanvas(image, type, quality) : await encodeWithWasm(image, type, quality);
  assertFormat(bytes, type);
  return bytes;
}

async function encodeWithCanvas(image: ImageData, type: string, quality: number): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new ToolError('errors.canvasUnavailable');
  ctx.putImageData(image, 0, 0);
  const blob = await canvas.convertToBlob({ type, quality: quality / 100 });
  if (blob.type !== type) throw new ToolError('errors.unsupportedFormat', { format: FORMAT_NAMES[type] ?? type });
  return new Uint8Array(await blob.arrayBuffer());
}

async function encodeWithWasm(image: ImageData, type: string, quality: number): Promise<Uint8Array> {
  switch (type) {
    case 'image/png':
      return new Uint8Array(await (await import('@jsquash/png/encode.js')).default(image));
    case 'image/jpeg':
      return new Uint8Array(await (await import('@jsquash/jpeg/encode.js')).default(image, { quality }));
    case 'image/webp':
      return new Uint8Array(await (await import('@jsquash/webp/encode.js')).default(image, { quality }));
    default:
      throw new ToolError('errors.unsupportedFormat', { format: FORMAT_NAMES[type] ?? type });
  }
}

export type ResampleMethod = 'lanczos3' | 'mitchell' | 'catrom' | 'triangle';

/** High-quality resampling (a real lanczos3 filter in wasm, not a single bilinear canvas step). */
export async function resizeImage(
  image: ImageData,
  width: number,
  height: number,
  method: ResampleMethod = 'lanczos3',
): Promise<ImageData> {
  assertSizeAllowed(width, height);
  if (width === image.width && height === image.height) return image;
  const resize = (await import('@jsquash/resize')).default;
  return resize(image, { width, height, method, fitMethod: 'stretch', premultiply: true, linearRGB: true });
}
