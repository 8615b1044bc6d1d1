import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { DropZone } from './DropZone';
import { ResultsSection, clearToolJobs, useToolJobs } from './ResultsSection';
import { enqueueFiles, setOwnOptions } from './enqueueFile';
import { fileOptions } from './fileOptions';
import { ownOptions } from './ownOptions';
import { useOwnOptionsVersion } from './OwnOptionsNote';
import { originalFiles } from './originals';
import type { Job } from './job';
import { receiveLaunchedFiles } from './launchFiles';
import { SharedFilesPrompt } from './SharedFilesPrompt';
import { dropSharedFiles } from '../pwa/sharedFiles';
import { ToolLayout } from './ToolLayout';
import { keepResults } from './resultsAcrossReload';
import { toast } from '../toast/toastStore';
import i18next from 'i18next';
import type { InputViewProps } from './inputViewProps';

/** Same files again with the options now on screen (the old rows make way for the new ones); a file
 * with its own options (see fileOptions.ts) keeps them. */
export function rerunJobs(tool: ToolManifest, jobs: Job[], options: Record<string, unknown>) {
  const kept = jobs.filter((j) => originalFiles.get(j.id));
  const files = kept.map((j) => originalFiles.get(j.id)!);
  const own = kept.map((j) => ownOptions.get(j.id));
  clearToolJobs(tool.id, jobs);
  void enqueueFiles(tool, files, options, own);
}

type ViewLoader = NonNullable<ToolManifest['inputView']>;
const views = new WeakMap<ViewLoader, LazyExoticComponent<ComponentType<InputViewProps>>>();
/** The tool's input view as a lazy component (one per loader, so it keeps its state across renders). */
function viewOf(loader: ViewLoader) {
  let view = views.get(loader);
  if (!view) views.set(loader, (view = lazy(loader)));
  return view;
}

/** The batch's rows that have their original file, in the rows' order (a new list only when the rows change). */
function useBatchFiles(toolId: string): { ids: string[]; files: File[] } {
  const jobs = useToolJobs(toolId);
  const ids = jobs.map((j) => j.id).join(' ');
  return useMemo(() => {
    const kept = ids ? ids.split(' ').filter((id) => originalFiles.get(id)) : [];
    return { ids: kept, files: kept.map((id) => originalFiles.get(id)!) };
  }, [ids]);
}

/** The generic page of a file tool: drop zone, the options form (`form`), result rows (see ToolLayout);
 * with the manifest's `inputView` (a crop box over the photo) under the drop zone. */
export function FileRunner({
  tool,
  options,
  setOptions,
  form,
}: {
  tool: ToolManifest;
  options: Record<string, unknown>;
  setOptions: (next: Record<string, unknown>) => boolean;
  form?: ReactNode;
}) {
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

  // A row back to the batch's options: stable, so the memoised rows do not all re-render with the options.
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const backToBatch = useCallback((jobId: string) => void setOwnOptions(tool, jobId, latestOptions.current, undefined), [tool]);

  return (
    <ToolLayout
      input={
        <>
          {shared.length > 0 && (
            <SharedFilesPrompt files={shared} onProcess={() => settleShared(true)} onDiscard={() => settleShared(false)} />
          )}
          <DropZone accept={accept} multiple={multiple} onFiles={onFiles} />
          {tool.inputView && <InputView loader={tool.inputView} tool={tool} toolId={tool.id} options={options} setOptions={setOptions} />}
        </>
      }
      options={form}
    >
      <ResultsSection tool={tool} onRerun={(jobs) => rerunJobs(tool, jobs, options)} onUseBatch={backToBatch} />
    </ToolLayout>
  );
}

/** The manifest's input view, given the batch's files and each file's own options. */
function InputView({
  loader,
  tool,
  ...props
}: Omit<InputViewProps, 'files' | 'perFileKeys' | 'fileOptions' | 'setFileOptions'> & { loader: ViewLoader; tool: ToolManifest }) {
  const { ids, files } = useBatchFiles(props.toolId);
  const version = useOwnOptionsVersion();
  const keys = tool.perFileOptions ?? [];
  const { options } = props;
  const perFile = useMemo(
    () => ids.map((id) => (ownOptions.get(id) ? fileOptions(tool.options, keys, options, ownOptions.get(id)) : undefined)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- own options change with `version`
    [ids, tool, options, version],
  );
  const setFileOptions = (index: number, own: Record<string, unknown> | undefined) => {
    const id = ids[index];
    return Boolean(keys.length && id && setOwnOptions(tool, id, options, own));
  };
  const View = viewOf(loader);
  // Nothing to show (and no chunk to fetch) before the first file; the prerendered page has none.
  if (!files.length) return null;
  return (
    <Suspense>
      <View {...props} files={files} perFileKeys={keys} fileOptions={perFile} setFileOptions={setFileOptions} />
    </Suspense>
  );
}
