import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';

/** What a compressor needs to know about a source, read by mediabunny (demuxing only: no WebCodecs needed). */
export interface MediaInfo {
  /** Container as mediabunny names it ("mp4", "webm", "quicktime", ...). */
  container: string;
  duration: number;
  video?: { codec: string | null; width: number; height: number; fps?: number; bitrate?: number; decodable: boolean };
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

/** Reads container, duration and tracks; undefined when mediabunny cannot read the file (AVI, damaged files). */
export async function readMediaInfo(bytes: Uint8Array): Promise<MediaInfo | undefined> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    const format = await input.getFormat();
    const [videoTrack, audioTrack] = await Promise.all([input.getPrimaryVideoTrack(), input.getPrimaryAudioTrack()]);
    if (!videoTrack && !audioTrack) return undefined;
    const duration = await input.computeDuration();
    const info: MediaInfo = { container: format.name, duration };
    if (videoTrack) {
      const stats = await videoTrack.computePacketStats(120);
      info.video = {
        codec: videoTrack.codec,
        width: videoTrack.displayWidth,
        height: videoTrack.displayHeight,
        fps: stats.averagePacketRate || undefined,
        bitrate: stats.averageBitrate || undefined,
        decodable: await canDecode(videoTrack),
      };
    }
    if (audioTrack) {
      const stats = await audioTrack.computePacketStats(200);
      info.audio = {
        codec: audioTrack.codec,
        sampleRate: audioTrack.sampleRate,
        channels: audioTrack.numberOfChannels,
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
