/**
 * Reads an ICO's directory and payloads back, for tests of what src/engines/ico.ts writes (browsers
 * read ICO themselves; no LocalKit tool needs to).
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEADER_SIZE = 6;
const ENTRY_SIZE = 16;
const BITMAPINFOHEADER_SIZE = 40;

const isPng = (b: Uint8Array) => b.length >= 24 && PNG_SIGNATURE.every((v, i) => b[i] === v);

/** One image read back from an ICO. */
export interface IcoEntry {
  width: number;
  height: number;
  /** Bits per pixel from the directory entry (32 for what encodeIco writes). */
  bitCount: number;
  format: 'png' | 'bmp';
  /** The raw stored bytes (a whole PNG file, or a headerless BMP: BITMAPINFOHEADER + pixels + mask). */
  data: Uint8Array;
  /** Pixels of a 32-bit BMP entry, top row first, RGBA. Undefined for PNG entries (decode `data`). */
  rgba?: Uint8ClampedArray<ArrayBuffer>;
}

function decodeBmp(data: Uint8Array, width: number, height: number): Uint8ClampedArray<ArrayBuffer> | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length < BITMAPINFOHEADER_SIZE || view.getUint16(14, true) !== 32) return undefined;
  const headerSize = view.getUint32(0, true);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const src = headerSize + (height - 1 - y) * width * 4;
    for (let x = 0; x < width; x++) {
      const s = src + x * 4;
      const d = (y * width + x) * 4;
      rgba[d] = data[s + 2];
      rgba[d + 1] = data[s + 1];
      rgba[d + 2] = data[s];
      rgba[d + 3] = data[s + 3];
    }
  }
  return rgba;
}

/** Reads an ICO's directory and payloads. Throws on anything that is not a well-formed icon file. */
export function parseIco(bytes: Uint8Array): IcoEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < HEADER_SIZE || view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new Error('ICO: bad header');
  const count = view.getUint16(4, true);
  if (bytes.length < HEADER_SIZE + count * ENTRY_SIZE) throw new Error('ICO: truncated directory');
  const entries: IcoEntry[] = [];
  for (let i = 0; i < count; i++) {
    const e = HEADER_SIZE + i * ENTRY_SIZE;
    const width = bytes[e] || 256;
    const height = bytes[e + 1] || 256;
    const bitCount = view.getUint16(e + 6, true);
    const size = view.getUint32(e + 8, true);
    const offset = view.getUint32(e + 12, true);
    if (offset + size > bytes.length) throw new Error(`ICO: entry ${i} points past the end of the file`);
    const data = bytes.subarray(offset, offset + size);
    if (isPng(data)) {
      entries.push({ width, height, bitCount, format: 'png', data });
    } else {
      entries.push({ width, height, bitCount, format: 'bmp', data, rgba: decodeBmp(data, width, height) });
    }
  }
  return entries;
}
