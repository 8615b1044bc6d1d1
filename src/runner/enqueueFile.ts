import type { ToolManifest } from '../../schemas/ToolManifest';
import { queue } from './pool';
import { finishStepFor } from './finishStep';
import type { ToolError } from '../../schemas/pipeline';
import type { AddJob, Job, JobError } from './job';
import { fileOptions, pickOwn, type OwnOptions } from './fileOptions';
import { ownOptions } from './ownOptions';
import { checkFile } from './checkFile';
import { originalFiles } from './originals';
import { tooLarge } from './sizeLimit';

/** The largest file a whole-file tool takes unless its manifest says (input.maxBytes): under Chromium's
 * 2 GiB ArrayBuffer limit, with room left in the worker for the output. */
export const DEFAULT_MAX_BYTES = 1024 * 1024 * 1024;

type FilesInput = Extract<ToolManifest['input'], { kind: 'files' }>;

type Checked = { file: File; type: string } | { file: File; error: JobError };

/** A file's real type from its bytes, or why it cannot be queued. */
async function checkInput(input: FilesInput, file: File): Promise<Checked> {
  let type: string;
  try {
    type = await checkFile(file, input.accept);
  } catch (e) {
    const { key, params } = e as ToolError;
    return { file, error: { key, params } };
  }
  const refusal = input.streams ? undefined : tooLarge(file.size, input.maxBytes ?? DEFAULT_MAX_BYTES);
  return refusal ? { file, error: refusal } : { file, type };
}

/** The queue's recipe for one checked file, run with `options`. */
function fileJob(tool: ToolManifest, input: FilesInput, file: File, type: string, options: unknown): AddJob {
  return {
    toolId: tool.id,
    label: file.name,
    concurrency: tool.concurrency,
    threads: tool.threads,
    timeoutMs: tool.timeoutMs,
    notesBeforeRun: tool.notesBeforeRun?.(options as Record<string, unknown>, { name: file.name, type, size: file.size }),
    finish: finishStepFor(tool, options),
    prepare: async () => ({
      toolId: tool.id,
      input: input.streams
        ? { kind: 'blob', name: file.name, type, blob: file }
        : { kind: 'file', name: file.name, type, bytes: new Uint8Array(await file.arrayBuffer()) },
      options,
    }),
  };
}

/** Keeps what a new row needs on the page: its original, its own options and what it was queued with. */
function keep(job: Job, file: File, type: string, own: OwnOptions | undefined, options: unknown) {
  originalFiles.set(job.id, file);
  ownOptions.set(job.id, own);
  ownOptions.queued(job.id, options, type);
}

/**
 * Checks files by their bytes and queues them; a file that is empty, unreadable, of the wrong type or
 * too big for a tool that reads it whole becomes a failed row of its own, and the rest of the batch
 * goes on. All files are checked before any is queued, so the queue sees the whole batch at once (a
 * lone file may get several cores, a batch one per job); rows keep the files' order. A tool whose
 * manifest says `input.streams` gets the File itself (kind 'blob': it reads slices, and a File is
 * cloned to the worker without copying its bytes); others get its bytes. `own[i]`: file i's own
 * options (see fileOptions.ts), merged over `options`; own options the schema refuses are dropped (the
 * row then follows the batch, and does not say it has its own). Gives the rows, in the files' order.
 */
export async function enqueueFiles(
  tool: ToolManifest,
  files: File[],
  options: unknown,
  own: readonly (OwnOptions | undefined)[] = [],
): Promise<Job[]> {
  const input = tool.input;
  if (input.kind !== 'files') return [];
  const jobs: Job[] = [];
  const checked = await Promise.all(files.map((file) => checkInput(input, file)));
  for (const [i, item] of checked.entries()) {
    const { file } = item;
    if ('error' in item) {
      jobs.push(queue.addFailed(tool.id, file.name, item.error));
      continue;
    }
    const merged = fileOptions(tool.options, tool.perFileOptions ?? [], options as Record<string, unknown>, own[i]);
    const job = queue.add(fileJob(tool, input, file, item.type, merged ?? options));
    keep(job, file, item.type, merged && own[i], merged ?? options);
    jobs.push(job);
  }
  return jobs;
}

/**
 * Row `jobId` with its own options `own` (undefined: the batch's again), or false when the schema
 * refuses them. A row whose options that changes is run again in its place (the others are left as
 * they are); the new row's id is given (the same id when nothing had to run again).
 */
export function setOwnOptions(
  tool: ToolManifest,
  jobId: string,
  batch: Record<string, unknown>,
  own: OwnOptions | undefined,
): string | false {
  const input = tool.input;
  const file = originalFiles.get(jobId);
  const type = ownOptions.typeOf(jobId);
  const kept = own && pickOwn(tool.perFileOptions ?? [], own);
  const merged = fileOptions(tool.options, tool.perFileOptions ?? [], batch, kept);
  if (!merged || !file || !type || input.kind !== 'files' || !queue.get(jobId)) return false;
  if (ownOptions.sameAsQueued(jobId, merged)) {
    ownOptions.set(jobId, kept);
    return jobId;
  }
  const job = queue.replace(jobId, fileJob(tool, input, file, type, merged));
  originalFiles.delete(jobId);
  ownOptions.forget(jobId);
  keep(job, file, type, kept, merged);
  return job.id;
}
