import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps, JobResult } from '../../src/runner/editorProps';
import { DropZone } from '../../src/runner/DropZone';
import { readImageSize } from '../../src/engines/imageSize';
import { assertImageAllowed } from '../../src/engines/sizeGuard';
import { makeSvgPlan } from '../../families/svg/svgRenderPlan';
import { rasterizeSvg } from '../../families/svg/svgRender';
import { sanitizeSvgBytes, serializeSvg } from '../../families/svg/svgSafety';
import { FaviconPackageView } from '../../families/favicon/FaviconPackageView';
import '../../families/favicon/faviconPackageView.css';

/** Recommended source: square, at least this many pixels a side (the largest icon is 512). */
const RECOMMENDED_SIDE = 512;
/** SVGs are drawn at this size (longest side) before the high-quality downscale to each icon. */
const SVG_RASTER_SIDE = 1024;

interface Source {
  name: string;
  /** What the worker gets: the file itself, or the SVG drawn to PNG. */
  type: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  /** Cleaned SVG text (vector sources only). */
  svg?: string;
  previewUrl: string;
}

type Message = { key: string; params?: Record<string, string | number> };

/** Reads, checks and (for SVG) draws the file on this page. Throws Message-like errors. */
async function loadSource(file: File, checkFile: EditorProps['checkFile']): Promise<Omit<Source, 'previewUrl'>> {
  const type = await checkFile(file).catch((e: Message) => {
    // This tool words a wrong type its own way ("please upload an image").
    throw e.key === 'errors.invalidFileType' ? { key: e.key } : e;
  });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (type !== 'image/svg+xml') {
    // Its preview is decoded on this page: the size guard (every frame and tile) runs first.
    assertImageAllowed(bytes, type);
    const size = readImageSize(bytes, type)!;
    return { name: file.name, type, bytes, width: size.width, height: size.height };
  }
  // Cleaned by the allow-list sanitiser, drawn through <img src="blob:"> (no scripts, no network).
  const plan = makeSvgPlan(
    { kind: 'file', name: file.name, type, bytes },
    {
      output: 'image/png',
      size: (own) => {
        const scale = SVG_RASTER_SIDE / Math.max(own.width, own.height);
        return { width: Math.max(1, Math.round(own.width * scale)), height: Math.max(1, Math.round(own.height * scale)), stretch: false };
      },
    },
  );
  const png = new Uint8Array(await (await rasterizeSvg(plan)).arrayBuffer());
  const svg = serializeSvg(sanitizeSvgBytes(bytes).root);
  return { name: file.name, type: 'image/png', bytes: png, width: plan.source.width, height: plan.source.height, svg };
}

const asMessage = (e: unknown): Message =>
  typeof e === 'object' && e !== null && 'key' in e
    ? { key: String((e as Message).key), params: (e as Message).params }
    : { key: 'errors.processingFailed' };

export default function FaviconConverterEditor({
  tool,
  options,
  run,
  notify,
  checkFile,
  download,
  downloadZip,
  useKept,
  Layout,
  Fields,
}: EditorProps) {
  const { t } = useTranslation(tool.id);
  // The source, its package and any message stay while the tab lives (switching tools and back keeps them).
  const [source, setSource] = useKept<Source | undefined>('source', undefined);
  const [error, setError] = useKept<Message | undefined>('error', undefined);
  const [results, setResults] = useKept<JobResult[] | undefined>('results', undefined);
  /** The source and settings the package on screen was made from: coming back to it rebuilds nothing. */
  const [builtFrom, setBuiltFrom] = useKept<{ source?: Source; settings?: string }>('builtFrom', {});
  const [busy, setBusy] = useState(false);
  const accept = tool.input.kind === 'files' ? tool.input.accept : [];

  const onFiles = useCallback(
    async (files: File[]) => {
      const file = files[0];
      if (!file) return;
      setResults(undefined);
      try {
        const loaded = await loadSource(file, checkFile);
        const previewUrl = URL.createObjectURL(new Blob([loaded.bytes as Uint8Array<ArrayBuffer>], { type: loaded.type }));
        setError(undefined);
        setSource((old) => {
          if (old) URL.revokeObjectURL(old.previewUrl);
          return { ...loaded, previewUrl };
        });
      } catch (e) {
        setSource(undefined);
        setError(asMessage(e));
      }
    },
    [checkFile, setResults, setError, setSource],
  );

  // Every change of source or settings rebuilds the package (debounced while typing).
  useEffect(() => {
    // Cleared even with no source: a file rejected while the previous one's package was still being
    // built must not get its message replaced by that older package when it arrives.
    let current = true;
    const settings = JSON.stringify(options);
    if (!source || (builtFrom.source === source && builtFrom.settings === settings)) return;
    const timer = setTimeout(async () => {
      setBusy(true);
      const job = await run(source.name, async () => ({
        kind: 'file',
        name: source.name,
        type: source.type,
        bytes: source.bytes.slice(),
        drawnFrom: source.svg,
      }));
      if (!current) return;
      setBusy(false);
      if (job.error || !job.results) {
        setResults(undefined);
        setError(job.error ?? { key: 'errors.processingFailed' });
        return;
      }
      setError(undefined);
      setResults(job.results);
      setBuiltFrom({ source, settings });
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, options, builtFrom, run, setResults, setError, setBuiltFrom]);

  const vector = Boolean(source?.svg);
  // The square the icons are made from: the long side when padding, the short side when cropping.
  const squareSide = source && (options.fit === 'crop' ? Math.min(source.width, source.height) : Math.max(source.width, source.height));
  const small = source && !vector && squareSide! < RECOMMENDED_SIDE;
  const notSquare = source && source.width !== source.height;

  return (
    <Layout
      input={
        <>
          <DropZone accept={accept} multiple={false} onFiles={onFiles} />
          <p className="muted small">{t('recommendation', { side: RECOMMENDED_SIDE })}</p>
        </>
      }
      options={
        <section className="options" aria-labelledby="fav-options-h">
          <h2 id="fav-options-h">{t('common:runner.options')}</h2>
          <Fields names={['appName', 'shortName', 'themeColor', 'backgroundColor']} />
        </section>
      }
    >
      {error && (
        <p className="fav-message fav-error" role="alert" data-testid="favicon-error">
          {t(error.key, { ns: [tool.id, 'common'], ...error.params })}
        </p>
      )}
      {source && (
        <div className="fav-source" data-testid="favicon-source">
          <img src={source.previewUrl} alt="" />
          <div>
            <strong>{source.name}</strong>
            <div className="muted small" data-testid="source-size">
              {vector ? t('vectorSource') : `${source.width} × ${source.height}`}
            </div>
            {busy && <div className="muted small">{t('common:runner.working')}</div>}
          </div>
        </div>
      )}
      {(small || notSquare) && source && (
        <div className="fav-message fav-warning" role="status">
          <p data-testid="size-warning">
            {small ? t('warnings.small', { width: source.width, height: source.height, side: RECOMMENDED_SIDE }) : ''}
            {small && notSquare ? ' ' : ''}
            {notSquare ? t('warnings.notSquare', { width: source.width, height: source.height }) : ''}
          </p>
          {notSquare && <Fields names={['fit']} />}
        </div>
      )}
      {results && (
        <FaviconPackageView
          ns={tool.id}
          results={results}
          appName={String(options.appName)}
          notify={notify}
          download={download}
          downloadZip={downloadZip}
        />
      )}
    </Layout>
  );
}
