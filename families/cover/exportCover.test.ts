import { describe, expect, it } from 'vitest';
import { CanvasUnavailableError, coverFileName, createSurface, renderCover } from './exportCover';
import { emptyScene } from './scene';
import { openUserImage } from './userImage';
import { checkFile } from '../../src/runner/checkFile';
import { avifGridBomb, gifFrameBomb } from '../../tests/fixtures/images/craftBombs';

describe('export', () => {
  it('names files by their size', () => {
    expect(coverFileName('my-cover', { width: 1290, height: 2796 }, 'png')).toBe('my-cover-1290x2796.png');
    expect(coverFileName('my-cover', { width: 2880, height: 1800 }, 'jpeg', 'mac')).toBe('my-cover-mac-2880x1800.jpg');
  });

  it('says "Canvas context not available" where there is no canvas (Node has none)', async () => {
    expect(() => createSurface({ width: 10, height: 10 })).toThrow(CanvasUnavailableError);
    await expect(renderCover(emptyScene(), { width: 10, height: 10 }, {}, 'png')).rejects.toThrow('Canvas context not available');
  });
});

describe('user images', () => {
  const pngHeader = (width: number, height: number) => {
    const b = new Uint8Array(64);
    b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(b.buffer).setUint32(16, width);
    new DataView(b.buffer).setUint32(20, height);
    return new Blob([b]);
  };
  const rejects = (blob: Blob) =>
    openUserImage(blob, (file, accept) => checkFile(file, accept ?? [])).then(
      () => undefined,
      (e: { key: string; params: unknown }) => ({ key: e.key, params: e.params }),
    );

  it('checks files by their bytes before decoding them', async () => {
    expect(await rejects(new Blob([]))).toMatchObject({ key: 'errors.emptyFile' });
    expect(await rejects(new Blob(['hello, not an image']))).toMatchObject({ key: 'errors.invalidFileType' });
    expect(await rejects(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']))).toMatchObject({ key: 'errors.invalidFileType' });
  });

  it('refuses pixel bombs from the header alone', async () => {
    expect(await rejects(pngHeader(20000, 20000))).toEqual({
      key: 'errors.imageTooLarge',
      params: { width: 20000, height: 20000, max: 16384 },
    });
    // No side is too long here: the message names the pixel count (100 MP for a cover), not the side.
    expect(await rejects(pngHeader(12000, 12000))).toMatchObject({
      key: 'errors.imageTooManyPixels',
      params: { megapixels: 144, max: 100 },
    });
    // Headers that lie (issue 33): every GIF frame and the AVIF grid count, not the first header.
    expect(await rejects(new Blob([gifFrameBomb(16000, 1)]))).toMatchObject({ key: 'errors.imageTooManyPixels' });
    expect(await rejects(new Blob([avifGridBomb(16000, 64)]))).toMatchObject({ key: 'errors.imageTooManyPixels' });
  });
});
