import { lazy, memo, Suspense, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCopy, Download, RotateCcw, X } from 'lucide-react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { Job } from './job';
import { queue } from './pool';
import { originalFiles } from './originals';
import { downloadableFiles, type DownloadableFile } from './downloadableFiles';
import { formatBytes, formatDuration, toRecord } from './record';
import { NoteList } from './NoteList';
import { OwnOptionsNote } from './OwnOptionsNote';
import { PhotoFactsPanel } from './PhotoFactsPanel';
import { saveBlob } from './download';
import { markDownloaded } from './resultsAcrossReload';
import { toast } from '../toast/toastStore';
import { copyKind, copyResult } from './copyResult';
import './ResultRow.css';

const CompareView = lazy(() => import('./CompareView'));

/** Calls back once when an element comes within 400 px of the screen (one observer for every row). */
const nearCallbacks = new Map<Element, () => void>();
let nearObserver: IntersectionObserver | undefined;
function whenNearScreen(target: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const near = entry.isIntersecting && nearCallbacks.get(entry.target);
        if (!near) continue;
        nearCallbacks.delete(entry.target);
        nearObserver!.unobserve(entry.target);
        near();
      }
    },
    { rootMargin: '400px 0px' },
  );
  nearCallbacks.set(target, callback);
  nearObserver.observe(target);
  return () => {
    nearCallbacks.delete(target);
    nearObserver!.unobserve(target);
  };
}

/**
 * An object URL for a blob, made only once its element comes near the screen, and revoked with it:
 * making one is a synchronous call to the browser process, and decoding a full-size result for a
 * 56 px thumbnail costs the page CPU that the workers need during a big batch. Layout effects, not
 * effects: an effect is flushed on an animation frame of its own, one more frame per finished row
 * on a busy main thread.
 */
function useUrlNearScreen(blob: Blob, wanted: boolean) {
  const [made, setMade] = useState<{ blob: Blob; url: string }>();
  const element = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const target = element.current;
    if (!wanted || !target) return;
    let url: string | undefined;
    const stop = whenNearScreen(target, () => {
      url = URL.createObjectURL(blob);
      setMade({ blob, url });
    });
    return () => {
      stop();
      if (url) URL.revokeObjectURL(url);
    };
  }, [blob, wanted]);
  return { element, url: made?.blob === blob ? made.url : undefined };
}

/** A preview that follows the result's type; its object URL lives as long as the row. */
function Preview({ file }: { file: DownloadableFile }) {
  const kind = file.result.type.split('/')[0];
  const shown = ['image', 'audio', 'video'].includes(kind);
  const { element, url } = useUrlNearScreen(file.blob, shown);
  if (!shown) return null;
  if (!url) return <span ref={element} className={kind === 'image' ? 'result-thumb' : 'result-media-placeholder'} aria-hidden />;
  if (kind === 'image')
    return <img ref={element as RefObject<HTMLImageElement>} className="result-thumb" src={url} alt="" loading="lazy" decoding="async" />;
  if (kind === 'audio')
    return <audio ref={element as RefObject<HTMLAudioElement>} className="result-media" src={url} controls preload="metadata" />;
  return <video ref={element as RefObject<HTMLVideoElement>} className="result-media" src={url} controls preload="metadata" />;
}

/** An image as an <img> of a blob (an SVG shown this way runs no script and loads nothing), with a caption. */
function Figure({ blob, caption }: { blob: Blob; caption: string }) {
  const { element, url } = useUrlNearScreen(blob, true);
  return (
    <figure>
      {url ? (
        <img ref={element as RefObject<HTMLImageElement>} src={url} alt="" decoding="async" />
      ) : (
        <span ref={element} className="result-side-placeholder" aria-hidden />
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** Copies a result; `copied` is what the toast says (it names the PNG when the clipboard needed one). */
async function copy(blob: Blob, text: string | undefined, copied: string, failed: string) {
  try {
    await copyResult(blob, text);
    toast(copied);
  } catch {
    toast(failed, 'destructive');
  }
}

/** One row per input. Memoised: a 200-file batch re-renders only the rows whose job changed. */
export const ResultRow = memo(function ResultRow({
  tool,
  job,
  onUseBatch,
}: {
  tool: ToolManifest;
  job: Job;
  /** Takes this row back to the batch's options when it has its own (see OwnOptionsNote). */
  onUseBatch?: (jobId: string) => void;
}) {
  const { t, i18n } = useTranslation(tool.id);
  const [comparing, setComparing] = useState<string>();
  const original = originalFiles.get(job.id);
  const files = job.status === 'done' ? downloadableFiles(tool, job) : [];
  const active = job.status === 'queued' || job.status === 'running';
  const errorText = job.error ? t(job.error.key, { ns: [tool.id, 'common'], ...job.error.params }) : '';

  return (
    <li className={`result-row status-${job.status}`} data-testid="result-row" data-status={job.status} data-name={job.label}>
      <div className="result-head">
        <span className="result-name" title={job.label}>
          {job.label}
        </span>
        <span className={`badge badge-${job.status}`}>
          {/* A tool may word its states its own way (status.<state> in its namespace). */}
          {i18n.exists(`status.${job.status}`, { ns: tool.id }) ? t(`status.${job.status}`) : t(`common:runner.status.${job.status}`)}
        </span>
        {queue.canRetry(job.id) && (
          <button
            type="button"
            className="icon-btn"
            aria-label={`${t('common:runner.retry')} ${job.label}`}
            title={t('common:runner.retry')}
            onClick={() => queue.retry(job.id)}
            data-testid="retry"
          >
            <RotateCcw size={16} aria-hidden />
          </button>
        )}
        {active && (
          <button
            type="button"
            className="icon-btn"
            aria-label={`${t('common:runner.cancel')} ${job.label}`}
            onClick={() => queue.cancel(job.id)}
            data-testid="cancel"
          >
            <X size={16} aria-hidden />
          </button>
        )}
      </div>
      {tool.perFileOptions && <OwnOptionsNote toolId={tool.id} jobId={job.id} label={job.label} onUseBatch={onUseBatch} />}
      {active && (
        // Always determinate (a queued job is at 0): an indeterminate bar animates, and 200 of them
        // repaint the page every frame on the main thread while the workers are busy.
        <progress
          className="result-progress"
          max={1}
          value={job.status === 'running' ? job.progress : 0}
          aria-label={job.label}
          data-testid="progress"
        />
      )}
      {active && <NoteList toolId={tool.id} notes={job.notesBeforeRun} />}
      {job.status === 'failed' && (
        <p className="result-error" role="alert" data-testid="result-error">
          {errorText}
          {job.error?.detail && <span className="muted small"> ({job.error.detail})</span>}
        </p>
      )}
      {files.map((file, index) => {
        const record = toRecord(job, file.result, file.name, original?.size ?? 0);
        const larger = original && files.length === 1 && record.ratio > 1;
        const sideBySide = tool.preview === 'sideBySide' && original && file.result.type.startsWith('image/');
        const percent = Math.round(Math.abs(1 - record.ratio) * 100);
        return (
          <div key={file.name} className="result-file" data-testid="result-file" data-file={file.name}>
            {sideBySide ? (
              <div className="result-side-by-side" data-testid="compare">
                <Figure blob={original} caption={t('common:runner.input')} />
                <Figure blob={file.blob} caption={t('common:runner.output')} />
              </div>
            ) : (
              <Preview file={file} />
            )}
            <dl className="record">
              <div>
                <dt className="sr-only">{t('common:runner.output')}</dt>
                <dd className="result-out-name">{file.name}</dd>
              </div>
              {record.width && record.height && (
                <div>
                  <dt>{t('common:runner.record.dimensions')}</dt>
                  <dd data-testid="record-dimensions">
                    {record.width} × {record.height}
                  </dd>
                </div>
              )}
              {record.format && (
                <div>
                  <dt>{t('common:runner.record.format')}</dt>
                  <dd>{record.format}</dd>
                </div>
              )}
              {record.quality !== undefined && (
                <div>
                  <dt>{t('common:runner.record.quality')}</dt>
                  <dd>{record.quality}</dd>
                </div>
              )}
              {original && files.length === 1 && (
                <div>
                  <dt>{t('common:runner.record.originalSize')}</dt>
                  <dd>{formatBytes(record.originalSize)}</dd>
                </div>
              )}
              <div>
                <dt>{t('common:runner.record.resultSize')}</dt>
                <dd data-testid="record-size">{formatBytes(record.resultSize)}</dd>
              </div>
              {original && files.length === 1 && (
                <div>
                  <dt>{t('common:runner.record.ratio')}</dt>
                  <dd className={larger ? 'warn' : 'good'}>
                    {larger ? t('common:runner.record.larger', { percent }) : t('common:runner.record.saved', { percent })}
                  </dd>
                </div>
              )}
              {record.mediaDuration !== undefined && (
                <div>
                  <dt>{t('common:runner.record.mediaDuration')}</dt>
                  <dd>{formatDuration(record.mediaDuration * 1000, i18n.language, (k, v) => t(`common:runner.units.${k}`, v))}</dd>
                </div>
              )}
              <div>
                <dt>{t('common:runner.record.duration')}</dt>
                <dd data-testid="record-time" data-ms={record.duration}>
                  {formatDuration(record.duration, i18n.language, (k, v) => t(`common:runner.units.${k}`, v))}
                </dd>
              </div>
              {[
                ...Object.entries(record.extra ?? {}),
                ...Object.entries(file.result.meta?.extraSizes ?? {}).map(([k, v]) => [k, formatBytes(v)] as const),
              ].map(([k, v]) => (
                <div key={k} data-testid={`extra-${k}`}>
                  <dt>{t(`extra.${k}`, { defaultValue: k })}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
            <NoteList toolId={tool.id} notes={file.result.notes} />
            {file.result.meta?.photo && <PhotoFactsPanel facts={file.result.meta.photo} />}
            {file.result.meta?.details && (
              <details className="result-details" data-testid="result-details">
                <summary>{t('common:runner.details')}</summary>
                <dl className="record">
                  {Object.entries(file.result.meta.details).map(([k, v]) => (
                    <div key={k}>
                      <dt>{t(`details.${k}`, { defaultValue: k })}</dt>
                      <dd>{v}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            )}
            <div className="result-actions">
              <button
                type="button"
                className="btn btn-small"
                onClick={() => {
                  saveBlob(file.blob, file.name);
                  markDownloaded(job.id, index);
                }}
                data-testid="download"
              >
                <Download size={14} aria-hidden /> {t('common:runner.download')}
              </button>
              {(file.result.text !== undefined || copyKind(file.blob.type)) && (
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() =>
                    void copy(
                      file.blob,
                      file.result.text,
                      // The clipboard holds images as PNG: say so when the result is another format.
                      file.result.text === undefined && copyKind(file.blob.type) === 'image'
                        ? t('common:runner.copiedAsPng', { format: record.format ?? file.blob.type })
                        : t('common:runner.copied'),
                      t('common:home.copyFailed'),
                    )
                  }
                  title={
                    file.result.text === undefined && copyKind(file.blob.type) === 'image' ? t('common:runner.copyAsPngHint') : undefined
                  }
                  data-testid="copy"
                >
                  <ClipboardCopy size={14} aria-hidden /> {t('common:runner.copy')}
                </button>
              )}
              {tool.preview === 'compare' && original && file.result.type.startsWith('image/') && (
                <button
                  type="button"
                  className="btn btn-small btn-ghost"
                  aria-expanded={comparing === file.name}
                  onClick={() => setComparing((c) => (c === file.name ? undefined : file.name))}
                  data-testid="compare-toggle"
                >
                  {t('common:runner.compare')}
                </button>
              )}
              {/* Keeping the original makes sense only where it is the same kind of file. */}
              {larger && original && original.type === file.result.type && (
                <button
                  type="button"
                  className="btn btn-small btn-ghost"
                  onClick={() => saveBlob(original, original.name)}
                  data-testid="download-original"
                >
                  {t('common:runner.downloadOriginal')}
                </button>
              )}
            </div>
            {comparing === file.name && original && (
              <Suspense fallback={<span className="muted small">{t('common:loading')}</span>}>
                <CompareView original={original} result={file.blob} />
              </Suspense>
            )}
          </div>
        );
      })}
    </li>
  );
});
