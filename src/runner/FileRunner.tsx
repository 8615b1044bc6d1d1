import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { DropZone } from './DropZone';
import { ResultsSection, clearToolJobs } from './ResultsSection';
import { enqueueFiles } from './enqueueFile';
import { originalFiles } from './originals';
import type { Job } from './job';
import { receiveLaunchedFiles } from './launchFiles';
import { SharedFilesPrompt } from './SharedFilesPrompt';
import { dropSharedFiles } from '../pwa/sharedFiles';
import { ToolLayout } from './ToolLayout';
import { keepResults } from './resultsAcrossReload';
import { toast } from '../toast/toastStore';
import i18next from 'i18next';

/** Same files again with the options now on screen (the old rows make way for the new ones). */
export function rerunJobs(tool: ToolManifest, jobs: Job[], options: Record<string, unknown>) {
  const files = jobs.map((j) => originalFiles.get(j.id)).filter((f): f is File => Boolean(f));
  clearToolJobs(tool.id, jobs);
  void enqueueFiles(tool, files, options);
}

/** The generic page of a file tool: drop zone, the options form (`form`), result rows (see ToolLayout). */
export function FileRunner({ tool, options, form }: { tool: ToolManifest; options: Record<string, unknown>; form?: ReactNode }) {
  const multiple = tool.input.kind === 'files' && tool.input.multiple;
  const accept = tool.input.kind === 'files' ? tool.input.accept : [];
  const onFiles = useCallback((files: File[]) => void enqueueFiles(tool, files, options), [tool, options]);
  // Files the app was opened with ("Open with") join the batch like dropped ones; files shared into
  // it wait for a click (Process / Discard).
  const latestOnFiles = useRef(onFiles);
  latestOnFiles.current = onFiles;
  const [shared, setShared] = useState<File[]>([]);
  useEffect(() => receiveLaunchedFiles((files) => latestOnFiles.current(files), setShared), []);
  const settleShared = (process: boolean) => {
    if (process) onFiles(shared);
    setShared([]);
    void dropSharedFiles();
  };
  // Finished results outlive a reload (see keepResults); files that were still waiting are named.
  useEffect(() => {
    void keepResults(tool.id).then(
      (lost) => lost && toast(i18next.t('common:runner.unfinished', { count: lost }), 'destructive', undefined, 15_000),
    );
  }, [tool.id]);

  return (
    <ToolLayout
      input={
        <>
          {shared.length > 0 && (
            <SharedFilesPrompt files={shared} onProcess={() => settleShared(true)} onDiscard={() => settleShared(false)} />
          )}
          <DropZone accept={accept} multiple={multiple} onFiles={onFiles} />
        </>
      }
      options={form}
    >
      <ResultsSection tool={tool} onRerun={(jobs) => rerunJobs(tool, jobs, options)} />
    </ToolLayout>
  );
}
