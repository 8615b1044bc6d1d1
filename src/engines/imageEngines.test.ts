import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { decodeImage, encodeImage, assertFormat } from './imageCodecs';
import { encodeAvif, encodeMozJpeg, encodeOxipng } from './wasmCodecs';
import { encodeGif } from './gifEncode';
import { encodeBmp } from './bmpCodec';
import { readImageSize } from './imageSize';
import { sniffType } from '../runner/sniff';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/images/${name}`, import.meta.url)));

/** Gradient with a transparent corner: exercises colour, smoothness and alpha. */
function sample(width = 64, height = 48, alpha = false): ImageData {
  const img = new ImageData(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      img.data.set([(x * 255) / width, (y * 255) / height, 128, alpha && x < 8 && y < 8 ? 0 : 255], i);
    }
  return img;
}

describe('image engines', () => {
  it('AVIF encodes, decodes and is really AVIF; its header size is read', async () => {
    const photo = await decodeImage(fixture('photo-coffee.jpg'), 'image/jpeg');
    const avif = await encodeAvif(photo, { quality: 60 });
    expect(sniffType(avif)).toBe('image/avif');
    expect(readImageSize(avif, 'image/avif')).toEqual({ width: 600, height: 400 });
    const back = await decodeImage(avif, 'image/avif');
    expect([back.width, back.height]).toEqual([600, 400]);
    const meanDiff = back.data.reduce((s, v, i) => s + Math.abs(v - photo.data[i]), 0) / back.data.length;
    expect(meanDiff).toBeLessThan(8);
  });

  it('reads a PNG size only from an IHDR that comes first', () => {
    const hostile = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/hostile/${name}`, import.meta.url)));
    expect(readImageSize(hostile('valid.png'), 'image/png')).toMatchObject({ width: expect.any(Number) });
    expect(readImageSize(hostile('bomb-30000.png'), 'image/png')).toEqual({ width: 30000, height: 30000 });
    expect(readImageSize(hostile('bad-chunk-order.png'), 'image/png')).toBeUndefined();
  });

  it('MozJPEG and oxipng give real JPEG and PNG', async () => {
    const img = sample();
    const jpeg = await encodeMozJpeg(img, { quality: 75 });
    assertFormat(jpeg, 'image/jpeg');
    const png = await encodeOxipng(img);
    assertFormat(png, 'image/png');
    const back = await decodeImage(png, 'image/png');
    expect(Array.from(back.data)).toEqual(Array.from(img.data));
  });

  it('GIF: writes a real GIF and reads its first frame back, transparency included', async () => {
    const img = sample(40, 30, true);
    const gif = encodeGif(img);
    expect(sniffType(gif)).toBe('image/gif');
    const back = await decodeImage(gif, 'image/gif');
    expect([back.width, back.height]).toEqual([40, 30]);
    expect(back.data[3]).toBe(0);
    expect(back.data[(20 * 40 + 20) * 4 + 3]).toBe(255);
    expect(Math.abs(back.data[(20 * 40 + 20) * 4] - img.data[(20 * 40 + 20) * 4])).toBeLessThan(24);
    const tiny = await decodeImage(fixture('anim-tiny.gif'), 'image/gif');
    expect([tiny.width, tiny.height]).toEqual([14, 25]);
  });

  it('BMP round-trips exactly (24-bit opaque, 32-bit with alpha) and reads the cat fixture', async () => {
    for (const img of [sample(), sample(33, 17, true)]) {
      const bmp = encodeBmp(img);
      expect(sniffType(bmp)).toBe('image/bmp');
      expect(Array.from((await decodeImage(bmp, 'image/bmp')).data)).toEqual(Array.from(img.data));
    }
    const cat = await decodeImage(fixture('photo-cat.bmp'), 'image/bmp');
    expect([cat.width, cat.height]).toEqual([180, 120]);
  });

  it('encodeImage writes every output type it promises, checked by magic bytes', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/bmp']) {
      const bytes = await encodeImage(sample(), type, 80);
      expect(sniffType(bytes), type).toBe(type);
    }
  });

  it('HEIC: libheif decodes an iPhone-style photo stored sideways with a rotation (irot) property, upright', async () => {
    // photo-chelsea-rotated.heic: the cat photo turned 90° clockwise, encoded by heif-enc, with irot = 90°
    // anticlockwise added (tests/fixtures/images/heic-add-irot.py), as iPhones store orientation.
    const heic = fixture('photo-chelsea-rotated.heic');
    expect(sniffType(heic)).toBe('image/heic');
    const image = await decodeImage(heic, 'image/heic');
    expect([image.width, image.height]).toEqual([451, 300]);
    const original = await decodeImage(fixture('photo-chelsea.png'), 'image/png');
    const meanDiff = image.data.reduce((s, v, i) => s + Math.abs(v - original.data[i]), 0) / image.data.length;
    expect(meanDiff).toBeLessThan(6);
    await expect(decodeImage(heic.slice(0, 400), 'image/heic')).rejects.toMatchObject({ key: 'errors.decodeFailed' });
  });

  it('refuses a pixel bomb from its header', async () => {
    await expect(decodeImage(fixture('bomb-30000.png'), 'image/png')).rejects.toMatchObject({ key: 'errors.imageTooLarge' });
  });
});
