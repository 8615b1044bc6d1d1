import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Trash2 } from 'lucide-react';
import type { EditorProps } from '../runner/editorProps';
import type { Job, JobError } from '../runner/queue';
import { DropZone } from '../runner/DropZone';
import { OptionsForm } from '../runner/OptionsForm';
import { acceptLabel } from '../runner/enqueueFile';
import { sniffType } from '../runner/sniff';
import { outputName } from '../runner/outputName';
import { formatBytes } from '../runner/record';
import { saveZip } from '../runner/download';
import { SVG_PLAN_TYPE, type SvgRenderPlan } from './svgRenderPlan';
import { rasterizeSvg, svgToPdf } from './svgRender';

/**
 * The page of every "SVG → something" tool (PNG, JPG, PDF, EPS). Same look and DOM contract as the
 * generic file runner (result rows, downloads, ZIP), plus the main-thread step the generic runner
 * cannot do: the worker pipeline returns a sanitised render plan, and this draws it (see
 * svgRenderPlan.ts). What to produce comes from the plan, so this file names no tool.
 */

interface Row {
  id: number;
  file: File;
  status: 'queued' | 'running' | 'done' | 'failed';
  error?: JobError;
  blob?: Blob;
  url?: string;
  outName?: string;
  width?: number;
  height?: number;
  removed?: number;
}

let nextRowId = 1;

export function SvgConvertEditor({ tool, options, setOptions, run }: EditorProps) {
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
  useEffect(() => () => rowsRef.current.forEach((r) => r.url && URL.revokeObjectURL(r.url)), []);

  const convert = useCallback(
    async (row: Row, opts: Record<string, unknown>) => {
      const fail = (error: JobError) => update(row.id, { status: 'failed', error });
      if (row.file.size === 0) return fail({ key: 'errors.emptyFile' });
      const type = sniffType(new Uint8Array(await row.file.slice(0, 8192).arrayBuffer()));
      if (type !== 'image/svg+xml') return fail({ key: 'errors.invalidFileType', params: { types: acceptLabel(accept) } });
      update(row.id, { status: 'running' });
      const job = await run(row.file.name, async () => ({ kind: 'file', name: row.file.name, type, bytes: new Uint8Array(await row.file.arrayBuffer()) }), opts);
      const planText = job.results?.find((r) => r.type === SVG_PLAN_TYPE)?.text;
      if (job.status !== 'done' || !planText) return fail(job.error ?? { key: 'errors.processingFailed' });
      const plan = JSON.parse(planText) as SvgRenderPlan;
      const finish = renderChain.current.then(() => finishPlan(plan, row.file.name, run));
      renderChain.current = finish.catch(() => undefined);
      try {
        const blob = await finish;
        const url = URL.createObjectURL(blob);
        update(row.id, {
          status: 'done',
          blob,
          url,
          outName: outputName(row.file.name, tool.outputSuffix, plan.output),
          width: plan.output.startsWith('image/') ? plan.width : undefined,
          height: plan.output.startsWith('image/') ? plan.height : undefined,
          removed: plan.source.removed,
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
      if (row.url) URL.revokeObjectURL(row.url);
      update(row.id, { status: 'queued', blob: undefined, url: undefined, error: undefined });
      void convert(row, options);
    }
  };

  const clear = () => {
    rows.forEach((r) => r.url && URL.revokeObjectURL(r.url));
    setRows([]);
  };

  const done = rows.filter((r) => r.status === 'done' && r.blob);
  const busy = rows.some((r) => r.status === 'queued' || r.status === 'running');

  return (
    <div className="tool-layout">
      {hasOptions && <OptionsForm tool={tool} options={options} onChange={(next) => (setOptions(next), true)} />}
      <div className="tool-work">
        <DropZone accept={accept} multiple onFiles={onFiles} />
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
                  onClick={() => void saveZip(done.map((r) => ({ name: r.outName!, blob: r.blob! })), `${tool.id}.zip`)}
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
                <RowView key={row.id} row={row} toolId={tool.id} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
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

function RowView({ row, toolId }: { row: Row; toolId: string }) {
  const { t } = useTranslation(toolId);
  const isImage = row.blob?.type.startsWith('image/');
  return (
    <li className={`result-row status-${row.status}`} data-testid="result-row" data-status={row.status} data-name={row.file.name}>
      <div className="result-head">
        <span className="result-name" title={row.file.name}>
          {row.file.name}
        </span>
        <span className={`badge badge-${row.status}`}>{t(`common:runner.status.${row.status}`)}</span>
      </div>
      {(row.status === 'queued' || row.status === 'running') && <progress className="result-progress" aria-label={row.file.name} />}
      {row.status === 'failed' && row.error && (
        <p className="result-error" role="alert" data-testid="result-error">
          {t(row.error.key, { ns: [toolId, 'common'], ...row.error.params })}
        </p>
      )}
      {row.status === 'done' && row.url && (
        <div className="result-file" data-testid="result-file" data-file={row.outName}>
          {isImage && <img className="result-thumb" src={row.url} alt="" decoding="async" />}
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
              <dd>{formatBytes(row.blob!.size)}</dd>
            </div>
            {!!row.removed && (
              <div>
                <dt>{t('unsafeRemovedLabel')}</dt>
                <dd data-testid="removed-count">{row.removed}</dd>
              </div>
            )}
          </dl>
          <div className="result-actions">
            <a className="btn btn-small" href={row.url} download={row.outName} data-testid="download">
              <Download size={16} aria-hidden /> {t('common:runner.download')}
            </a>
          </div>
        </div>
      )}
    </li>
  );
}
