import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { afterKey, BUTTON_STEP, FITTED, panBy, pinched, WHEEL_STEP, zoomAbout, type PanZoom, type Point } from './panZoom';

/** How the pointers now down began: one drags, two pinch. */
type Gesture = { kind: 'drag'; start: PanZoom; from: Point } | { kind: 'pinch'; start: PanZoom; from: Point; distance: number };

/**
 * Zoom and pan of the preview stage (see panZoom.ts): the mouse wheel zooms about the pointer, one
 * pointer (mouse, pen or finger) drags the image, two fingers pinch and pan, and the focused stage
 * takes + − 0 and the arrow keys. Buttons use zoomIn, zoomOut and fit.
 */
export function usePanZoom(stage: RefObject<HTMLElement | null>) {
  const [view, setView] = useState<PanZoom>(FITTED);
  const current = useRef(view);
  current.current = view;
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>(undefined);

  /** A client position as pixels from the stage's centre. */
  const fromCentre = (clientX: number, clientY: number): Point => {
    const box = stage.current!.getBoundingClientRect();
    return { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 };
  };

  // The wheel needs a listener that is not passive (React's onWheel is), or the page would scroll too.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const at = fromCentre(e.clientX, e.clientY);
      setView((v) => zoomAbout(v, e.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP, at));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
    // fromCentre reads the stage through its ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage]);

  /** Starts over from the pointers now down (a finger added or lifted must not make the image jump). */
  const begin = () => {
    const [p, q] = [...pointers.current.values()];
    if (q) gesture.current = { kind: 'pinch', start: current.current, from: midpoint(p, q), distance: distance(p, q) };
    else if (p) gesture.current = { kind: 'drag', start: current.current, from: p };
    else gesture.current = undefined;
  };

  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0 || pointers.current.size >= 2) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, fromCentre(e.clientX, e.clientY));
    begin();
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, fromCentre(e.clientX, e.clientY));
    const g = gesture.current;
    const [p, q] = [...pointers.current.values()];
    if (g?.kind === 'drag') setView(panBy(g.start, p.x - g.from.x, p.y - g.from.y));
    else if (g?.kind === 'pinch' && q) setView(pinched(g.start, g.from, g.distance, midpoint(p, q), distance(p, q)));
  };
  const onPointerUp = (e: PointerEvent) => {
    if (!pointers.current.delete(e.pointerId)) return;
    begin();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const next = afterKey(current.current, e.key);
    if (!next || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    setView(next);
  };

  return {
    view,
    zoomIn: () => setView((v) => zoomAbout(v, BUTTON_STEP)),
    zoomOut: () => setView((v) => zoomAbout(v, 1 / BUTTON_STEP)),
    fit: () => setView(FITTED),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}

const midpoint = (p: Point, q: Point): Point => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
const distance = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);
