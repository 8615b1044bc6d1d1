/**
 * What a photo tells about its owner, in plain data the result row shows (the "metadata panel"):
 * read in the worker with exifr (MIT) from the EXIF block found by blocks.ts, plus the colour
 * profile's own name. Nothing here makes a request: no map, no lookup of the place.
 */
import exifr from 'exifr';
import type { MetadataBlocks } from './blocks';
import type { PhotoFacts } from '../../../schemas/pipeline';

export type { PhotoFacts };

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.replace(/\0+$/, '').trim() : undefined);

export async function readPhotoFacts(blocks: MetadataBlocks): Promise<PhotoFacts> {
  const facts: PhotoFacts = {};
  if (blocks.exif) {
    try {
      const parts = (await exifr.parse(blocks.exif, {
        tiff: true,
        exif: true,
        gps: true,
        ifd1: true,
        interop: false,
        makerNote: false,
        userComment: false,
        translateKeys: true,
        translateValues: false,
        reviveValues: false,
        mergeOutput: false,
      })) as Record<string, Record<string, unknown> | undefined> | undefined;
      // Merged by hand: exifr's own merge leaves out IFD1 (the thumbnail's directory).
      const tags: Record<string, unknown> | undefined = parts && { ...parts.ifd1, ...parts.ifd0, ...parts.exif, ...parts.gps };
      if (tags) {
        facts.date = text(tags.DateTimeOriginal) ?? text(tags.CreateDate) ?? text(tags.ModifyDate);
        facts.make = text(tags.Make);
        facts.model = text(tags.Model);
        facts.lens = text(tags.LensModel) ?? text(tags.LensMake);
        facts.software = text(tags.Software);
        facts.artist = text(tags.Artist);
        facts.copyright = text(tags.Copyright);
        if (typeof tags.Orientation === 'number') facts.orientation = tags.Orientation;
        if (typeof tags.latitude === 'number' && typeof tags.longitude === 'number' && Number.isFinite(tags.latitude)) {
          facts.latitude = Math.round(tags.latitude * 1e6) / 1e6;
          facts.longitude = Math.round(tags.longitude * 1e6) / 1e6;
        }
        const thumb = tags.ThumbnailLength ?? tags.JPEGInterchangeFormatLength;
        if (typeof thumb === 'number' && thumb > 0) facts.thumbnailBytes = thumb;
      }
    } catch {
      // An EXIF block exifr cannot read tells nothing we could show.
    }
  }
  if (blocks.icc) facts.colourProfile = iccDescription(blocks.icc) ?? 'ICC';
  if (blocks.xmp) facts.hasXmp = true;
  for (const k of Object.keys(facts) as (keyof PhotoFacts)[]) if (facts[k] === undefined) delete facts[k];
  return facts;
}

/** The profile's "desc" tag: ICC v2 textDescriptionType (ASCII) or v4 multiLocalizedUnicodeType (UTF-16BE). */
export function iccDescription(icc: Uint8Array): string | undefined {
  if (icc.length < 132) return undefined;
  const v = new DataView(icc.buffer, icc.byteOffset, icc.byteLength);
  const count = v.getUint32(128);
  for (let k = 0; k < count && 132 + k * 12 + 12 <= icc.length; k++) {
    const at = 132 + k * 12;
    if (v.getUint32(at) !== 0x64657363) continue; // 'desc'
    const offset = v.getUint32(at + 4);
    if (offset + 12 > icc.length) return undefined;
    const kind = String.fromCharCode(...icc.subarray(offset, offset + 4));
    if (kind === 'desc') {
      const n = v.getUint32(offset + 8);
      return text(String.fromCharCode(...icc.subarray(offset + 12, Math.min(icc.length, offset + 12 + n))));
    }
    if (kind === 'mluc' && offset + 28 <= icc.length) {
      const length = v.getUint32(offset + 20);
      const start = offset + v.getUint32(offset + 24);
      let s = '';
      for (let p = start; p + 1 < Math.min(icc.length, start + length); p += 2) s += String.fromCharCode(v.getUint16(p));
      return text(s);
    }
  }
  return undefined;
}

export const hasLocation = (facts: PhotoFacts) => facts.latitude !== undefined;
