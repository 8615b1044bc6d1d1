import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { PipelineInput, ToolError } from '../../schemas/pipeline';
import type { JobError, JobResult } from './job';
import type { ResultViewProps } from './resultView';
import { DropZone } from './DropZone';
import { ToolLayout } from './ToolLayout';
import { checkFile } from './checkFile';
import { runWithoutRow } from './runJob';
import { liveRun } from './liveRun';
import { useKeptState } from './pageStateInMemory';
import { useEverySecond } from './useEverySecond';
import { saveBlob, saveZip } from './download';
import { toast } from '../toast/toastStore';
import { copyText } from './copyText';
import './LiveRunner.css';

/** Pause after an option changes before the run (a slider dragged, a word typed): one run, not twenty. */
const LIVE_DELAY_MS = 150;

/** Picks so far in this tab: numbers each picked file. */
let picks = 0;

/** The file a live files tool works on; `n` tells two picks of the same file apart. */
interface Source {
  file: File;
  type: string;
  n: number;
}

/** The outputs on screen, and what they were made from (`tick`: at which second of a clock tool). */
interface Shown {
  key: string;
  tick: number;
  source?: number;
  inputName?: string;
  results: JobResult[];
}

/**
 * The page of a live tool (manifest `input.live`, files or none): its outputs follow the options. Each
 * change runs the pipeline again, latest only (liveRun: a newer run cancels runs still waiting and an
 * overtaken run's outputs are dropped), and the manifest's `resultView` shows the newest outputs. When
 * a run for new options fails, the last outputs stay on screen marked stale (the view turns saving off
 * and says why); a new file that fails clears them. The file, the outputs and any message stay while
 * the tab lives (switching tools and back runs nothing again). A tool whose result follows the clock
 * (`input.clock`) also runs again every second, unless the user pauses it.
 */
export function LiveRunner({
  tool,
  options,
  form,
  view,
}: {
  tool: ToolManifest;
  options: Record<string, unknown>;
  form?: ReactNode;
  view: (props: ResultViewProps) => ReactNode;
}) {
  const { t, i18n } = useTranslation(tool.id);
  const say = (e: JobError) => t(e.key, { ns: [tool.id, ...(tool.sharedStrings ?? []), 'common'], ...e.params });
  const takesFiles = tool.input.kind === 'files';
  const accept = tool.input.kind === 'files' ? tool.input.accept : [];
  const [source, setSource] = useKeptState<Source | undefined>(tool.id, 'live/source', undefined);
  const [shown, setShown] = useKeptState<Shown | undefined>(tool.id, 'live/shown', undefined);
  const [failed, setFailed] = useKeptState<{ key: string; tick: number; error: JobError } | undefined>(tool.id, 'live/failed', undefined);
  const [busy, setBusy] = useState(false);
  const [runLatest] = useState(() => liveRun(tool.id, (label, input, opts) => runWithoutRow(tool, label, input, opts)));
  const clock = tool.input.kind === 'none' && Boolean(tool.input.clock);
  const [everySecond, setEverySecond] = useState(true);
  const [tick, setTick] = useState(0);
  useEverySecond(clock && everySecond, () => setTick((n) => n + 1));
  // The options as the page runs them (the interface language for a locale "interface language").
  const ran = useMemo(() => tool.resolveOptions?.(options, { language: i18n.language }) ?? options, [tool, options, i18n.language]);

  // What the outputs on screen must have been made from: these options, this file.
  const key = `${source?.n ?? ''}|${JSON.stringify(ran)}`;

  useEffect(() => {
    const made = (at?: { key: string; tick: number }) => at?.key === key && at.tick === tick;
    if ((takesFiles && !source) || made(shown) || made(failed)) return;
    // Only the clock moved: run at once, and without "working" coming and going every second.
    const ticked = shown?.key === key || failed?.key === key;
    const timer = setTimeout(
      async () => {
        if (!ticked) setBusy(true);
        const input = async (): Promise<PipelineInput> =>
          source
            ? { kind: 'file', name: source.file.name, type: source.type, bytes: new Uint8Array(await source.file.arrayBuffer()) }
            : { kind: 'none' };
        const job = await runLatest(source?.file.name ?? t('name'), input, ran);
        if (!job) return; // a newer run is on its way
        setBusy(false); // the newest run has ended: nothing else of this page is running
        if (job.status === 'done' && job.results) {
          setShown({ key, tick, source: source?.n, inputName: source?.file.name, results: job.results });
          setFailed(undefined);
        } else if (job.status === 'failed') {
          setFailed({ key, tick, error: job.error ?? { key: 'errors.processingFailed' } });
          // Outputs of another file are no use beside this file's message.
          setShown((old) => (old && old.source !== source?.n ? undefined : old));
        }
      },
      ticked ? 0 : LIVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [key, tick, source, shown, failed, takesFiles, ran, runLatest, setShown, setFailed, t]);

  const onFiles = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const n = ++picks;
    try {
      const type = await checkFile(file, accept);
      setSource({ file, type, n });
    } catch (e) {
      const { key: errorKey, params } = e as ToolError;
      setSource(undefined);
      setShown(undefined);
      setFailed({ key: `${n}|refused`, tick, error: { key: errorKey, params } });
    }
  };

  const error = failed && (failed.key === key || !source) ? failed.error : undefined;
  const stale = error && shown && shown.key !== key ? say(error) : undefined;
  return (
    <ToolLayout
      input={
        takesFiles ? (
          <>
            <DropZone accept={accept} multiple={false} onFiles={(files) => void onFiles(files)} />
            {/* What makes a good input, if the tool says (e.g. "a square image of at least 512 px"). */}
            {i18n.exists('inputHint', { ns: tool.id }) && <p className="muted small">{t('inputHint')}</p>}
          </>
        ) : undefined
      }
      options={form}
    >
      {error && (
        <p className="result-error" role="alert" data-testid="result-error">
          {say(error)}
        </p>
      )}
      {clock && (
        <label className="live-runner-clock">
          <input type="checkbox" data-testid="every-second" checked={everySecond} onChange={(e) => setEverySecond(e.target.checked)} />{' '}
          {t('common:runner.everySecond')}
        </label>
      )}
      {busy && (
        <p className="muted small" data-testid="live-busy">
          {t('common:runner.working')}
        </p>
      )}
      {shown &&
        view({
          toolId: tool.id,
          options,
          results: shown.results,
          inputName: shown.inputName,
          stale,
          download: saveBlob,
          downloadZip: saveZip,
          notify: (title, variant) => void toast(title, variant),
          copyText,
        })}
    </ToolLayout>
  );
}
