/**
 * The size a JPEG XL file declares, read from its codestream's SizeHeader (ISO/IEC 18181-1, the first
 * fields after the 0xFF0A signature), in a bare codestream or inside the ISO BMFF container (the
 * `jxlc` box, or the first `jxlp` part). Every frame is drawn onto a canvas of this size; what is not
 * read here are frames coded larger than the image and cropped onto it, so the decoded size is checked
 * again after decoding (imageCodecs.decodeImage). undefined when the header cannot be read (the caller
 * refuses the file).
 */
import type { ImageSize } from './imageSizeType';

const u32 = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const fourCc = (b: Uint8Array, i: number) => String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3]);

/** Width : height for the SizeHeader's `ratio` field 1–7 (0: the width is coded itself). */
const RATIOS: [number, number][] = [
  [1, 1],
  [12, 10],
  [4, 3],
  [3, 2],
  [16, 9],
  [5, 4],
  [2, 1],
];

/** Where the codestream starts: at 0, or in the container's first `jxlc`/`jxlp` box. */
function codestreamStart(b: Uint8Array): number | undefined {
  if (b[0] === 0xff && b[1] === 0x0a) return 0;
  let i = 0;
  while (i + 8 <= b.length) {
    let size = u32(b, i);
    let header = 8;
    if (size === 1) {
      // A 64-bit size: past 4 GiB nothing after it can be in the file anyway.
      if (i + 16 > b.length || u32(b, i + 8) !== 0) return undefined;
      size = u32(b, i + 12);
      header = 16;
    } else if (size === 0) size = b.length - i;
    const type = fourCc(b, i + 4);
    if (type === 'jxlc') return i + header;
    if (type === 'jxlp') return i + header + 4; // after the part's index
    if (size < header) return undefined;
    i += size;
  }
  return undefined;
}

/** Reads bits least significant first, as the codestream is written. */
function bitReader(b: Uint8Array, start: number) {
  let pos = start * 8;
  return (n: number): number => {
    let value = 0;
    for (let k = 0; k < n; k++, pos++) {
      const byte = b[pos >> 3];
      if (byte === undefined) throw new RangeError('truncated');
      value += ((byte >> (pos & 7)) & 1) * 2 ** k;
    }
    return value;
  };
}

export function jxlSize(b: Uint8Array): ImageSize | undefined {
  const start = codestreamStart(b);
  if (start === undefined || b[start] !== 0xff || b[start + 1] !== 0x0a) return undefined;
  const bits = bitReader(b, start + 2);
  try {
    // A side is either a multiple of 8 up to 256 ("small") or a U32 of 9, 13, 18 or 30 bits, plus 1.
    const small = bits(1) === 1;
    const side = () => (small ? (bits(5) + 1) * 8 : bits([9, 13, 18, 30][bits(2)]) + 1);
    const height = side();
    const ratio = bits(3);
    if (ratio === 0) return { width: side(), height };
    const [num, den] = RATIOS[ratio - 1];
    return { width: Math.floor((height * num) / den), height };
  } catch {
    return undefined;
  }
}
