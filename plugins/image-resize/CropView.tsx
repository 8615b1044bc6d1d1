import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { InputViewProps } from '../../src/runner/inputViewProps';
import { useCanvasZoom, ZoomButtons } from '../../src/runner/canvasZoom';
import { cropBox, cropRatio, straightenedSize, turnedSize, type CropOptions } from './geometry';
import { drawBox, HANDLES, keyBox, moveBox, pullHandle, type FracBox, type Handle } from './cropDrag';
import './CropView.css';

/** The options this view reads (the manifest imports this view, so it does not import the manifest). */
type Options = CropOptions & { rotate: string; flipH: boolean; flipV: boolean; straighten: number };

/** Longest side of the preview canvas, in canvas pixels. */
const PREVIEW = 900;
/** What one arrow key press moves or resizes the box by (a fraction of the image). */
const KEY_STEP = 0.01;

type Drag = { kind: 'draw'; from: { x: number; y: number } } | { kind: 'move' | Handle; from: { x: number; y: number }; origin: FracBox };

/** Percent for the options, to the schema's 0.01. */
const pct = (f: number) => Math.round(f * 10000) / 100;

/** A box placed in percent of the frame. */
const boxStyle = (b: FracBox) => ({ left: `${b.x * 100}%`, top: `${b.y * 100}%`, width: `${b.w * 100}%`, height: `${b.h * 100}%` });

/**
 * The picked photo as it will be turned, flipped and straightened, with the crop box over it: drawn,
 * moved and resized with a mouse, a finger (pinch zooms, see canvasZoom) or the keyboard. It writes the
 * crop fields of the options, the ones the form shows; or, for a file of a batch given its own crop
 * ("Own crop for this file"), that file's own crop fields (the manifest's perFileOptions).
 */
export default function CropView({ toolId, files, options, setOptions, perFileKeys, fileOptions, setFileOptions }: InputViewProps) {
  const { t } = useTranslation(toolId);
  const [index, setIndex] = useState(0);
  const at = Math.min(index, files.length - 1);
  const file = files.length ? files[at] : undefined;
  /** This file's own options when it has its own crop, else the batch's. */
  const own = fileOptions[at];
  const o = (own ?? options) as unknown as Options;
  /** The photo upright (createImageBitmap applies EXIF orientation, as the pipeline's decoder does); null: not shown here. */
  const [bitmap, setBitmap] = useState<ImageBitmap | null>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const zoom = useCanvasZoom(stageRef, canvasRef);
  const dragRef = useRef<Drag>(undefined);
  const [draft, setDraftState] = useState<FracBox>();
  // The drag's box as of the last move (the pointer-up handler may come before that render).
  const draftRef = useRef<FracBox>(undefined);
  const setDraft = (b: FracBox | undefined) => {
    draftRef.current = b;
    setDraftState(b);
  };

  useEffect(() => {
    if (!file) return;
    let alive = true;
    let shown: ImageBitmap | undefined;
    setBitmap(undefined);
    createImageBitmap(file).then(
      (b) => {
        shown = b;
        if (alive) setBitmap(b);
        else b.close();
      },
      () => alive && setBitmap(null),
    );
    return () => {
      alive = false;
      shown?.close();
    };
  }, [file]);

  const turned = bitmap ? turnedSize(bitmap.width, bitmap.height, o.rotate) : undefined;
  const image = turned && straightenedSize(turned.width, turned.height, o.straighten);

  // Draw the photo the way the pipeline turns it: the 90° turn, the flip, then the straightening.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!bitmap || !canvas) return;
    const t90 = turnedSize(bitmap.width, bitmap.height, o.rotate);
    const image = straightenedSize(t90.width, t90.height, o.straighten);
    const k = Math.min(1, PREVIEW / Math.max(image.width, image.height));
    canvas.width = Math.max(1, Math.round(image.width * k));
    canvas.height = Math.max(1, Math.round(image.height * k));
    const g = canvas.getContext('2d')!;
    g.save();
    g.translate(canvas.width / 2, canvas.height / 2);
    g.rotate((o.straighten * Math.PI) / 180);
    g.scale(o.flipH ? -1 : 1, o.flipV ? -1 : 1);
    g.rotate((Number(o.rotate) * Math.PI) / 180);
    g.drawImage(bitmap, (-bitmap.width * k) / 2, (-bitmap.height * k) / 2, bitmap.width * k, bitmap.height * k);
    g.restore();
  }, [bitmap, o.rotate, o.flipH, o.flipV, o.straighten]);

  if (!file) return null;

  /** The crop's ratio in fractions of this image. */
  const ratio = image && cropRatio(o.crop) ? (cropRatio(o.crop)! * image.height) / image.width : undefined;
  /** The box as the pipeline will cut it from this file. */
  const px = image && o.crop !== 'off' ? cropBox(image.width, image.height, o) : undefined;
  const shownBox: FracBox | undefined =
    draft ??
    (px && image ? { x: px.x / image.width, y: px.y / image.height, w: px.width / image.width, h: px.height / image.height } : undefined);

  /** Sets crop fields: this file's own when it has its own crop, else the batch's. */
  const setCrop = (crop: Pick<Options, 'crop' | 'cropLeft' | 'cropTop' | 'cropWidth' | 'cropHeight'>) =>
    own ? setFileOptions(at, { ...pickCrop(own), ...crop }) : setOptions({ ...options, ...crop });

  const commit = (b: FracBox) =>
    setCrop({
      crop: o.crop === 'off' ? 'free' : o.crop,
      cropLeft: pct(b.x),
      cropTop: pct(b.y),
      cropWidth: pct(b.w),
      cropHeight: pct(b.h),
    });

  /** The fields a file may set for itself, as they are in `from`. */
  const pickCrop = (from: Record<string, unknown>) => Object.fromEntries(perFileKeys.map((k) => [k, from[k]]));

  const pointAt = (e: ReactPointerEvent) => {
    const r = canvasRef.current!.getBoundingClientRect();
    return { x: Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)), y: Math.min(1, Math.max(0, (e.clientY - r.top) / r.height)) };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (zoom.pinch.onPointerDown(e)) {
      // A second finger: the drag is dropped, the fingers zoom and pan.
      dragRef.current = undefined;
      setDraft(undefined);
      return;
    }
    if (e.button !== 0 || !image) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const from = pointAt(e);
    const handle = (e.target as HTMLElement).closest<HTMLElement>('[data-handle]')?.dataset.handle as Handle | undefined;
    const inBox = (e.target as HTMLElement).closest('.crop-box');
    if (shownBox && (handle || inBox)) dragRef.current = { kind: handle ?? 'move', from, origin: shownBox };
    else dragRef.current = { kind: 'draw', from };
    e.preventDefault();
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (zoom.pinch.onPointerMove(e)) return;
    const drag = dragRef.current;
    if (!drag) return;
    const at = pointAt(e);
    const dx = at.x - drag.from.x;
    const dy = at.y - drag.from.y;
    if (drag.kind === 'draw') setDraft(drawBox(drag.from, at, ratio));
    else if (drag.kind === 'move') setDraft(moveBox(drag.origin, dx, dy));
    else setDraft(pullHandle(drag.origin, drag.kind, dx, dy, ratio));
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (zoom.pinch.onPointerUp(e)) return;
    const drag = dragRef.current;
    const draft = draftRef.current;
    dragRef.current = undefined;
    // A click without a drag draws nothing.
    if (drag && draft && (drag.kind !== 'draw' || (draft.w > 0.02 && draft.h > 0.02))) commit(draft);
    setDraft(undefined);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!shownBox) return;
    const next = keyBox(shownBox, e.key, e.shiftKey, KEY_STEP, ratio);
    if (!next) return;
    e.preventDefault();
    commit(next);
  };

  const reset = () => setCrop({ crop: 'off', cropLeft: 0, cropTop: 0, cropWidth: 100, cropHeight: 100 });
  const many = files.length > 1;
  // Turned on, the file starts from the batch's crop (nothing runs again until it is changed).
  const toggleOwn = (on: boolean) => setFileOptions(at, on ? pickCrop(options) : undefined);

  return (
    <section className="crop-view" aria-labelledby="crop-view-h" data-testid="crop-view">
      <div className="crop-view-bar">
        <h2 id="crop-view-h">{t('view.title')}</h2>
        {many && (
          <span className="crop-view-files" role="group" aria-label={t('view.files')}>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setIndex(at - 1)}
              disabled={at === 0}
              aria-label={t('view.previous')}
              data-testid="crop-previous"
            >
              <ChevronLeft size={16} aria-hidden />
            </button>
            <span className="small" data-testid="crop-file">
              {t('view.fileOf', { n: at + 1, count: files.length, name: file.name })}
            </span>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setIndex(at + 1)}
              disabled={at === files.length - 1}
              aria-label={t('view.next')}
              data-testid="crop-next"
            >
              <ChevronRight size={16} aria-hidden />
            </button>
          </span>
        )}
        {many && perFileKeys.length > 0 && (
          <label className="crop-own small">
            <input type="checkbox" checked={!!own} onChange={(e) => toggleOwn(e.currentTarget.checked)} data-testid="crop-own" />
            {t('view.own')}
          </label>
        )}
        <ZoomButtons {...zoom} />
        {o.crop !== 'off' && (
          <button type="button" className="btn btn-small" onClick={reset} data-testid="crop-reset">
            {t('view.reset')}
          </button>
        )}
      </div>
      {bitmap === null ? (
        <p className="muted small" data-testid="crop-no-preview">
          {t('view.noPreview')}
        </p>
      ) : (
        <div className={zoom.zoom > 1 ? 'crop-stage zoomed' : 'crop-stage'} ref={stageRef}>
          <div
            className="crop-frame"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          >
            <canvas ref={canvasRef} style={zoom.canvasStyle} data-testid="crop-canvas" aria-label={t('view.canvas')} />
            {shownBox && (
              <div className="crop-shade">
                <div style={boxStyle(shownBox)} />
              </div>
            )}
            {shownBox && (
              <div
                className="crop-box"
                tabIndex={0}
                role="group"
                aria-label={t('view.box', { width: px?.width ?? 0, height: px?.height ?? 0 })}
                aria-describedby="crop-view-help"
                data-testid="crop-box"
                data-box={px ? `${px.x},${px.y},${px.width},${px.height}` : ''}
                onKeyDown={onKeyDown}
                style={boxStyle(shownBox)}
              >
                {HANDLES.map((h) => (
                  <span key={h} className={`crop-handle crop-handle-${h}`} data-handle={h} aria-hidden />
                ))}
              </div>
            )}
          </div>
        </div>
      )}
      <p className="muted small" id="crop-view-help">
        {t('view.help')} {many && perFileKeys.length > 0 && t(own ? 'view.ownHelp' : 'view.batchHelp')}
      </p>
      {px?.anchored && (
        <p className="small" data-testid="crop-anchored">
          {t('view.anchored')}
        </p>
      )}
    </section>
  );
}
