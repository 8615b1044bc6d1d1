/** Output size, format and the downloads: one image, or (where the tool offers it) a ZIP of several sizes. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileArchive } from 'lucide-react';
import type { EditorProps } from '../../src/runner/editorProps';
import type { CustomInput } from '../../src/runner/fields/Field';
import type { CoverEditorConfig, CoverSizeChoice } from './config';
import { CanvasUnavailableError, coverFileName, renderCover, renderCoverZip, type CoverFormat, type ZipSize } from './exportCover';
import { COVER_NS } from './i18n';
import type { ImageMap } from './render';
import type { Scene, Size } from './scene';

type Props = Pick<EditorProps, 'tool' | 'options' | 'notify' | 'download' | 'Fields'> & {
  config: CoverEditorConfig;
  scene: Scene;
  images: ImageMap;
  size: Size;
};

/** A size as exported for the chosen orientation (sizes that cannot turn keep their own). */
function oriented(s: CoverSizeChoice, landscape: boolean): ZipSize {
  const turn = s.rotatable && landscape;
  return { width: turn ? s.height : s.width, height: turn ? s.width : s.height, label: s.fileLabel };
}

export function ExportPanel({ tool, options, notify, download, Fields, config, scene, images, size }: Props) {
  const { t } = useTranslation(COVER_NS);
  const { t: tt } = useTranslation(tool.id);
  const format = (options.format === 'jpeg' ? 'jpeg' : 'png') as CoverFormat;
  const quality = Number(options.quality ?? 92);
  const landscape = options.orientation === 'landscape';
  const [zipIds, setZipIds] = useState<string[]>(() => config.sizes.map((s) => s.id));
  const [progress, setProgress] = useState<number>();
  const [busy, setBusy] = useState(false);
  // The sizes with their pixels in the chosen orientation (the kit draws label and choice around it).
  const SizeSelect = useMemo<CustomInput>(
    () =>
      function SizeSelect({ id, value, onChange, describedBy }) {
        return (
          <select id={id} value={String(value)} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
            {config.sizes.map((s) => {
              const o = oriented(s, landscape);
              return (
                <option key={s.id} value={s.id}>
                  {tt(`sizes.${s.id}`)} — {o.width} × {o.height}
                </option>
              );
            })}
          </select>
        );
      },
    [config, landscape, tt],
  );

  const failure = (err: unknown) =>
    notify(err instanceof CanvasUnavailableError ? t('common:errors.canvasUnavailable') : t('exportFailed'), 'destructive');

  const downloadOne = async () => {
    setBusy(true);
    try {
      const blob = await renderCover(scene, size, images, format, quality);
      download(blob, coverFileName(tool.id, size, format));
    } catch (err) {
      failure(err);
    } finally {
      setBusy(false);
    }
  };

  const downloadZip = async () => {
    const sizes = config.sizes.filter((s) => zipIds.includes(s.id)).map((s) => oriented(s, landscape));
    if (sizes.length === 0) return;
    setProgress(0);
    try {
      const zip = await renderCoverZip(scene, sizes, images, format, quality, tool.id, setProgress);
      download(zip, `${tool.id}-${sizes.length}-sizes.zip`);
    } catch (err) {
      if (err instanceof CanvasUnavailableError) failure(err);
      else notify(t('common:errors.zipFailed'), 'destructive');
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <section className="cover-panel" data-testid="export-panel">
      <h2>{t('export.title')}</h2>
      <Fields names={['size', 'orientation', 'format', 'quality']} inputs={{ size: SizeSelect }} />
      <button type="button" className="btn btn-primary cover-download" onClick={downloadOne} disabled={busy} data-testid="download">
        <Download size={16} aria-hidden />{' '}
        {t('export.download', { format: format === 'png' ? 'PNG' : 'JPEG', width: size.width, height: size.height })}
      </button>

      {config.multiSize && (
        <div className="cover-zip" data-testid="zip-panel">
          <h3>{t('export.zipTitle')}</h3>
          <ul>
            {config.sizes.map((s) => {
              const o = oriented(s, landscape);
              return (
                <li key={s.id}>
                  <label>
                    <input
                      type="checkbox"
                      value={s.id}
                      checked={zipIds.includes(s.id)}
                      onChange={(e) => setZipIds((ids) => (e.target.checked ? [...ids, s.id] : ids.filter((x) => x !== s.id)))}
                      data-testid="zip-size"
                    />{' '}
                    {tt(`sizes.${s.id}`)}{' '}
                    <span className="muted">
                      {o.width} × {o.height}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="btn"
            onClick={downloadZip}
            disabled={progress !== undefined || zipIds.length === 0}
            data-testid="download-zip"
          >
            <FileArchive size={16} aria-hidden /> {t('export.zip', { count: zipIds.length })}
          </button>
          {progress !== undefined && (
            <progress max={1} value={progress} data-testid="zip-progress" aria-label={t('export.zipProgress')}>
              {Math.round(progress * 100)}%
            </progress>
          )}
        </div>
      )}
    </section>
  );
}
