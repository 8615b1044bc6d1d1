// The contract between the runner and a plugin's pipeline.ts.
// A pipeline runs inside a Web Worker (or under Node in unit tests): no DOM, no React.

export interface FileInput {
  kind: 'file';
  name: string;
  /** MIME type found by sniffing the bytes (not the browser's guess from the extension). */
  type: string;
  bytes: Uint8Array;
  /** When the page drew these bytes from an SVG first (workers cannot draw SVG): that SVG's text. */
  drawnFrom?: string;
}
/** A file for a tool whose manifest says `input.streams`: read it in slices, never whole. */
export interface BlobInput {
  kind: 'blob';
  name: string;
  type: string;
  blob: Blob;
}
export interface TextInput {
  kind: 'text';
  text: string;
}
export interface NoInput {
  kind: 'none';
}
export type PipelineInput = FileInput | BlobInput | TextInput | NoInput;

/** Facts about an output that the results list shows. All optional: a pipeline reports what it knows. */
export interface OutputMeta {
  width?: number;
  height?: number;
  format?: string;
  quality?: number;
  /** Seconds, for audio and video. */
  duration?: number;
  /** Any further measured facts (SSIM, size of each icon...). Values are shown as-is. */
  extra?: Record<string, string | number>;
  /** Further facts that are byte counts (a gzipped size...): shown as sizes (KB, MB) beside `extra`. */
  extraSizes?: Record<string, number>;
  /** Engine facts for the curious (backend, threads, load time): folded under "Details" in the row. */
  details?: Record<string, string | number>;
  /** What the input photo's metadata tells (EXIF, ICC, XMP): the row shows it in plain words. */
  photo?: PhotoFacts;
}

/** A photo's metadata in plain data (read by src/engines/photoMetadata/facts.ts). */
export interface PhotoFacts {
  /** As the camera wrote it, "YYYY:MM:DD hh:mm:ss". */
  date?: string;
  make?: string;
  model?: string;
  lens?: string;
  latitude?: number;
  longitude?: number;
  software?: string;
  artist?: string;
  copyright?: string;
  /** EXIF orientation 1–8 (1 = upright). */
  orientation?: number;
  colourProfile?: string;
  /** Size in bytes of the small preview picture inside the EXIF, if there is one. */
  thumbnailBytes?: number;
  hasXmp?: boolean;
}

/**
 * What a tool did other than exactly what the options asked (a fallback codec, a capped bit rate, a
 * changed size, a replaced font, a rasterised element...): the result row shows every note. `key` is
 * an i18n key in the tool's namespace (then the shell's); `params` fill its placeholders.
 */
export interface OutputNote {
  key: string;
  params?: Record<string, string | number>;
}

export interface PipelineOutput {
  /** Optional fixed file name (e.g. 'favicon.ico'); otherwise the runner derives one from the input. */
  name?: string;
  type: string;
  bytes?: Uint8Array;
  /** The output as a Blob or File instead of bytes (e.g. a file the pipeline wrote to the origin-private
   * file system, so a large output never sits in memory). */
  blob?: Blob;
  text?: string;
  meta?: OutputMeta;
  /** No silent change: every way the output differs from what was asked, and why. */
  notes?: OutputNote[];
}

export interface PipelineContext {
  /** Report real progress, 0..1. */
  progress(fraction: number): void;
  /** Aborted when the user cancels the job: stop soon (the worker is terminated if the pipeline has not
   * settled within a grace time of 2 s). Engines that only run synchronously cannot notice it. */
  signal: AbortSignal;
  /**
   * Cores this job may use (≥ 1): more than one when the queue has fewer jobs than free cores and
   * the manifest's `threads` allows it. A pipeline with a multi-threaded engine uses up to this many.
   */
  threads: number;
  /**
   * Runs one of the tool's tasks (the default export of plugins/<id>/tasks.ts, passed as `tasks`) once
   * per input, on up to `threads` cores at once: helper workers take the first inputs, this worker the
   * next, and whoever is free the one after. A single input goes to a helper, so this worker can do other
   * work meanwhile. Results come back in input order. With one core they run here in turn. Inputs and
   * outputs are copied between workers (structured clone), so they must be plain data.
   *
   * `shared` is what every input's run needs and the job keeps using (the input file, say): each
   * helper gets a copy once, the first time it is passed, and keeps it until the job ends; here the task
   * gets the value itself. The task receives it as its second argument.
   */
  parallel<T extends Tasks, K extends keyof T & string>(
    tasks: T,
    name: K,
    inputs: TaskInput<T[K]>[],
    shared?: TaskShared<T[K]>,
  ): Promise<TaskOutput<T[K]>[]>;
}

/** A tool's tasks that may run on other cores (plugins/<id>/tasks.ts): (input, shared) → output. */
export type Tasks = Record<string, (input: never, shared: never) => Promise<unknown>>;
type TaskInput<F> = F extends (input: infer I, shared: never) => Promise<unknown> ? I : never;
type TaskShared<F> = F extends (input: never, shared: infer S) => Promise<unknown> ? S : never;
type TaskOutput<F> = F extends (input: never, shared: never) => Promise<infer O> ? O : never;

/** PipelineContext.parallel on one core: each input in turn, here. */
export async function inTurn<T extends Tasks, K extends keyof T & string>(
  tasks: T,
  name: K,
  inputs: TaskInput<T[K]>[],
  shared?: TaskShared<T[K]>,
): Promise<TaskOutput<T[K]>[]> {
  const task = tasks[name] as unknown as (input: TaskInput<T[K]>, shared?: TaskShared<T[K]>) => Promise<TaskOutput<T[K]>>;
  const outputs: TaskOutput<T[K]>[] = [];
  for (const input of inputs) outputs.push(await task(input, shared));
  return outputs;
}

export type Pipeline<Options> = (
  input: PipelineInput,
  options: Options,
  ctx: PipelineContext,
) => Promise<PipelineOutput | PipelineOutput[]>;

/** One output of a tool's pipeline as its finishing step gets it: bytes already in a Blob. */
export type FinishInput = Omit<PipelineOutput, 'bytes'>;

export interface FinishContext {
  /** The name of the file the job started from. */
  inputName: string;
  /** Report real progress of this step, 0..1. */
  progress(fraction: number): void;
  /** Aborted when the user cancels the job. */
  signal: AbortSignal;
  /** Runs the tool's own pipeline again, in a worker, on an input made here (e.g. a PDF drawn here,
   * turned into EPS there); options default to the job's. */
  runPipeline(input: PipelineInput, options?: unknown): Promise<FinishInput[]>;
}

/**
 * plugins/<id>/finish.ts (default export), for a tool that needs the page: the part of
 * the work only a page can do (drawing an SVG, svg2pdf), run on the main thread after the pipeline, for
 * each of its outputs, one job at a time. What it returns is what the row shows and downloads; its notes
 * join those of the pipeline's output.
 */
export type Finish<Options> = (output: FinishInput, options: Options, ctx: FinishContext) => Promise<PipelineOutput | PipelineOutput[]>;

/**
 * An error the user should read. `key` is an i18n key looked up first in the tool's own
 * namespace, then in the shell's `errors.*` keys; `params` fill its placeholders. `detail` is the
 * engine's own text, for the curious: the row shows it small, never as the message.
 */
export class ToolError extends Error {
  constructor(
    public key: string,
    public params: Record<string, string | number> = {},
    public detail?: string,
  ) {
    super(key);
    this.name = 'ToolError';
  }
}

/** A file input as a Blob to read in slices: the File itself for a streaming tool, else its bytes. */
export function inputBlob(input: PipelineInput): { name: string; blob: Blob } {
  if (input.kind === 'blob') return { name: input.name, blob: input.blob };
  if (input.kind === 'file') return { name: input.name, blob: new Blob([input.bytes as Uint8Array<ArrayBuffer>]) };
  throw new ToolError('errors.wrongInput');
}

/** A context for calling a pipeline directly (unit tests, benchmarks). */
export function directContext(onProgress: (p: number) => void = () => {}, threads = 1): PipelineContext {
  return { progress: onProgress, signal: new AbortController().signal, threads, parallel: inTurn };
}
