/**
 * The cover editor shared by the cover tools: a canvas at the exact output size (scaled to fit),
 * text items you can drag with mouse or finger, a background, an optional device frame, undo/redo,
 * and export at exact sizes. Design state is kept in localStorage, images in IndexedDB (designStore).
 */
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type DragEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Plus, Redo2, Trash2, Undo2 } from 'lucide-react';
import type { EditorProps } from '../../src/runner/editorProps';
import { useCanvasZoom, ZoomButtons } from '../../src/runner/canvasZoom';
import { ToolError } from '../../schemas/pipeline';
import { fontAvailability } from '../../src/engines/fontList';
import type { CoverEditorConfig } from './config';
import { commit, createHistory, redo, reset, undo, type History } from './history';
import { newTextColour } from './contrastText';
import { addText, DEFAULT_TEXT, deleteText, duplicateText, imageIds, moveText, updateDevice, type Scene, type Size } from './scene';
import { freeSpot } from './placeText';
import type { ImageSource, Selection } from './render';
import { useCanvasDrag } from './useCanvasDrag';
import { useCoverPreview } from './useCoverPreview';
import { loadDesign, loadImage, pruneImages, saveDesign, saveImage } from './designStore';
import { openUserImage } from './userImage';
import { registerCoverStrings, COVER_NS } from './i18n';
import { BackgroundPanel, DevicePanel, LayersPanel, TextPanel, type Change } from './CoverPanels';
import { ExportPanel } from './ExportPanel';
import './coverEditor.css';

registerCoverStrings();

let idCounter = 0;
const newId = () => `t${Date.now().toString(36)}${(idCounter++).toString(36)}`;

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable));
}

export function CoverEditor({ tool, options, notify, checkFile, download, Fields, config }: EditorProps & { config: CoverEditorConfig }) {
  const { t } = useTranslation(COVER_NS);
  const { t: tt } = useTranslation(tool.id);
  const sizeChoice = config.sizes.find((s) => s.id === options.size) ?? config.sizes[0];
  const landscape = options.orientation === 'landscape' && sizeChoice.rotatable;
  const size: Size = useMemo(
    () => (landscape ? { width: sizeChoice.height, height: sizeChoice.width } : { width: sizeChoice.width, height: sizeChoice.height }),
    [landscape, sizeChoice],
  );

  const [history, setHistory] = useState<History<Scene>>(() =>
    createHistory(loadDesign(tool.id) ?? config.templates[0].build(newId, (k) => tt(`templateText.${k}`))),
  );
  const [selection, setSelection] = useState<Selection>();
  const [images, setImages] = useState<Record<string, ImageSource>>({});
  const fonts = useMemo(() => fontAvailability(), []);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const zoom = useCanvasZoom(stageRef, canvasRef);
  const { draft, guides, cancel, handlers } = useCanvasDrag(history.present, size, selection, setSelection, (finished, before) =>
    setHistory((h) => commit(h, finished, undefined, before)),
  );
  const scene = draft ?? history.present;
  // Two fingers zoom and pan (dropping a drag under way); one pointer edits.
  const canvasHandlers = {
    onPointerDown: (e: PointerEvent<HTMLCanvasElement>) => (zoom.pinch.onPointerDown(e) ? cancel() : handlers.onPointerDown(e)),
    onPointerMove: (e: PointerEvent<HTMLCanvasElement>) => zoom.pinch.onPointerMove(e) || handlers.onPointerMove(e),
    onPointerUp: (e: PointerEvent<HTMLCanvasElement>) => zoom.pinch.onPointerUp(e) || handlers.onPointerUp(e),
    onPointerCancel: (e: PointerEvent<HTMLCanvasElement>) => zoom.pinch.onPointerUp(e) || handlers.onPointerCancel(e),
  };

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
          const source = await openUserImage(blob, checkFile);
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
        const source = await openUserImage(file, checkFile);
        const id = newId();
        setImages((m) => ({ ...m, [id]: source }));
        await saveImage(tool.id, id, file);
        return id;
      } catch (err) {
        notify(errorText(err), 'destructive');
        return undefined;
      }
    },
    [errorText, notify, tool.id, checkFile],
  );

  const canvasFailed = useCoverPreview(canvasRef, scene, size, images, selection, guides);

  // --- editing -----------------------------------------------------------------------------------
  const selectedText = selection?.kind === 'text' ? scene.texts.find((x) => x.id === selection.id) : undefined;

  const addTextItem = useCallback(() => {
    const id = newId();
    const text = t('newText');
    // Measured with the preview canvas, it goes where it covers no other text.
    const ctx = canvasRef.current?.getContext('2d');
    change((s) => {
      const spot = ctx && freeSpot(ctx, s, size, { ...DEFAULT_TEXT, text, id });
      return addText(s, id, { text, ...spot, color: newTextColour(ctx, s, size, spot?.y ?? 0.3) });
    });
    setSelection({ kind: 'text', id });
  }, [change, t, size]);

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

  // Keys act on what the editor shows now (an effect event reads the latest selection and design).
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (isTyping(e.target)) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      if (e.shiftKey) doRedo();
      else doUndo();
    } else if (mod && e.key.toLowerCase() === 'y') {
      e.preventDefault();
      doRedo();
    } else if (e.key === 'Escape' && selection) {
      setSelection(undefined);
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
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

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
    setHistory((h) =>
      reset(
        h,
        template.build(newId, (k) => tt(`templateText.${k}`)),
      ),
    );
    setSelection(undefined);
  };

  return (
    <div
      className="cover-editor"
      data-testid="cover-editor"
      data-width={size.width}
      data-height={size.height}
      data-text-count={scene.texts.length}
      data-selected={selection?.kind === 'text' ? selection.id : (selection?.kind ?? '')}
    >
      <div className="cover-main">
        <div className="cover-toolbar" role="toolbar" aria-label={t('toolbar')}>
          <button type="button" className="btn" onClick={addTextItem} data-testid="add-text">
            <Plus size={16} aria-hidden /> {t('addText')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={duplicateSelected}
            disabled={selection?.kind !== 'text'}
            data-testid="duplicate"
            title={t('duplicateHint')}
          >
            <Copy size={16} aria-hidden /> {t('duplicate')}
          </button>
          <button type="button" className="btn" onClick={deleteSelected} disabled={!selection} data-testid="delete" title={t('deleteHint')}>
            <Trash2 size={16} aria-hidden /> {t('delete')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={doUndo}
            disabled={history.past.length === 0}
            data-testid="undo"
            title={t('undoHint')}
            aria-label={t('undo')}
          >
            <Undo2 size={16} aria-hidden />
          </button>
          <button
            type="button"
            className="btn"
            onClick={doRedo}
            disabled={history.future.length === 0}
            data-testid="redo"
            title={t('redoHint')}
            aria-label={t('redo')}
          >
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
          <ZoomButtons {...zoom} />
        </div>

        {canvasFailed && (
          <p className="cover-error" role="alert" data-testid="cover-error">
            {t('common:errors.canvasUnavailable')}
          </p>
        )}
        <div
          className={zoom.zoom > 1 ? 'cover-stage zoomed' : 'cover-stage'}
          ref={stageRef}
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
        >
          <canvas
            ref={canvasRef}
            style={zoom.canvasStyle}
            width={size.width}
            height={size.height}
            tabIndex={0}
            data-testid="cover-canvas"
            aria-label={t('canvasLabel', { width: size.width, height: size.height, count: scene.texts.length })}
            {...canvasHandlers}
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
        {(scene.texts.length > 0 || scene.device.show) && (
          <LayersPanel scene={scene} selection={selection} select={setSelection} change={change} />
        )}
        <ExportPanel
          tool={tool}
          options={options}
          notify={notify}
          download={download}
          Fields={Fields}
          config={config}
          scene={history.present}
          images={images}
          size={size}
        />
        <BackgroundPanel scene={scene} change={change} addImage={addImage} />
        <DevicePanel scene={scene} change={change} addImage={addImage} onShow={() => setSelection({ kind: 'device' })} />
      </aside>
    </div>
  );
}
