import { ERROR_INCOMPLETED_DOWNLOAD, ERROR_RESPONSE_BODY_READER, FFmpegEngineError, abortError } from './errors';

/** Download progress of an engine file: bytes so far, of `total` (0 when the server did not say). */
export interface LoadProgress {
  url: string;
  total: number;
  received: number;
  /** Bytes in this step. */
  delta: number;
  done: boolean;
}

/**
 * Fetches a file while reporting progress. Fails with a clear error when the body cannot be read
 * or ends before its announced length, and with an AbortError when `signal` fires.
 */
export async function downloadWithProgress(
  url: string,
  onProgress?: (p: LoadProgress) => void,
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new FFmpegEngineError(`${ERROR_INCOMPLETED_DOWNLOAD}: HTTP ${response.status} for ${url}`);
  const total = Number(response.headers.get('Content-Length') ?? 0);
  const reader = response.body?.getReader();
  if (!reader) throw new FFmpegEngineError(ERROR_RESPONSE_BODY_READER);
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch (e) {
      if (signal?.aborted) throw abortError();
      throw e;
    }
    if (step.done) break;
    chunks.push(step.value);
    received += step.value.length;
    onProgress?.({ url, total, received, delta: step.value.length, done: false });
  }
  // A compressed response announces its compressed length: only a shorter body is incomplete.
  const encoded = response.headers.get('Content-Encoding');
  if (total > 0 && received < total && !encoded) throw new FFmpegEngineError(ERROR_INCOMPLETED_DOWNLOAD);
  onProgress?.({ url, total: total || received, received, delta: 0, done: true });
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
