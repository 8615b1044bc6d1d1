/**
 * The true length of an AAC stream in ADTS frames (a .aac file). ADTS has no duration field, so
 * ffmpeg's probe guesses one from the first frames' bit rate (a 4.55 s file read as 5.1 s). Each frame
 * says its own length and holds 1024 samples per raw block: counting them gives the exact length.
 */
export interface AdtsLength {
  frames: number;
  /** Samples per channel. */
  samples: number;
  sampleRate: number;
  /** Seconds. */
  duration: number;
}

const SAMPLE_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];
const CHUNK = 1 << 20;

/** Walks the frames of an ADTS stream, read in 1 MB slices; undefined when it is not one from the start. */
export async function adtsLength(blob: Blob): Promise<AdtsLength | undefined> {
  let offset = 0;
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  let buffer = new Uint8Array(0);
  let bufferStart = 0;
  while (offset + 7 <= blob.size) {
    if (offset + 7 > bufferStart + buffer.length) {
      bufferStart = offset;
      buffer = new Uint8Array(await blob.slice(offset, Math.min(blob.size, offset + CHUNK)).arrayBuffer());
    }
    const h = buffer.subarray(offset - bufferStart, offset - bufferStart + 7);
    if (h[0] !== 0xff || (h[1] & 0xf6) !== 0xf0) break; // sync word, layer 0
    const rate = SAMPLE_RATES[(h[2] >> 2) & 0x0f];
    const length = ((h[3] & 0x03) << 11) | (h[4] << 3) | (h[5] >> 5);
    if (!rate || length < 7) break;
    sampleRate ||= rate;
    frames++;
    samples += 1024 * ((h[6] & 0x03) + 1);
    offset += length;
  }
  if (!frames) return undefined;
  return { frames, samples, sampleRate, duration: samples / sampleRate };
}
