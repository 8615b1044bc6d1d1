import type { CoreFactory, CoreFiles } from './core';
import { downloadWithProgress, type LoadProgress } from './download';
import { ERROR_IMPORT_FAILURE, FFmpegEngineError } from './errors';

/** Threads for the multi-thread core: it needs SharedArrayBuffer (a cross-origin isolated page) and 2+ cores. */
export function coreThreads(): number {
  const cores = (typeof navigator !== 'undefined' && navigator.hardwareConcurrency) || 1;
  return self.crossOriginIsolated && typeof SharedArrayBuffer !== 'undefined' && cores > 1 ? Math.min(cores, 4) : 1;
}

/**
 * Loads the ESM core from the app's own origin (copied there at build time from @ffmpeg/core and
 * @ffmpeg/core-mt, listed in engine-files.json): the multi-thread build where the page is
 * cross-origin isolated and the caller wants threads, else the single-thread one. Absolute
 * same-origin URLs: a worker's relative URLs would resolve against the bundled worker file, and
 * nothing may come from elsewhere.
 */
export async function loadBrowserCore(
  onProgress?: (p: LoadProgress) => void,
  signal?: AbortSignal,
  multiThread = false,
): Promise<CoreFiles> {
  const base = self.location.origin;
  const threads = multiThread ? coreThreads() : 1;
  const folder = threads > 1 ? '/engines/ffmpeg-mt' : '/engines/ffmpeg';
  const coreUrl = new URL(`${folder}/ffmpeg-core.js`, base).href;
  const wasmUrl = new URL(`${folder}/ffmpeg-core.wasm`, base).href;
  const [factory, bytes] = await Promise.all([
    import(/* @vite-ignore */ coreUrl).then(
      (m: { default?: CoreFactory }) => {
        if (typeof m.default !== 'function') throw new FFmpegEngineError(ERROR_IMPORT_FAILURE);
        return m.default;
      },
      () => {
        throw new FFmpegEngineError(ERROR_IMPORT_FAILURE);
      },
    ),
    downloadWithProgress(wasmUrl, onProgress, signal),
  ]);
  const wasm = await WebAssembly.compile(bytes);
  if (threads === 1) return { factory, wasm, threads };
  return { factory, wasm, threads, coreUrl, workerUrl: new URL(`${folder}/ffmpeg-core.worker.js`, base).href };
}
