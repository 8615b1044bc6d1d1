import { loadBrowserCore } from './browserCore';
import { FFmpegEngine, type CoreLoader } from './ffmpegEngine';

/** Loads a core: `multiThread` asks for the pthread build where the page allows it. */
export type CoreSource = (multiThread: boolean) => CoreLoader;

let source: CoreSource = (multiThread) => (onProgress) => loadBrowserCore(onProgress, undefined, multiThread);
const engines = new Map<boolean, FFmpegEngine>();

/**
 * The worker's ffmpeg engines, created on first use. Two kinds: the multi-thread core pays off for
 * video encoding but starts 32 pthread workers (seconds on a busy machine), so short jobs such as
 * audio conversion use the single-thread core.
 */
export function sharedFFmpeg(multiThread = false): FFmpegEngine {
  let engine = engines.get(multiThread);
  if (!engine) engines.set(multiThread, (engine = new FFmpegEngine(source(multiThread))));
  return engine;
}

/** Unit tests and benchmarks under Node load the core from node_modules (see nodeCore.ts). */
export function setCoreLoader(next: CoreLoader): void {
  for (const engine of engines.values()) engine.terminate();
  engines.clear();
  source = () => next;
}
