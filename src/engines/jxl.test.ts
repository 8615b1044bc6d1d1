import { describe, expect, it } from 'vitest';
import { decodeImage, encodeImage } from './imageCodecs';
import { readImageSize } from './imageSize';
import { sniffType } from '../runner/sniff';

/** A gradient of a size that is no multiple of 8 (the header codes it in full, not as "small"). */
function gradient(width = 101, height = 67): ImageData {
  const img = new ImageData(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) img.data.set([(x * 255) / width, (y * 255) / height, 90, 255], (y * width + x) * 4);
  return img;
}

const meanDiff = (a: ImageData, b: ImageData) => a.data.reduce((s, v, i) => s + Math.abs(v - b.data[i]), 0) / a.data.length;

/** A bare codestream header declaring `side`×`side` (ratio 1:1), followed by padding and no image. */
function squareHeader(side: number): Uint8Array {
  const bits: number[] = [];
  const put = (value: number, n: number) => {
    for (let k = 0; k < n; k++) bits.push(Math.floor(value / 2 ** k) % 2);
  };
  put(0, 1); // not "small"
  put(3, 2); // 30-bit height
  put(side - 1, 30);
  put(1, 3); // ratio 1:1
  const out = new Uint8Array(32);
  out.set([0xff, 0x0a]);
  bits.forEach((bit, i) => (out[2 + (i >> 3)] |= bit << (i & 7)));
  return out;
}

/** The codestream inside an ISO BMFF container: signature box, ftyp 'jxl ', jxlc. */
function inContainer(codestream: Uint8Array): Uint8Array {
  const box = (type: string, body: Uint8Array) => {
    const out = new Uint8Array(8 + body.length);
    new DataView(out.buffer).setUint32(0, out.length);
    out.set(
      [...type].map((c) => c.charCodeAt(0)),
      4,
    );
    out.set(body, 8);
    return out;
  };
  const parts = [
    box('JXL ', Uint8Array.of(0x0d, 0x0a, 0x87, 0x0a)),
    box(
      'ftyp',
      Uint8Array.from('jxl \0\0\0\0jxl ', (c) => c.charCodeAt(0)),
    ),
    box('jxlc', codestream),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
}

describe('JPEG XL', () => {
  it('encodes, is sniffed as JXL, its header size is read, and decodes back to the same picture', async () => {
    const image = gradient();
    const jxl = await encodeImage(image, 'image/jxl', 90);
    expect([jxl[0], jxl[1]]).toEqual([0xff, 0x0a]);
    expect(sniffType(jxl)).toBe('image/jxl');
    expect(readImageSize(jxl, 'image/jxl')).toEqual({ width: 101, height: 67 });
    const back = await decodeImage(jxl, 'image/jxl');
    expect([back.width, back.height]).toEqual([101, 67]);
    expect(meanDiff(back, image)).toBeLessThan(2);
    // The dark top-left and the bright bottom-right corners are where they were.
    expect(back.data[0]).toBeLessThan(10);
    expect(back.data[back.data.length - 4]).toBeGreaterThan(240);
  });

  it('reads the size from the container form too, and decodes it', async () => {
    const image = gradient(48, 32); // "small" sides with a 3:2 ratio: the short header form
    const jxl = inContainer(await encodeImage(image, 'image/jxl', 90));
    expect(sniffType(jxl)).toBe('image/jxl');
    expect(readImageSize(jxl, 'image/jxl')).toEqual({ width: 48, height: 32 });
    const back = await decodeImage(jxl, 'image/jxl');
    expect([back.width, back.height]).toEqual([48, 32]);
  });

  it('refuses a header that declares too many pixels before decoding, and one it cannot read', async () => {
    const bomb = squareHeader(16000);
    expect(readImageSize(bomb, 'image/jxl')).toEqual({ width: 16000, height: 16000 });
    await expect(decodeImage(bomb, 'image/jxl')).rejects.toMatchObject({ key: 'errors.imageTooManyPixels' });
    await expect(decodeImage(Uint8Array.of(0xff, 0x0a), 'image/jxl')).rejects.toMatchObject({ key: 'errors.decodeFailed' });
  });
});
