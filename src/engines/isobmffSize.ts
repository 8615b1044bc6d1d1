/**
 * The largest picture an AVIF/HEIF file can make a decoder allocate, read from its boxes. The primary
 * item's 'ispe' alone is not enough: a grid (or overlay) item draws its tiles into a canvas of the size
 * its own data names, and a crafted file can pair a small 'ispe' with a 16000² grid. So every 'ispe' in
 * the property container, every grid/overlay output size and every image sequence's sample size is read,
 * and the largest width and height win. undefined when the boxes cannot be read (the caller refuses).
 */
import type { ImageSize } from './imageSizeType';

interface Box {
  type: string;
  /** Start of the payload (after the header). */
  start: number;
  end: number;
}

const u16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u32 = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const fourCc = (b: Uint8Array, i: number) => String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3]);
/** An unsigned big-endian integer of 0, 2, 4 or 8 bytes (8-byte values past 2^53 are clamped, never read as small). */
function uint(b: Uint8Array, i: number, bytes: number): number {
  if (bytes === 0) return 0;
  if (bytes === 2) return u16(b, i);
  if (bytes === 4) return u32(b, i);
  if (bytes === 8) return u32(b, i) * 2 ** 32 + u32(b, i + 4);
  throw new RangeError('field size');
}

class Truncated extends Error {}

/** The boxes between start and end; a box that runs past end makes the file unreadable. */
function children(b: Uint8Array, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let i = start;
  while (i + 8 <= end) {
    let size = u32(b, i);
    let header = 8;
    if (size === 1) {
      if (i + 16 > end) throw new Truncated();
      size = uint(b, i + 8, 8);
      header = 16;
    } else if (size === 0) size = end - i;
    if (size < header || i + size > end) throw new Truncated();
    boxes.push({ type: fourCc(b, i + 4), start: i + header, end: i + size });
    i += size;
  }
  return boxes;
}

const find = (boxes: Box[], type: string) => boxes.find((x) => x.type === type);

interface Item {
  type: string;
  method: number;
  extents: { offset: number; length: number }[];
}

/** iinf: item id → item type. */
function itemTypes(b: Uint8Array, iinf: Box): Map<number, string> {
  const types = new Map<number, string>();
  const first = iinf.start + 4 + (b[iinf.start] === 0 ? 2 : 4);
  for (const infe of children(b, first, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const version = b[infe.start];
    if (version < 2) continue; // versions 0 and 1 carry no item type
    const id = version === 2 ? u16(b, infe.start + 4) : u32(b, infe.start + 4);
    types.set(id, fourCc(b, infe.start + 4 + (version === 2 ? 2 : 4) + 2));
  }
  return types;
}

/** iloc: item id → where its data is (construction method 0 = file offsets, 1 = inside idat). */
function itemLocations(b: Uint8Array, iloc: Box): Map<number, Omit<Item, 'type'>> {
  const items = new Map<number, Omit<Item, 'type'>>();
  const version = b[iloc.start];
  let i = iloc.start + 4;
  const offsetSize = b[i] >> 4;
  const lengthSize = b[i] & 15;
  const baseSize = b[i + 1] >> 4;
  const indexSize = version >= 1 ? b[i + 1] & 15 : 0;
  i += 2;
  const count = version < 2 ? u16(b, i) : u32(b, i);
  i += version < 2 ? 2 : 4;
  for (let n = 0; n < count; n++) {
    if (i > iloc.end) throw new Truncated();
    const id = version < 2 ? u16(b, i) : u32(b, i);
    i += version < 2 ? 2 : 4;
    const method = version >= 1 ? b[i + 1] & 15 : 0;
    if (version >= 1) i += 2;
    i += 2; // data_reference_index
    const base = uint(b, i, baseSize);
    i += baseSize;
    const extentCount = u16(b, i);
    i += 2;
    const extents: Item['extents'] = [];
    for (let e = 0; e < extentCount; e++) {
      i += indexSize;
      const offset = uint(b, i, offsetSize);
      i += offsetSize;
      const length = uint(b, i, lengthSize);
      i += lengthSize;
      extents.push({ offset: base + offset, length });
    }
    items.set(id, { method, extents });
  }
  if (i > iloc.end) throw new Truncated();
  return items;
}

/** The first `count` bytes of an item's data (its extents joined), or undefined when they are not in the file. */
function itemHead(b: Uint8Array, item: Item, idat: Box | undefined, count: number): Uint8Array | undefined {
  const base = item.method === 1 ? idat?.start : item.method === 0 ? 0 : undefined;
  if (base === undefined) return undefined;
  const limit = item.method === 1 ? idat!.end : b.length;
  const head: number[] = [];
  for (const { offset, length } of item.extents) {
    // Length 0 means "to the end of the file (or idat)".
    const from = base + offset;
    const to = length === 0 ? limit : Math.min(limit, from + length);
    for (let i = from; i < to && head.length < count; i++) head.push(b[i]);
    if (head.length >= count) break;
  }
  return head.length >= count ? Uint8Array.from(head) : undefined;
}

/** Output size of a 'grid' (ImageGrid) or 'iovl' (ImageOverlay) item. */
function derivedSize(b: Uint8Array, item: Item, idat: Box | undefined): ImageSize | undefined {
  const wide = (head: Uint8Array) => (head[1] & 1) === 1;
  const skip = item.type === 'grid' ? 4 : 2 + 8; // grid: version, flags, rows-1, columns-1; iovl: version, flags, fill colour
  const short = itemHead(b, item, idat, skip + 4);
  if (!short) return undefined;
  if (!wide(short)) return { width: u16(short, skip), height: u16(short, skip + 2) };
  const long = itemHead(b, item, idat, skip + 8);
  return long && { width: u32(long, skip), height: u32(long, skip + 4) };
}

/** Sample sizes of image sequences: moov/trak/mdia/minf/stbl/stsd visual sample entries. */
function sequenceSizes(b: Uint8Array, moov: Box, sizes: ImageSize[]): void {
  for (const trak of children(b, moov.start, moov.end).filter((x) => x.type === 'trak')) {
    let box: Box | undefined = trak;
    for (const type of ['mdia', 'minf', 'stbl', 'stsd']) box = box && find(children(b, box.start, box.end), type);
    if (!box) continue;
    // stsd: FullBox + entry count, then sample entries; a visual one has its width and height at 24.
    for (const entry of children(b, box.start + 8, box.end)) {
      if (entry.end - entry.start >= 28) sizes.push({ width: u16(b, entry.start + 24), height: u16(b, entry.start + 26) });
    }
  }
}

export function isobmffSize(b: Uint8Array): ImageSize | undefined {
  try {
    const top = children(b, 0, b.length);
    const meta = find(top, 'meta');
    if (!meta) return undefined;
    const inMeta = children(b, meta.start + 4, meta.end);
    const sizes: ImageSize[] = [];
    const ipco = find(children(b, find(inMeta, 'iprp')?.start ?? 0, find(inMeta, 'iprp')?.end ?? 0), 'ipco');
    for (const ispe of ipco ? children(b, ipco.start, ipco.end).filter((x) => x.type === 'ispe') : []) {
      if (ispe.end - ispe.start < 12) return undefined;
      sizes.push({ width: u32(b, ispe.start + 4), height: u32(b, ispe.start + 8) });
    }
    const iinf = find(inMeta, 'iinf');
    const iloc = find(inMeta, 'iloc');
    const types = iinf ? itemTypes(b, iinf) : new Map<number, string>();
    const locations = iloc ? itemLocations(b, iloc) : new Map<number, Omit<Item, 'type'>>();
    for (const [id, type] of types) {
      if (type !== 'grid' && type !== 'iovl') continue;
      const location = locations.get(id);
      const size = location && derivedSize(b, { type, ...location }, find(inMeta, 'idat'));
      // A grid whose size cannot be read could be any size: the whole file is unreadable.
      if (!size) return undefined;
      sizes.push(size);
    }
    const moov = find(top, 'moov');
    if (moov) sequenceSizes(b, moov, sizes);
    if (sizes.length === 0) return undefined;
    return sizes.reduce((a, s) => ({ width: Math.max(a.width, s.width), height: Math.max(a.height, s.height) }));
  } catch (e) {
    if (e instanceof Truncated || e instanceof RangeError) return undefined;
    throw e;
  }
}
