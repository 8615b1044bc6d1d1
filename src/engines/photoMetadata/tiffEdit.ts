/**
 * Edits of an EXIF block (a TIFF structure) made in place on a copy: the location taken out, the
 * orientation set upright. Every image tool decodes with the orientation already applied to the
 * pixels, so a kept EXIF must say "upright" or viewers would turn the photo a second time.
 */

const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8 };
const GPS_POINTER = 0x8825;
const ORIENTATION = 0x0112;

interface Tiff {
  view: DataView;
  little: boolean;
  ifd0: number;
}

function open(tiff: Uint8Array): Tiff | undefined {
  if (tiff.length < 8) return undefined;
  const little = tiff[0] === 0x49;
  if (!little && tiff[0] !== 0x4d) return undefined;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const ifd0 = view.getUint32(4, little);
  if (ifd0 + 2 > tiff.length) return undefined;
  return { view, little, ifd0 };
}

function entries(t: Tiff, ifd: number): number[] {
  const count = t.view.getUint16(ifd, t.little);
  const list: number[] = [];
  for (let k = 0; k < count; k++) {
    const at = ifd + 2 + k * 12;
    if (at + 12 > t.view.byteLength) break;
    list.push(at);
  }
  return list;
}

/** Whether the block has a GPS directory (a location, or at least a place for one). */
export function hasGpsDirectory(tiff: Uint8Array): boolean {
  const t = open(tiff);
  return !!t && entries(t, t.ifd0).some((at) => t.view.getUint16(at, t.little) === GPS_POINTER);
}

/**
 * A copy without the GPS directory: its pointer is removed from IFD0 and the directory with all its
 * values is overwritten with zeros, so no coordinate is left anywhere in the bytes.
 */
export function withoutLocation(tiff: Uint8Array): Uint8Array {
  const copy = tiff.slice();
  const t = open(copy);
  if (!t) return copy;
  const list = entries(t, t.ifd0);
  const index = list.findIndex((at) => t.view.getUint16(at, t.little) === GPS_POINTER);
  if (index < 0) return copy;
  const gps = t.view.getUint32(list[index] + 8, t.little);
  if (gps + 2 <= copy.length) {
    const gpsEntries = entries(t, gps);
    for (const at of gpsEntries) {
      const size = (TYPE_SIZE[t.view.getUint16(at + 2, t.little)] ?? 1) * t.view.getUint32(at + 4, t.little);
      if (size > 4) {
        const offset = t.view.getUint32(at + 8, t.little);
        if (offset + size <= copy.length) copy.fill(0, offset, offset + size);
      }
    }
    copy.fill(0, gps, Math.min(copy.length, gps + 2 + gpsEntries.length * 12 + 4));
  }
  // Shift the following entries and the next-IFD pointer up by one entry.
  const count = list.length;
  const end = t.ifd0 + 2 + count * 12 + 4;
  copy.copyWithin(list[index], list[index] + 12, end);
  copy.fill(0, end - 12, end);
  t.view.setUint16(t.ifd0, count - 1, t.little);
  return copy;
}

/** A copy with Orientation (if present) set to 1, "upright". */
export function upright(tiff: Uint8Array): Uint8Array {
  const copy = tiff.slice();
  const t = open(copy);
  if (!t) return copy;
  for (const at of entries(t, t.ifd0)) if (t.view.getUint16(at, t.little) === ORIENTATION) t.view.setUint16(at + 8, 1, t.little);
  return copy;
}
