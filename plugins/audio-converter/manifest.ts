import { z } from 'zod';
import { AudioLines } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { planAudio, type AudioOptions } from './formats';

const LOSSY = ['mp3', 'ogg', 'aac', 'm4a', 'opus'];

export default defineTool({
  id: 'audio-converter',
  category: 'audio',
  icon: AudioLines,
  path: '/audio/audio-converter',
  input: {
    kind: 'files',
    // Audio files, and videos whose audio track is taken.
    accept: [
      'audio/mpeg',
      'audio/wav',
      'audio/ogg',
      'audio/aac',
      'audio/mp4',
      'audio/flac',
      'audio/opus',
      'audio/webm',
      'video/webm',
      'video/mp4',
      'video/quicktime',
      'video/x-matroska',
      'video/x-msvideo',
    ],
    multiple: true,
    // Mounted into ffmpeg.wasm and read in slices, the result written to the origin-private file
    // system: a recording of hours works.
    streams: true,
  },
  options: z.object({
    format: z.enum(['mp3', 'wav', 'ogg', 'aac', 'm4a', 'flac', 'opus']).default('mp3'),
    quality: z.enum(['high', 'medium', 'low']).default('medium'),
    /** kbit/s; "auto" follows the quality. */
    bitrate: z.enum(['auto', '64', '96', '128', '160', '192', '256', '320']).default('auto'),
    sampleRate: z.enum(['keep', '8000', '16000', '22050', '32000', '44100', '48000']).default('keep'),
    channels: z.enum(['keep', 'stereo', 'mono']).default('keep'),
  }),
  optionsUi: {
    format: { widget: 'select' },
    quality: { widget: 'radio', showIf: { format: LOSSY } },
    bitrate: { widget: 'select', showIf: { format: LOSSY } },
    sampleRate: { widget: 'select', helpShowIf: { format: ['opus'] } },
    channels: { widget: 'radio' },
  },
  // One ffmpeg job at a time: each worker holds a 32 MB engine.
  concurrency: 1,
  // A 3-hour recording takes minutes in wasm.
  timeoutMs: 60 * 60_000,
  outputSuffix: 'converted',
  updated: '2026-11-22',
  popular: true,
  opensFileTypes: ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/aac', 'audio/mp4', 'audio/flac', 'audio/opus', 'audio/webm'],
  // Known before reading the file: what a chosen sample rate, channel count and bit rate become.
  notesBeforeRun: (options) => planAudio(options as unknown as AudioOptions).notes,
});
