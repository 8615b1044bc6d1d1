import { ALL_FORMATS, BlobSource, Input } from 'mediabunny';

/** What a compressor needs to know about a source, read by mediabunny (demuxing only: no WebCodecs needed). */
export interface MediaInfo {
  /** Container as mediabunny names it ("mp4", "webm", "quicktime", ...). */
  container: string;
  duration: number;
  video?: {
    codec: string | null;
    /** As displayed (pixel aspect ratio and rotation applied): what a plan scales from. */
    width: number;
    height: number;
    /** As stored (what ffprobe calls width and height): what a result row shows. */
    codedWidth: number;
    codedHeight: number;
    fps?: number;
    bitrate?: number;
    decodable: boolean;
  };
  audio?: { codec: string | null; sampleRate: number; channels: number; bitrate?: number; decodable: boolean };
}

const canDecode = async (track: { canDecode(): Promise<boolean> }) => {
  // Without WebCodecs (Node) nothing is decodable; canDecode() would still answer from the codec alone.
  if (typeof VideoDecoder === 'undefined' || typeof AudioDecoder === 'undefined') return false;
  try {
    return await track.canDecode();
  } catch {
    return false;
  }
};

/**
 * Reads container, duration and tracks, in slices (a File stays on disk); undefined when mediabunny
 * cannot read the file (AVI, damaged files). Rates come from a sample of packets, or from every
 * packet with `exact` (for describing a result: MP4 has them all in its index).
 */
export async function readMediaInfo(blob: Blob, exact = false): Promise<MediaInfo | undefined> {
  const input = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
  try {
    const format = await input.getFormat();
    const [videoTrack, audioTrack] = await Promise.all([input.getPrimaryVideoTrack(), input.getPrimaryAudioTrack()]);
    if (!videoTrack && !audioTrack) return undefined;
    const duration = await input.computeDuration();
    const info: MediaInfo = { container: format.name, duration };
    if (videoTrack) {
      const stats = await videoTrack.computePacketStats(exact ? undefined : 120);
      info.video = {
        codec: videoTrack.codec,
        width: await videoTrack.getDisplayWidth(),
        height: await videoTrack.getDisplayHeight(),
        codedWidth: await videoTrack.getCodedWidth(),
        codedHeight: await videoTrack.getCodedHeight(),
        fps: stats.averagePacketRate || undefined,
        bitrate: stats.averageBitrate || undefined,
        decodable: await canDecode(videoTrack),
      };
    }
    if (audioTrack) {
      const stats = await audioTrack.computePacketStats(exact ? undefined : 200);
      info.audio = {
        codec: audioTrack.codec,
        sampleRate: await audioTrack.getSampleRate(),
        channels: await audioTrack.getNumberOfChannels(),
        bitrate: stats.averageBitrate || undefined,
        decodable: await canDecode(audioTrack),
      };
    }
    return info;
  } catch {
    return undefined;
  } finally {
    input.dispose();
  }
}
