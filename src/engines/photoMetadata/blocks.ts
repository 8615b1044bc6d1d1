/**
 * The metadata a photo file carries, as raw blocks: EXIF (a TIFF structure, "II*\0" or "MM\0*"),
 * the ICC colour profile and XMP. Read from the container of each format the image tools open
 * (JPEG segments, PNG chunks, WebP RIFF chunks, HEIC/AVIF items and properties) so they can be
 * written again into another format. Pure byte work: runs in the worker and under Node.
 */
import { children, itemLocations, itemTypes, u16, u32, type Box } from '../isobmff';
import { concat } from '../concatBytes';

export interface MetadataBlocks {
  exif?: Uint8Array;
  icc?: Uint8Array;
  xmp?: Uint8Array;
}

const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
const u32le = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + b[at + 3] * 0x1000000;
const XMP_ID = 'http://ns.adobe.com/xap/1.0/\0';

export async function readMetadataBlocks(bytes: Uint8Array, type: string): Promise<MetadataBlocks> {
  try {
    if (type === 'image/jpeg') return readJpeg(bytes);
    if (type === 'image/png') return await readPng(bytes);
    if (type === 'image/webp') return readWebp(bytes);
    if (type === 'image/heic' || type === 'image/avif') return readIsobmff(bytes);
  } catch {
    // A damaged header is not worth failing the job for: the file simply tells nothing we can carry.
  }
  return {};
}

function readJpeg(b: Uint8Array): MetadataBlocks {
  const out: MetadataBlocks = {};
  const icc: { n: number; data: Uint8Array }[] = [];
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1];
    if (marker === 0xda || marker === 0xd9) break;
    const end = i + 2 + u16(b, i + 2);
    if (end > b.length) break;
    if (marker === 0xe1 && ascii(b, i + 4, 6) === 'Exif\0\0' && !out.exif) out.exif = b.slice(i + 10, end);
    else if (marker === 0xe1 && ascii(b, i + 4, XMP_ID.length) === XMP_ID && !out.xmp) out.xmp = b.slice(i + 4 + XMP_ID.length, end);
    // ICC profiles over 64 KB span several APP2 segments, numbered from 1.
    else if (marker === 0xe2 && ascii(b, i + 4, 12) === 'ICC_PROFILE\0') icc.push({ n: b[i + 16], data: b.subarray(i + 18, end) });
    i = end;
  }
  if (icc.length) out.icc = concat(icc.sort((a, c) => a.n - c.n).map((s) => s.data));
  return out;
}

async function readPng(b: Uint8Array): Promise<MetadataBlocks> {
  const out: MetadataBlocks = {};
  let i = 8;
  while (i + 12 <= b.length) {
    const len = u32(b, i);
    const name = ascii(b, i + 4, 4);
    const data = b.subarray(i + 8, i + 8 + len);
    if (name === 'eXIf') out.exif = data.slice();
    else if (name === 'iCCP') {
      const nul = data.indexOf(0);
      out.icc = await inflate(data.subarray(nul + 2)); // name, NUL, compression method (0 = zlib)
    } else if (name === 'iTXt' && ascii(data, 0, 18) === 'XML:com.adobe.xmp\0') {
      // keyword NUL, compression flag, method, language NUL, translated keyword NUL, text
      let p = 18 + 2;
      p = data.indexOf(0, p) + 1;
      p = data.indexOf(0, p) + 1;
      out.xmp = data[18] === 0 ? data.slice(p) : await inflate(data.subarray(p));
    } else if (name === 'IDAT' || name === 'IEND') break;
    i += 12 + len;
  }
  return out;
}

function readWebp(b: Uint8Array): MetadataBlocks {
  const out: MetadataBlocks = {};
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return out;
  for (let i = 12; i + 8 <= b.length;) {
    const name = ascii(b, i, 4);
    const len = u32le(b, i + 4);
    const data = b.subarray(i + 8, i + 8 + len);
    if (name === 'EXIF') out.exif = stripExifHeader(data).slice();
    else if (name === 'ICCP') out.icc = data.slice();
    else if (name === 'XMP ') out.xmp = data.slice();
    i += 8 + len + (len & 1);
  }
  return out;
}

/** Some writers put JPEG's "Exif\0\0" in front of the TIFF header in WebP/PNG too. */
function stripExifHeader(data: Uint8Array): Uint8Array {
  return ascii(data, 0, 6) === 'Exif\0\0' ? data.subarray(6) : data;
}

/** HEIC and AVIF (ISO base media): the "Exif" and "mime" (XMP) items, and the ICC in a "colr" property.
 * Boxes are read leniently: a file cut short in its media data still tells its metadata. */
function readIsobmff(b: Uint8Array): MetadataBlocks {
  const out: MetadataBlocks = {};
  const meta = children(b, 0, b.length, true).find((x) => x.type === 'meta');
  if (!meta) return out;
  const inside = children(b, meta.start + 4, meta.end, true); // meta is a full box: version and flags first
  const iinf = inside.find((x) => x.type === 'iinf');
  const types = iinf ? itemTypes(b, iinf, true) : new Map<number, string>();
  const iloc = inside.find((x) => x.type === 'iloc');
  if (iloc) {
    for (const [id, data] of itemData(b, iloc)) {
      if (types.get(id) === 'Exif' && data.length > 4) out.exif = data.slice(4 + u32(data, 0));
      if (types.get(id) === 'mime' && data.includes(0x3c) && /x:xmpmeta/.test(ascii(data, 0, Math.min(data.length, 400))))
        out.xmp = data.slice();
    }
  }
  const iprp = inside.find((x) => x.type === 'iprp');
  const ipco = children(b, iprp?.start ?? 0, iprp?.end ?? 0, true).find((x) => x.type === 'ipco');
  if (ipco) {
    const colr = children(b, ipco.start, ipco.end, true).find((x) => x.type === 'colr' && ['prof', 'rICC'].includes(ascii(b, x.start, 4)));
    if (colr) out.icc = b.slice(colr.start + 4, colr.end);
  }
  return out;
}

/** The bytes of each item stored at offsets in the file (construction method 0). A damaged item table
 * gives no items; the colour profile, a property, is still read. */
function itemData(b: Uint8Array, iloc: Box): Map<number, Uint8Array> {
  const items = new Map<number, Uint8Array>();
  let locations;
  try {
    locations = itemLocations(b, iloc);
  } catch {
    return items;
  }
  for (const [id, { method, extents }] of locations) {
    if (method === 0) items.set(id, concat(extents.map(({ offset, length }) => b.subarray(offset, offset + length))));
  }
  return items;
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
