import { useMemo, useRef } from 'react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { EditorProps } from './editorProps';
import { ResultsSection, useToolJobs } from './ResultsSection';
import { ToolLayout } from './ToolLayout';
import { enqueueFiles } from './enqueueFile';
import { checkFile } from './checkFile';
import { rerunJobs } from './FileRunner';
import { runJob } from './runJob';
import { queue } from './pool';
import { saveBlob, saveZip } from './download';
import { useKeptState } from './keptState';
import { toast } from '../toast/toastStore';

/** The shell as a hand-written editor sees it (see EditorProps). */
export function useEditorProps(tool: ToolManifest, options: Record<string, unknown>, setOptions: EditorProps['setOptions']): EditorProps {
  const latestOptions = useRef(options);
  latestOptions.current = options;
  // Stable per tool: a component made anew on each render would remount the results on each render.
  const stable = useMemo(() => {
    const accept = tool.input.kind === 'files' ? tool.input.accept : [];
    function Results() {
      return <ResultsSection tool={tool} onRerun={(jobs) => rerunJobs(tool, jobs, latestOptions.current)} />;
    }
    return {
      enqueue: async (files: File[], opts?: Record<string, unknown>) =>
        void (await enqueueFiles(tool, files, opts ?? latestOptions.current)),
      Results,
      useJobs: () => useToolJobs(tool.id),
      Layout: ToolLayout,
      run: async (label: string, input: Parameters<EditorProps['run']>[1], opts?: Record<string, unknown>) => {
        const job = await runJob(tool, label, input, opts ?? latestOptions.current);
        queue.remove((j) => j.id === job.id);
        return job;
      },
      cancelAll: () => queue.cancelWhere((j) => j.toolId === tool.id),
      checkFile: (file: Blob, types?: readonly string[]) => checkFile(file, types ?? accept),
      download: saveBlob,
      downloadZip: saveZip,
      useKept: <T,>(key: string, initial: T | (() => T)) => useKeptState<T>(tool.id, key, initial),
      notify: (title: string, variant?: 'default' | 'destructive') => void toast(title, variant),
    };
  }, [tool]);
  return { tool, options, setOptions, ...stable };
}
