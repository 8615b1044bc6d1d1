/**
 * Output formats the browser's own encoders (WebCodecs) write and ffmpeg.wasm cannot (its libx265
 * never finishes, it has no AV1 encoder, its VP9 crashes). The options form offers AV1 and H.265 only
 * where the browser says it can encode them; VP9 is always offered (ffmpeg.wasm writes VP8 instead
 * where the browser cannot, and says so). Kept light: the manifest imports it.
 */
const BROWSER_CODECS: Record<string, string> = {
  'webm-av1': 'av01.0.04M.08',
  'mp4-h265': 'hvc1.1.6.L93.B0',
  'webm-vp9': 'vp09.00.10.08',
};
const OFFERED_ONLY_WHERE_SUPPORTED = ['webm-av1', 'mp4-h265'];

async function browserEncodes(format: string): Promise<boolean> {
  if (typeof VideoEncoder === 'undefined') return false;
  try {
    const { supported } = await VideoEncoder.isConfigSupported({
      codec: BROWSER_CODECS[format],
      width: 1280,
      height: 720,
      bitrate: 2_000_000,
    });
    return supported === true;
  } catch {
    return false;
  }
}

export async function canWriteFormat(format: string): Promise<boolean> {
  return OFFERED_ONLY_WHERE_SUPPORTED.includes(format) ? browserEncodes(format) : true;
}

/** Whether this browser encodes VP9, once known (the form's notes are computed synchronously). */
export let browserEncodesVp9: boolean | undefined;
if (typeof window !== 'undefined') void browserEncodes('webm-vp9').then((yes) => (browserEncodesVp9 = yes));
