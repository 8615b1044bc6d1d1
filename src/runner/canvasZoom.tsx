/**
 * Zoom for a hand-written editor's canvas (image mosaic, cover designer): buttons, and a two-finger
 * pinch that zooms around the fingers and pans with them. At zoom 1 the canvas fits its stage; zoomed,
 * it is drawn wider and the stage scrolls. The canvas keeps its own one-pointer editing: its pointer
 * handlers ask `pinch` first and step aside while two fingers are down (and until both have lifted).
 */
import { useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import './canvasZoom.css';

export const MAX_ZOOM = 4;
const STEP = 1.5;

/** A point of the canvas as fractions of its box, to be shown at a client position after the zoom. */
interface Anchor {
  fx: number;
  fy: number;
  clientX: number;
  clientY: number;
}

export function useCanvasZoom(stageRef: RefObject<HTMLElement | null>, canvasRef: RefObject<HTMLCanvasElement | null>) {
  const [zoom, setZoom] = useState(1);
  /** The canvas's CSS width when it fits the stage (zoom 1). */
  const fitWidth = useRef(0);
  const anchor = useRef<Anchor>(undefined);
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number; fx: number; fy: number }>(undefined);
  /** Set from a pinch until every finger has lifted: the last finger must not start an edit. */
  const suppressed = useRef(false);

  /** Where a client point falls on the canvas, as fractions of its box. */
  const fractionAt = (clientX: number, clientY: number) => {
    const box = canvasRef.current!.getBoundingClientRect();
    return { fx: (clientX - box.left) / box.width, fy: (clientY - box.top) / box.height };
  };

  const zoomTo = (next: number, at?: { clientX: number; clientY: number; fx?: number; fy?: number }) => {
    const canvas = canvasRef.current;
    const stage = stageRef.current;
    if (!canvas || !stage) return;
    const value = Math.min(MAX_ZOOM, Math.max(1, next));
    if (zoom === 1) fitWidth.current = canvas.getBoundingClientRect().width;
    // Without a point (the buttons), the middle of what the stage shows stays in the middle.
    const stageBox = stage.getBoundingClientRect();
    const clientX = at?.clientX ?? stageBox.left + stageBox.width / 2;
    const clientY = at?.clientY ?? stageBox.top + stageBox.height / 2;
    const own = fractionAt(clientX, clientY);
    anchor.current = { fx: at?.fx ?? own.fx, fy: at?.fy ?? own.fy, clientX, clientY };
    setZoom(value);
  };

  // After the canvas has its new size: scroll the stage so the anchored point is where it should be.
  useLayoutEffect(() => {
    const a = anchor.current;
    const canvas = canvasRef.current;
    const stage = stageRef.current;
    anchor.current = undefined;
    if (!a || !canvas || !stage) return;
    const box = canvas.getBoundingClientRect();
    stage.scrollLeft += box.left + a.fx * box.width - a.clientX;
    stage.scrollTop += box.top + a.fy * box.height - a.clientY;
  }, [zoom, canvasRef, stageRef]);

  const midpoint = () => {
    const [p, q] = [...touches.current.values()];
    return { clientX: (p.x + q.x) / 2, clientY: (p.y + q.y) / 2, distance: Math.hypot(p.x - q.x, p.y - q.y) };
  };

  /** True when the event belongs to a pinch (the editor then does nothing with it). */
  const onPointerDown = (e: ReactPointerEvent) => {
    if (e.pointerType !== 'touch') return false;
    touches.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (touches.current.size === 2) {
      const m = midpoint();
      pinch.current = { distance: Math.max(1, m.distance), zoom, ...fractionAt(m.clientX, m.clientY) };
      suppressed.current = true;
    }
    return suppressed.current;
  };

  const onPointerMove = (e: ReactPointerEvent) => {
    if (!touches.current.has(e.pointerId)) return false;
    touches.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const start = pinch.current;
    if (start && touches.current.size === 2) {
      const m = midpoint();
      // The point first under the fingers follows their midpoint: pinching zooms, moving both pans.
      zoomTo((start.zoom * m.distance) / start.distance, { clientX: m.clientX, clientY: m.clientY, fx: start.fx, fy: start.fy });
    }
    return suppressed.current;
  };

  const onPointerUp = (e: ReactPointerEvent) => {
    touches.current.delete(e.pointerId);
    if (touches.current.size < 2) pinch.current = undefined;
    const wasSuppressed = suppressed.current;
    if (touches.current.size === 0) suppressed.current = false;
    return wasSuppressed;
  };

  const canvasStyle = zoom > 1 ? { width: `${fitWidth.current * zoom}px`, maxWidth: 'none', maxHeight: 'none', height: 'auto' } : undefined;

  return {
    zoom,
    zoomIn: () => zoomTo(zoom * STEP),
    zoomOut: () => zoomTo(zoom / STEP),
    fit: () => zoomTo(1),
    pinch: { onPointerDown, onPointerMove, onPointerUp },
    canvasStyle,
  };
}

/** How far a view zooms, for its buttons: a canvas zoom's limits unless the view says its own. */
interface ZoomLimits {
  min?: number;
  max?: number;
  /** True when "fit" has nothing to do (default: at zoom 1; a view that also pans says when). */
  fitted?: boolean;
}

/** − 100 % + and "fit" for a canvas zoom, or for another zoomable view with its own limits. */
export function ZoomButtons({
  zoom,
  zoomIn,
  zoomOut,
  fit,
  min = 1,
  max = MAX_ZOOM,
  fitted = zoom === 1,
}: Pick<ReturnType<typeof useCanvasZoom>, 'zoom' | 'zoomIn' | 'zoomOut' | 'fit'> & ZoomLimits) {
  const { t } = useTranslation();
  return (
    <span className="zoom-buttons" role="group" aria-label={t('zoom.label')}>
      <button
        type="button"
        className="btn btn-small"
        onClick={zoomOut}
        disabled={zoom <= min}
        data-testid="zoom-out"
        aria-label={t('zoom.out')}
      >
        <ZoomOut size={16} aria-hidden />
      </button>
      <output data-testid="zoom-level" data-zoom={zoom.toFixed(2)}>
        {Math.round(zoom * 100)} %
      </output>
      <button
        type="button"
        className="btn btn-small"
        onClick={zoomIn}
        disabled={zoom >= max}
        data-testid="zoom-in"
        aria-label={t('zoom.in')}
      >
        <ZoomIn size={16} aria-hidden />
      </button>
      <button type="button" className="btn btn-small" onClick={fit} disabled={fitted} data-testid="zoom-fit" aria-label={t('zoom.fit')}>
        <Maximize size={16} aria-hidden />
      </button>
    </span>
  );
}
