import type { ComponentType, ReactNode, SetStateAction } from 'react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { PipelineInput } from '../../schemas/pipeline';
import type { Job } from './job';
import type { CustomInput } from './fields/Field';

export type { Job, JobError, JobResult } from './job';

/**
 * What a hand-written editor (plugins/<id>/Editor.tsx, default export) receives: everything it needs of
 * the shell. Editors use these, never the queue, pool, sniffing or download modules themselves
 * (tests/unit/editorsUseProps.test.ts checks it).
 */
export interface EditorProps {
  tool: ToolManifest;
  /** Current options, parsed by the tool's schema; kept in the URL query (preset link). */
  options: Record<string, unknown>;
  setOptions: (next: Record<string, unknown>) => void;

  /** Named fields of the tool's own options schema, drawn by the field kit of the generic form (labels,
   * help, errors, showIf from the manifest), placed where the editor wants them: `<Fields names={['shape']} />`.
   * `inputs` draws a field's input the tool's own way (an icon grid); the kit still gives label and error.
   * `labels` words a field for the place it stands in. */
  Fields: ComponentType<{ names: readonly string[]; inputs?: Record<string, CustomInput>; labels?: Record<string, string> }>;

  /** The page layout of every tool (ToolLayout): the input first, the options, then the work; on a wide
   * screen the options stand at the left; on a phone they fold under the input. */
  Layout: ComponentType<{ input?: ReactNode; options?: ReactNode; children?: ReactNode }>;

  /** Queue a job for this tool's pipeline in a worker, with no row; resolves when it finishes (done,
   * failed or cancelled). The finished job leaves the shared queue: the editor keeps what it needs of it.
   * The options (default: the current ones) are parsed by the tool's schema first; options it rejects
   * throw (see checkedOptions). */
  run: (label: string, input: () => Promise<PipelineInput>, options?: Record<string, unknown>) => Promise<Job>;
  /** `run` for live results: a new call cancels this tool's runs still waiting, and only the newest
   * call's job is delivered (an overtaken call resolves to undefined). */
  runLatest: (label: string, input: () => Promise<PipelineInput>, options?: Record<string, unknown>) => Promise<Job | undefined>;

  /** A file's type found by its bytes, if it is one of `accept` (default: the tool's); otherwise throws a
   * ToolError (empty file, unreadable, wrong type) whose key is in the shell's strings. */
  checkFile: (file: Blob, accept?: readonly string[]) => Promise<string>;
  /** Saves one file, or several as one ZIP. */
  download: (blob: Blob, name: string) => void;
  downloadZip: (files: { name: string; blob: Blob }[], zipName: string) => Promise<void>;

  /** useState whose value outlives the editor while the tab lives (switching tools and back keeps it). */
  useKept: <T>(key: string, initial: T | (() => T)) => [T, (next: SetStateAction<T>) => void];

  /** Show a toast (titles should already be translated). */
  notify: (title: string, variant?: 'default' | 'destructive') => void;
}
