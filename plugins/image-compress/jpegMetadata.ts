/**
 * Carry metadata from one JPEG to another: EXIF (APP1 "Exif"), XMP (APP1 XMP) and the ICC profile
 * (APP2). Decoding already applied the EXIF orientation to the pixels, so the copied EXIF has its
 * orientation set to 1 (otherwise viewers would rotate the image a second time).
 */

const isSegment = (b: Uint8Array, i: number, marker: number, id: string) =>
  b[i] === 0xff && b[i + 1] === marker && [...id].every((c, k) => b[i + 4 + k] === c.charCodeAt(0));

/** The metadata segments of a JPEG (whole segments, marker included), in file order. */
export function readJpegMetadata(jpeg: Uint8Array): Uint8Array[] {
  const kept: Uint8Array[] = [];
  let i = 2;
  while (i + 4 <= jpeg.length && jpeg[i] === 0xff) {
    const marker = jpeg[i + 1];
    if (marker === 0xda || marker === 0xd9) break; // start of scan: no more headers
    const end = i + 2 + ((jpeg[i + 2] << 8) | jpeg[i + 3]);
    if (end > jpeg.length) break;
    if (isSegment(jpeg, i, 0xe1, 'Exif\0')) kept.push(resetOrientation(jpeg.slice(i, end)));
    else if (isSegment(jpeg, i, 0xe1, 'http://ns.adobe.com/xap/1.0/') || isSegment(jpeg, i, 0xe2, 'ICC_PROFILE'))
      kept.push(jpeg.slice(i, end));
    i = end;
  }
  return kept;
}

/** Inserts segments right after SOI (and after a JFIF APP0 if there is one). */
export function writeJpegMetadata(jpeg: Uint8Array, segments: Uint8Array[]): Uint8Array {
  if (segments.length === 0) return jpeg;
  let at = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at = 4 + ((jpeg[4] << 8) | jpeg[5]);
  const size = segments.reduce((n, s) => n + s.length, 0);
  const out = new Uint8Array(jpeg.length + size);
  out.set(jpeg.subarray(0, at));
  let p = at;
  for (const s of segments) {
    out.set(s, p);
    p += s.length;
  }
  out.set(jpeg.subarray(at), p);
  return out;
}

/** Sets the EXIF Orientation tag (0x0112) of IFD0 to 1, in a copy of an APP1 Exif segment. */
function resetOrientation(segment: Uint8Array): Uint8Array {
  const tiff = 10; // FF E1 len(2) "Exif\0\0"
  if (segment.length < tiff + 8) return segment;
  const v = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  const little = segment[tiff] === 0x49;
  const ifd = tiff + v.getUint32(tiff + 4, little);
  if (ifd + 2 > segment.length) return segment;
  const count = v.getUint16(ifd, little);
  for (let k = 0; k < count; k++) {
    const entry = ifd + 2 + k * 12;
    if (entry + 12 > segment.length) break;
    if (v.getUint16(entry, little) === 0x0112) v.setUint16(entry + 8, 1, little);
  }
  return segment;
}
