import { useMemo, useRef } from 'react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { EditorProps } from './editorProps';
import { ToolLayout } from './ToolLayout';
import { checkFile } from './checkFile';
import { runWithoutRow } from './runJob';
import { checkedOptions } from './checkedOptions';
import { liveRun } from './liveRun';
import { saveBlob, saveZip } from './download';
import { useKeptState } from './pageStateInMemory';
import { toast } from '../toast/toastStore';
import { EditorFields } from './fields/Fields';

/** The shell as a hand-written editor sees it (see EditorProps). */
export function useEditorProps(tool: ToolManifest, options: Record<string, unknown>, setOptions: EditorProps['setOptions']): EditorProps {
  const latestOptions = useRef(options);
  latestOptions.current = options;
  // Stable per tool: editors may keep these in effects and callbacks (they read the current options).
  const stable = useMemo(() => {
    const accept = tool.input.kind === 'files' ? tool.input.accept : [];
    const run: EditorProps['run'] = async (label, input, opts) =>
      runWithoutRow(tool, label, input, checkedOptions(tool, opts ?? latestOptions.current));
    return {
      Layout: ToolLayout,
      Fields: EditorFields,
      run,
      runLatest: liveRun(tool.id, run),
      checkFile: (file: Blob, types?: readonly string[]) => checkFile(file, types ?? accept),
      download: saveBlob,
      downloadZip: saveZip,
      useKept: <T,>(key: string, initial: T | (() => T)) => useKeptState<T>(tool.id, key, initial),
      notify: (title: string, variant?: 'default' | 'destructive') => void toast(title, variant),
    };
  }, [tool]);
  return { tool, options, setOptions, ...stable };
}
