import { useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { useCanvasZoom } from '../../src/runner/canvasZoom';
import { normalise, type Region } from './regions';
import { clamp01, corners, HANDLE, replaceOrAdd, type Drag } from './areaGeometry';
import type { PreviewSource } from './usePreviewSource';
import type { useAreas } from './useAreas';

/**
 * Pointer handling on the preview canvas (mouse, pen, one finger): press on a corner handle of the
 * selected area to resize it, inside an area to select and move it, elsewhere to draw a new one. The
 * area mid-drag is a draft that only becomes an edit (and an undo step) on release; one smaller than
 * 3 preview pixels is dropped. A second finger hands over to the canvas zoom's pinch.
 */
export function useAreaDrag(
  areas: ReturnType<typeof useAreas>,
  sourceRef: RefObject<PreviewSource | undefined>,
  pinch: ReturnType<typeof useCanvasZoom>['pinch'],
) {
  const { regions, selected, setSelected, commit } = areas;
  const dragRef = useRef<Drag>(undefined);
  const [draft, setDraftState] = useState<Region>();
  // The drag's latest area, read at pointer-up even if React has not drawn the last move yet.
  const draftRef = useRef<Region>(undefined);
  const setDraft = (next: Region | undefined) => {
    draftRef.current = next;
    setDraftState(next);
  };
  /** The areas as the preview shows them: with the draft in place. */
  const shown = useMemo(() => (draft ? replaceOrAdd(regions, dragRef.current, draft) : regions), [draft, regions]);

  const pointAt = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: clamp01((e.clientX - box.left) / box.width), y: clamp01((e.clientY - box.top) / box.height), box };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (pinch.onPointerDown(e)) {
      // A second finger: the area being drawn or moved is dropped, the fingers zoom and pan.
      dragRef.current = undefined;
      setDraft(undefined);
      return;
    }
    if (!sourceRef.current) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const { x, y, box } = pointAt(e);
    // A finger gets a bigger target than a mouse.
    const reach = (e.pointerType === 'touch' ? 3 : 1) * HANDLE;
    const tolX = reach / box.width;
    const tolY = reach / box.height;
    if (selected !== undefined) {
      const r = regions[selected];
      const corner = corners(r.x, r.y, r.w, r.h).findIndex(([cx, cy]) => Math.abs(cx - x) <= tolX && Math.abs(cy - y) <= tolY);
      if (corner >= 0) {
        dragRef.current = { kind: 'resize', index: selected, corner, origin: r };
        return;
      }
    }
    const hit = regions.findLastIndex((r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h);
    if (hit >= 0) {
      setSelected(hit);
      dragRef.current = { kind: 'move', index: hit, start: { x, y }, origin: regions[hit] };
      return;
    }
    setSelected(undefined);
    dragRef.current = { kind: 'draw', start: { x, y } };
    setDraft({ x, y, w: 0, h: 0 });
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (pinch.onPointerMove(e)) return;
    const drag = dragRef.current;
    if (!drag) return;
    const { x, y } = pointAt(e);
    if (drag.kind === 'draw') setDraft(normalise({ x: drag.start.x, y: drag.start.y, w: x - drag.start.x, h: y - drag.start.y }));
    else if (drag.kind === 'move') {
      const o = drag.origin;
      const nx = Math.min(1 - o.w, Math.max(0, o.x + x - drag.start.x));
      const ny = Math.min(1 - o.h, Math.max(0, o.y + y - drag.start.y));
      setDraft({ ...o, x: nx, y: ny });
    } else {
      const o = drag.origin;
      // The corner opposite the one being pulled stays put.
      const fixedX = drag.corner === 0 || drag.corner === 3 ? o.x + o.w : o.x;
      const fixedY = drag.corner === 0 || drag.corner === 1 ? o.y + o.h : o.y;
      setDraft(normalise({ x: fixedX, y: fixedY, w: x - fixedX, h: y - fixedY }));
    }
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (pinch.onPointerUp(e)) return;
    const drag = dragRef.current;
    const draft = draftRef.current;
    dragRef.current = undefined;
    if (!drag || !draft) return setDraft(undefined);
    const source = sourceRef.current;
    const tooSmall = source && (draft.w * source.width < 3 || draft.h * source.height < 3);
    setDraft(undefined);
    if (drag.kind === 'draw') {
      if (!tooSmall) commit([...regions, draft], regions.length);
    } else if (!tooSmall) {
      commit(
        regions.map((r, i) => (i === drag.index ? draft : r)),
        drag.index,
      );
    }
  };

  return { shown, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
