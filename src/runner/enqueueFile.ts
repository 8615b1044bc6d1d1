import type { ToolManifest } from '../../schemas/ToolManifest';
import { queue } from './pool';
import { isAccepted, sniffType } from './sniff';
import { extensionFor } from './outputName';
import { originalFiles } from './originals';

const SNIFF_BYTES = 8192;

/** "PNG, JPG, WEBP" from the manifest's accepted MIME types. */
export function acceptLabel(accept: readonly string[]): string {
  return [...new Set(accept.map((a) => (a.endsWith('/*') ? a : extensionFor(a).toUpperCase())))].join(', ');
}

/**
 * Checks a file by its bytes and queues it; a file that is empty, unreadable or of the wrong type
 * becomes a failed row of its own, and the rest of the batch goes on.
 */
export async function enqueueFile(tool: ToolManifest, file: File, options: unknown): Promise<void> {
  if (tool.input.kind !== 'files') return;
  const accept = tool.input.accept;
  if (file.size === 0) {
    queue.addFailed(tool.id, file.name, { key: 'errors.emptyFile' });
    return;
  }
  let type: string | undefined;
  try {
    type = sniffType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  } catch (e) {
    queue.addFailed(tool.id, file.name, { key: 'errors.readFailed', detail: String(e) });
    return;
  }
  if (!isAccepted(type, accept)) {
    queue.addFailed(tool.id, file.name, { key: 'errors.invalidFileType', params: { types: acceptLabel(accept) } });
    return;
  }
  const job = queue.add({
    toolId: tool.id,
    label: file.name,
    concurrency: tool.concurrency,
    timeoutMs: tool.timeoutMs,
    prepare: async () => ({
      toolId: tool.id,
      input: { kind: 'file', name: file.name, type: type!, bytes: new Uint8Array(await file.arrayBuffer()) },
      options,
    }),
  });
  originalFiles.set(job.id, file);
}

export async function enqueueFiles(tool: ToolManifest, files: File[], options: unknown): Promise<void> {
  // In order, so rows appear in the order the files were given.
  for (const file of files) await enqueueFile(tool, file, options);
}
