/**
 * The largest picture an AVIF/HEIF file can make a decoder allocate, read from its boxes. The primary
 * item's 'ispe' alone is not enough: a grid (or overlay) item draws its tiles into a canvas of the size
 * its own data names, and a crafted file can pair a small 'ispe' with a 16000² grid. So every 'ispe' in
 * the property container, every grid/overlay output size and every image sequence's sample size is read,
 * and the largest width and height win. undefined when the boxes cannot be read (the caller refuses).
 */
import type { ImageSize } from './imageSizeType';
import { children, itemLocations, itemTypes, Truncated, u16, u32, type Box, type ItemLocation } from './isobmff';

const find = (boxes: Box[], type: string) => boxes.find((x) => x.type === type);

type Item = ItemLocation & { type: string };

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
    const locations = iloc ? itemLocations(b, iloc) : new Map<number, ItemLocation>();
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
