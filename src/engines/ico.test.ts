import { describe, expect, it } from 'vitest';
import { encodeIco } from './ico';
import { parseIco } from '../../tests/setup/parseIco';
import { encodeImage, decodeImage } from './imageCodecs';

/** A square with a distinct colour per quadrant and a fully transparent top-left pixel. */
function quadrants(size: number): ImageData {
  const img = new ImageData(size, size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const top = y < size / 2;
      const left = x < size / 2;
      const colour = top ? (left ? [255, 0, 0, 255] : [0, 255, 0, 255]) : left ? [0, 0, 255, 255] : [255, 255, 0, 128];
      img.data.set(colour, (y * size + x) * 4);
    }
  img.data.set([0, 0, 0, 0], 0);
  return img;
}

describe('ICO writer', () => {
  it('writes BMP entries that read back pixel for pixel, with the AND mask for transparent pixels', () => {
    const images = [16, 32, 48].map((s) => quadrants(s));
    const ico = encodeIco(images.map((img) => ({ width: img.width, height: img.height, rgba: img.data })));
    // Header: reserved 0, type 1, count 3.
    expect(Array.from(ico.subarray(0, 6))).toEqual([0, 0, 1, 0, 3, 0]);
    const entries = parseIco(ico);
    expect(entries.map((e) => [e.width, e.height, e.format, e.bitCount])).toEqual([
      [16, 16, 'bmp', 32],
      [32, 32, 'bmp', 32],
      [48, 48, 'bmp', 32],
    ]);
    entries.forEach((e, i) => {
      expect(Array.from(e.rgba!)).toEqual(Array.from(images[i].data));
      const view = new DataView(e.data.buffer, e.data.byteOffset);
      expect(view.getInt32(8, true)).toBe(e.height * 2); // XOR + AND height convention
      // The AND mask row for the top image row is the last mask row (bottom-up); its first bit is set.
      const maskRowBytes = Math.ceil(e.width / 32) * 4;
      const lastMaskRow = 40 + e.width * e.height * 4 + (e.height - 1) * maskRowBytes;
      expect(e.data[lastMaskRow] & 0x80).toBe(0x80);
      expect(e.data[lastMaskRow] & 0x40).toBe(0);
    });
    // The payloads do not overlap and fill the file exactly.
    expect(6 + 16 * 3 + entries.reduce((s, e) => s + e.data.length, 0)).toBe(ico.length);
  });

  it('stores PNG entries as-is, 256 written as 0 in the directory', async () => {
    const png256 = await encodeImage(quadrants(256), 'image/png');
    const png32 = await encodeImage(quadrants(32), 'image/png');
    const ico = encodeIco([
      { width: 32, height: 32, png: png32 },
      { width: 256, height: 256, png: png256 },
    ]);
    expect(ico[6 + 16]).toBe(0); // width byte of the 256 entry
    const entries = parseIco(ico);
    expect(entries.map((e) => [e.width, e.height, e.format])).toEqual([
      [32, 32, 'png'],
      [256, 256, 'png'],
    ]);
    expect(Array.from(entries[1].data)).toEqual(Array.from(png256));
    const decoded = await decodeImage(entries[1].data.slice(), 'image/png');
    expect([decoded.width, decoded.height]).toEqual([256, 256]);
    expect(Array.from(decoded.data.subarray(4 * 200, 4 * 200 + 4))).toEqual([0, 255, 0, 255]);
  });

  it('mixes BMP and PNG entries in one file', async () => {
    const ico = encodeIco([
      { width: 16, height: 16, rgba: quadrants(16).data },
      { width: 256, height: 256, png: await encodeImage(quadrants(256), 'image/png') },
    ]);
    expect(parseIco(ico).map((e) => e.format)).toEqual(['bmp', 'png']);
  });

  it('refuses sizes an ICO cannot hold, mismatched PNGs and wrong pixel counts', async () => {
    expect(() => encodeIco([])).toThrow(/1 to 65535/);
    expect(() => encodeIco([{ width: 300, height: 300, rgba: new Uint8Array(300 * 300 * 4) }])).toThrow(/1\.\.256/);
    expect(() => encodeIco([{ width: 16, height: 16, rgba: new Uint8Array(10) }])).toThrow(/RGBA bytes/);
    const png32 = await encodeImage(quadrants(32), 'image/png');
    expect(() => encodeIco([{ width: 16, height: 16, png: png32 }])).toThrow(/32×32/);
    expect(() => encodeIco([{ width: 16, height: 16, png: new Uint8Array(100) }])).toThrow(/not a PNG/);
  });

  it('rejects files that are not icons', () => {
    expect(() => parseIco(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toThrow(/bad header/);
    expect(() => parseIco(new Uint8Array([0, 0, 1, 0, 2, 0]))).toThrow(/truncated/);
  });
});
