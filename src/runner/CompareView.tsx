import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus, Maximize } from 'lucide-react';
import { sniffType } from './sniff';
import './CompareView.css';

/**
 * Before/after compare: the two images stacked, the result clipped at a draggable divider, with
 * zoom (buttons, Ctrl+wheel) and pan (drag with zoom > 1). The results list mounts it for tools whose
 * manifest says `preview: 'compare'`. Both object URLs live as long as the view.
 */
export interface CompareViewProps {
  original: Blob;
  result: Blob;
}

const ZOOMS = [1, 1.5, 2, 3, 4, 6, 8];

/** The original as an <img> can show it: a HEIC (which only Safari shows) is decoded to PNG first. */
async function shownAs(original: Blob): Promise<Blob> {
  const head = new Uint8Array(await original.slice(0, 64).arrayBuffer());
  if (sniffType(head) !== 'image/heic') return original;
  const { heifAsPng } = await import('../engines/heif/heifAsPng');
  return heifAsPng(original);
}

export default function CompareView({ original, result }: CompareViewProps) {
  const { t } = useTranslation();
  const [urls, setUrls] = useState<{ before: string; after: string }>();
  const [split, setSplit] = useState(0.5);
  const [zoom, setZoom] = useState(0);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ kind: 'split' } | { kind: 'pan'; x: number; y: number; from: { x: number; y: number } }>(undefined);

  useEffect(() => {
    let cancelled = false;
    let before: string | undefined;
    const after = URL.createObjectURL(result);
    void shownAs(original).then((shown) => {
      if (cancelled) return;
      before = URL.createObjectURL(shown);
      setUrls({ before, after });
    });
    return () => {
      cancelled = true;
      if (before) URL.revokeObjectURL(before);
      URL.revokeObjectURL(after);
    };
  }, [original, result]);

  const scale = ZOOMS[zoom];
  const setZoomLevel = (level: number) => {
    const next = Math.min(ZOOMS.length - 1, Math.max(0, level));
    setZoom(next);
    if (next === 0) setPan({ x: 0, y: 0 });
  };

  const fraction = (e: ReactPointerEvent) => {
    const box = frame.current!.getBoundingClientRect();
    return Math.min(1, Math.max(0, (e.clientX - box.left) / box.width));
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    const onDivider = (e.target as HTMLElement).dataset.role === 'divider';
    if (onDivider || scale === 1) {
      drag.current = { kind: 'split' };
      setSplit(fraction(e));
    } else {
      drag.current = { kind: 'pan', x: e.clientX, y: e.clientY, from: pan };
    }
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    if (d.kind === 'split') setSplit(fraction(e));
    else setPan({ x: d.from.x + (e.clientX - d.x) / scale, y: d.from.y + (e.clientY - d.y) / scale });
  };
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    if (!e.ctrlKey && !e.altKey) return; // plain scrolling keeps scrolling the page
    e.preventDefault();
    setZoomLevel(zoom + (e.deltaY < 0 ? 1 : -1));
  };

  if (!urls) return null;
  const transform = `scale(${scale}) translate(${pan.x}px, ${pan.y}px)`;
  return (
    <figure className="compare-view" data-testid="compare-view">
      <div
        ref={frame}
        className="compare-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = undefined)}
        onWheel={onWheel}
        style={{ cursor: scale > 1 ? 'grab' : 'ew-resize' }}
      >
        <img src={urls.before} alt={t('compare.before')} style={{ transform }} draggable={false} />
        <div className="compare-after" style={{ clipPath: `inset(0 0 0 ${split * 100}%)` }}>
          <img src={urls.after} alt={t('compare.after')} style={{ transform }} draggable={false} />
        </div>
        <div
          className="compare-divider"
          data-role="divider"
          role="slider"
          tabIndex={0}
          aria-label={t('compare.title')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(split * 100)}
          style={{ left: `${split * 100}%` }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft') setSplit((s) => Math.max(0, s - 0.05));
            if (e.key === 'ArrowRight') setSplit((s) => Math.min(1, s + 0.05));
          }}
        />
        <span className="compare-label left">{t('compare.before')}</span>
        <span className="compare-label right">{t('compare.after')}</span>
      </div>
      <figcaption className="compare-bar">
        <span className="muted small">{t('compare.hint')}</span>
        <span className="compare-zoom">
          <button
            type="button"
            className="icon-btn"
            onClick={() => setZoomLevel(zoom - 1)}
            disabled={zoom === 0}
            aria-label={`${t('compare.zoom')} −`}
          >
            <Minus size={16} aria-hidden />
          </button>
          <output>{Math.round(scale * 100)}%</output>
          <button
            type="button"
            className="icon-btn"
            onClick={() => setZoomLevel(zoom + 1)}
            disabled={zoom === ZOOMS.length - 1}
            aria-label={`${t('compare.zoom')} +`}
          >
            <Plus size={16} aria-hidden />
          </button>
          <button type="button" className="icon-btn" onClick={() => setZoomLevel(0)} aria-label={t('compare.reset')}>
            <Maximize size={16} aria-hidden />
          </button>
        </span>
      </figcaption>
    </figure>
  );
}
