import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { assertImageAllowed, assertSizeAllowed } from './sizeGuard';
import { decodeImage } from './imageCodecs';
import { readImageSize } from './imageSize';
import { sniffType } from '../runner/sniff';
import { avifGridBomb, gifFrameBomb } from '../../tests/fixtures/images/craftBombs';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/images/${name}`, import.meta.url)));
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return e as { key: string; params: Record<string, number> };
  }
  return undefined;
};

describe('size guard (issue 33: headers that lie)', () => {
  it('reads an AVIF grid bigger than every ispe, and refuses it before decoding', async () => {
    const bomb = avifGridBomb(16000, 64);
    expect(bomb.length).toBeLessThan(1024);
    expect(sniffType(bomb)).toBe('image/avif');
    expect(readImageSize(bomb, 'image/avif')).toEqual({ width: 16000, height: 16000 });
    await expect(decodeImage(bomb, 'image/avif')).rejects.toMatchObject({
      key: 'errors.imageTooManyPixels',
      params: { width: 16000, height: 16000, megapixels: 256, max: 64 },
    });
    // A small grid passes the guard (and then fails as the fake tile it is).
    expect(readImageSize(avifGridBomb(100, 64), 'image/avif')).toEqual({ width: 100, height: 100 });
  });

  it('reads a GIF frame bigger than its logical screen, and refuses it before decoding', async () => {
    const bomb = gifFrameBomb(16000, 1);
    expect(bomb.length).toBeLessThan(64);
    expect(sniffType(bomb)).toBe('image/gif');
    expect(readImageSize(bomb, 'image/gif')).toEqual({ width: 16000, height: 16000 });
    await expect(decodeImage(bomb, 'image/gif')).rejects.toMatchObject({ key: 'errors.imageTooManyPixels' });
    // Every frame counts, with its offset: an animated GIF's real frames stay within their screen.
    expect(readImageSize(fixture('anim-tiny.gif'), 'image/gif')).toEqual({
      width: fixture('anim-tiny.gif')[6],
      height: fixture('anim-tiny.gif')[8],
    });
  });

  it('reads real AVIF and HEIC files as before', () => {
    expect(readImageSize(fixture('photo-coffee-small.avif'), 'image/avif')).toMatchObject({ width: expect.any(Number) });
    expect(readImageSize(fixture('photo-chelsea-rotated.heic'), 'image/heic')).toMatchObject({ width: expect.any(Number) });
  });

  it('names the limit that was passed: a side, or the pixel count (16384 × 16384 has no side too long)', () => {
    expect(refusal(() => assertSizeAllowed(16384, 16384))).toMatchObject({
      key: 'errors.imageTooManyPixels',
      params: { width: 16384, height: 16384, megapixels: 268, max: 64, memory: 256 },
    });
    expect(refusal(() => assertSizeAllowed(16385, 10))).toMatchObject({ key: 'errors.imageTooLarge', params: { max: 16384 } });
    expect(refusal(() => assertSizeAllowed(8000, 8000))).toBeUndefined();
    expect(refusal(() => assertSizeAllowed(12000, 12000, 100_000_000))).toMatchObject({ key: 'errors.imageTooManyPixels' });
  });

  it('refuses a file whose size cannot be read (the decoder would find one nobody checked)', () => {
    const cut = avifGridBomb().slice(0, 60);
    expect(refusal(() => assertImageAllowed(cut, 'image/avif'))).toMatchObject({ key: 'errors.decodeFailed' });
  });

  it('the message at the limit does not contradict itself, in every language', () => {
    for (const lng of ['en', 'de', 'ja', 'ko', 'zh', 'zh-TW']) {
      const common = JSON.parse(readFileSync(`locales/${lng}/common.json`, 'utf8')) as { errors: Record<string, string> };
      const text = common.errors.imageTooManyPixels;
      for (const param of ['width', 'height', 'megapixels', 'max', 'memory']) expect(text, lng).toContain(`{{${param}}}`);
    }
  });
});
