/**
 * Draws the editor's preview: the scene at the exact output size, then the selection outline,
 * handles and centre guides. Returns true when the browser gives no 2D context.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { drawOverlay, renderScene, splitForEditing, type Guides, type ImageMap, type Selection } from './render';
import { createSurface } from './exportCover';
import { handlePositions } from './handles';
import { layoutText } from './textLayout';
import type { Scene, Size } from './scene';

export function useCoverPreview(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  scene: Scene,
  size: Size,
  images: ImageMap,
  selection: Selection,
  guides: Guides,
): boolean {
  // Everything under the selected item is drawn once into a cached layer (a full-size redraw with
  // shadows and images is slow in software rendering); each frame blits it and draws the rest.
  const layerRef = useRef<{ key: string; images: ImageMap; source: CanvasImageSource }>(undefined);
  const [canvasFailed, setCanvasFailed] = useState(false);
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
      // Where the selected text's handles are (output pixels): "corner corner corner corner knob", and
      // for which state of it (text, size, rotation), so a test can wait for the handles it needs.
      const item = selection?.kind === 'text' ? scene.texts.find((x) => x.id === selection.id) : undefined;
      if (item) {
        const h = handlePositions(layoutText(ctx, item, size), item, size, size.width / shown);
        canvas.dataset.handles = [...h.corners, h.knob].map((pt) => pt.map(Math.round).join(',')).join(' ');
        canvas.dataset.handlesOf = `${item.text}|${item.size}|${item.rotation}`;
      } else {
        delete canvas.dataset.handles;
        delete canvas.dataset.handlesOf;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [scene, size, images, selection, guides]);
  return canvasFailed;
}
