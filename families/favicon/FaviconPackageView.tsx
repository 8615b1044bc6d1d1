import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCopy, Download, FileArchive } from 'lucide-react';
import type { ResultViewProps } from '../../src/runner/resultView';
import { formatBytes } from '../../src/runner/record';
import { NoteList } from '../../src/runner/NoteList';
import './faviconPackageView.css';

/**
 * The finished favicon package, the result view of both favicon tools (manifest `resultView`): what
 * it was made from, browser-tab mockups in light and dark, every icon at its size, the file list with
 * downloads, "download all" as a ZIP, and the <head> snippet with a copy button. Strings come from the
 * tool's namespace: package.* keys, vectorSource, errors.zipFailed, and the notes its pipeline gives.
 */

interface PackageFile {
  name: string;
  blob: Blob;
  type: string;
  width?: number;
}

function useObjectUrls(files: PackageFile[]): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    // Only our own PNG outputs are shown as images (never the user's SVG).
    const made = Object.fromEntries(files.filter((f) => f.type === 'image/png').map((f) => [f.name, URL.createObjectURL(f.blob)]));
    setUrls(made);
    return () => Object.values(made).forEach((u) => URL.revokeObjectURL(u));
  }, [files]);
  return urls;
}

function TabMockup({
  theme,
  icon,
  icon2x,
  title,
  label,
  newTab,
}: {
  theme: 'light' | 'dark';
  icon?: string;
  icon2x?: string;
  title: string;
  label: string;
  newTab: string;
}) {
  return (
    <figure className={`fav-tabs fav-tabs-${theme}`} data-testid={`tab-preview-${theme}`}>
      <div className="fav-tabstrip">
        <div className="fav-tab fav-tab-active">
          {/* Like a real tab: the 16 px icon, or the 32 px one on high-density screens. */}
          {icon && <img src={icon} srcSet={icon2x ? `${icon} 1x, ${icon2x} 2x` : undefined} width={16} height={16} alt="" />}
          <span>{title}</span>
        </div>
        <div className="fav-tab">
          <span className="fav-tab-dot" />
          <span>{newTab}</span>
        </div>
      </div>
      <div className="fav-addressbar" />
      <figcaption>{label}</figcaption>
    </figure>
  );
}

export default function FaviconPackageView({
  toolId,
  options,
  results,
  inputName,
  stale,
  notify,
  download,
  downloadZip,
  copyText,
}: ResultViewProps) {
  const { t } = useTranslation(toolId);
  const appName = String(options.appName ?? '');
  const blockedReason = stale && t('package.blocked', { problem: stale });
  const files = useMemo<PackageFile[]>(
    () =>
      results.map((r) => ({
        name: r.name ?? 'file',
        type: r.type,
        blob: r.blob ?? new Blob([r.text ?? ''], { type: r.type }),
        width: r.meta?.width,
      })),
    [results],
  );
  const urls = useObjectUrls(files);
  const snippet = results.find((r) => r.type === 'text/html')?.text ?? '';
  const [zipping, setZipping] = useState(false);

  const downloadAll = async () => {
    setZipping(true);
    try {
      await downloadZip(files, 'favicon-package.zip');
    } catch {
      notify(t('errors.zipFailed'), 'destructive');
    } finally {
      setZipping(false);
    }
  };

  const copySnippet = () => copyText(snippet, t('package.copyFailed'));

  const icons = files.filter((f) => f.type === 'image/png');
  const title = appName.trim() || 'App';
  const notes = results.flatMap((r) => r.notes ?? []);
  const vector = files.some((f) => f.type === 'image/svg+xml');
  // The source's own size, as the pipeline read it ("640×427").
  const sourceSize = results.map((r) => r.meta?.extra?.source).find(Boolean);
  return (
    <section className="fav-package" data-testid="favicon-package" data-stale={Boolean(stale)} aria-label={t('package.title')}>
      {inputName && (
        <div className="fav-source" data-testid="favicon-source">
          <strong>{inputName}</strong>
          <div className="muted small" data-testid="source-size">
            {vector ? t('vectorSource') : String(sourceSize ?? '').replace('×', ' × ')}
          </div>
        </div>
      )}
      {notes.length > 0 && (
        <div className="fav-message fav-warning" role="status" data-testid="package-notes">
          <NoteList toolId={toolId} notes={notes} />
        </div>
      )}
      <div className="results-bar">
        <h2>{t('package.title')}</h2>
        <button
          type="button"
          className="btn btn-primary"
          onClick={downloadAll}
          disabled={zipping || Boolean(blockedReason)}
          aria-describedby={blockedReason ? 'fav-blocked' : undefined}
          data-testid="download-all"
        >
          <FileArchive size={16} aria-hidden /> {t('common:runner.downloadAll')}
        </button>
      </div>
      {blockedReason && (
        <p id="fav-blocked" className="fav-message fav-error" data-testid="download-blocked">
          {blockedReason}
        </p>
      )}

      <div className="fav-tab-previews">
        <TabMockup
          theme="light"
          icon={urls['favicon-16x16.png']}
          icon2x={urls['favicon-32x32.png']}
          title={title}
          label={t('package.light')}
          newTab={t('package.newTab')}
        />
        <TabMockup
          theme="dark"
          icon={urls['favicon-16x16.png']}
          icon2x={urls['favicon-32x32.png']}
          title={title}
          label={t('package.dark')}
          newTab={t('package.newTab')}
        />
      </div>

      <ul className="fav-sizes" aria-label={t('package.sizes')}>
        {icons.map((f) => (
          <li key={f.name}>
            <img
              src={urls[f.name]}
              alt={f.name}
              data-testid={`preview-${f.name}`}
              style={{ width: Math.min(f.width ?? 64, 96), height: Math.min(f.width ?? 64, 96) }}
            />
            <span className="small muted">{f.width ? `${f.width}×${f.width}` : ''}</span>
          </li>
        ))}
      </ul>

      <ul className="fav-files">
        {files.map((f) => (
          <li key={f.name} data-testid="package-file" data-file={f.name}>
            <span className="fav-file-name">{f.name}</span>
            <span className="muted small">{formatBytes(f.blob.size)}</span>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => download(f.blob, f.name)}
              disabled={Boolean(blockedReason)}
              data-testid="download"
              aria-label={`${t('common:runner.download')} ${f.name}`}
            >
              <Download size={14} aria-hidden /> {t('common:runner.download')}
            </button>
          </li>
        ))}
      </ul>

      <div className="fav-snippet">
        <div className="results-bar">
          <h3>{t('package.snippet')}</h3>
          <button type="button" className="btn btn-small" onClick={copySnippet} data-testid="copy-snippet">
            <ClipboardCopy size={14} aria-hidden /> {t('common:runner.copy')}
          </button>
        </div>
        <pre data-testid="head-snippet">{snippet}</pre>
        <p className="muted small">{t('package.snippetHelp')}</p>
      </div>
    </section>
  );
}
