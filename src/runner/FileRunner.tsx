import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { DropZone } from './DropZone';
import { ResultsSection, clearToolJobs } from './ResultsSection';
import { enqueueFiles } from './enqueueFile';
import { originalFiles } from './originals';
import type { Job } from './queue';
import { receiveLaunchedFiles } from './launchFiles';
import { ToolLayout } from './ToolLayout';
import { keepResults } from './keepResults';
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
  // Files the app was opened with ("Open with", or shared into it) join the batch like dropped ones.
  const latestOnFiles = useRef(onFiles);
  latestOnFiles.current = onFiles;
  useEffect(() => receiveLaunchedFiles((files) => latestOnFiles.current(files)), []);
  // Finished results outlive a reload (see keepResults); files that were still waiting are named.
  useEffect(() => {
    void keepResults(tool.id).then(
      (lost) => lost && toast(i18next.t('common:runner.unfinished', { count: lost }), 'destructive', undefined, 15_000),
    );
  }, [tool.id]);

  return (
    <ToolLayout input={<DropZone accept={accept} multiple={multiple} onFiles={onFiles} />} options={form}>
      <ResultsSection tool={tool} onRerun={(jobs) => rerunJobs(tool, jobs, options)} />
    </ToolLayout>
  );
}
