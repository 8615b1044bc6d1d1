import type { ToolManifest } from '../../schemas/ToolManifest';
import { queue } from './pool';
import { finishStepFor } from './finishStep';
import type { ToolError } from '../../schemas/pipeline';
import type { Job, JobError } from './job';
import { checkFile } from './checkFile';
import { originalFiles } from './originals';
import { formatBytes } from './record';

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
  const maxBytes = input.maxBytes ?? DEFAULT_MAX_BYTES;
  if (!input.streams && file.size > maxBytes)
    return { file, error: { key: 'errors.fileTooLarge', params: { max: formatBytes(maxBytes), size: formatBytes(file.size) } } };
  return { file, type };
}

/**
 * Checks files by their bytes and queues them; a file that is empty, unreadable, of the wrong type or
 * too big for a tool that reads it whole becomes a failed row of its own, and the rest of the batch
 * goes on. All files are checked before any is queued, so the queue sees the whole batch at once (a
 * lone file may get several cores, a batch one per job); rows keep the files' order. A tool whose
 * manifest says `input.streams` gets the File itself (kind 'blob': it reads slices, and a File is
 * cloned to the worker without copying its bytes); others get its bytes. Gives the rows, in the files' order.
 */
export async function enqueueFiles(tool: ToolManifest, files: File[], options: unknown): Promise<Job[]> {
  const input = tool.input;
  if (input.kind !== 'files') return [];
  const jobs: Job[] = [];
  const checked = await Promise.all(files.map((file) => checkInput(input, file)));
  for (const item of checked) {
    const { file } = item;
    if ('error' in item) {
      jobs.push(queue.addFailed(tool.id, file.name, item.error));
      continue;
    }
    const job = queue.add({
      toolId: tool.id,
      label: file.name,
      concurrency: tool.concurrency,
      threads: tool.threads,
      timeoutMs: tool.timeoutMs,
      notesBeforeRun: tool.notesBeforeRun?.(options as Record<string, unknown>, { name: file.name, type: item.type, size: file.size }),
      finish: finishStepFor(tool, options),
      prepare: async () => ({
        toolId: tool.id,
        input: input.streams
          ? { kind: 'blob', name: file.name, type: item.type, blob: file }
          : { kind: 'file', name: file.name, type: item.type, bytes: new Uint8Array(await file.arrayBuffer()) },
        options,
      }),
    });
    originalFiles.set(job.id, file);
    jobs.push(job);
  }
  return jobs;
}
