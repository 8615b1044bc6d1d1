import type { ProcessedFile } from '../../schemas/ProcessedFile';
import type { Job, JobResult } from './job';

/** The processed-file record of one result, as the results list shows it. */
export function toRecord(job: Job, result: JobResult, name: string, originalSize: number): ProcessedFile {
  const size = result.blob?.size ?? new Blob([result.text ?? '']).size;
  return {
    name,
    size,
    type: result.type,
    width: result.meta?.width,
    height: result.meta?.height,
    format: result.meta?.format,
    quality: result.meta?.quality,
    originalName: job.label,
    originalSize,
    resultSize: size,
    ratio: originalSize > 0 ? size / originalSize : 0,
    duration: job.startedAt && job.finishedAt ? job.finishedAt - job.startedAt : 0,
    mediaDuration: result.meta?.duration,
    extra: result.meta?.extra,
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** The shell's unit patterns (common:runner.units), filled by the caller's `t`. */
export type DurationUnits = (key: 's' | 'min' | 'minS' | 'h' | 'hMin', values: Record<string, string | number>) => string;

/** A span of time as people say it: "0.4 s", "54 s", "1 min 3 s", "2 h 5 min". */
export function formatDuration(ms: number, lng: string, unit: DurationUnits): string {
  const seconds = ms / 1000;
  if (seconds < 10) return unit('s', { n: new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(seconds) });
  const whole = Math.round(seconds);
  if (whole < 60) return unit('s', { n: whole });
  if (whole < 3600) return whole % 60 ? unit('minS', { m: Math.floor(whole / 60), s: whole % 60 }) : unit('min', { m: whole / 60 });
  const minutes = Math.round(whole / 60);
  return minutes % 60 ? unit('hMin', { h: Math.floor(minutes / 60), m: minutes % 60 }) : unit('h', { h: minutes / 60 });
}
