import type { ToolManifest } from '../../schemas/ToolManifest';
import type { Job, JobResult } from './job';
import { outputName, safeFileName } from './outputName';

export interface DownloadableFile {
  name: string;
  blob: Blob;
  result: JobResult;
}

/** The downloadable files of a finished job, named so they never overwrite the original (and safely: see safeFileName). */
export function downloadableFiles(tool: ToolManifest, job: Job): DownloadableFile[] {
  return (job.results ?? []).map((result) => ({
    name: result.name ? safeFileName(result.name) : outputName(job.label, tool.outputSuffix, result.type),
    blob: result.blob ?? new Blob([result.text ?? ''], { type: result.type }),
    result,
  }));
}
