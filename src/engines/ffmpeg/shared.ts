import { loadBrowserCore } from './browserCore';
import { FFmpegEngine, type CoreLoader } from './ffmpegEngine';

let loader: CoreLoader = loadBrowserCore;
let engine: FFmpegEngine | undefined;

/** The worker's one ffmpeg engine (created on first use). */
export function sharedFFmpeg(): FFmpegEngine {
  return (engine ??= new FFmpegEngine(loader));
}

/** Unit tests and benchmarks under Node load the core from node_modules (see nodeCore.ts). */
export function setCoreLoader(next: CoreLoader): void {
  engine?.terminate();
  loader = next;
  engine = undefined;
}
