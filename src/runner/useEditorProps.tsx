import { useMemo, useRef } from 'react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { EditorProps } from './editorProps';
import { ToolLayout } from './ToolLayout';
import { checkFile } from './checkFile';
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
    return {
      Layout: ToolLayout,
      run: async (label: string, input: Parameters<EditorProps['run']>[1], opts?: Record<string, unknown>) => {
        const job = await runJob(tool, label, input, opts ?? latestOptions.current);
        queue.remove((j) => j.id === job.id);
        return job;
      },
      checkFile: (file: Blob, types?: readonly string[]) => checkFile(file, types ?? accept),
      download: saveBlob,
      downloadZip: saveZip,
      useKept: <T,>(key: string, initial: T | (() => T)) => useKeptState<T>(tool.id, key, initial),
      notify: (title: string, variant?: 'default' | 'destructive') => void toast(title, variant),
    };
  }, [tool]);
  return { tool, options, setOptions, ...stable };
}
