import { loadOnce } from '../loadOnce';
import type { CoreFiles, FFmpegCore } from './core';
import type { LoadProgress } from './download';
import { ERROR_NOT_LOADED, ERROR_TERMINATED, FFmpegEngineError, abortError } from './errors';

/**
 * Jobs an instance runs before it is replaced by a fresh one. The 0.12 core's memory goes bad after
 * many runs: 150 identical MP3 conversions in one instance crashed ("memory access out of bounds")
 * at the 65th; a new instance costs a fraction of a second (the compiled wasm is kept).
 */
const JOBS_PER_INSTANCE = 20;

export type CoreLoader = (onProgress?: (p: LoadProgress) => void) => Promise<CoreFiles>;

export interface RunResult {
  code: number;
  /** What ffmpeg wrote to stderr (its log), line by line. */
  log: string[];
  stdout: string[];
}

/** The core crashed (e.g. "memory access out of bounds"): its memory is no longer trustworthy. */
export class FFmpegCrashError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'FFmpegCrashError';
  }
}

/**
 * One ffmpeg.wasm instance per worker. The compiled wasm is kept for the worker's life; the
 * instance (its memory) is created on first use and thrown away after a crash, so the next job
 * starts a fresh one in a fraction of a second instead of compiling 32 MB again.
 * Calls are synchronous inside the worker, so jobs never overlap; the shared queue's
 * `concurrency: 1` keeps one ffmpeg job per tool, and cancelling terminates the whole worker.
 */
export class FFmpegEngine {
  private progressListeners = new Set<(p: LoadProgress) => void>();
  private readonly files;
  private readonly instance;
  private core?: FFmpegCore;
  private generation = 0;
  private jobs = 0;

  constructor(loadCore: CoreLoader) {
    this.files = loadOnce(() => loadCore((p) => this.progressListeners.forEach((l) => l(p))));
    this.instance = loadOnce(async () => {
      const { factory, wasm, coreUrl, workerUrl } = await this.files.get();
      return factory({
        // The multi-thread core locates its pthread worker script from this URL's hash.
        ...(coreUrl && workerUrl
          ? { mainScriptUrlOrBlob: `${coreUrl}#${btoa(JSON.stringify({ wasmURL: '', workerURL: workerUrl }))}` }
          : {}),
        instantiateWasm(imports, receive) {
          void WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm));
          return {};
        },
      });
    });
  }

  get loaded(): boolean {
    return this.core !== undefined;
  }

  /** Threads encoders may use (pass as "-threads N"): 1 unless the multi-thread core is loaded. */
  get threads(): number {
    return this.core ? this.threadCount : 1;
  }
  private threadCount = 1;

  /**
   * Loads the core (concurrent callers share one load; a failed load is forgotten and rethrown).
   * `onProgress` sees the download of the wasm if this call is the one that has to fetch it.
   */
  async load(onProgress?: (p: LoadProgress) => void, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw abortError();
    if (onProgress) this.progressListeners.add(onProgress);
    const generation = this.generation;
    try {
      const core = await abortable(this.instance.get(), signal);
      if (generation !== this.generation) throw new FFmpegEngineError(ERROR_TERMINATED);
      this.core = core;
      this.threadCount = (await this.files.get()).threads;
    } finally {
      if (onProgress) this.progressListeners.delete(onProgress);
    }
  }

  private use(): FFmpegCore {
    if (!this.core) throw new FFmpegEngineError(ERROR_NOT_LOADED);
    return this.core;
  }

  /**
   * Runs ffmpeg. Returns its exit code and everything it logged. A crash drops the instance
   * (the next load makes a new one) and throws FFmpegCrashError.
   */
  exec(args: string[], onTime?: (seconds: number) => void): RunResult {
    return this.run('exec', args, onTime);
  }

  ffprobe(args: string[]): RunResult {
    return this.run('ffprobe', args);
  }

  private run(tool: 'exec' | 'ffprobe', args: string[], onTime?: (seconds: number) => void): RunResult {
    const core = this.use();
    const log: string[] = [];
    const stdout: string[] = [];
    core.setLogger(({ type, message }) => (type === 'stdout' ? stdout : log).push(message));
    core.setProgress(({ time }) => {
      if (time > 0) onTime?.(time / 1e6);
    });
    try {
      core.setTimeout(-1);
      core[tool](...args);
      const code = core.ret;
      // -1 means ffmpeg never reached its exit: the core aborted inside (its abort is swallowed).
      // (ffprobe never sets an exit code: its JSON output tells.)
      if (tool === 'exec' && code === -1)
        throw new Error(log.filter((l) => /abort|memory|RuntimeError/i.test(l)).pop() ?? 'ffmpeg aborted');
      return { code, log, stdout };
    } catch (e) {
      this.terminate();
      throw new FFmpegCrashError(e);
    } finally {
      core.setLogger(() => {});
      core.setProgress(() => {});
      core.reset();
    }
  }

  get fs() {
    return this.use().FS;
  }

  /** Mounts files read-only at `dir` without copying them (WORKERFS); false where not possible. */
  mountFiles(dir: string, files: { name: string; data: Blob }[]): boolean {
    const fs = this.use().FS;
    const workerfs = fs.filesystems.WORKERFS;
    if (!workerfs || !('FileReaderSync' in globalThis)) return false;
    fs.mkdir(dir);
    fs.mount(workerfs, { blobs: files }, dir);
    return true;
  }

  /** Called after each job (all its files removed): an instance that has run enough jobs is replaced. */
  jobDone(): void {
    if (++this.jobs >= JOBS_PER_INSTANCE) this.release();
  }

  /** Lets the instance go (its memory is freed); the compiled wasm stays for a fast reload. */
  release(): void {
    this.jobs = 0;
    // The multi-thread core's pthread workers would outlive a dropped instance.
    try {
      this.core?.PThread?.terminateAllThreads();
    } catch {
      // A crashed core may not manage this; the pool worker's end takes them anyway.
    }
    this.core = undefined;
    this.instance.release();
  }

  /** Drops the instance; a load still under way rejects with "called FFmpeg.terminate()". */
  terminate(): void {
    this.generation++;
    this.release();
  }
}

function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
