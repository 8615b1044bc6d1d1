// svg-preview stays an editor: its preview is a canvas-like view, zoomed and panned with the pointer,
// beside the formatted code, both updated as the code is edited; and a dropped file is refused by its
// size before it is read, where the text runner's box reads any file whole.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCopy, Maximize, Upload, ZoomIn, ZoomOut } from 'lucide-react';
import type { EditorProps, JobError } from '../../src/runner/editorProps';
import type { OutputNote } from '../../schemas/pipeline';
import { SVG_BUDGET } from '../../families/svg/svgBudget';
import { formatBytes } from '../../src/runner/record';
import './Editor.css';

interface Preview {
  url: string;
  width: number;
  height: number;
  viewBox: string;
  elements: number;
  removed: number;
  /** One note per kind of unsafe content removed (see families/svg/removedNotes.ts). */
  removedNotes: OutputNote[];
  formatted: string;
}

/**
 * Live SVG preview. The code is parsed and sanitised in the worker; the page only ever shows the
 * clean result through <img src="blob:..."> (scripts cannot run and nothing is fetched in an image)
 * and the formatted code as plain text.
 */
export default function SvgPreviewEditor({ tool, options, run, notify, useKept, Fields }: EditorProps) {
  const { t } = useTranslation(tool.id);
  // The code stays while the tab lives (switching tools and back shows it again, previewed anew).
  const [code, setCode] = useKept('code', '');
  const [preview, setPreview] = useState<Preview>();
  const [error, setError] = useState<JobError>();
  /** A file refused by its size before it was read. */
  const [tooBig, setTooBig] = useState<JobError>();
  const [imageFailed, setImageFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const background = (options.background as string) ?? 'checker';

  useEffect(() => {
    let current = true;
    if (!code.trim()) {
      setPreview(undefined);
      setError(undefined);
      return;
    }
    const timer = setTimeout(async () => {
      const job = await run('preview', async () => ({ kind: 'text', text: code }));
      if (!current) return;
      const [image, formatted] = job.results ?? [];
      if (job.status !== 'done' || !image?.text) {
        setError(job.error ?? { key: 'errors.processingFailed' });
        setPreview(undefined);
        return;
      }
      const extra = image.meta?.extra ?? {};
      setError(undefined);
      setImageFailed(false);
      setPreview({
        url: URL.createObjectURL(new Blob([image.text], { type: 'image/svg+xml' })),
        width: image.meta?.width ?? 0,
        height: image.meta?.height ?? 0,
        viewBox: String(extra.viewBox ?? ''),
        elements: Number(extra.elements ?? 0),
        removed: Number(extra.removed ?? 0),
        removedNotes: image.notes ?? [],
        formatted: formatted?.text ?? '',
      });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  // Each preview URL is released when the next one replaces it.
  useEffect(() => () => preview && URL.revokeObjectURL(preview.url), [preview]);

  const loadFile = async (file: File | undefined) => {
    if (!file) return;
    // Past the budget the text alone would freeze the editor: say so before reading it.
    if (file.size > SVG_BUDGET.maxBytes) {
      setCode('');
      setPreview(undefined);
      setTooBig({ key: 'svg:errors.svgTooBig', params: { size: formatBytes(file.size), max: formatBytes(SVG_BUDGET.maxBytes) } });
      return;
    }
    setTooBig(undefined);
    setCode(await file.text());
  };

  // Wheel zoom needs a non-passive listener (React's onWheel is passive, so the page would scroll too).
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      setZoom((z) => clampZoom(z * (e.deltaY < 0 ? 1.15 : 1 / 1.15)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);
  const onPointerDown = (e: ReactPointerEvent) => {
    (e.target as Element).setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, startX: pan.x, startY: pan.y };
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (d) setPan({ x: d.startX + e.clientX - d.x, y: d.startY + e.clientY - d.y });
  };
  const fit = () => {
    setZoom(1);
    setPan({ x: 0, y: 0 });
  };

  const message = tooBig
    ? t(tooBig.key, { ns: [tool.id, 'common'], ...tooBig.params })
    : !code.trim()
      ? t('noPreview')
      : error
        ? t(error.key, { ns: [tool.id, 'common'], ...error.params })
        : imageFailed
          ? t('previewError')
          : undefined;

  return (
    <div className="svg-preview">
      <div className="svg-preview-input">
        <div className="svg-preview-toolbar">
          <label htmlFor="svg-code">{t('codeLabel')}</label>
          <button type="button" className="btn btn-small" onClick={() => fileInput.current?.click()}>
            <Upload size={16} aria-hidden /> {t('common:runner.choose')}
          </button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".svg,image/svg+xml"
            data-testid="file-input"
            onChange={(e) => {
              void loadFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
        <textarea
          id="svg-code"
          data-testid="text-input"
          className="svg-preview-code"
          spellCheck={false}
          value={code}
          placeholder={t('placeholder')}
          onChange={(e) => {
            setTooBig(undefined);
            setCode(e.target.value);
          }}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            const file = e.dataTransfer.files[0];
            if (file) {
              e.preventDefault();
              void loadFile(file);
            }
          }}
        />
      </div>
      <div className="svg-preview-output">
        <div className="svg-preview-toolbar" role="toolbar" aria-label={t('viewLabel')}>
          <Fields names={['background']} />
          <button type="button" className="icon-btn" aria-label={t('zoomOut')} onClick={() => setZoom((z) => clampZoom(z / 1.25))}>
            <ZoomOut size={18} aria-hidden />
          </button>
          <span className="small muted" data-testid="zoom">
            {Math.round(zoom * 100)}%
          </span>
          <button type="button" className="icon-btn" aria-label={t('zoomIn')} onClick={() => setZoom((z) => clampZoom(z * 1.25))}>
            <ZoomIn size={18} aria-hidden />
          </button>
          <button type="button" className="icon-btn" aria-label={t('fit')} onClick={fit}>
            <Maximize size={18} aria-hidden />
          </button>
        </div>
        <div
          className={`svg-preview-stage bg-${background}`}
          data-testid="preview-stage"
          ref={stage}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = undefined)}
          onPointerCancel={() => (drag.current = undefined)}
        >
          {message ? (
            <p
              className={error || imageFailed ? 'result-error' : 'muted'}
              role={error || imageFailed ? 'alert' : undefined}
              data-testid="preview-message"
            >
              {message}
            </p>
          ) : (
            preview && (
              <img
                src={preview.url}
                alt={t('previewAlt')}
                data-testid="preview-image"
                draggable={false}
                onError={() => setImageFailed(true)}
                style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
              />
            )
          )}
        </div>
        {preview && !error && (
          <dl className="record" data-testid="svg-info">
            <div>
              <dt>{t('common:runner.record.dimensions')}</dt>
              <dd data-testid="info-size">
                {preview.width} × {preview.height}
              </dd>
            </div>
            <div>
              <dt>viewBox</dt>
              <dd data-testid="info-viewbox">{preview.viewBox || '—'}</dd>
            </div>
            <div>
              <dt>{t('elements')}</dt>
              <dd data-testid="info-elements">{preview.elements}</dd>
            </div>
            {preview.removed > 0 && (
              <div>
                <dt>{t('unsafeRemovedLabel')}</dt>
                <dd data-testid="removed-count">{preview.removedNotes.map((note) => t(note.key, { ...note.params })).join(' ')}</dd>
              </div>
            )}
          </dl>
        )}
        {preview && !error && (
          <details className="svg-preview-formatted">
            <summary>{t('formattedCode')}</summary>
            <button
              type="button"
              className="btn btn-small"
              onClick={() =>
                navigator.clipboard.writeText(preview.formatted).then(
                  () => notify(t('common:runner.copied')),
                  () => notify(t('common:home.copyFailed'), 'destructive'),
                )
              }
            >
              <ClipboardCopy size={16} aria-hidden /> {t('common:runner.copy')}
            </button>
            <pre data-testid="formatted-code">{preview.formatted}</pre>
          </details>
        )}
      </div>
    </div>
  );
}

const clampZoom = (z: number) => Math.min(32, Math.max(0.05, z));
