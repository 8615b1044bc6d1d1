import type { FFmpegEngine } from './ffmpegEngine';

export interface ProbeStream {
  index: number;
  type: 'video' | 'audio' | 'other';
  codec: string;
  width?: number;
  height?: number;
  fps?: number;
  sampleRate?: number;
  channels?: number;
  bitRate?: number;
}

export interface MediaProbe {
  /** ffmpeg's demuxer names, e.g. "mov,mp4,m4a,3gp,3g2,mj2". */
  format: string;
  duration?: number;
  bitRate?: number;
  streams: ProbeStream[];
}

const num = (v: unknown): number | undefined => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

function rate(v: unknown): number | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(String(v ?? ''));
  return m && Number(m[2]) > 0 ? num(Number(m[1]) / Number(m[2])) : undefined;
}

/** Reads a file's container and streams with the core's ffprobe (headers only: fast). */
export function probeFile(engine: FFmpegEngine, path: string): MediaProbe | undefined {
  const { stdout } = engine.ffprobe([
    '-v',
    'error',
    '-show_entries',
    'format=duration,bit_rate,format_name:stream=index,codec_type,codec_name,width,height,avg_frame_rate,sample_rate,channels,bit_rate',
    '-of',
    'json',
    path,
  ]);
  let parsed: { format?: Record<string, unknown>; streams?: Record<string, unknown>[] };
  try {
    parsed = JSON.parse(stdout.join('\n'));
  } catch {
    return undefined;
  }
  if (!parsed.format || !parsed.streams?.length) return undefined;
  return {
    format: String(parsed.format.format_name ?? ''),
    duration: num(parsed.format.duration),
    bitRate: num(parsed.format.bit_rate),
    streams: parsed.streams.map((s) => ({
      index: Number(s.index),
      type: s.codec_type === 'video' || s.codec_type === 'audio' ? s.codec_type : 'other',
      codec: String(s.codec_name ?? ''),
      width: num(s.width),
      height: num(s.height),
      fps: rate(s.avg_frame_rate),
      sampleRate: num(s.sample_rate),
      channels: num(s.channels),
      bitRate: num(s.bit_rate),
    })),
  };
}
