/**
 * Device frames drawn with paths (no images): a phone with a Dynamic Island, a tablet with even
 * bezels, a laptop with a lid and a base. The user's screenshot is fitted into the screen.
 */
import type { Device, Size } from './scene';
import { placeImage, type Rect } from './placeImage';
import type { DrawContext, ImageSource } from './drawTypes';

export interface DeviceGeometry {
  body: Rect;
  bodyRadius: number;
  screen: Rect;
  screenRadius: number;
  /** The phone's camera pill. */
  island?: Rect;
  /** The laptop's keyboard base. */
  base?: Rect;
  /** Pixels per device unit (the body's portrait width is one unit). */
  unit: number;
}

/** Portrait shapes in units of the body's width. */
const SHAPES = {
  phone: { h: 2.06, bezel: 0.045, radius: 0.17, screenRadius: 0.13 },
  tablet: { h: 1.31, bezel: 0.05, radius: 0.07, screenRadius: 0.035 },
} as const;
const LAPTOP = { lidH: 0.66, side: 0.03, top: 0.035, baseW: 1.16, baseH: 0.035 };

/** Fits the device into 90% of the canvas, times its scale, centred on its (x, y). */
export function deviceGeometry(device: Device, size: Size): DeviceGeometry {
  const cx = device.x * size.width;
  const cy = device.y * size.height;
  const fit = (bw: number, bh: number) => Math.min((0.9 * size.width) / bw, (0.9 * size.height) / bh) * device.scale;

  if (device.kind === 'laptop') {
    const totalH = LAPTOP.lidH + LAPTOP.baseH;
    const u = fit(LAPTOP.baseW, totalH);
    const top = cy - (totalH * u) / 2;
    const body = { x: cx - u / 2, y: top, w: u, h: LAPTOP.lidH * u };
    const screenW = (1 - 2 * LAPTOP.side) * u;
    const screen = { x: body.x + LAPTOP.side * u, y: top + LAPTOP.top * u, w: screenW, h: screenW / 1.6 };
    const base = { x: cx - (LAPTOP.baseW * u) / 2, y: body.y + body.h, w: LAPTOP.baseW * u, h: LAPTOP.baseH * u };
    return { body, bodyRadius: 0.03 * u, screen, screenRadius: 0.008 * u, base, unit: u };
  }

  const shape = SHAPES[device.kind];
  const [bw, bh] = device.landscape ? [shape.h, 1] : [1, shape.h];
  const u = fit(bw, bh);
  const body = { x: cx - (bw * u) / 2, y: cy - (bh * u) / 2, w: bw * u, h: bh * u };
  const b = shape.bezel * u;
  const screen = { x: body.x + b, y: body.y + b, w: body.w - 2 * b, h: body.h - 2 * b };
  const geometry: DeviceGeometry = { body, bodyRadius: shape.radius * u, screen, screenRadius: shape.screenRadius * u, unit: u };
  if (device.kind === 'phone') {
    const [iw, ih] = [0.3 * u, 0.09 * u];
    geometry.island = device.landscape
      ? { x: screen.x + 0.035 * u, y: cy - iw / 2, w: ih, h: iw }
      : { x: cx - iw / 2, y: screen.y + 0.035 * u, w: iw, h: ih };
  }
  return geometry;
}

/** A rounded rectangle path built from arcs (works on any 2D context). */
export function roundRectPath(ctx: DrawContext, r: Rect, radius: number): void {
  const rad = Math.max(0, Math.min(radius, r.w / 2, r.h / 2));
  ctx.beginPath();
  ctx.moveTo(r.x + rad, r.y);
  ctx.arcTo(r.x + r.w, r.y, r.x + r.w, r.y + r.h, rad);
  ctx.arcTo(r.x + r.w, r.y + r.h, r.x, r.y + r.h, rad);
  ctx.arcTo(r.x, r.y + r.h, r.x, r.y, rad);
  ctx.arcTo(r.x, r.y, r.x + r.w, r.y, rad);
  ctx.closePath();
}

export function drawDevice(ctx: DrawContext, device: Device, size: Size, screenshot?: ImageSource): DeviceGeometry {
  const g = deviceGeometry(device, size);
  ctx.save();
  // A soft drop shadow lifts the device off the background.
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = 0.06 * g.unit;
  ctx.shadowOffsetY = 0.02 * g.unit;
  ctx.fillStyle = device.frameColor;
  roundRectPath(ctx, g.body, g.bodyRadius);
  ctx.fill();
  if (g.base) {
    roundRectPath(ctx, g.base, g.base.h / 2);
    ctx.fill();
  }
  ctx.restore();

  ctx.save();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.2)';
  ctx.lineWidth = Math.max(1, 0.006 * g.unit);
  roundRectPath(ctx, g.body, g.bodyRadius);
  ctx.stroke();
  if (g.base) {
    // The thumb notch in the middle of the base.
    ctx.fillStyle = 'rgba(0, 0, 0, 0.3)';
    roundRectPath(ctx, { x: g.base.x + g.base.w * 0.42, y: g.base.y, w: g.base.w * 0.16, h: g.base.h * 0.35 }, g.base.h * 0.2);
    ctx.fill();
  }
  ctx.restore();

  ctx.save();
  roundRectPath(ctx, g.screen, g.screenRadius);
  ctx.clip();
  if (screenshot) {
    ctx.fillStyle = '#000000';
    ctx.fillRect(g.screen.x, g.screen.y, g.screen.w, g.screen.h);
    const r = placeImage(screenshot.width, screenshot.height, g.screen, 'cover', 0.5, 0);
    ctx.drawImage(screenshot.image, r.x, r.y, r.w, r.h);
  } else {
    // An empty screen: a quiet gradient, so the frame reads as a device before a screenshot is added.
    const grad = ctx.createLinearGradient(g.screen.x, g.screen.y, g.screen.x + g.screen.w, g.screen.y + g.screen.h);
    grad.addColorStop(0, '#334155');
    grad.addColorStop(1, '#64748b');
    ctx.fillStyle = grad;
    ctx.fillRect(g.screen.x, g.screen.y, g.screen.w, g.screen.h);
  }
  ctx.restore();

  if (g.island) {
    ctx.save();
    ctx.fillStyle = '#000000';
    roundRectPath(ctx, g.island, Math.min(g.island.w, g.island.h) / 2);
    ctx.fill();
    ctx.restore();
  }
  return g;
}

/** Is a point (output pixels) on the device? */
export function hitsDevice(device: Device, size: Size, px: number, py: number): boolean {
  if (!device.show) return false;
  const g = deviceGeometry(device, size);
  const inside = (r: Rect) => px >= r.x && px <= r.x + r.w && py >= r.y && py <= r.y + r.h;
  return inside(g.body) || (g.base !== undefined && inside(g.base));
}
