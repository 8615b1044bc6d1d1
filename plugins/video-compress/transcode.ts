import {
  ALL_FORMATS,
  BufferSource,
  BufferTarget,
  Conversion,
  Input,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
  canEncodeAudio,
  canEncodeVideo,
  type AudioCodec,
  type VideoCodec,
} from 'mediabunny';

export type Container = 'mp4' | 'webm';

export interface WebCodecsJob {
  bytes: Uint8Array;
  container: Container;
  videoCodec: VideoCodec;
  /** bits per second */
  videoBitrate: number;
  width: number;
  height: number;
  /** Output frame rate cap; undefined keeps the source's. */
  frameRate?: number;
  /**
   * 'copy' keeps the source's audio packets as they are (the container must take their codec);
   * a codec re-encodes to it; undefined drops the audio.
   */
  audio?: 'copy' | { codec: AudioCodec; bitrate?: number };
  onProgress?(fraction: number): void;
}

export interface WebCodecsResult {
  bytes: Uint8Array;
  /** The source had audio that was not written (no encoder for it here): the caller must add it another way. */
  audioLeftOut: boolean;
}

/** Can this browser encode the video (and optionally audio) codec with WebCodecs? */
export async function canEncodeWithWebCodecs(
  video: VideoCodec,
  size: { width: number; height: number; bitrate: number },
): Promise<boolean> {
  if (typeof VideoEncoder === 'undefined') return false;
  try {
    return await canEncodeVideo(video, size);
  } catch {
    return false;
  }
}

export async function canEncodeAudioWithWebCodecs(codec: AudioCodec): Promise<boolean> {
  if (typeof AudioEncoder === 'undefined') return false;
  try {
    return await canEncodeAudio(codec);
  } catch {
    return false;
  }
}

/**
 * Re-encodes the video with WebCodecs (hardware or the browser's software encoders). Audio is
 * copied or encoded as `audio` says; mediabunny silently drops a track it cannot write, so that
 * case is returned as `audioLeftOut`.
 */
export async function transcodeWithWebCodecs(job: WebCodecsJob): Promise<WebCodecsResult> {
  const input = new Input({ source: new BufferSource(job.bytes), formats: ALL_FORMATS });
  const target = new BufferTarget();
  const output = new Output({
    format: job.container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target,
  });
  try {
    const conversion = await Conversion.init({
      input,
      output,
      showWarnings: false,
      video: {
        codec: job.videoCodec,
        bitrate: job.videoBitrate,
        width: job.width,
        height: job.height,
        fit: 'fill',
        frameRate: job.frameRate,
        // Never copy the packets: the point is to compress.
        forceTranscode: true,
      },
      // No codec or bit rate asked: mediabunny copies the packets (lossless, no encoder needed).
      audio: job.audio === 'copy' ? {} : job.audio ? { codec: job.audio.codec, bitrate: job.audio.bitrate } : { discard: true },
    });
    const audioLeftOut = conversion.discardedTracks.some((d) => d.track.type === 'audio' && d.reason !== 'discarded_by_user');
    if (!conversion.isValid)
      throw new Error(
        `WebCodecs conversion not possible: ${conversion.discardedTracks.map((d) => `${d.track.type} ${d.reason}`).join(', ')}`,
      );
    if (job.onProgress) conversion.onProgress = (p) => job.onProgress!(p);
    await conversion.execute();
    return { bytes: new Uint8Array(target.buffer!), audioLeftOut };
  } finally {
    input.dispose();
  }
}
