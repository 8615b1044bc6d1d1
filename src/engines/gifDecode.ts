/**
 * The first frame of a GIF as RGBA (what image tools take from an animated GIF). Browsers decode GIF
 * with createImageBitmap; this is for Node (tests, benchmarks) and as a fallback. Throws on damage.
 */

function readLzw(data: Uint8Array, minCodeSize: number, pixelCount: number): Uint8Array {
  const out = new Uint8Array(pixelCount);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const first = new Uint8Array(4096);
  const stack = new Uint8Array(4097);
  for (let i = 0; i < clear; i++) {
    suffix[i] = i;
    first[i] = i;
  }
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  let prev = -1;
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (let i = 0; i < data.length && o < pixelCount; i++) {
    acc |= data[i] << bits;
    bits += 8;
    while (bits >= codeSize && o < pixelCount) {
      const code = acc & ((1 << codeSize) - 1);
      acc >>>= codeSize;
      bits -= codeSize;
      if (code === clear) {
        codeSize = minCodeSize + 1;
        next = end + 1;
        prev = -1;
        continue;
      }
      if (code === end) return out;
      if (prev === -1) {
        if (code >= clear) throw new Error('GIF: bad first code');
        out[o++] = code;
        prev = code;
        continue;
      }
      let cur = code;
      let sp = 0;
      if (code >= next) {
        if (code > next) throw new Error('GIF: bad code');
        stack[sp++] = first[prev];
        cur = prev;
      }
      while (cur >= clear) {
        stack[sp++] = suffix[cur];
        cur = prefix[cur];
      }
      stack[sp++] = cur;
      if (next < 4096) {
        prefix[next] = prev;
        suffix[next] = cur;
        first[next] = first[prev];
        next++;
        if (next === 1 << codeSize && codeSize < 12) codeSize++;
      }
      while (sp > 0 && o < pixelCount) out[o++] = stack[--sp];
      prev = code;
    }
  }
  if (o < pixelCount) throw new Error('GIF: truncated image data');
  return out;
}

export function decodeGifFirstFrame(b: Uint8Array): ImageData {
  const need = (n: number) => {
    if (n > b.length) throw new Error('GIF: truncated');
  };
  need(13);
  const width = b[6] | (b[7] << 8);
  const height = b[8] | (b[9] << 8);
  const flags = b[10];
  let p = 13;
  let globalPalette: Uint8Array | undefined;
  if (flags & 0x80) {
    const size = 3 * (2 << (flags & 7));
    need(p + size);
    globalPalette = b.subarray(p, p + size);
    p += size;
  }
  let transparent = -1;
  while (p < b.length) {
    const block = b[p++];
    if (block === 0x21) {
      const label = b[p++];
      if (label === 0xf9 && b[p] >= 4) transparent = b[p + 1] & 1 ? b[p + 4] : -1;
      while (p < b.length && b[p] !== 0) p += b[p] + 1;
      p++;
    } else if (block === 0x2c) {
      need(p + 9);
      const left = b[p] | (b[p + 1] << 8);
      const top = b[p + 2] | (b[p + 3] << 8);
      const fw = b[p + 4] | (b[p + 5] << 8);
      const fh = b[p + 6] | (b[p + 7] << 8);
      const fflags = b[p + 8];
      p += 9;
      let palette = globalPalette;
      if (fflags & 0x80) {
        const size = 3 * (2 << (fflags & 7));
        need(p + size);
        palette = b.subarray(p, p + size);
        p += size;
      }
      if (!palette) throw new Error('GIF: no palette');
      const minCodeSize = b[p++];
      const chunks: Uint8Array[] = [];
      while (p < b.length && b[p] !== 0) {
        need(p + 1 + b[p]);
        chunks.push(b.subarray(p + 1, p + 1 + b[p]));
        p += b[p] + 1;
      }
      const data = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      chunks.reduce((at, c) => (data.set(c, at), at + c.length), 0);
      const indices = readLzw(data, minCodeSize, fw * fh);
      const rows = fflags & 0x40 ? interlacedRows(fh) : Array.from({ length: fh }, (_, i) => i);
      const image = new ImageData(width, height);
      for (let r = 0; r < fh; r++) {
        const y = top + rows[r];
        if (y >= height) continue;
        for (let x = 0; x < fw && left + x < width; x++) {
          const index = indices[r * fw + x];
          if (index === transparent) continue;
          const d = (y * width + left + x) * 4;
          image.data[d] = palette[index * 3];
          image.data[d + 1] = palette[index * 3 + 1];
          image.data[d + 2] = palette[index * 3 + 2];
          image.data[d + 3] = 255;
        }
      }
      return image;
    } else if (block === 0x3b) {
      break;
    } else {
      throw new Error('GIF: unknown block');
    }
  }
  throw new Error('GIF: no image');
}

/** Row order of an interlaced GIF: every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1. */
function interlacedRows(height: number): number[] {
  const rows: number[] = [];
  for (const [start, step] of [
    [0, 8],
    [4, 8],
    [2, 4],
    [1, 2],
  ])
    for (let y = start; y < height; y += step) rows.push(y);
  return rows;
}
