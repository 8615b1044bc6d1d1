/**
 * The metadata a photo file carries, as raw blocks: EXIF (a TIFF structure, "II*\0" or "MM\0*"),
 * the ICC colour profile and XMP. Read from the container of each format the image tools open
 * (JPEG segments, PNG chunks, WebP RIFF chunks, HEIC/AVIF items and properties) so they can be
 * written again into another format. Pure byte work: runs in the worker and under Node.
 */
export interface MetadataBlocks {
  exif?: Uint8Array;
  icc?: Uint8Array;
  xmp?: Uint8Array;
}

const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
const u16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];
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

interface Box {
  type: string;
  start: number; // first byte of the content
  end: number;
}

function boxes(b: Uint8Array, from: number, to: number): Box[] {
  const list: Box[] = [];
  for (let i = from; i + 8 <= to;) {
    let size = u32(b, i);
    let head = 8;
    if (size === 1) {
      size = u32(b, i + 8) * 0x100000000 + u32(b, i + 12);
      head = 16;
    } else if (size === 0) size = to - i;
    if (size < head || i + size > to) break;
    list.push({ type: ascii(b, i + 4, 4), start: i + head, end: i + size });
    i += size;
  }
  return list;
}

/** HEIC and AVIF (ISO base media): the "Exif" and "mime" (XMP) items, and the ICC in a "colr" property. */
function readIsobmff(b: Uint8Array): MetadataBlocks {
  const out: MetadataBlocks = {};
  const meta = boxes(b, 0, b.length).find((x) => x.type === 'meta');
  if (!meta) return out;
  const inside = boxes(b, meta.start + 4, meta.end); // meta is a full box: version and flags first
  const types = new Map<number, string>();
  const iinf = inside.find((x) => x.type === 'iinf');
  if (iinf) {
    const skip = b[iinf.start] === 0 ? 6 : 8; // version/flags + entry count of 16 or 32 bits
    for (const infe of boxes(b, iinf.start + skip, iinf.end).filter((x) => x.type === 'infe')) {
      const version = b[infe.start];
      if (version < 2) continue;
      const id = version === 2 ? u16(b, infe.start + 4) : u32(b, infe.start + 4);
      const at = infe.start + 4 + (version === 2 ? 2 : 4) + 2;
      types.set(id, ascii(b, at, 4));
    }
  }
  const iloc = inside.find((x) => x.type === 'iloc');
  if (iloc) {
    for (const [id, data] of itemData(b, iloc)) {
      if (types.get(id) === 'Exif' && data.length > 4) out.exif = data.slice(4 + u32(data, 0));
      if (types.get(id) === 'mime' && data.includes(0x3c) && /x:xmpmeta/.test(ascii(data, 0, Math.min(data.length, 400))))
        out.xmp = data.slice();
    }
  }
  const ipco = boxes(b, inside.find((x) => x.type === 'iprp')?.start ?? 0, inside.find((x) => x.type === 'iprp')?.end ?? 0).find(
    (x) => x.type === 'ipco',
  );
  if (ipco) {
    const colr = boxes(b, ipco.start, ipco.end).find((x) => x.type === 'colr' && ['prof', 'rICC'].includes(ascii(b, x.start, 4)));
    if (colr) out.icc = b.slice(colr.start + 4, colr.end);
  }
  return out;
}

/** The bytes of each item located by an "iloc" box (construction method 0: offsets in the file). */
function itemData(b: Uint8Array, iloc: Box): Map<number, Uint8Array> {
  const items = new Map<number, Uint8Array>();
  const version = b[iloc.start];
  let p = iloc.start + 4;
  const offsetSize = b[p] >> 4;
  const lengthSize = b[p] & 15;
  const baseSize = b[p + 1] >> 4;
  const indexSize = version >= 1 ? b[p + 1] & 15 : 0;
  p += 2;
  const read = (n: number) => {
    const v = n === 0 ? 0 : n === 2 ? u16(b, p) : n === 4 ? u32(b, p) : u32(b, p) * 0x100000000 + u32(b, p + 4);
    p += n;
    return v;
  };
  const count = read(version < 2 ? 2 : 4);
  for (let k = 0; k < count; k++) {
    const id = read(version < 2 ? 2 : 4);
    const method = version >= 1 ? read(2) & 15 : 0;
    read(2); // data reference index
    const base = read(baseSize);
    const extents = read(2);
    const parts: Uint8Array[] = [];
    for (let e = 0; e < extents; e++) {
      read(indexSize);
      const offset = read(offsetSize);
      const length = read(lengthSize);
      if (method === 0) parts.push(b.subarray(base + offset, base + offset + length));
    }
    if (method === 0) items.set(id, concat(parts));
  }
  return items;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
