import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Eraser, Trash2, Undo2, Upload, Wand2 } from 'lucide-react';
import type { EditorProps } from '../../src/runner/editorProps';
import type { OutputNote, PhotoFacts } from '../../schemas/pipeline';
import { PhotoFactsPanel } from '../../src/runner/PhotoFactsPanel';
import { NoteList } from '../../src/runner/NoteList';
import { useCanvasZoom, ZoomButtons } from '../../src/runner/canvasZoom';
import { assertImageAllowed } from '../../src/engines/sizeGuard';
import { ToolError } from '../../schemas/pipeline';
import { outputName } from '../../src/runner/outputName';
import { formatRegions, normalise, type Region } from './regions';
import { pixelate, type CellShape } from './pixelate';
import './Editor.css';

interface Item {
  id: number;
  /** The file as given: what the pipeline reads (pixels and metadata). */
  file: File;
  /** Found by its bytes. */
  type: string;
  /** What this page draws: the file itself, or a PNG of a HEIC (browsers other than Safari cannot draw HEIC). */
  view: Blob;
  /** Object URL for the thumbnail; revoked when the item goes. */
  thumb: string;
  /** A HEIC: the row says the result is a PNG. */
  fromHeic?: boolean;
}

type Status = 'queued' | 'running' | 'done' | 'failed';
interface Outcome {
  status: Status;
  blob?: Blob;
  name?: string;
  error?: string;
  /** What the input's metadata tells, and what the metadata choice did (see photoMetadata/carry.ts). */
  photo?: PhotoFacts;
  notes?: OutputNote[];
}

/** What a pointer drag is doing: drawing a new area, moving one, or pulling one of its corners. */
type Drag =
  | { kind: 'draw'; start: { x: number; y: number } }
  | { kind: 'move'; index: number; start: { x: number; y: number }; origin: Region }
  | { kind: 'resize'; index: number; corner: number; origin: Region };

/** Largest preview side in CSS pixels: the preview is pixelated live at this size. */
const PREVIEW_MAX = 900;
const HANDLE = 8;

let nextId = 1;

export default function ImageMosaicEditor({ tool, options, run, notify, checkFile, download, downloadZip, useKept, Fields }: EditorProps) {
  const { t } = useTranslation(tool.id);
  const blockSize = Number(options.blockSize);
  const shape = options.shape as CellShape;
  // Images, areas and results stay while the tab lives (switching tools and back keeps them).
  const [items, setItems] = useKept<Item[]>('items', []);
  const [selectedItem, setSelectedItem] = useKept<number | undefined>('selectedItem', undefined);
  const [regions, setRegions] = useKept<Region[]>('regions', []);
  const [history, setHistory] = useKept<Region[][]>('history', []);
  const [selected, setSelected] = useState<number>();
  const [draft, setDraftState] = useState<Region>();
  // The drag's latest area, read at pointer-up even if React has not drawn the last move yet.
  const draftRef = useRef<Region>(undefined);
  const setDraft = (next: Region | undefined) => {
    draftRef.current = next;
    setDraftState(next);
  };
  const [outcomes, setOutcomes] = useKept<Map<number, Outcome>>('outcomes', () => new Map());
  /** Files refused on arrival (empty, not an accepted image, too large): a failed row each, until removed. */
  const [refused, setRefused] = useKept<{ id: number; name: string; key: string; params?: Record<string, unknown> }[]>('refused', []);
  const [busy, setBusy] = useKept('busy', false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const zoom = useCanvasZoom(stageRef, canvasRef);
  const sourceRef = useRef<{ pixels: ImageData; width: number; height: number; scale: number }>(undefined);
  const dragRef = useRef<Drag>(undefined);
  const [sourceVersion, setSourceVersion] = useState(0);

  const current = items.find((i) => i.id === selectedItem);
  const shown = useMemo(() => (draft ? replaceOrAdd(regions, dragRef.current, draft) : regions), [draft, regions]);

  // --- the image list -------------------------------------------------------------------------
  const addFiles = useCallback(
    async (files: File[]) => {
      const accepted: Item[] = [];
      const refusedNow: typeof refused = [];
      for (const file of files) {
        let type: string;
        try {
          type = await checkFile(file);
        } catch {
          refusedNow.push({ id: nextId++, name: file.name, key: file.size === 0 ? 'common:errors.emptyFile' : 'rejected' });
          continue;
        }
        try {
          // The image is decoded on this page (preview, thumbnail): the size guard runs first, on every
          // frame and tile the file holds, as in the workers.
          assertImageAllowed(new Uint8Array(await file.arrayBuffer()), type);
        } catch (e) {
          const refusal = e instanceof ToolError ? { key: `common:${e.key}`, params: e.params } : { key: 'common:errors.decodeFailed' };
          refusedNow.push({ id: nextId++, name: file.name, ...refusal });
          continue;
        }
        if (type === 'image/heic') {
          // Browsers other than Safari can neither draw nor write HEIC: the preview and thumbnail are a PNG
          // of it made here (libheif loads on the first HEIC only); the worker reads the HEIC itself.
          try {
            const { heifAsPng } = await import('../../src/engines/heif/heifAsPng');
            const png = await heifAsPng(file);
            accepted.push({ id: nextId++, file, type, view: png, thumb: URL.createObjectURL(png), fromHeic: true });
          } catch {
            refusedNow.push({ id: nextId++, name: file.name, key: 'common:errors.decodeFailed' });
          }
          continue;
        }
        accepted.push({ id: nextId++, file, type, view: file, thumb: URL.createObjectURL(file) });
      }
      if (refusedNow.length) setRefused((list) => [...list, ...refusedNow]);
      if (accepted.length === 0) return;
      setItems((list) => [...list, ...accepted]);
      setSelectedItem((id) => id ?? accepted[0].id);
    },
    [checkFile, setItems, setRefused, setSelectedItem],
  );

  const removeItem = (id: number) => {
    setItems((list) => {
      const gone = list.find((i) => i.id === id);
      if (gone) URL.revokeObjectURL(gone.thumb);
      const rest = list.filter((i) => i.id !== id);
      if (selectedItem === id) setSelectedItem(rest[0]?.id);
      return rest;
    });
  };

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const files = [...(e.clipboardData?.files ?? [])];
      if (files.length) void addFiles(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [addFiles]);

  // --- load the selected image at preview size --------------------------------------------------
  useEffect(() => {
    sourceRef.current = undefined;
    setSourceVersion((v) => v + 1);
    if (!current) return;
    let cancelled = false;
    (async () => {
      try {
        const full = await createImageBitmap(current.view);
        const scale = Math.min(1, PREVIEW_MAX / Math.max(full.width, full.height));
        const width = Math.max(1, Math.round(full.width * scale));
        const height = Math.max(1, Math.round(full.height * scale));
        const canvas = new OffscreenCanvas(width, height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(full, 0, 0, width, height);
        full.close();
        if (cancelled) return;
        sourceRef.current = { pixels: ctx.getImageData(0, 0, width, height), width, height, scale };
        setSourceVersion((v) => v + 1);
      } catch {
        if (!cancelled) notify(t('common:errors.decodeFailed'), 'destructive');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [current, notify, t]);

  // --- live preview: pixelate a copy at preview scale, then draw the area outlines --------------
  useEffect(() => {
    const canvas = canvasRef.current;
    const source = sourceRef.current;
    if (!canvas || !source) return;
    canvas.width = source.width;
    canvas.height = source.height;
    const ctx = canvas.getContext('2d')!;
    const preview = new ImageData(new Uint8ClampedArray(source.pixels.data), source.width, source.height);
    pixelate(preview, shown, Math.max(1, blockSize * source.scale), shape);
    ctx.putImageData(preview, 0, 0);
    shown.forEach((r, i) => {
      const x = r.x * source.width;
      const y = r.y * source.height;
      const w = r.w * source.width;
      const h = r.h * source.height;
      ctx.lineWidth = 2;
      ctx.setLineDash(i === selected ? [] : [6, 4]);
      ctx.strokeStyle = i === selected ? '#2563eb' : '#ffffff';
      ctx.strokeRect(x, y, w, h);
      if (i === selected) {
        ctx.fillStyle = '#2563eb';
        for (const [cx, cy] of corners(x, y, w, h)) ctx.fillRect(cx - HANDLE / 2, cy - HANDLE / 2, HANDLE, HANDLE);
      }
    });
  }, [shown, selected, blockSize, shape, sourceVersion]);

  // --- editing areas ---------------------------------------------------------------------------
  const commit = useCallback(
    (next: Region[], select?: number) => {
      setHistory((h) => [...h.slice(-49), regions]);
      setRegions(next);
      setSelected(select);
    },
    [regions, setHistory, setRegions],
  );

  const undo = useCallback(() => {
    setHistory((h) => {
      if (h.length === 0) return h;
      setRegions(h[h.length - 1]);
      setSelected(undefined);
      return h.slice(0, -1);
    });
  }, [setHistory, setRegions]);

  const removeSelected = useCallback(() => {
    if (selected === undefined) return;
    commit(regions.filter((_, i) => i !== selected));
  }, [commit, regions, selected]);

  // Keys act on what the editor shows now (an effect event reads the latest areas and selection).
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
    if ((e.key === 'Delete' || e.key === 'Backspace') && selected !== undefined) {
      e.preventDefault();
      removeSelected();
    } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      undo();
    }
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const pointAt = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: clamp01((e.clientX - box.left) / box.width), y: clamp01((e.clientY - box.top) / box.height), box };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (zoom.pinch.onPointerDown(e)) {
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
    if (zoom.pinch.onPointerMove(e)) return;
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
    if (zoom.pinch.onPointerUp(e)) return;
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

  // --- apply to every image ----------------------------------------------------------------------
  const apply = async () => {
    if (regions.length === 0 || items.length === 0) return;
    setBusy(true);
    const areaText = formatRegions(regions);
    setOutcomes(new Map(items.map((i) => [i.id, { status: 'queued' as Status }])));
    await Promise.all(
      items.map(async (item) => {
        const job = await run(
          item.file.name,
          async () => {
            setOutcomes((m) => new Map(m).set(item.id, { status: 'running' }));
            return { kind: 'file', name: item.file.name, type: item.type, bytes: new Uint8Array(await item.file.arrayBuffer()) };
          },
          { ...options, regions: areaText },
        );
        const result = job.results?.[0];
        const outcome: Outcome =
          job.status === 'done' && result?.blob
            ? {
                status: 'done',
                blob: result.blob,
                name: result.name ?? outputName(item.file.name, tool.outputSuffix, result.type),
                photo: result.meta?.photo,
                notes: result.notes,
              }
            : {
                status: 'failed',
                error: t(job.error?.key ?? 'errors.processingFailed', { ...job.error?.params, ns: [tool.id, 'common'] }),
              };
        setOutcomes((m) => new Map(m).set(item.id, outcome));
      }),
    );
    setBusy(false);
  };

  const finished = items.map((i) => outcomes.get(i.id)).filter((o): o is Outcome => o?.status === 'done');
  const single = items.length === 1 && finished.length === 1 ? finished[0] : undefined;
  const downloadAll = () =>
    downloadZip(
      finished.map((o) => ({ name: o.name!, blob: o.blob! })),
      `${tool.id}.zip`,
    ).catch(() => notify(t('common:errors.zipFailed'), 'destructive'));

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    void addFiles([...e.dataTransfer.files]);
  };

  return (
    <div className="image-mosaic" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <aside className="image-mosaic-list" aria-label={t('list')}>
        <label className="btn btn-primary image-mosaic-pick">
          <Upload size={16} aria-hidden /> {t('addImages')}
          <input
            type="file"
            data-testid="file-input"
            multiple
            className="sr-only"
            accept={tool.input.kind === 'files' ? tool.input.accept.join(',') : undefined}
            onChange={(e: ChangeEvent<HTMLInputElement>) => {
              void addFiles([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
        {items.length === 0 && <p className="muted small">{t('dropHint')}</p>}
        <Fields names={['metadata']} />
        <ul>
          {items.map((item) => {
            const outcome = outcomes.get(item.id);
            return (
              <li
                key={item.id}
                className={item.id === selectedItem ? 'selected' : undefined}
                data-testid="result-row"
                data-name={item.file.name}
                data-status={outcome?.status ?? 'idle'}
              >
                <button
                  type="button"
                  className="image-mosaic-thumb"
                  onClick={() => setSelectedItem(item.id)}
                  aria-pressed={item.id === selectedItem}
                >
                  <img src={item.thumb} alt="" />
                  <span>{item.file.name}</span>
                </button>
                {outcome?.status === 'done' && (
                  <button
                    type="button"
                    className="icon-btn"
                    data-testid="download"
                    title={t('download')}
                    onClick={() => download(outcome.blob!, outcome.name!)}
                  >
                    <Download size={16} aria-hidden />
                  </button>
                )}
                <button type="button" className="icon-btn" title={t('remove')} onClick={() => removeItem(item.id)}>
                  <Trash2 size={16} aria-hidden />
                </button>
                {item.fromHeic && (
                  <p className="muted small" data-testid="result-notes">
                    {t('heicAsPng')}
                  </p>
                )}
                {outcome?.status === 'done' && <NoteList toolId={tool.id} notes={outcome.notes} />}
                {outcome?.photo && <PhotoFactsPanel facts={outcome.photo} />}
                {outcome?.status === 'failed' && (
                  <p className="image-mosaic-error" data-testid="result-error">
                    {outcome.error}
                  </p>
                )}
              </li>
            );
          })}
          {refused.map((r) => (
            <li key={r.id} data-testid="result-row" data-name={r.name} data-status="failed">
              <span className="image-mosaic-refused">{r.name}</span>
              <button
                type="button"
                className="icon-btn"
                title={t('remove')}
                onClick={() => setRefused((list) => list.filter((x) => x.id !== r.id))}
              >
                <Trash2 size={16} aria-hidden />
              </button>
              <p className="image-mosaic-error" role="alert" data-testid="result-error">
                {t(r.key, { ...r.params, name: r.name })}
              </p>
            </li>
          ))}
        </ul>
      </aside>

      <section className="image-mosaic-main">
        <div className="image-mosaic-toolbar">
          <Fields names={['blockSize', 'shape']} />
          <button type="button" className="btn btn-small" onClick={undo} disabled={history.length === 0} title={t('undoHint')}>
            <Undo2 size={16} aria-hidden /> {t('undo')}
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={removeSelected}
            disabled={selected === undefined}
            title={t('deleteHint')}
          >
            <Eraser size={16} aria-hidden /> {t('deleteArea')}
          </button>
          <button type="button" className="btn btn-small" onClick={() => commit([])} disabled={regions.length === 0}>
            {t('clear')}
          </button>
          <ZoomButtons {...zoom} />
        </div>

        <div className={zoom.zoom > 1 ? 'image-mosaic-stage zoomed' : 'image-mosaic-stage'} ref={stageRef}>
          {current ? (
            <canvas
              ref={canvasRef}
              style={zoom.canvasStyle}
              data-testid="mosaic-canvas"
              data-selected-area={selected ?? ''}
              aria-label={t('canvasLabel', { count: regions.length })}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            />
          ) : (
            <p className="muted">{t('empty')}</p>
          )}
        </div>
        <p className="muted small">{t('help')}</p>

        <div className="image-mosaic-actions">
          <span data-testid="mosaic-area-count" data-count={regions.length}>
            {t('areaCount', { count: regions.length })}
          </span>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="mosaic-apply"
            onClick={apply}
            disabled={busy || regions.length === 0 || items.length === 0}
          >
            <Wand2 size={16} aria-hidden /> {t('apply', { count: items.length })}
          </button>
          {single ? (
            // One image: the image itself, not a ZIP holding it.
            <button
              type="button"
              className="btn"
              data-testid="download-result"
              onClick={() => download(single.blob!, single.name!)}
              disabled={busy}
            >
              <Download size={16} aria-hidden /> {t('downloadOne')}
            </button>
          ) : (
            <button type="button" className="btn" data-testid="download-all" onClick={downloadAll} disabled={busy || finished.length === 0}>
              <Download size={16} aria-hidden /> {t('downloadAll')}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Corners clockwise from top-left. */
function corners(x: number, y: number, w: number, h: number): [number, number][] {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

/** The areas as they look mid-drag: the dragged one replaced, or the new one added. */
function replaceOrAdd(regions: Region[], drag: Drag | undefined, draft: Region): Region[] {
  if (drag && drag.kind !== 'draw') return regions.map((r, i) => (i === drag.index ? draft : r));
  return [...regions, draft];
}
