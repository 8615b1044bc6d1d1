import { pixelate, type CellShape } from './pixelate';
import { corners, HANDLE } from './areaGeometry';
import type { Region } from './regions';
import type { PreviewSource } from './usePreviewSource';

/**
 * The live preview: a copy of the source pixelated at preview scale, then every area's outline (the
 * selected one solid blue with corner handles, the others dashed white).
 */
export function drawPreview(
  canvas: HTMLCanvasElement,
  source: PreviewSource,
  areas: Region[],
  selected: number | undefined,
  blockSize: number,
  shape: CellShape,
): void {
  canvas.width = source.width;
  canvas.height = source.height;
  const ctx = canvas.getContext('2d')!;
  const preview = new ImageData(new Uint8ClampedArray(source.pixels.data), source.width, source.height);
  pixelate(preview, areas, Math.max(1, blockSize * source.scale), shape);
  ctx.putImageData(preview, 0, 0);
  areas.forEach((r, i) => {
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
}
