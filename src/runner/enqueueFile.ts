import type { ToolManifest } from '../../schemas/ToolManifest';
import { queue } from './pool';
import { isAccepted, sniffType } from './sniff';
import { extensionFor } from './outputName';
import { originalFiles } from './originals';
import { formatBytes } from './record';

const SNIFF_BYTES = 8192;

/** The largest file a whole-file tool takes unless its manifest says (input.maxBytes): under Chromium's
 * 2 GiB ArrayBuffer limit, with room left in the worker for the output. */
export const DEFAULT_MAX_BYTES = 1024 * 1024 * 1024;

/** "PNG, JPG, WEBP" from the manifest's accepted MIME types. */
export function acceptLabel(accept: readonly string[]): string {
  return [...new Set(accept.map((a) => (a.endsWith('/*') ? a : extensionFor(a).toUpperCase())))].join(', ');
}

/**
 * Checks a file by its bytes and queues it; a file that is empty, unreadable, of the wrong type or
 * too big for a tool that reads it whole becomes a failed row of its own, and the rest of the batch
 * goes on. A tool whose manifest says `input.streams` gets the File itself (kind 'blob': it reads
 * slices, and a File is cloned to the worker without copying its bytes); others get its bytes.
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
  const { streams, maxBytes = DEFAULT_MAX_BYTES } = tool.input;
  if (!streams && file.size > maxBytes) {
    queue.addFailed(tool.id, file.name, {
      key: 'errors.fileTooLarge',
      params: { max: formatBytes(maxBytes), size: formatBytes(file.size) },
    });
    return;
  }
  const job = queue.add({
    toolId: tool.id,
    label: file.name,
    concurrency: tool.concurrency,
    timeoutMs: tool.timeoutMs,
    prepare: async () => ({
      toolId: tool.id,
      input: streams
        ? { kind: 'blob', name: file.name, type: type!, blob: file }
        : { kind: 'file', name: file.name, type: type!, bytes: new Uint8Array(await file.arrayBuffer()) },
      options,
    }),
  });
  originalFiles.set(job.id, file);
}

export async function enqueueFiles(tool: ToolManifest, files: File[], options: unknown): Promise<void> {
  // In order, so rows appear in the order the files were given.
  for (const file of files) await enqueueFile(tool, file, options);
}
