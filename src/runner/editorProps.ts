import type { ToolManifest } from '../../schemas/ToolManifest';
import type { PipelineInput } from '../../schemas/pipeline';
import type { Job } from './queue';

/**
 * What a hand-written editor (plugins/<id>/Editor.tsx, default export) receives. It replaces the
 * generic form and results, but still runs heavy work through the shared queue with `run`.
 */
export interface EditorProps {
  tool: ToolManifest;
  /** Current options, parsed by the tool's schema; kept in the URL query (preset link). */
  options: Record<string, unknown>;
  setOptions: (next: Record<string, unknown>) => void;
  /** Queue a job for this tool's pipeline in a worker; resolves when it finishes (done, failed or
   * cancelled). The finished job leaves the shared queue: the editor keeps what it needs of it. */
  run: (label: string, input: () => Promise<PipelineInput>, options?: Record<string, unknown>) => Promise<Job>;
  /** Cancel this tool's jobs (queued ones never start; running ones have their worker terminated). */
  cancelAll: () => void;
  /** Show a toast (titles should already be translated). */
  notify: (title: string, variant?: 'default' | 'destructive') => void;
}
