import * as ort from 'onnxruntime-web/wasm';
import { loadOnce, type Engine } from '../../src/engines/loadOnce';

/**
 * An ONNX model session (onnxruntime-web, wasm backend), loaded once per worker. The runtime files
 * (ort-wasm-simd-threaded.{mjs,wasm}) and the model are served from the app's own origin under
 * /engines/ (copied at build time by scripts/copy-engines.mjs) — never from a CDN — and the service
 * worker caches them on first use. The runtime is pointed at that folder explicitly: relying on the
 * bundler's emitted wasm hangs once more than one thread is used.
 *
 * Only the plain wasm runtime ships (14 MB). WebGPU would need a second, larger runtime build
 * (17–27 MB) and no adapter exists on the machines this was measured on, so its availability is
 * reported and wasm is used.
 */

export const ORT_RUNTIME_DIR = '/engines/onnxruntime/';

export interface OnnxModel {
  session: ort.InferenceSession;
  /** Backend that runs the model, e.g. "wasm". */
  backend: string;
  threads: number;
  /** Whether this browser offers a WebGPU adapter (reported, not used). */
  webgpu: boolean;
  /** Milliseconds to download (or read from cache) and initialise. */
  loadMs: number;
}

export { ort };

/** Error thrown when the model or runtime cannot be loaded (pipelines map it to their own message). */
export class ModelLoadError extends Error {
  name = 'ModelLoadError';
}

async function webgpuAvailable(): Promise<boolean> {
  try {
    const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
    return !!gpu && !!(await gpu.requestAdapter());
  } catch {
    return false;
  }
}

/** Downloads bytes while reporting 0..1 (when the length is known). */
async function fetchBytes(url: string, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new ModelLoadError(`${url}: HTTP ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (total) onProgress(Math.min(1, received / total));
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.length;
  }
  return bytes;
}

const engines = new Map<string, Engine<OnnxModel>>();
let reportLoad: (fraction: number) => void = () => {};

async function createSession(url: string, cores: number): Promise<OnnxModel> {
  const start = performance.now();
  // Threads need a cross-origin isolated page (SharedArrayBuffer); otherwise one. The runtime's thread
  // count is fixed when it first loads in this worker, so later jobs here keep it.
  const threads = self.crossOriginIsolated ? Math.max(1, cores) : 1;
  ort.env.wasm.wasmPaths = ORT_RUNTIME_DIR;
  ort.env.wasm.numThreads = threads;
  try {
    const [bytes, webgpu] = await Promise.all([fetchBytes(url, (f) => reportLoad(f)), webgpuAvailable()]);
    const session = await ort.InferenceSession.create(bytes, { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
    return { session, backend: 'wasm', threads, webgpu, loadMs: performance.now() - start };
  } catch (e) {
    throw e instanceof ModelLoadError ? e : new ModelLoadError(e instanceof Error ? e.message : String(e));
  }
}

/**
 * The session for a model URL (same origin, e.g. '/engines/<folder>/<file>.onnx'), on up to `cores`
 * threads. The first call loads it and reports download progress 0..1 through `onLoadProgress`; later calls share it.
 * A failed load is forgotten, so the next call tries again.
 */
export function loadOnnxModel(url: string, cores: number, onLoadProgress: (fraction: number) => void = () => {}): Promise<OnnxModel> {
  let engine = engines.get(url);
  if (!engine) {
    engine = loadOnce(
      () => createSession(url, cores),
      (model) => void model.session.release(),
    );
    engines.set(url, engine);
  }
  reportLoad = onLoadProgress;
  return engine.get();
}
