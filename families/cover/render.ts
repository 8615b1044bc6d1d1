/**
 * Draws a scene. Pure: the same scene, size and images always give the same picture, on a page
 * canvas or an OffscreenCanvas — the editor's preview and the export both call this.
 */
import { drawDevice, deviceGeometry, roundRectPath } from './deviceFrame';
import { placeImage } from './placeImage';
import type { Scene, Size, TextItem } from './scene';
import { layoutText } from './textLayout';
import { HANDLE_RADIUS, handlePositions } from './handles';
import type { DrawContext, ImageMap } from './drawTypes';

export type { DrawContext, ImageMap, ImageSource } from './drawTypes';

/** End points of a CSS-style linear gradient at `angle` degrees across a w×h box. */
export function gradientLine(angle: number, w: number, h: number): [number, number, number, number] {
  const a = (angle * Math.PI) / 180;
  const half = (Math.abs(w * Math.sin(a)) + Math.abs(h * Math.cos(a))) / 2;
  const dx = Math.sin(a) * half;
  const dy = -Math.cos(a) * half;
  return [w / 2 - dx, h / 2 - dy, w / 2 + dx, h / 2 + dy];
}

function drawBackground(ctx: DrawContext, scene: Scene, size: Size, images: ImageMap) {
  const bg = scene.background;
  if (bg.kind === 'gradient') {
    const grad = ctx.createLinearGradient(...gradientLine(bg.angle, size.width, size.height));
    grad.addColorStop(0, bg.color);
    grad.addColorStop(1, bg.color2);
    ctx.fillStyle = grad;
  } else {
    ctx.fillStyle = bg.color;
  }
  ctx.fillRect(0, 0, size.width, size.height);
  const image = bg.imageId ? images[bg.imageId] : undefined;
  if (image) {
    const r = placeImage(image.width, image.height, { x: 0, y: 0, w: size.width, h: size.height }, bg.fit, bg.posX, bg.posY);
    ctx.drawImage(image.image, r.x, r.y, r.w, r.h);
  }
}

function drawText(ctx: DrawContext, item: TextItem, size: Size) {
  if (!item.text.trim()) return;
  const layout = layoutText(ctx, item, size);
  ctx.save();
  ctx.translate(item.x * size.width, item.y * size.height);
  ctx.rotate((item.rotation * Math.PI) / 180);
  ctx.font = layout.font;
  ctx.textAlign = item.align;
  ctx.textBaseline = 'middle';
  ctx.fillStyle = item.color;
  if (item.shadow) {
    ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
    ctx.shadowBlur = layout.fontPx * 0.18;
    ctx.shadowOffsetY = layout.fontPx * 0.06;
  }
  if (item.stroke) {
    // The outline is drawn first and twice as wide, so the fill covers its inner half.
    ctx.strokeStyle = item.strokeColor;
    ctx.lineWidth = item.strokeWidth * layout.fontPx * 2;
    ctx.lineJoin = 'round';
    ctx.miterLimit = 2;
    for (const line of layout.lines) if (line.text) ctx.strokeText(line.text, line.x, line.y);
    // One shadow is enough: the fill above the outline casts none.
    ctx.shadowColor = 'rgba(0, 0, 0, 0)';
  }
  for (const line of layout.lines) if (line.text) ctx.fillText(line.text, line.x, line.y);
  ctx.restore();
}

/**
 * The finished picture: background, device, then text items in order (later ones on top).
 * `background: false` draws only the device and texts, over whatever the context already holds.
 */
export function renderScene(ctx: DrawContext, scene: Scene, size: Size, images: ImageMap = {}, { background = true } = {}): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  if (background) drawBackground(ctx, scene, size, images);
  if (scene.device.show) {
    const shot = scene.device.screenshotId ? images[scene.device.screenshotId] : undefined;
    drawDevice(ctx, scene.device, size, shot);
  }
  for (const item of scene.texts) drawText(ctx, item, size);
  ctx.restore();
}

export type Selection = { kind: 'text'; id: string } | { kind: 'device' } | undefined;

/**
 * Splits a scene for fast editing: `below` is everything under the selected item (it does not
 * change while that item is dragged or restyled, so the editor draws it once and keeps the pixels);
 * `above` is the selected item and everything over it, drawn with `background: false` each frame.
 * Drawing below, then above, gives exactly the full picture.
 */
export function splitForEditing(scene: Scene, selection: Selection): { below: Scene; above: Scene } {
  const noDevice = { ...scene.device, show: false };
  if (selection?.kind === 'device' && scene.device.show) {
    return { below: { ...scene, device: noDevice, texts: [] }, above: scene };
  }
  const i = selection?.kind === 'text' ? scene.texts.findIndex((t) => t.id === selection.id) : -1;
  if (i >= 0)
    return { below: { ...scene, texts: scene.texts.slice(0, i) }, above: { ...scene, device: noDevice, texts: scene.texts.slice(i) } };
  return { below: scene, above: { ...scene, device: noDevice, texts: [] } };
}

export interface Guides {
  x: boolean;
  y: boolean;
}

/**
 * Editor-only marks over a rendered scene: the selection outline and the centre guides. `screenPx`
 * is the size of one screen pixel in output pixels, so lines look the same at every zoom.
 */
export function drawOverlay(ctx: DrawContext, scene: Scene, size: Size, selection: Selection, guides: Guides, screenPx: number): void {
  ctx.save();
  ctx.lineWidth = 2 * screenPx;
  if (guides.x || guides.y) {
    ctx.strokeStyle = '#ec4899';
    ctx.setLineDash([6 * screenPx, 4 * screenPx]);
    ctx.beginPath();
    if (guides.x) {
      ctx.moveTo(size.width / 2, 0);
      ctx.lineTo(size.width / 2, size.height);
    }
    if (guides.y) {
      ctx.moveTo(0, size.height / 2);
      ctx.lineTo(size.width, size.height / 2);
    }
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.strokeStyle = '#3b82f6';
  if (selection?.kind === 'text') {
    const item = scene.texts.find((t) => t.id === selection.id);
    if (item) {
      const { corners, knob, knobBase } = handlePositions(layoutText(ctx, item, size), item, size, screenPx);
      ctx.beginPath();
      corners.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
      ctx.closePath();
      ctx.moveTo(...knobBase);
      ctx.lineTo(...knob);
      ctx.stroke();
      ctx.fillStyle = '#3b82f6';
      const half = (HANDLE_RADIUS / 2) * screenPx;
      for (const [x, y] of corners) ctx.fillRect(x - half, y - half, 2 * half, 2 * half);
      // The rotate knob: a white dot ringed in blue.
      ctx.beginPath();
      ctx.arc(knob[0], knob[1], (HANDLE_RADIUS - 2) * screenPx, 0, 2 * Math.PI);
      ctx.fillStyle = '#ffffff';
      ctx.fill();
      ctx.stroke();
    }
  } else if (selection?.kind === 'device' && scene.device.show) {
    const g = deviceGeometry(scene.device, size);
    roundRectPath(
      ctx,
      { x: g.body.x - 4 * screenPx, y: g.body.y - 4 * screenPx, w: g.body.w + 8 * screenPx, h: g.body.h + (g.base?.h ?? 0) + 8 * screenPx },
      g.bodyRadius,
    );
    ctx.stroke();
  }
  ctx.restore();
}
