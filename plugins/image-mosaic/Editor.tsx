import { useCallback, useEffect, useRef, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Eraser, Undo2, Wand2 } from 'lucide-react';
import type { EditorProps } from '../../src/runner/editorProps';
import { useCanvasZoom, ZoomButtons } from '../../src/runner/canvasZoom';
import type { CellShape } from './pixelate';
import { useImageList } from './useImageList';
import { useAreas } from './useAreas';
import { useAreaDrag } from './useAreaDrag';
import { usePreviewSource } from './usePreviewSource';
import { drawPreview } from './drawPreview';
import { useApply } from './useApply';
import { ImageList } from './ImageList';
import './Editor.css';

/**
 * Image Mosaic: a list of images, areas drawn on the selected one's preview (the same areas, as
 * fractions, apply to every image), then "apply" runs each image through the pipeline. The parts:
 * the list (useImageList, ImageList), the areas and their undo (useAreas), the pointer drags
 * (useAreaDrag), the preview (usePreviewSource, drawPreview) and the run (useApply).
 */
export default function ImageMosaicEditor(props: EditorProps) {
  const { tool, options, notify, download, useKept, Fields } = props;
  const { t } = useTranslation(tool.id);
  const blockSize = Number(options.blockSize);
  const shape = options.shape as CellShape;
  const list = useImageList(props);
  const areas = useAreas(useKept);
  const { regions, selected, commit, undo, removeSelected, canUndo } = areas;
  const { outcomes, busy, apply, finished, single, downloadAll } = useApply(props, list.items, regions);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const zoom = useCanvasZoom(stageRef, canvasRef);
  const onDecodeFailed = useCallback(() => notify(t('common:errors.decodeFailed'), 'destructive'), [notify, t]);
  const { sourceRef, version } = usePreviewSource(list.current?.view, onDecodeFailed);
  const { shown, handlers } = useAreaDrag(areas, sourceRef, zoom.pinch);

  useEffect(() => {
    const canvas = canvasRef.current;
    const source = sourceRef.current;
    if (canvas && source) drawPreview(canvas, source, shown, selected, blockSize, shape);
  }, [shown, selected, blockSize, shape, version, sourceRef]);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    void list.addFiles([...e.dataTransfer.files]);
  };

  return (
    <div className="image-mosaic" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <ImageList tool={tool} Fields={Fields} download={download} list={list} outcomes={outcomes} />

      <section className="image-mosaic-main">
        <div className="image-mosaic-toolbar">
          <Fields names={['blockSize', 'shape']} />
          <button type="button" className="btn btn-small" onClick={undo} disabled={!canUndo} title={t('undoHint')}>
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
          {list.current ? (
            <canvas
              ref={canvasRef}
              style={zoom.canvasStyle}
              data-testid="mosaic-canvas"
              data-selected-area={selected ?? ''}
              aria-label={t('canvasLabel', { count: regions.length })}
              {...handlers}
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
            disabled={busy || regions.length === 0 || list.items.length === 0}
          >
            <Wand2 size={16} aria-hidden /> {t('apply', { count: list.items.length })}
          </button>
          {single ? (
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
