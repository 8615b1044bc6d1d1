/**
 * Output formats only the browser's own encoders (WebCodecs) can write: ffmpeg.wasm has no working
 * encoder for them (its libx265 never finishes, it has no AV1 encoder). The options form offers them
 * only where the browser says it can encode them. Kept light: the manifest imports it.
 */
const BROWSER_ONLY_CODECS: Record<string, string> = {
  'webm-av1': 'av01.0.04M.08',
  'mp4-h265': 'hvc1.1.6.L93.B0',
};

export async function canWriteFormat(format: string): Promise<boolean> {
  const codec = BROWSER_ONLY_CODECS[format];
  if (!codec) return true;
  if (typeof VideoEncoder === 'undefined') return false;
  try {
    const { supported } = await VideoEncoder.isConfigSupported({ codec, width: 1280, height: 720, bitrate: 2_000_000 });
    return supported === true;
  } catch {
    return false;
  }
}
