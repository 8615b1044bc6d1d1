/**
 * The cover editor shared by the cover tools: a canvas at the exact output size (scaled to fit),
 * text items you can drag with mouse or finger, a background, an optional device frame, undo/redo,
 * and export at exact sizes. Design state is kept in localStorage, images in IndexedDB (designStore).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Plus, Redo2, Trash2, Undo2 } from 'lucide-react';
import type { EditorProps } from '../../runner/editorProps';
import { ToolError } from '../../../schemas/pipeline';
import { fontAvailability } from '../fontList';
import type { CoverEditorConfig } from './config';
import { commit, createHistory, redo, reset, undo, type History } from './history';
import { addText, deleteText, duplicateText, imageIds, moveText, snapToCentre, updateDevice, updateText, type Scene, type Size } from './scene';
import { drawOverlay, renderScene, splitForEditing, type Guides, type ImageMap, type ImageSource, type Selection } from './render';
import { createSurface } from './exportCover';
import { layoutText, textAt } from './textLayout';
import { handleAt, handlePositions, resizedSize, rotatedAngle, type HandleKind } from './handles';
import { hitsDevice } from './deviceFrame';
import { loadDesign, loadImage, pruneImages, saveDesign, saveImage } from './designStore';
import { openUserImage } from './userImage';
import { registerCoverStrings, COVER_NS } from './i18n';
import { BackgroundPanel, DevicePanel, LayersPanel, TextPanel, type Change } from './CoverPanels';
import { ExportPanel } from './ExportPanel';
import './coverEditor.css';

registerCoverStrings();

let idCounter = 0;
const newId = () => `t${Date.now().toString(36)}${(idCounter++).toString(36)}`;

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

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable));
}

export function CoverEditor({ tool, options, setOptions, notify, config }: EditorProps & { config: CoverEditorConfig }) {
  const { t } = useTranslation(COVER_NS);
  const { t: tt } = useTranslation(tool.id);
  const sizeChoice = config.sizes.find((s) => s.id === options.size) ?? config.sizes[0];
  const landscape = options.orientation === 'landscape' && sizeChoice.rotatable;
  const size: Size = useMemo(
    () => (landscape ? { width: sizeChoice.height, height: sizeChoice.width } : { width: sizeChoice.width, height: sizeChoice.height }),
    [landscape, sizeChoice],
  );

  const [history, setHistory] = useState<History<Scene>>(() => createHistory(loadDesign(tool.id) ?? config.templates[0].build(newId, (k) => tt(`templateText.${k}`))));
  const [draft, setDraftState] = useState<Scene>();
  // The drag's latest position, read at pointer-up even if React has not re-rendered yet.
  const draftRef = useRef<Scene>(undefined);
  const setDraft = (next: Scene | undefined) => {
    draftRef.current = next;
    setDraftState(next);
  };
  const scene = draft ?? history.present;
  const [selection, setSelection] = useState<Selection>();
  const [guides, setGuides] = useState<Guides>(NO_GUIDES);
  const [images, setImages] = useState<Record<string, ImageSource>>({});
  const [canvasFailed, setCanvasFailed] = useState(false);
  const fonts = useMemo(() => fontAvailability(), []);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dragRef = useRef<Drag>(undefined);

  const change: Change = useCallback((fn, mergeKey) => setHistory((h) => commit(h, fn(h.present), mergeKey)), []);

  // --- keep the design: localStorage (debounced); images come back from IndexedDB on load ----------
  useEffect(() => {
    const timer = setTimeout(() => saveDesign(tool.id, history.present), 250);
    return () => clearTimeout(timer);
  }, [history.present, tool.id]);

  useEffect(() => {
    let cancelled = false;
    const initial = history.present;
    (async () => {
      for (const id of imageIds(initial)) {
        const blob = await loadImage(tool.id, id);
        if (!blob || cancelled) continue;
        try {
          const source = await openUserImage(blob);
          if (!cancelled) setImages((m) => ({ ...m, [id]: source }));
        } catch {
          // A stored image that no longer decodes is simply left out.
        }
      }
      // Images from earlier designs that this one does not use are not needed any more.
      if (!cancelled) await pruneImages(tool.id, initial);
    })();
    return () => {
      cancelled = true;
    };
    // Only the design loaded at start needs its images fetched; later images arrive through `addImage`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tool.id]);

  const errorText = useCallback(
    (err: unknown) => {
      if (err instanceof ToolError) return t(`common:${err.key}`, err.params);
      return t('common:errors.processingFailed');
    },
    [t],
  );

  /** Opens a user image, keeps it (IndexedDB) and returns its id, or shows why it cannot be used. */
  const addImage = useCallback(
    async (file: File): Promise<string | undefined> => {
      try {
        const source = await openUserImage(file);
        const id = newId();
        setImages((m) => ({ ...m, [id]: source }));
        await saveImage(tool.id, id, file);
        return id;
      } catch (err) {
        notify(errorText(err), 'destructive');
        return undefined;
      }
    },
    [errorText, notify, tool.id],
  );

  // --- preview: the scene at output size, then the selection and guides on top ------------------
  // Everything under the selected item is drawn once into a cached layer (a full-size redraw with
  // shadows and images is slow in software rendering); each frame blits it and draws the rest.
  const layerRef = useRef<{ key: string; images: ImageMap; source: CanvasImageSource }>(undefined);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      if (canvas.width !== size.width) canvas.width = size.width;
      if (canvas.height !== size.height) canvas.height = size.height;
      const ctx = canvas.getContext('2d');
      if (!ctx) {
        setCanvasFailed(true);
        return;
      }
      setCanvasFailed(false);
      const { below, above } = splitForEditing(scene, selection);
      const key = `${size.width}x${size.height}:${JSON.stringify(below)}`;
      let layer = layerRef.current;
      if (!layer || layer.key !== key || layer.images !== images) {
        try {
          const surface = createSurface(size);
          renderScene(surface.ctx, below, size, images);
          layer = layerRef.current = { key, images, source: surface.ctx.canvas };
        } catch {
          layer = layerRef.current = undefined;
        }
      }
      if (layer) {
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.drawImage(layer.source, 0, 0);
        renderScene(ctx, above, size, images, { background: false });
      } else {
        renderScene(ctx, scene, size, images);
      }
      const shown = canvas.getBoundingClientRect().width || size.width;
      drawOverlay(ctx, scene, size, selection, guides, size.width / shown);
      // Where the selected text's handles are (output pixels): "corner corner corner corner knob".
      const item = selection?.kind === 'text' ? scene.texts.find((x) => x.id === selection.id) : undefined;
      if (item) {
        const h = handlePositions(layoutText(ctx, item, size), item, size, size.width / shown);
        canvas.dataset.handles = [...h.corners, h.knob].map((pt) => pt.map(Math.round).join(',')).join(' ');
      } else delete canvas.dataset.handles;
    });
    return () => cancelAnimationFrame(frame);
  }, [scene, size, images, selection, guides]);

  // --- editing -----------------------------------------------------------------------------------
  const selectedText = selection?.kind === 'text' ? scene.texts.find((x) => x.id === selection.id) : undefined;

  const addTextItem = useCallback(() => {
    const id = newId();
    change((s) => addText(s, id, { text: t('newText') }));
    setSelection({ kind: 'text', id });
  }, [change, t]);

  const duplicateSelected = useCallback(() => {
    if (selection?.kind !== 'text') return;
    const id = newId();
    change((s) => duplicateText(s, selection.id, id));
    setSelection({ kind: 'text', id });
  }, [change, selection]);

  const deleteSelected = useCallback(() => {
    if (selection?.kind === 'text') change((s) => deleteText(s, selection.id));
    else if (selection?.kind === 'device') change((s) => updateDevice(s, { show: false }));
    setSelection(undefined);
  }, [change, selection]);

  const doUndo = useCallback(() => setHistory(undo), []);
  const doRedo = useCallback(() => setHistory(redo), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return;
      const mod = e.ctrlKey || e.metaKey;
      if (mod && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (e.shiftKey) doRedo();
        else doUndo();
      } else if (mod && e.key.toLowerCase() === 'y') {
        e.preventDefault();
        doRedo();
      } else if ((e.key === 'Delete' || e.key === 'Backspace') && selection) {
        e.preventDefault();
        deleteSelected();
      } else if (mod && e.key.toLowerCase() === 'd' && selection?.kind === 'text') {
        e.preventDefault();
        duplicateSelected();
      } else if (selection?.kind === 'text' && e.key.startsWith('Arrow')) {
        // Arrow keys nudge the selected text by one output pixel (ten with Shift).
        e.preventDefault();
        const step = e.shiftKey ? 10 : 1;
        const dx = e.key === 'ArrowLeft' ? -step : e.key === 'ArrowRight' ? step : 0;
        const dy = e.key === 'ArrowUp' ? -step : e.key === 'ArrowDown' ? step : 0;
        const id = selection.id;
        change((s) => {
          const item = s.texts.find((x) => x.id === id);
          return item ? moveText(s, id, item.x + dx / size.width, item.y + dy / size.height) : s;
        }, `nudge:${id}`);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [change, deleteSelected, doRedo, doUndo, duplicateSelected, selection, size]);

  // --- dragging with mouse, pen or finger (pointer events; the canvas has touch-action: none) ----
  const toOutput = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - box.left) / box.width) * size.width, y: ((e.clientY - box.top) / box.height) * size.height, screenPx: size.width / box.width };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const p = toOutput(e);
    const touch = e.pointerType === 'touch';
    const start = (target: Drag['target'], mode: Drag['mode'], origin: { x: number; y: number; size?: number; rotation?: number }, id?: string) => {
      dragRef.current = { target, mode, id, pointerId: e.pointerId, start: p, origin: { size: 0, rotation: 0, ...origin }, before: scene, moved: false };
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
    const over = handle ? undefined : textAt(ctx, scene.texts, size, p.x, p.y, 6 * p.screenPx) ?? (hitsDevice(scene.device, size, p.x, p.y) || undefined);
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
    if (drag.moved && finished) {
      setHistory((h) => commit(h, finished, undefined, drag.before));
    }
    setDraft(undefined);
    setGuides(NO_GUIDES);
  };

  // A pasted image (Ctrl+V outside text fields) becomes the background, like a dropped one.
  useEffect(() => {
    const onPaste = async (e: ClipboardEvent) => {
      if (isTyping(e.target)) return;
      const file = [...(e.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (!file) return;
      e.preventDefault();
      const id = await addImage(file);
      if (id) change((s) => ({ ...s, background: { ...s.background, imageId: id } }));
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [addImage, change]);

  const onDrop = async (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    const file = e.dataTransfer.files[0];
    if (!file) return;
    const id = await addImage(file);
    if (id) change((s) => ({ ...s, background: { ...s.background, imageId: id } }));
  };

  const applyTemplate = (templateId: string) => {
    const template = config.templates.find((x) => x.id === templateId);
    if (!template) return;
    setHistory((h) => reset(h, template.build(newId, (k) => tt(`templateText.${k}`))));
    setSelection(undefined);
  };

  return (
    <div
      className="cover-editor"
      data-testid="cover-editor"
      data-width={size.width}
      data-height={size.height}
      data-text-count={scene.texts.length}
      data-selected={selection?.kind === 'text' ? selection.id : selection?.kind ?? ''}
    >
      <div className="cover-main">
        <div className="cover-toolbar" role="toolbar" aria-label={t('toolbar')}>
          <button type="button" className="btn" onClick={addTextItem} data-testid="add-text">
            <Plus size={16} aria-hidden /> {t('addText')}
          </button>
          <button type="button" className="btn" onClick={duplicateSelected} disabled={selection?.kind !== 'text'} data-testid="duplicate" title={t('duplicateHint')}>
            <Copy size={16} aria-hidden /> {t('duplicate')}
          </button>
          <button type="button" className="btn" onClick={deleteSelected} disabled={!selection} data-testid="delete" title={t('deleteHint')}>
            <Trash2 size={16} aria-hidden /> {t('delete')}
          </button>
          <button type="button" className="btn" onClick={doUndo} disabled={history.past.length === 0} data-testid="undo" title={t('undoHint')} aria-label={t('undo')}>
            <Undo2 size={16} aria-hidden />
          </button>
          <button type="button" className="btn" onClick={doRedo} disabled={history.future.length === 0} data-testid="redo" title={t('redoHint')} aria-label={t('redo')}>
            <Redo2 size={16} aria-hidden />
          </button>
          <label className="cover-template">
            <span>{t('template')}</span>
            <select value="" onChange={(e) => applyTemplate(e.target.value)} data-testid="template">
              <option value="">{t('templatePick')}</option>
              {config.templates.map((x) => (
                <option key={x.id} value={x.id}>
                  {tt(`templates.${x.id}`)}
                </option>
              ))}
            </select>
          </label>
        </div>

        {canvasFailed && (
          <p className="cover-error" role="alert" data-testid="cover-error">
            {t('common:errors.canvasUnavailable')}
          </p>
        )}
        <div className="cover-stage" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
          <canvas
            ref={canvasRef}
            width={size.width}
            height={size.height}
            tabIndex={0}
            data-testid="cover-canvas"
            aria-label={t('canvasLabel', { width: size.width, height: size.height, count: scene.texts.length })}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onDoubleClick={() => document.getElementById('cover-text')?.focus()}
          />
        </div>
        <p className="muted small">{t('help')}</p>
      </div>

      <aside className="cover-side">
        {selectedText ? (
          <TextPanel item={selectedText} size={size} fonts={fonts} change={change} />
        ) : (
          <p className="muted small cover-hint" data-testid="no-selection">
            {t('selectHint')}
          </p>
        )}
        {(scene.texts.length > 0 || scene.device.show) && <LayersPanel scene={scene} selection={selection} select={setSelection} change={change} />}
        <ExportPanel tool={tool} options={options} setOptions={setOptions} notify={notify} config={config} scene={history.present} images={images} size={size} />
        <BackgroundPanel scene={scene} change={change} addImage={addImage} />
        <DevicePanel scene={scene} change={change} addImage={addImage} onShow={() => setSelection({ kind: 'device' })} />
      </aside>
    </div>
  );
}
