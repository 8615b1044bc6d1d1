import { describe, expect, it } from 'vitest';
import { isAccepted, sniffType } from '../../src/runner/sniff';
import { outputName, safeFileName, uniqueNames } from '../../src/runner/outputName';

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
    // A leading dot would hide the file on macOS and Linux.
    expect(outputName('.hidden', 'x', 'image/png')).toBe('hidden-x.png');
  });
  it('keeps only a safe base name of a hostile file name', () => {
    expect(outputName('..\\..\\..\\Users\\Public\\evil.jpg', 'compressed', 'image/jpeg')).toBe('evil-compressed.jpg');
    expect(outputName('../../etc/passwd', 'x', 'text/plain')).toBe('passwd-x.txt');
    expect(outputName('..', 'x', 'image/png')).toBe('file-x.png');
    expect(outputName('a\u0000b\u001fc\u007f.png', 'x', 'image/png')).toBe('a_b_c_-x.png');
    expect(outputName('CON.jpg', 'x', 'image/jpeg')).toBe('_CON-x.jpg');
    expect(outputName('photo\u202egpj.exe', 'x', 'image/png')).toBe('photogpj-x.png');
    const long = outputName(`${'长'.repeat(300)}.jpg`, 'resized', 'image/jpeg');
    expect(long.endsWith('-resized.jpg')).toBe(true);
    expect(new TextEncoder().encode(long).length).toBeLessThanOrEqual(255);
  });
  it('makes any name a safe file name', () => {
    expect(safeFileName('C:\\Windows\\system32\\drivers\\etc\\hosts')).toBe('hosts');
    expect(safeFileName('/abs/path/a.txt')).toBe('a.txt');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('...')).toBe('file');
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('name. . ')).toBe('name');
    expect(safeFileName(' a..b.png')).toBe('a.b.png');
    expect(safeFileName('a<b>c:d"e|f?g*h.png')).toBe('a_b_c_d_e_f_g_h.png');
    for (const reserved of ['CON', 'con.txt', 'Nul.tar.gz', 'COM1.png', 'lpt9', 'aux ', 'PRN.'])
      expect(safeFileName(reserved), reserved).toMatch(/^_/);
    expect(safeFileName('console.png')).toBe('console.png');
    expect(outputName(' .hidden. .jpg', 'x', 'image/jpeg')).toBe('hidden-x.jpg');
    expect(safeFileName('favicon.ico')).toBe('favicon.ico');
    expect(safeFileName('照片 2024.jpg')).toBe('照片 2024.jpg');
  });
  it('makes names unique inside a ZIP', () => {
    expect(uniqueNames(['a.png', 'A.png', 'a.png', 'b'])).toEqual(['a.png', 'A (2).png', 'a (3).png', 'b']);
    // Names that only differ in a path become one name, then unique.
    expect(uniqueNames(['x/a.png', 'y\\a.png', '../a.png'])).toEqual(['a.png', 'a (2).png', 'a (3).png']);
  });
});
