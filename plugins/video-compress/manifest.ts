import { z } from 'zod';
import { FileVideo } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { browserEncodesVp9, canWriteFormat } from './formatSupport';
import { FFMPEG_OUTPUT_LIMIT } from './ffmpegLimit';

export default defineTool({
  id: 'video-compress',
  category: 'video',
  icon: FileVideo,
  path: '/video/video-compress',
  input: {
    kind: 'files',
    accept: ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo', 'video/x-matroska'],
    multiple: true,
    // Read in slices and written to the origin-private file system: any size.
    streams: true,
  },
  options: z.object({
    format: z.enum(['mp4-h264', 'webm-vp9', 'webm-av1', 'mp4-h265']).default('mp4-h264'),
    /** Aim for a quality level, or for a share of the source's bit rate. */
    mode: z.enum(['quality', 'size']).default('quality'),
    quality: z.enum(['high', 'medium', 'low']).default('medium'),
    /** Target video bit rate in percent of the source's. */
    rate: z.number().int().min(5).max(100).default(50),
    maxResolution: z.enum(['keep', '1080', '720', '480']).default('keep'),
    audio: z.enum(['keep', 'drop']).default('keep'),
    fps: z.enum(['keep', '60', '30', '24', '15']).default('keep'),
    /** Automatic: WebCodecs where the browser encodes the codec, else ffmpeg.wasm. */
    engine: z.enum(['auto', 'webcodecs', 'ffmpeg']).default('auto'),
  }),
  optionsUi: {
    format: { widget: 'select', supported: canWriteFormat },
    mode: { widget: 'radio' },
    quality: { widget: 'radio', showIf: { mode: ['quality'] } },
    rate: { widget: 'range', showIf: { mode: ['size'] } },
    maxResolution: { widget: 'select' },
    audio: { widget: 'radio' },
    fps: { widget: 'select' },
    engine: { widget: 'select' },
  },
  // One encode at a time: video frames and engines are memory-heavy.
  concurrency: 1,
  timeoutMs: 30 * 60_000,
  outputSuffix: 'compressed',
  updated: '2026-11-22',
  popular: true,
  opensFileTypes: ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo', 'video/x-matroska'],
  notesBeforeRun: (options, input) => {
    const notes = [];
    const forced = options.engine === 'ffmpeg';
    if (options.format === 'webm-vp9' && (forced || browserEncodesVp9 === false))
      notes.push({ key: forced ? 'notes.vp8Forced' : 'notes.vp8NoBrowserVp9' });
    // ffmpeg.wasm encodes when forced, and H.264 from files the browser cannot read (AVI).
    const ffmpegEncodes = forced || (options.format === 'mp4-h264' && options.engine !== 'webcodecs' && input?.type === 'video/x-msvideo');
    if (ffmpegEncodes) notes.push({ key: 'notes.ffmpegLimit', params: { max: `${FFMPEG_OUTPUT_LIMIT / 1024 / 1024} MB` } });
    return notes;
  },
});
