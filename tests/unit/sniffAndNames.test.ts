import { describe, expect, it } from 'vitest';
import { isAccepted, sniffType } from '../../src/runner/sniff';
import { outputName, uniqueNames } from '../../src/runner/outputName';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffType', () => {
  it.each([
    [bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]), 'image/png'],
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    [bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    [bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    [bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'), 'image/avif'],
    // HEIF: an iPhone photo (major heic), a HEVC brand only among the compatible ones, a plain image brand.
    [bytes([0, 0, 0, 0x1c], 'ftypheic', [0, 0, 0, 0], 'mif1MiHEmiaf'), 'image/heic'],
    [bytes([0, 0, 0, 0x18], 'ftypMiHB', [0, 0, 0, 0], 'mif1heix'), 'image/heic'],
    [bytes([0, 0, 0, 0x14], 'ftypmif1', [0, 0, 0, 0], 'mif1'), 'image/heic'],
    [bytes([0, 0, 0, 0x18], 'ftypmsf1', [0, 0, 0, 0], 'msf1hevc'), 'image/heic'],
    [bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2'), 'video/mp4'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
    [bytes('fLaC'), 'audio/flac'],
    [bytes('OggS'), 'audio/ogg'],
    [bytes('ID3', [4, 0]), 'audio/mpeg'],
    [bytes('<?xml version="1.0"?>\n<!-- hi -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    [bytes('hello, plain text'), 'text/plain'],
  ])('recognises %#', (input, type) => {
    expect(sniffType(input)).toBe(type);
  });

  it('does not trust the extension: random binary is unknown, empty is unknown', () => {
    expect(sniffType(new Uint8Array([0, 159, 146, 150, 0, 1]))).toBeUndefined();
    expect(sniffType(new Uint8Array())).toBeUndefined();
  });

  it('matches accept lists with wildcards', () => {
    expect(isAccepted('image/png', ['image/png', 'image/jpeg'])).toBe(true);
    expect(isAccepted('text/plain', ['image/png'])).toBe(false);
    expect(isAccepted('audio/wav', ['audio/*'])).toBe(true);
    expect(isAccepted(undefined, ['image/png'])).toBe(false);
  });
});

describe('output names', () => {
  it('never reuses the original name and follows the output type', () => {
    expect(outputName('photo.JPG', 'resized', 'image/jpeg')).toBe('photo-resized.jpg');
    expect(outputName('archive.tar.gz', 'x', 'image/webp')).toBe('archive.tar-x.webp');
    expect(outputName('.hidden', 'x', 'image/png')).toBe('.hidden-x.png');
  });
  it('makes names unique inside a ZIP', () => {
    expect(uniqueNames(['a.png', 'A.png', 'a.png', 'b'])).toEqual(['a.png', 'A (2).png', 'a (3).png', 'b']);
  });
});
