import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoomButtons } from '../../src/runner/canvasZoom';
import { FITTED, MAX_ZOOM, MIN_ZOOM } from './panZoom';
import { usePanZoom } from './usePanZoom';

/**
 * The sanitised SVG on the chosen background, zoomed and panned (usePanZoom). It is drawn only as
 * <img src="blob:…">, never as markup in the page: in an image no script runs and nothing is fetched.
 */
export function PreviewStage({ svg, background }: { svg: string; background: string }) {
  const { t } = useTranslation('svg-preview');
  const stage = useRef<HTMLDivElement>(null);
  const { view, zoomIn, zoomOut, fit, handlers } = usePanZoom(stage);
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);

  // One URL per SVG, released when the next one replaces it or the view goes.
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(next);
    setFailed(false);
    return () => URL.revokeObjectURL(next);
  }, [svg]);

  const fitted = view.zoom === FITTED.zoom && view.x === FITTED.x && view.y === FITTED.y;
  return (
    <>
      <div className="svg-preview-toolbar">
        <ZoomButtons zoom={view.zoom} zoomIn={zoomIn} zoomOut={zoomOut} fit={fit} min={MIN_ZOOM} max={MAX_ZOOM} fitted={fitted} />
      </div>
      <div
        ref={stage}
        className={`svg-preview-stage bg-${background}`}
        data-testid="preview-stage"
        data-background={background}
        role="group"
        aria-label={t('stageLabel')}
        tabIndex={0}
        {...handlers}
      >
        {failed ? (
          <p className="result-error" role="alert" data-testid="preview-message">
            {t('previewError')}
          </p>
        ) : (
          url && (
            <img
              src={url}
              alt={t('previewAlt')}
              data-testid="preview-image"
              draggable={false}
              onError={() => setFailed(true)}
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
            />
          )
        )}
      </div>
    </>
  );
}
