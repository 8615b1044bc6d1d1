/**
 * The parts of the @ffmpeg/core module (an Emscripten build of ffmpeg) that the engine uses.
 * The core is GPL: it is never bundled, only loaded at run time from /engines/ffmpeg/.
 */
export interface CoreFS {
  writeFile(path: string, data: Uint8Array): void;
  readFile(path: string): Uint8Array;
  unlink(path: string): void;
  mkdir(path: string): void;
  rmdir(path: string): void;
  readdir(path: string): string[];
  stat(path: string): { mode: number; size: number };
  isDir(mode: number): boolean;
  mount(type: unknown, options: unknown, mountPoint: string): void;
  unmount(mountPoint: string): void;
  filesystems: Record<string, unknown>;
  lookupPath(path: string): { node: FSNode };
  ErrnoError: new (errno: number) => Error;
}

/** An Emscripten file-system node: its operations can be replaced one file at a time (see fileNode.ts). */
export interface FSNode {
  node_ops: {
    getattr(node: FSNode): { size: number } & Record<string, unknown>;
    setattr(node: FSNode, attr: { size?: number } & Record<string, unknown>): void;
  } & Record<string, unknown>;
  stream_ops: Record<string, unknown>;
}

export interface FFmpegCore {
  FS: CoreFS;
  /** Runs ffmpeg with these arguments (after "-nostdin -y"); returns its exit code. */
  exec(...args: string[]): number;
  ffprobe(...args: string[]): number;
  setLogger(logger: (entry: { type: 'stdout' | 'stderr'; message: string }) => void): void;
  /** `time` is the output position in microseconds. */
  setProgress(handler: (p: { progress: number; time: number }) => void): void;
  setTimeout(ms: number): void;
  reset(): void;
  ret: number;
  /** Multi-thread core only: its pthread workers. */
  PThread?: { terminateAllThreads(): void };
}

export interface CoreModuleOptions {
  /** The core finds its pthread worker script through this (ffmpeg.wasm's "#<base64 JSON>" convention). */
  mainScriptUrlOrBlob?: string;
  instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void): object;
}

export type CoreFactory = (options: CoreModuleOptions) => Promise<FFmpegCore>;

/** Where the core comes from: its JS factory and its compiled wasm. */
export interface CoreFiles {
  factory: CoreFactory;
  wasm: WebAssembly.Module;
  /** Threads an encoder may use: 1 for the single-thread core. */
  threads: number;
  /** Multi-thread core: the URLs its pthread workers load. */
  coreUrl?: string;
  workerUrl?: string;
}
