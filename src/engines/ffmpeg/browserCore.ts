import type { CoreFactory, CoreFiles } from './core';
import { downloadWithProgress, type LoadProgress } from './download';
import { ERROR_IMPORT_FAILURE, FFmpegEngineError } from './errors';

/**
 * Loads the single-thread ESM core from the app's own origin (copied there at build time from
 * @ffmpeg/core, listed in engine-files.json). Absolute same-origin URLs: a worker's relative URLs
 * would resolve against the bundled worker file, and nothing may come from elsewhere.
 */
export async function loadBrowserCore(onProgress?: (p: LoadProgress) => void, signal?: AbortSignal): Promise<CoreFiles> {
  const base = self.location.origin;
  const coreUrl = new URL('/engines/ffmpeg/ffmpeg-core.js', base).href;
  const wasmUrl = new URL('/engines/ffmpeg/ffmpeg-core.wasm', base).href;
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
  return { factory, wasm: await WebAssembly.compile(bytes) };
}
