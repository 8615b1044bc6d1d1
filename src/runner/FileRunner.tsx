import { useCallback, useEffect, useRef } from 'react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { DropZone } from './DropZone';
import { ResultsSection, clearToolJobs } from './ResultsSection';
import { enqueueFiles } from './enqueueFile';
import { originalFiles } from './originals';
import type { Job } from './queue';
import { receiveLaunchedFiles } from './launchFiles';

/** Same files again with the options now on screen (the old rows make way for the new ones). */
export function rerunJobs(tool: ToolManifest, jobs: Job[], options: Record<string, unknown>) {
  const files = jobs.map((j) => originalFiles.get(j.id)).filter((f): f is File => Boolean(f));
  clearToolJobs(tool.id, jobs);
  void enqueueFiles(tool, files, options);
}

export function FileRunner({ tool, options }: { tool: ToolManifest; options: Record<string, unknown> }) {
  const multiple = tool.input.kind === 'files' && tool.input.multiple;
  const accept = tool.input.kind === 'files' ? tool.input.accept : [];
  const onFiles = useCallback((files: File[]) => void enqueueFiles(tool, files, options), [tool, options]);
  // Files the app was opened with ("Open with", or shared into it) join the batch like dropped ones.
  const latestOnFiles = useRef(onFiles);
  latestOnFiles.current = onFiles;
  useEffect(() => receiveLaunchedFiles((files) => latestOnFiles.current(files)), []);

  return (
    <div className="file-runner">
      <DropZone accept={accept} multiple={multiple} onFiles={onFiles} />
      <ResultsSection tool={tool} onRerun={(jobs) => rerunJobs(tool, jobs, options)} />
    </div>
  );
}
