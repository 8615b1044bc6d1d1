// The engine's own errors, worded like @ffmpeg/ffmpeg's so they read the same in logs and reports.
export const ERROR_NOT_LOADED = 'ffmpeg is not loaded, call `await ffmpeg.load()` first';
export const ERROR_TERMINATED = 'called FFmpeg.terminate()';
export const ERROR_RESPONSE_BODY_READER = 'failed to get response body reader';
export const ERROR_INCOMPLETED_DOWNLOAD = 'failed to complete download';
export const ERROR_IMPORT_FAILURE = 'failed to import ffmpeg-core.js';

/** An error of the engine itself (not of the file being converted). */
export class FFmpegEngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FFmpegEngineError';
  }
}

/** The error an aborted load or job rejects with (same shape as fetch's). */
export function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw abortError();
}
