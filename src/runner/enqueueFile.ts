import type { ToolManifest } from '../../schemas/ToolManifest';
import type { ToolError } from '../../schemas/pipeline';
import { queue } from './pool';
import { checkFile } from './checkFile';
import { originalFiles } from './originals';

/**
 * Checks a file by its bytes and queues it; a file that is empty, unreadable or of the wrong type
 * becomes a failed row of its own, and the rest of the batch goes on.
 */
export async function enqueueFile(tool: ToolManifest, file: File, options: unknown): Promise<void> {
  if (tool.input.kind !== 'files') return;
  let type: string;
  try {
    type = await checkFile(file, tool.input.accept);
  } catch (e) {
    const error = e as ToolError;
    queue.addFailed(tool.id, file.name, { key: error.key, params: error.params });
    return;
  }
  const job = queue.add({
    toolId: tool.id,
    label: file.name,
    concurrency: tool.concurrency,
    timeoutMs: tool.timeoutMs,
    prepare: async () => ({
      toolId: tool.id,
      input: { kind: 'file', name: file.name, type, bytes: new Uint8Array(await file.arrayBuffer()) },
      options,
    }),
  });
  originalFiles.set(job.id, file);
}

export async function enqueueFiles(tool: ToolManifest, files: File[], options: unknown): Promise<void> {
  // In order, so rows appear in the order the files were given.
  for (const file of files) await enqueueFile(tool, file, options);
}
