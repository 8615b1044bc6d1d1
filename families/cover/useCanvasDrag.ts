/**
 * Pointer handling on the cover canvas (mouse, pen and touch alike: the canvas has
 * touch-action: none). A press picks the selected text's handle, else the topmost text, else the
 * device; moving previews a draft scene (snapping to the centre lines) and letting go commits it
 * as one undo step.
 */
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { moveText, snapToCentre, updateDevice, updateText, type Scene, type Size } from './scene';
import type { Guides, Selection } from './render';
import { layoutText, textAt } from './textLayout';
import { handleAt, resizedSize, rotatedAngle, type HandleKind } from './handles';
import { hitsDevice } from './deviceFrame';

interface Drag {
  target: 'text' | 'device';
  /** Moving the item, or pulling one of the selected text's handles. */
  mode: 'move' | HandleKind;
  id?: string;
  pointerId: number;
  start: { x: number; y: number };
  origin: { x: number; y: number; size: number; rotation: number };
  before: Scene;
  moved: boolean;
}

const NO_GUIDES: Guides = { x: false, y: false };
/** How close (screen pixels) a dragged centre must come to the canvas centre to snap onto it. */
const SNAP_PX = 8;

export function useCanvasDrag(
  scene: Scene,
  size: Size,
  selection: Selection,
  setSelection: (s: Selection) => void,
  onCommit: (finished: Scene, before: Scene) => void,
) {
  const [draft, setDraftState] = useState<Scene>();
  const [guides, setGuides] = useState<Guides>(NO_GUIDES);
  const dragRef = useRef<Drag>(undefined);
  // The drag's latest scene, read at pointer-up even if React has not re-rendered yet.
  const draftRef = useRef<Scene>(undefined);
  const setDraft = (next: Scene | undefined) => {
    draftRef.current = next;
    setDraftState(next);
  };

  const toOutput = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - box.left) / box.width) * size.width,
      y: ((e.clientY - box.top) / box.height) * size.height,
      screenPx: size.width / box.width,
    };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const p = toOutput(e);
    const touch = e.pointerType === 'touch';
    const start = (
      target: Drag['target'],
      mode: Drag['mode'],
      origin: { x: number; y: number; size?: number; rotation?: number },
      id?: string,
    ) => {
      dragRef.current = {
        target,
        mode,
        id,
        pointerId: e.pointerId,
        start: p,
        origin: { size: 0, rotation: 0, ...origin },
        before: scene,
        moved: false,
      };
    };
    // The selected text's handles come first: they sit just outside its box.
    const selected = selection?.kind === 'text' ? scene.texts.find((x) => x.id === selection.id) : undefined;
    const handle = selected && handleAt(layoutText(ctx, selected, size), selected, size, p.x, p.y, p.screenPx, touch);
    const hit = handle ? undefined : textAt(ctx, scene.texts, size, p.x, p.y, (touch ? 14 : 6) * p.screenPx);
    if (selected && handle) {
      start('text', handle, selected, selected.id);
    } else if (hit) {
      setSelection({ kind: 'text', id: hit.id });
      start('text', 'move', hit, hit.id);
    } else if (hitsDevice(scene.device, size, p.x, p.y)) {
      setSelection({ kind: 'device' });
      start('device', 'move', scene.device);
    } else {
      setSelection(undefined);
      return;
    }
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still follows moves over the canvas.
    }
    e.currentTarget.focus({ preventScroll: true });
  };

  /** The mouse cursor says what a press would do here: rotate, resize, move or nothing. */
  const showCursor = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (e.pointerType !== 'mouse') return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const p = toOutput(e);
    const selected = selection?.kind === 'text' ? scene.texts.find((x) => x.id === selection.id) : undefined;
    const handle = selected && handleAt(layoutText(ctx, selected, size), selected, size, p.x, p.y, p.screenPx);
    const over = handle
      ? undefined
      : (textAt(ctx, scene.texts, size, p.x, p.y, 6 * p.screenPx) ?? (hitsDevice(scene.device, size, p.x, p.y) || undefined));
    e.currentTarget.style.cursor = handle === 'rotate' ? 'grab' : handle === 'resize' ? 'nwse-resize' : over ? 'move' : 'default';
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const drag = dragRef.current;
    if (!drag) {
      showCursor(e);
      return;
    }
    if (drag.pointerId !== e.pointerId) return;
    const p = toOutput(e);
    if (!drag.moved && Math.hypot(p.x - drag.start.x, p.y - drag.start.y) < 2 * p.screenPx) return;
    drag.moved = true;
    if (drag.mode !== 'move') {
      const centre: [number, number] = [drag.origin.x * size.width, drag.origin.y * size.height];
      const patch =
        drag.mode === 'resize'
          ? { size: resizedSize(drag.origin.size, centre, [drag.start.x, drag.start.y], [p.x, p.y]) }
          : { rotation: rotatedAngle(drag.origin.rotation, centre, [drag.start.x, drag.start.y], [p.x, p.y]) };
      setDraft(updateText(drag.before, drag.id!, patch));
      return;
    }
    const snapped = snapToCentre(
      drag.origin.x + (p.x - drag.start.x) / size.width,
      drag.origin.y + (p.y - drag.start.y) / size.height,
      (SNAP_PX * p.screenPx) / size.width,
      (SNAP_PX * p.screenPx) / size.height,
    );
    const next =
      drag.target === 'text'
        ? moveText(drag.before, drag.id!, snapped.x, snapped.y)
        : updateDevice(drag.before, { x: Math.min(1, Math.max(0, snapped.x)), y: Math.min(1, Math.max(0, snapped.y)) });
    setDraft(next);
    setGuides({ x: snapped.guideX, y: snapped.guideY });
  };

  const endDrag = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== e.pointerId) return;
    dragRef.current = undefined;
    const finished = draftRef.current;
    if (drag.moved && finished) onCommit(finished, drag.before);
    setDraft(undefined);
    setGuides(NO_GUIDES);
  };

  /** Drops the drag under way without committing it (a second finger starts a pinch). */
  const cancel = () => {
    dragRef.current = undefined;
    setDraft(undefined);
    setGuides(NO_GUIDES);
  };

  return { draft, guides, cancel, handlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag } };
}
