import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCopy, Download, Trash2, X } from 'lucide-react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { OutputMeta, OutputNote } from '../../schemas/pipeline';
import type { EditorProps } from '../../src/runner/editorProps';
import type { Job, JobError } from '../../src/runner/queue';
import { queue } from '../../src/runner/pool';
import { DropZone } from '../../src/runner/DropZone';
import { OptionsForm } from '../../src/runner/OptionsForm';
import { ToolLayout } from '../../src/runner/ToolLayout';
import { acceptLabel } from '../../src/runner/checkFile';
import { isAccepted, sniffType } from '../../src/runner/sniff';
import { outputName, uniqueNames } from '../../src/runner/outputName';
import { formatBytes } from '../../src/runner/record';
import { saveZip } from '../../src/runner/download';
import { NoteList } from '../../src/runner/NoteList';
import './svgConvertEditor.css';
import { SVG_PLAN_TYPE, type SvgRenderPlan } from './svgRenderPlan';
import { rasterizeSvg, svgToPdf } from './svgRender';

/**
 * The page of the SVG file tools (SVG → PNG/JPG/PDF/EPS, PNG/JPG → SVG, optimizer). Same look and DOM
 * contract as the generic file runner (result rows, downloads, ZIP, cancel), plus what it cannot do:
 *  - the main-thread step of SVG conversions: the worker pipeline returns a sanitised render plan and
 *    this draws it (see svgRenderPlan.ts). What to produce comes from the plan, so no tool is named here;
 *  - before/after previews side by side, and "copy" for SVG results.
 * Previews are <img src="blob:..."> only: an SVG shown as an image cannot run scripts or fetch anything.
 */

interface Row {
  id: number;
  file: File;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  error?: JobError;
  blob?: Blob;
  url?: string;
  sourceUrl?: string;
  outName?: string;
  width?: number;
  height?: number;
  removed?: number;
  extra?: OutputMeta['extra'];
  notes?: OutputNote[];
}

let nextRowId = 1;

export interface SvgConvertEditorProps extends EditorProps {
  /** Shown under the options form (e.g. the optimizer's plugin switches). */
  extraOptions?: ReactNode;
  /** The tool as the options form should show it (fields an extra panel edits can be left out). */
  formTool?: ToolManifest;
}

export function SvgConvertEditor({ tool, options, setOptions, run, notify, extraOptions, formTool }: SvgConvertEditorProps) {
  const { t } = useTranslation(tool.id);
  const [rows, setRows] = useState<Row[]>([]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const accept = tool.input.kind === 'files' ? tool.input.accept : ['image/svg+xml'];
  const hasOptions = Object.keys(tool.options.shape).length > 0;
  // One main-thread render at a time keeps the page responsive during a big batch.
  const renderChain = useRef<Promise<unknown>>(Promise.resolve());

  const update = useCallback((id: number, patch: Partial<Row>) => {
    setRows((list) => list.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  }, []);

  // Object URLs live as long as their rows.
  useEffect(() => () => rowsRef.current.forEach(revokeRow), []);

  const convert = useCallback(
    async (row: Row, opts: Record<string, unknown>) => {
      const fail = (error: JobError) => update(row.id, { status: 'failed', error });
      if (row.file.size === 0) return fail({ key: 'errors.emptyFile' });
      const type = sniffType(new Uint8Array(await row.file.slice(0, 8192).arrayBuffer()));
      if (!type || !isAccepted(type, accept)) return fail({ key: 'errors.invalidFileType', params: { types: acceptLabel(accept) } });
      update(row.id, { status: 'running' });
      const job = await run(
        row.file.name,
        async () => ({ kind: 'file', name: row.file.name, type, bytes: new Uint8Array(await row.file.arrayBuffer()) }),
        opts,
      );
      if (job.status === 'cancelled') return update(row.id, { status: 'cancelled' });
      if (job.status !== 'done' || !job.results?.length) return fail(job.error ?? { key: 'errors.processingFailed' });
      const result = job.results[0];
      try {
        let blob: Blob;
        let patch: Partial<Row>;
        if (result.type === SVG_PLAN_TYPE && result.text) {
          const plan = JSON.parse(result.text) as SvgRenderPlan;
          const finish = renderChain.current.then(() => finishPlan(plan, row.file.name, run));
          renderChain.current = finish.catch(() => undefined);
          blob = await finish;
          const raster = plan.output.startsWith('image/');
          patch = { width: raster ? plan.width : undefined, height: raster ? plan.height : undefined, removed: plan.source.removed };
        } else {
          blob = result.blob ?? new Blob([result.text ?? ''], { type: result.type });
          patch = { width: result.meta?.width, height: result.meta?.height, extra: result.meta?.extra, notes: result.notes };
        }
        update(row.id, {
          ...patch,
          status: 'done',
          blob,
          url: URL.createObjectURL(blob),
          sourceUrl: blob.type === 'image/svg+xml' ? URL.createObjectURL(row.file) : undefined,
          outName: outputName(row.file.name, tool.outputSuffix, blob.type),
        });
      } catch (e) {
        const err = e as { key?: string; params?: Record<string, string | number> };
        fail(err.key ? { key: err.key, params: err.params } : { key: 'errors.renderFailed', detail: String(e) });
      }
    },
    [accept, run, tool.outputSuffix, update],
  );

  const onFiles = useCallback(
    (files: File[]) => {
      const added = files.map((file): Row => ({ id: nextRowId++, file, status: 'queued' }));
      setRows((list) => [...list, ...added]);
      for (const row of added) void convert(row, options);
    },
    [convert, options],
  );

  const rerun = () => {
    for (const row of rows) {
      revokeRow(row);
      update(row.id, { status: 'queued', blob: undefined, url: undefined, sourceUrl: undefined, error: undefined });
      void convert(row, options);
    }
  };

  const clear = () => {
    queue.cancelWhere((j) => j.toolId === tool.id);
    rows.forEach(revokeRow);
    setRows([]);
  };

  const cancel = (row: Row) => queue.cancelWhere((j) => j.toolId === tool.id && j.label === row.file.name);

  const downloadAll = async () => {
    const names = uniqueNames(done.map((r) => r.outName!));
    try {
      await saveZip(
        done.map((r, i) => ({ name: names[i], blob: r.blob! })),
        `localkit-${tool.id}.zip`,
      );
    } catch {
      notify(t('common:errors.zipFailed'), 'destructive');
    }
  };

  const done = rows.filter((r) => r.status === 'done' && r.blob);
  const busy = rows.some((r) => r.status === 'queued' || r.status === 'running');

  return (
    <ToolLayout
      input={<DropZone accept={accept} multiple onFiles={onFiles} />}
      options={
        hasOptions && (
          <div className="svg-editor-options">
            <OptionsForm tool={formTool ?? tool} options={options} onChange={(next) => (setOptions({ ...options, ...next }), true)} />
            {extraOptions}
          </div>
        )
      }
    >
      {rows.length > 0 && (
        <section aria-label={t('common:runner.results')}>
          <div className="results-bar">
            <h2>{t('common:runner.results')}</h2>
            <span className="muted small">{t('common:runner.summary', { done: done.length, total: rows.length })}</span>
            <div className="results-actions">
              {hasOptions && (
                <button type="button" className="btn btn-small" onClick={rerun} disabled={busy}>
                  {t('common:runner.rerun')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-small btn-primary"
                data-testid="download-all"
                disabled={done.length === 0}
                onClick={() => void downloadAll()}
              >
                <Download size={16} aria-hidden /> {t('common:runner.downloadAll')}
              </button>
              <button type="button" className="btn btn-small btn-ghost" onClick={clear}>
                <Trash2 size={16} aria-hidden /> {t('common:runner.clear')}
              </button>
            </div>
          </div>
          <ul className="result-list">
            {rows.map((row) => (
              <RowView key={row.id} row={row} toolId={tool.id} onCancel={() => cancel(row)} notify={notify} />
            ))}
          </ul>
        </section>
      )}
    </ToolLayout>
  );
}

/** Main-thread step: raster through <img>, PDF through svg2pdf, EPS = PDF then the worker again. */
async function finishPlan(plan: SvgRenderPlan, name: string, run: EditorProps['run']): Promise<Blob> {
  if (plan.output === 'image/png' || plan.output === 'image/jpeg') return rasterizeSvg(plan);
  if (plan.output === 'application/pdf') return new Blob([(await svgToPdf(plan)) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
  // EPS: an uncompressed PDF is cheaper for the converter to read.
  const pdf = await svgToPdf(plan, { compress: false });
  const job: Job = await run(name, async () => ({ kind: 'file', name, type: 'application/pdf', bytes: pdf }));
  const blob = job.results?.[0]?.blob;
  if (job.status !== 'done' || !blob) throw job.error ?? { key: 'errors.processingFailed' };
  return blob;
}

function revokeRow(row: Row): void {
  if (row.url) URL.revokeObjectURL(row.url);
  if (row.sourceUrl) URL.revokeObjectURL(row.sourceUrl);
}

function RowView({ row, toolId, onCancel, notify }: { row: Row; toolId: string; onCancel: () => void; notify: EditorProps['notify'] }) {
  const { t } = useTranslation(toolId);
  const active = row.status === 'queued' || row.status === 'running';
  const svgOut = row.blob?.type === 'image/svg+xml';
  const isImage = row.blob?.type.startsWith('image/');
  const ratio = row.blob ? row.blob.size / Math.max(1, row.file.size) : 1;
  const percent = Math.round(Math.abs(1 - ratio) * 100);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await row.blob!.text());
      notify(t('common:runner.copied'));
    } catch {
      notify(t('common:home.copyFailed'), 'destructive');
    }
  };
  return (
    <li className={`result-row status-${row.status}`} data-testid="result-row" data-status={row.status} data-name={row.file.name}>
      <div className="result-head">
        <span className="result-name" title={row.file.name}>
          {row.file.name}
        </span>
        <span className={`badge badge-${row.status}`}>{t(`common:runner.status.${row.status}`)}</span>
        {active && (
          <button
            type="button"
            className="icon-btn"
            aria-label={`${t('common:runner.cancel')} ${row.file.name}`}
            onClick={onCancel}
            data-testid="cancel"
          >
            <X size={16} aria-hidden />
          </button>
        )}
      </div>
      {active && <progress className="result-progress" aria-label={row.file.name} />}
      {row.status === 'failed' && row.error && (
        <p className="result-error" role="alert" data-testid="result-error">
          {t(row.error.key, { ns: [toolId, 'common'], ...row.error.params })}
        </p>
      )}
      {row.status === 'done' && row.url && (
        <div className="result-file" data-testid="result-file" data-file={row.outName}>
          {svgOut && row.sourceUrl ? (
            <div className="svg-editor-compare" data-testid="compare">
              <figure>
                <img src={row.sourceUrl} alt="" decoding="async" />
                <figcaption>{t('common:runner.input')}</figcaption>
              </figure>
              <figure>
                <img src={row.url} alt="" decoding="async" />
                <figcaption>{t('common:runner.output')}</figcaption>
              </figure>
            </div>
          ) : (
            isImage && <img className="result-thumb" src={row.url} alt="" decoding="async" />
          )}
          <dl className="record">
            <div>
              <dt className="sr-only">{t('common:runner.output')}</dt>
              <dd className="result-out-name">{row.outName}</dd>
            </div>
            {row.width && row.height && (
              <div>
                <dt>{t('common:runner.record.dimensions')}</dt>
                <dd data-testid="record-dimensions">
                  {row.width} × {row.height}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('common:runner.record.originalSize')}</dt>
              <dd>{formatBytes(row.file.size)}</dd>
            </div>
            <div>
              <dt>{t('common:runner.record.resultSize')}</dt>
              <dd data-testid="result-size">{formatBytes(row.blob!.size)}</dd>
            </div>
            {svgOut && (
              <div>
                <dt>{t('common:runner.record.ratio')}</dt>
                <dd className={ratio > 1 ? 'warn' : 'good'}>
                  {ratio > 1 ? t('common:runner.record.larger', { percent }) : t('common:runner.record.saved', { percent })}
                </dd>
              </div>
            )}
            {Object.entries(row.extra ?? {}).map(([k, v]) => (
              <div key={k} data-testid={`extra-${k}`}>
                <dt>{t(`extra.${k}`, { defaultValue: k })}</dt>
                <dd>{typeof v === 'number' && /gzip/i.test(k) ? formatBytes(v) : v}</dd>
              </div>
            ))}
            {!!row.removed && (
              <div>
                <dt>{t('unsafeRemovedLabel')}</dt>
                <dd data-testid="removed-count">{row.removed}</dd>
              </div>
            )}
          </dl>
          <NoteList toolId={toolId} notes={row.notes} />
          <div className="result-actions">
            <a className="btn btn-small" href={row.url} download={row.outName} data-testid="download">
              <Download size={16} aria-hidden /> {t('common:runner.download')}
            </a>
            {svgOut && (
              <button type="button" className="btn btn-small" onClick={() => void copy()} data-testid="copy">
                <ClipboardCopy size={16} aria-hidden /> {t('common:runner.copy')}
              </button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
