/**
 * Writes metadata blocks (see blocks.ts) into an encoded image: JPEG APP1/APP2 segments, PNG
 * eXIf/iCCP/iTXt chunks, WebP EXIF/ICCP/XMP chunks (turning a simple WebP into the extended VP8X form).
 * Returns undefined for a format that has no place for them here (AVIF from the encoder, GIF, BMP, ICO).
 */
import { deflate, type MetadataBlocks } from './blocks';
import { concat } from '../concatBytes';

export const CARRIES_METADATA = new Set(['image/jpeg', 'image/png', 'image/webp']);

const bytesOf = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const XMP_ID = 'http://ns.adobe.com/xap/1.0/\0';
/** A JPEG segment holds at most 65,533 bytes after its marker. */
const SEGMENT_MAX = 65533;

export async function writeMetadataBlocks(
  bytes: Uint8Array,
  type: string,
  blocks: MetadataBlocks,
  size: { width: number; height: number },
): Promise<{ bytes: Uint8Array; dropped: (keyof MetadataBlocks)[] } | undefined> {
  if (type === 'image/jpeg') return writeJpeg(bytes, blocks);
  if (type === 'image/png') return { bytes: await writePng(bytes, blocks), dropped: [] };
  if (type === 'image/webp') return { bytes: writeWebp(bytes, blocks, size), dropped: [] };
  return undefined;
}

function segment(marker: number, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + body.length);
  out.set([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 255]);
  out.set(body, 4);
  return out;
}

function writeJpeg(jpeg: Uint8Array, blocks: MetadataBlocks) {
  const segments: Uint8Array[] = [];
  const dropped: (keyof MetadataBlocks)[] = [];
  if (blocks.exif) {
    const body = concat([bytesOf('Exif\0\0'), blocks.exif]);
    if (body.length <= SEGMENT_MAX - 2) segments.push(segment(0xe1, body));
    else dropped.push('exif');
  }
  if (blocks.xmp) {
    const body = concat([bytesOf(XMP_ID), blocks.xmp]);
    if (body.length <= SEGMENT_MAX - 2) segments.push(segment(0xe1, body));
    else dropped.push('xmp');
  }
  if (blocks.icc) {
    const chunk = SEGMENT_MAX - 2 - 14;
    const n = Math.ceil(blocks.icc.length / chunk);
    for (let k = 0; k < n; k++)
      segments.push(
        segment(0xe2, concat([bytesOf('ICC_PROFILE\0'), Uint8Array.of(k + 1, n), blocks.icc.subarray(k * chunk, (k + 1) * chunk)])),
      );
  }
  let at = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at = 4 + ((jpeg[4] << 8) | jpeg[5]); // after JFIF
  return { bytes: concat([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)]), dropped };
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(name: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(bytesOf(name), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function writePng(png: Uint8Array, blocks: MetadataBlocks): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  if (blocks.icc) chunks.push(pngChunk('iCCP', concat([bytesOf('ICC Profile\0\0'), await deflate(blocks.icc)])));
  if (blocks.exif) chunks.push(pngChunk('eXIf', blocks.exif));
  if (blocks.xmp) chunks.push(pngChunk('iTXt', concat([bytesOf('XML:com.adobe.xmp\0\0\0\0\0'), blocks.xmp])));
  // Drop chunks of the same kind the encoder may have written (sRGB/gAMA conflict with an ICC profile).
  const skip = new Set(blocks.icc ? ['iCCP', 'sRGB', 'gAMA', 'cHRM', 'eXIf'] : ['eXIf']);
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  for (let i = 8; i + 12 <= png.length;) {
    const len = new DataView(png.buffer, png.byteOffset + i, 4).getUint32(0);
    const name = String.fromCharCode(...png.subarray(i + 4, i + 8));
    if (!skip.has(name)) parts.push(png.subarray(i, i + 12 + len));
    if (name === 'IHDR') parts.push(...chunks);
    i += 12 + len;
  }
  return concat(parts);
}

function riffChunk(name: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + data.length + (data.length & 1));
  out.set(bytesOf(name));
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

function writeWebp(webp: Uint8Array, blocks: MetadataBlocks, size: { width: number; height: number }): Uint8Array {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  let vp8x: Uint8Array | undefined;
  const image: Uint8Array[] = [];
  let alpha = false;
  for (let i = 12; i + 8 <= webp.length;) {
    const name = String.fromCharCode(...webp.subarray(i, i + 4));
    const len = view.getUint32(i + 4, true);
    const whole = webp.subarray(i, i + 8 + len + (len & 1));
    if (name === 'VP8X') vp8x = whole.slice();
    else if (!['ICCP', 'EXIF', 'XMP '].includes(name)) image.push(whole);
    if (name === 'ALPH') alpha = true;
    if (name === 'VP8L') alpha = alpha || ((webp[i + 8 + 4] >> 4) & 1) === 1; // alpha_is_used bit
    i += 8 + len + (len & 1);
  }
  if (!vp8x) {
    const w = size.width - 1;
    const h = size.height - 1;
    vp8x = riffChunk('VP8X', Uint8Array.of(0, 0, 0, 0, w & 255, (w >> 8) & 255, w >> 16, h & 255, (h >> 8) & 255, h >> 16));
    if (alpha) vp8x[8] |= 0x10;
  }
  vp8x[8] = (vp8x[8] & ~0x2c) | (blocks.icc ? 0x20 : 0) | (blocks.exif ? 0x08 : 0) | (blocks.xmp ? 0x04 : 0);
  const body = concat([
    bytesOf('WEBP'),
    vp8x,
    ...(blocks.icc ? [riffChunk('ICCP', blocks.icc)] : []),
    ...image,
    ...(blocks.exif ? [riffChunk('EXIF', blocks.exif)] : []),
    ...(blocks.xmp ? [riffChunk('XMP ', blocks.xmp)] : []),
  ]);
  const head = riffChunk('RIFF', new Uint8Array(0)).subarray(0, 8);
  new DataView(head.buffer).setUint32(4, body.length, true);
  return concat([head, body]);
}
