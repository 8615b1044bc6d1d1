// The contract between the runner and a plugin's pipeline.ts.
// A pipeline runs inside a Web Worker (or under Node in unit tests): no DOM, no React.

export interface FileInput {
  kind: 'file';
  name: string;
  /** MIME type found by sniffing the bytes (not the browser's guess from the extension). */
  type: string;
  bytes: Uint8Array;
}
export interface TextInput {
  kind: 'text';
  text: string;
}
export interface NoInput {
  kind: 'none';
}
export type PipelineInput = FileInput | TextInput | NoInput;

/** Facts about an output that the results list shows. All optional: a pipeline reports what it knows. */
export interface OutputMeta {
  width?: number;
  height?: number;
  format?: string;
  quality?: number;
  /** Seconds, for audio and video. */
  duration?: number;
  /** Any further measured facts (SSIM, engine used...). Values are shown as-is. */
  extra?: Record<string, string | number>;
}

export interface PipelineOutput {
  /** Optional fixed file name (e.g. 'favicon.ico'); otherwise the runner derives one from the input. */
  name?: string;
  type: string;
  bytes?: Uint8Array;
  text?: string;
  meta?: OutputMeta;
}

export interface PipelineContext {
  /** Report real progress, 0..1. */
  progress(fraction: number): void;
  signal: AbortSignal;
}

export type Pipeline<Options> = (
  input: PipelineInput,
  options: Options,
  ctx: PipelineContext,
) => Promise<PipelineOutput | PipelineOutput[]>;

/**
 * An error the user should read. `key` is an i18n key looked up first in the tool's own
 * namespace, then in the shell's `errors.*` keys; `params` fill its placeholders.
 */
export class ToolError extends Error {
  constructor(
    public key: string,
    public params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'ToolError';
  }
}

/** A context for calling a pipeline directly (unit tests, benchmarks). */
export function directContext(onProgress: (p: number) => void = () => {}): PipelineContext {
  return { progress: onProgress, signal: new AbortController().signal };
}
