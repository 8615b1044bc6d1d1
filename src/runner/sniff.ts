/**
 * What a file really is, from its first bytes. Extensions and the browser's `File.type` lie;
 * these signatures do not. Returns a MIME type, or undefined when nothing matches.
 */

const ascii = (b: Uint8Array, at: number, text: string) =>
  b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

function isoBrands(b: Uint8Array): string[] {
  if (!ascii(b, 4, 'ftyp')) return [];
  const size = Math.min(b.length, ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0);
  const brands = [String.fromCharCode(...b.subarray(8, 12))];
  for (let i = 16; i + 4 <= size; i += 4) brands.push(String.fromCharCode(...b.subarray(i, i + 4)));
  return brands;
}

const HEVC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'];

function fromFtyp(b: Uint8Array): string | undefined {
  const brands = isoBrands(b);
  if (brands.length === 0) return undefined;
  const major = brands[0];
  if (brands.some((x) => x === 'avif' || x === 'avis')) return 'image/avif';
  // HEIF: HEVC-coded brands anywhere in the list (iPhones: major 'heic', compatible 'mif1', 'MiHE'...),
  // or a plain image/sequence brand as the major one.
  if (brands.some((x) => HEVC_BRANDS.includes(x)) || major === 'mif1' || major === 'msf1') return 'image/heic';
  if (major === 'qt  ') return 'video/quicktime';
  if (major === 'M4A ' || major === 'M4B ') return 'audio/mp4';
  return 'video/mp4';
}

function looksLikeSvg(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, 4096)).replace(/^\uFEFF/, '');
  // Skip the XML declaration, doctype and comments before the root element.
  const rest = head.replace(/^(\s|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>)*/i, '');
  return /^<svg[\s>/:]/i.test(rest);
}

function looksLikeText(b: Uint8Array): boolean {
  const sample = b.subarray(0, 8192);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length === b.length ? sample : trimPartialUtf8(sample));
    return true;
  } catch {
    return false;
  }
}

// A sample cut mid-character must not count as invalid UTF-8.
function trimPartialUtf8(b: Uint8Array): Uint8Array {
  const end = b.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const byte = b[end - i];
    if ((byte & 0xc0) === 0xc0) return b.subarray(0, end - i);
    if ((byte & 0xc0) !== 0x80) break;
  }
  return b;
}

export function sniffType(b: Uint8Array): string | undefined {
  if (b.length === 0) return undefined;
  if (b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n')) return 'image/png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return 'image/gif';
  if (ascii(b, 0, 'RIFF')) {
    if (ascii(b, 8, 'WEBP')) return 'image/webp';
    if (ascii(b, 8, 'WAVE')) return 'audio/wav';
    if (ascii(b, 8, 'AVI ')) return 'video/x-msvideo';
  }
  if (ascii(b, 0, 'BM') && b.length > 26) return 'image/bmp';
  if (b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0 && b.length > 6) return 'image/x-icon';
  if (ascii(b, 0, 'II*\0') || ascii(b, 0, 'MM\0*')) return 'image/tiff';
  if (ascii(b, 0, '%PDF-')) return 'application/pdf';
  // JPEG XL: a bare codestream, or the ISO BMFF container whose first box is the 'JXL ' signature.
  if (b[0] === 0xff && b[1] === 0x0a) return 'image/jxl';
  if (ascii(b, 0, '\0\0\0\x0cJXL \r\n\x87\n')) return 'image/jxl';
  const iso = fromFtyp(b);
  if (iso) return iso;
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    const head = String.fromCharCode(...b.subarray(0, 64));
    return head.includes('webm') ? 'video/webm' : 'video/x-matroska';
  }
  if (ascii(b, 0, 'OggS')) return 'audio/ogg';
  if (ascii(b, 0, 'fLaC')) return 'audio/flac';
  if (ascii(b, 0, 'ID3')) return 'audio/mpeg';
  if (b[0] === 0xff && (b[1] & 0xf6) === 0xf0) return 'audio/aac'; // ADTS
  if (b[0] === 0xff && (b[1] & 0xe0) === 0xe0) return 'audio/mpeg'; // MPEG audio frame sync
  if (looksLikeSvg(b)) return 'image/svg+xml';
  if (looksLikeText(b)) return 'text/plain';
  return undefined;
}

/** Does a sniffed type satisfy a manifest's accept list ("image/png", "image/*")? */
export function isAccepted(type: string | undefined, accept: readonly string[]): boolean {
  if (!type) return false;
  return accept.some((a) => a === type || (a.endsWith('/*') && type.startsWith(a.slice(0, -1))));
}
