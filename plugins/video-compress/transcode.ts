import {
  ALL_FORMATS,
  BlobSource,
  BufferTarget,
  Conversion,
  Input,
  Mp4OutputFormat,
  Output,
  StreamTarget,
  WebMOutputFormat,
  canEncodeAudio,
  canEncodeVideo,
  type AudioCodec,
  type VideoCodec,
} from 'mediabunny';
import { createOpfsOutputFile } from '../../src/engines/opfsOutputFile';

export type Container = 'mp4' | 'webm';

export interface WebCodecsJob {
  /** The source, read in slices (a File stays on disk). */
  source: Blob;
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
  /** The job's signal: aborting it cancels the conversion (its output file is deleted). */
  signal?: AbortSignal;
}

export interface WebCodecsResult {
  /** The output: a file in the origin-private file system where there is one, else a Blob in memory. */
  blob: Blob;
  /** Deletes the output from the origin-private file system (when it was only a step). */
  remove(): Promise<void>;
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
 * Where the output goes: a stream into a file in the origin-private file system (memory stays
 * bounded whatever the length; an MP4's index then comes at the end of the file), else memory
 * (an MP4 then gets its index first, "fast start").
 */
async function outputTarget(container: Container) {
  const file = await createOpfsOutputFile(`out.${container}`);
  if (!file) {
    const target = new BufferTarget();
    return { target, fastStart: 'in-memory' as const, finish: async () => new Blob([target.buffer!]), remove: async () => {} };
  }
  const writable = new WritableStream<{ data: Uint8Array; position: number }>({
    write: (chunk) => void file.write(chunk.data, chunk.position),
  });
  return {
    target: new StreamTarget(writable, { chunked: true, chunkSize: 4 << 20 }),
    fastStart: false as const,
    finish: () => file.finish(),
    remove: () => file.remove(),
  };
}

/**
 * Re-encodes the video with WebCodecs (hardware or the browser's software encoders). Audio is
 * copied or encoded as `audio` says; mediabunny silently drops a track it cannot write, so that
 * case is returned as `audioLeftOut`.
 */
export async function transcodeWithWebCodecs(job: WebCodecsJob): Promise<WebCodecsResult> {
  const input = new Input({ source: new BlobSource(job.source), formats: ALL_FORMATS });
  const out = await outputTarget(job.container);
  const output = new Output({
    format: job.container === 'mp4' ? new Mp4OutputFormat({ fastStart: out.fastStart }) : new WebMOutputFormat(),
    target: out.target,
  });
  let finished = false;
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
    // Cancelling makes execute() throw ConversionCanceledError: the encoders stop between frames.
    const cancel = () => void conversion.cancel();
    job.signal?.throwIfAborted();
    job.signal?.addEventListener('abort', cancel, { once: true });
    try {
      await conversion.execute();
    } finally {
      job.signal?.removeEventListener('abort', cancel);
    }
    const blob = await out.finish();
    finished = true;
    return { blob, audioLeftOut, remove: out.remove };
  } finally {
    input.dispose();
    if (!finished) await out.remove();
  }
}
