/**
 * Reading ISO base media files (HEIC, AVIF, MP4): their boxes, and the item tables of a "meta" box.
 * Shared by the size check (isobmffSize.ts) and the metadata reader (photoMetadata/blocks.ts).
 */

export interface Box {
  type: string;
  /** Start of the payload (after the header). */
  start: number;
  end: number;
}

/** Where an item's data is: construction method (0 = file offsets, 1 = inside idat) and its extents. */
export interface ItemLocation {
  method: number;
  extents: { offset: number; length: number }[];
}

/** A box or table runs past the end of its parent: the file is cut short or damaged. */
export class Truncated extends Error {}

export const u16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
export const u32 = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
export const fourCc = (b: Uint8Array, i: number) => String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3]);

/** An unsigned big-endian integer of 0, 2, 4 or 8 bytes (8-byte values past 2^53 are clamped, never read as small). */
export function uint(b: Uint8Array, i: number, bytes: number): number {
  if (bytes === 0) return 0;
  if (bytes === 2) return u16(b, i);
  if (bytes === 4) return u32(b, i);
  if (bytes === 8) return u32(b, i) * 2 ** 32 + u32(b, i + 4);
  throw new RangeError('field size');
}

/**
 * The boxes between start and end. A box that runs past end throws Truncated; with `lenient`, the list
 * stops before it instead (a reader that wants what comes first, such as the metadata of a file whose
 * media data is cut short).
 */
export function children(b: Uint8Array, start: number, end: number, lenient = false): Box[] {
  const boxes: Box[] = [];
  let i = start;
  while (i + 8 <= end) {
    let size = u32(b, i);
    let header = 8;
    if (size === 1) {
      size = i + 16 > end ? 0 : uint(b, i + 8, 8);
      header = 16;
    } else if (size === 0) size = end - i;
    if (size < header || i + size > end) {
      if (lenient) break;
      throw new Truncated();
    }
    boxes.push({ type: fourCc(b, i + 4), start: i + header, end: i + size });
    i += size;
  }
  return boxes;
}

/** iinf: item id → item type. */
export function itemTypes(b: Uint8Array, iinf: Box, lenient = false): Map<number, string> {
  const types = new Map<number, string>();
  const first = iinf.start + 4 + (b[iinf.start] === 0 ? 2 : 4); // version/flags + entry count of 16 or 32 bits
  for (const infe of children(b, first, iinf.end, lenient)) {
    if (infe.type !== 'infe') continue;
    const version = b[infe.start];
    if (version < 2) continue; // versions 0 and 1 carry no item type
    const id = version === 2 ? u16(b, infe.start + 4) : u32(b, infe.start + 4);
    types.set(id, fourCc(b, infe.start + 4 + (version === 2 ? 2 : 4) + 2));
  }
  return types;
}

/** iloc: item id → where its data is (offsets already include the item's base offset). */
export function itemLocations(b: Uint8Array, iloc: Box): Map<number, ItemLocation> {
  const items = new Map<number, ItemLocation>();
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
    const extents: ItemLocation['extents'] = [];
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
