import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { queue } from './pool';
import { ResultRow } from './ResultRow';
import { originalFiles } from './originals';
import { downloadableFiles } from './downloadableFiles';
import { uniqueNames } from './outputName';
import { saveZip } from './download';
import { markDownloaded } from './resultsAcrossReload';
import { toast } from '../toast/toastStore';
import type { Job } from './job';
import { ownOptions } from './ownOptions';
import { OwnOptionsNotInLink } from './OwnOptionsNote';
import './ResultsSection.css';

/** Longest a queue change waits for its frame (a hidden tab runs no animation frames). */
const FRAME_FALLBACK_MS = 250;

/**
 * The tool's jobs, re-rendered at most once per animation frame, as a transition (it yields to input):
 * a big batch changes the queue many times a second, and every change rendered on its own meant
 * another style/layout/paint on a main thread that shares the cores with the workers.
 */
export function useToolJobs(toolId: string): Job[] {
  const [all, setAll] = useState(queue.getSnapshot);
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const render = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      frame = 0;
      timer = undefined;
      startTransition(() => setAll(queue.getSnapshot()));
    };
    const schedule = () => {
      if (timer) return;
      frame = requestAnimationFrame(render);
      timer = setTimeout(render, FRAME_FALLBACK_MS);
    };
    render(); // changes between the first render and this effect
    const unsubscribe = queue.subscribe(schedule);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return useMemo(() => all.filter((j) => j.toolId === toolId), [all, toolId]);
}

export function clearToolJobs(toolId: string, jobs: Job[]) {
  queue.remove((j) => j.toolId === toolId);
  for (const job of jobs) {
    originalFiles.delete(job.id);
    ownOptions.forget(job.id);
  }
}

/** The results list of a tool: one row per input, download one or all (ZIP), cancel, re-run, clear. */
export function ResultsSection({
  tool,
  onRerun,
  onUseBatch,
}: {
  tool: ToolManifest;
  onRerun?: (jobs: Job[]) => void;
  /** Takes a row with its own options back to the batch's (see fileOptions.ts). */
  onUseBatch?: (jobId: string) => void;
}) {
  const { t } = useTranslation(tool.id);
  const jobs = useToolJobs(tool.id);
  const done = jobs.filter((j) => j.status === 'done');
  const active = jobs.some((j) => j.status === 'queued' || j.status === 'running');
  if (jobs.length === 0) return null;

  const downloadAll = async () => {
    try {
      const files = done.flatMap((job) => downloadableFiles(tool, job));
      const names = uniqueNames(files.map((f) => f.name));
      await saveZip(
        files.map((f, i) => ({ name: names[i], blob: f.blob })),
        `localkit-${tool.id}.zip`,
      );
      for (const job of done) markDownloaded(job.id);
    } catch {
      toast(t('common:errors.zipFailed'), 'destructive', undefined, 8000);
      toast(t('common:errors.downloadFailed'), 'destructive', undefined, 8000);
    }
  };

  return (
    <section className="results" aria-labelledby="results-h">
      <div className="results-bar">
        <h2 id="results-h">
          {t('common:runner.results')}{' '}
          <span className="muted small">{t('common:runner.summary', { done: done.length, total: jobs.length })}</span>
        </h2>
        <div className="results-actions">
          {done.length > 0 && (
            <button type="button" className="btn btn-primary" onClick={downloadAll} data-testid="download-all">
              {t('common:runner.downloadAll')}
            </button>
          )}
          {done.length > 0 && done.length < jobs.length && (
            // The ZIP holds finished files only: say how many it leaves out, so a short ZIP is no surprise.
            <span className="muted small" data-testid="download-all-left-out">
              {t('common:runner.leftOut', { count: jobs.length - done.length })}
            </span>
          )}
          {active && (
            <button type="button" className="btn" onClick={() => queue.cancelWhere((j) => j.toolId === tool.id)} data-testid="cancel-all">
              {t('common:runner.cancelAll')}
            </button>
          )}
          {!active && onRerun && (
            <button type="button" className="btn" onClick={() => onRerun(jobs)} data-testid="rerun">
              {t('common:runner.rerun')}
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={() => clearToolJobs(tool.id, jobs)} data-testid="clear">
            {t('common:runner.clear')}
          </button>
        </div>
      </div>
      {tool.perFileOptions && <OwnOptionsNotInLink toolId={tool.id} jobIds={jobs.map((j) => j.id)} />}
      <ol className="result-list" data-testid="result-list">
        {jobs.map((job) => (
          <ResultRow key={job.id} tool={tool} job={job} onUseBatch={onUseBatch} />
        ))}
      </ol>
    </section>
  );
}
