/** Reads a ZIP's entries (stored or deflated) from its central directory — enough to check our downloads. */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

export function readZip(buf: Uint8Array): ZipEntry[] {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let eocd = buf.length - 22;
  while (eocd >= 0 && view.getUint32(eocd, true) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a ZIP: no end of central directory');
  let count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  // ZIP64 (client-zip may write it): the real values are in the ZIP64 end record.
  if (count === 0xffff || at === 0xffffffff) {
    const loc = eocd - 20;
    const z64 = Number(view.getBigUint64(loc + 8, true));
    count = Number(view.getBigUint64(z64 + 32, true));
    at = Number(view.getBigUint64(z64 + 48, true));
  }
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('bad central directory');
    const method = view.getUint16(at + 10, true);
    let size = view.getUint32(at + 20, true);
    const nameLen = view.getUint16(at + 28, true);
    const extraLen = view.getUint16(at + 30, true);
    const commentLen = view.getUint16(at + 32, true);
    let local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(buf.subarray(at + 46, at + 46 + nameLen));
    // ZIP64 extra field holds sizes/offset that overflowed.
    for (let e = at + 46 + nameLen; e < at + 46 + nameLen + extraLen;) {
      const id = view.getUint16(e, true);
      const len = view.getUint16(e + 2, true);
      if (id === 0x0001) {
        let p = e + 4;
        if (view.getUint32(at + 24, true) === 0xffffffff) p += 8;
        if (size === 0xffffffff) {
          size = Number(view.getBigUint64(p, true));
          p += 8;
        }
        if (local === 0xffffffff) local = Number(view.getBigUint64(p, true));
      }
      e += 4 + len;
    }
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = buf.subarray(dataStart, dataStart + size);
    entries.push({ name, data: method === 8 ? new Uint8Array(inflateRawSync(raw)) : raw });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}
