import type { ToolManifest } from '../../schemas/ToolManifest';
import { queue } from './pool';
import type { JobError } from './queue';
import { isAccepted, sniffType } from './sniff';
import { extensionFor } from './outputName';
import { originalFiles } from './originals';

const SNIFF_BYTES = 8192;

/** "PNG, JPG, WEBP" from the manifest's accepted MIME types. */
export function acceptLabel(accept: readonly string[]): string {
  return [...new Set(accept.map((a) => (a.endsWith('/*') ? a : extensionFor(a).toUpperCase())))].join(', ');
}

type Checked = { file: File; type: string } | { file: File; error: JobError };

/** A file's real type from its bytes, or why it cannot be queued. */
async function checkFile(accept: readonly string[], file: File): Promise<Checked> {
  if (file.size === 0) return { file, error: { key: 'errors.emptyFile' } };
  let type: string | undefined;
  try {
    type = sniffType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  } catch (e) {
    return { file, error: { key: 'errors.readFailed', detail: String(e) } };
  }
  if (!isAccepted(type, accept)) return { file, error: { key: 'errors.invalidFileType', params: { types: acceptLabel(accept) } } };
  return { file, type: type! };
}

/**
 * Checks files by their bytes and queues them; a file that is empty, unreadable or of the wrong type
 * becomes a failed row of its own, and the rest of the batch goes on. All files are checked before
 * any is queued, so the queue sees the whole batch at once (a lone file may get several cores, a
 * batch one per job); rows keep the files' order.
 */
export async function enqueueFiles(tool: ToolManifest, files: File[], options: unknown): Promise<void> {
  if (tool.input.kind !== 'files') return;
  const accept = tool.input.accept;
  const checked = await Promise.all(files.map((file) => checkFile(accept, file)));
  for (const item of checked) {
    const { file } = item;
    if ('error' in item) {
      queue.addFailed(tool.id, file.name, item.error);
      continue;
    }
    const job = queue.add({
      toolId: tool.id,
      label: file.name,
      concurrency: tool.concurrency,
      threads: tool.threads,
      timeoutMs: tool.timeoutMs,
      prepare: async () => ({
        toolId: tool.id,
        input: { kind: 'file', name: file.name, type: item.type, bytes: new Uint8Array(await file.arrayBuffer()) },
        options,
      }),
    });
    originalFiles.set(job.id, file);
  }
}
