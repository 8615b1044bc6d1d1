import type { ProcessedFile } from '../../schemas/ProcessedFile';
import type { Job, JobResult } from './queue';

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
