import { ToolError } from '../../../schemas/pipeline';
import type { LoadProgress } from './download';
import { FFmpegCrashError } from './ffmpegEngine';
import { sharedFFmpeg } from './shared';
import { probeFile, type MediaProbe } from './probe';
import { backWithFile } from './fileNode';
import { copyToOpfsOutputFile, createOpfsOutputFile, type OpfsOutputFile } from '../opfsOutputFile';
import { storageFullError } from '../storageSpace';

export interface FFmpegJob {
  /** Input files; args refer to them through `input(i)`. Read from a copy in the origin-private file system
   * where there is one, else mounted (read in slices), else written into memory. */
  inputs: { name: string; blob: Blob }[];
  /** Probe the first input first (container, streams, duration): args() then receives it. */
  probe?: boolean;
  /** Builds ffmpeg's arguments from the paths of the inputs and outputs (and the probe, if asked). It may
   * throw (a ToolError) to stop before ffmpeg runs. */
  args(
    paths: { input: (index: number) => string; output: (name: string) => string; threads: number },
    probe: MediaProbe | undefined,
  ): string[] | Promise<string[]>;
  /** Output file names (simple names like "out.mp4"): written to the origin-private file system where
   * there is one (so their size is bounded by the disk, not by memory), else kept in memory. */
  outputs: string[];
  /** The outputs' expected size in bytes, if known (asked once args() has run): a job that runs out of
   * storage says it with this figure. */
  expectedBytes?(): number | undefined;
  /** Probe the first output too (its real duration and streams, for the record). */
  probeOutput?: boolean;
  /** Expected output length in seconds (default: the probed input's): progress is ffmpeg's output time over this. */
  duration?: number;
  progress?(fraction: number): void;
  /** Use the multi-thread core where possible (video encoding; it costs seconds to start). */
  multiThread?: boolean;
  loadProgress?(p: LoadProgress): void;
  signal?: AbortSignal;
}

export interface FFmpegResult {
  files: Record<string, Blob>;
  /** Deletes the outputs from the origin-private file system (for intermediate files). */
  discard(): Promise<void>;
  log: string[];
  probe?: MediaProbe;
  outputProbe?: MediaProbe;
}

let jobs = 0;

/** A file name ffmpeg cannot misread (no protocol prefixes, no % patterns): index plus a plain extension. */
function safeName(index: number, original: string): string {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(original)?.[1]?.toLowerCase() ?? 'bin';
  return `${index}.${ext}`;
}

/**
 * Runs one ffmpeg command in the worker's shared engine. Inputs are copied into the origin-private
 * file system where there is one, and ffmpeg reads them from there straight into its memory: mounted
 * instead (WORKERFS), every read makes a new ArrayBuffer, and in a worker busy in ffmpeg the collector
 * frees them too late (a 3-hour WAV grew the tab by about 300 MB). Without that storage inputs are
 * mounted where the platform allows, else written. Outputs go to the origin-private file system where
 * there is one (see fileNode.ts), else to memory. Every file of the job is deleted from the core
 * afterwards, whatever happened, and its outputs too if it failed. Errors come out as ToolErrors the
 * user can read (ffmpeg's own words only in their detail): engine download failed, engine crashed
 * (the instance is then replaced on the next job), or ffmpeg refused the file.
 */
export async function runFFmpeg(job: FFmpegJob): Promise<FFmpegResult> {
  const engine = sharedFFmpeg(job.multiThread);
  try {
    await engine.load(job.loadProgress, job.signal);
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new ToolError('errors.engineLoadFailed', {}, (e as Error)?.message ?? String(e));
  }
  const dir = `/job${++jobs}`;
  const inDir = `${dir}/in`;
  const names = job.inputs.map((f, i) => safeName(i, f.name));
  const fs = engine.fs;
  fs.mkdir(dir);
  let mounted = false;
  const stored = new Map<string, OpfsOutputFile>();
  const copies: OpfsOutputFile[] = [];
  const discard = () => Promise.all([...stored.values()].map((f) => f.remove())).then(() => {});
  let ok = false;
  try {
    for (const [i, f] of job.inputs.entries()) {
      const copy = await copyToOpfsOutputFile(f.blob, names[i], job.signal);
      if (!copy) break;
      copies.push(copy);
    }
    if (copies.length === job.inputs.length) {
      fs.mkdir(inDir);
      copies.forEach((copy, i) => backWithFile(fs, `${inDir}/${names[i]}`, copy));
    } else {
      await Promise.all(copies.splice(0).map((copy) => copy.remove()));
      mounted = engine.mountFiles(
        inDir,
        job.inputs.map((f, i) => ({ name: names[i], data: f.blob })),
      );
    }
    if (!mounted && !copies.length) {
      fs.mkdir(inDir);
      for (const [i, f] of job.inputs.entries()) fs.writeFile(`${inDir}/${names[i]}`, new Uint8Array(await f.blob.arrayBuffer()));
    }
    for (const name of job.outputs) {
      const file = await createOpfsOutputFile(name);
      if (!file) continue;
      stored.set(name, file);
      backWithFile(fs, `${dir}/${name}`, file);
    }
    const input = (i: number) => `${inDir}/${names[i]}`;
    let probe: MediaProbe | undefined;
    if (job.probe) {
      probe = probeFile(engine, input(0));
      if (!probe) throw new ToolError('errors.decodeFailed');
    }
    const args = await job.args({ input, output: (name) => `${dir}/${name}`, threads: engine.threads }, probe);
    const duration = job.duration ?? probe?.duration;
    const onTime = duration && job.progress ? (t: number) => job.progress!(Math.min(0.99, t / duration)) : undefined;
    const result = engine.exec(['-hide_banner', '-stats_period', '0.1', ...args], onTime);
    // A write that found no room fails the job as such, whatever ffmpeg made of it (it may even exit 0).
    const full = [...stored.values()].find((f) => f.storageFull)?.storageFull;
    if (full) throw full;
    if (result.code !== 0) throw new ToolError('errors.convertFailed', {}, lastError(result.log));
    const outputProbe = job.probeOutput ? probeFile(engine, `${dir}/${job.outputs[0]}`) : undefined;
    const files: Record<string, Blob> = {};
    for (const name of job.outputs) {
      const file = stored.get(name);
      files[name] = file ? await file.finish() : new Blob([fs.readFile(`${dir}/${name}`) as Uint8Array<ArrayBuffer>]);
      if (files[name].size === 0) throw new ToolError('errors.convertFailed', {}, `${name} is empty`);
    }
    ok = true;
    return { files, log: result.log, probe, outputProbe, discard };
  } catch (e) {
    if ((e as Error)?.name === 'StorageFullError') {
      await discard(); // first, so that what is free counts the space the incomplete file took
      throw await storageFullError(job.expectedBytes?.(), (e as Error).message);
    }
    // The engine has already dropped the crashed instance; the next job loads a fresh one.
    if (e instanceof FFmpegCrashError) throw new ToolError('errors.engineCrashed', {}, e.message);
    throw e;
  } finally {
    if (engine.loaded) {
      removeJobFiles(engine.fs, dir, inDir, mounted);
      engine.jobDone();
    }
    await Promise.all(copies.map((copy) => copy.remove()));
    if (!ok) await discard();
  }
}

function removeJobFiles(fs: ReturnType<typeof sharedFFmpeg>['fs'], dir: string, inDir: string, mounted: boolean): void {
  // Each step on its own: a half-made job folder (failed mount) must still go, and must not hide the job's own error.
  const attempt = (step: () => void) => {
    try {
      step();
    } catch {
      /* nothing there to remove */
    }
  };
  const files = (folder: string) => fs.readdir(folder).filter((n) => n !== '.' && n !== '..');
  if (mounted) attempt(() => fs.unmount(inDir));
  else attempt(() => files(inDir).forEach((n) => fs.unlink(`${inDir}/${n}`)));
  attempt(() => fs.rmdir(inDir));
  attempt(() => files(dir).forEach((n) => fs.unlink(`${dir}/${n}`)));
  attempt(() => fs.rmdir(dir));
}

/** ffmpeg's most telling line: the last one that looks like an error. */
function lastError(log: string[]): string {
  const errors = log.filter((l) => /error|invalid|not supported|unknown|no such|could not|failed/i.test(l));
  return (errors.pop() ?? log[log.length - 1] ?? '').trim().slice(0, 300);
}
