/**
 * The selected text's on-canvas handles: corner squares that resize it and a knob above it that
 * rotates it. Sizes are in screen pixels (times `screenPx`, one screen pixel in output pixels) so
 * the handles stay the same size at every zoom.
 */
import { normaliseAngle, type Size, type TextItem } from './scene';
import { boxCorners, type TextLayout } from './textLayout';

export type HandleKind = 'resize' | 'rotate';

/** Gap between the box and its outline, and the rotate knob's distance above the outline. */
export const OUTLINE_PAD = 6;
export const KNOB_GAP = 28;
export const HANDLE_RADIUS = 8;

type Point = [number, number];

export function handlePositions(
  layout: Pick<TextLayout, 'width' | 'height'>,
  item: TextItem,
  size: Size,
  screenPx: number,
): { corners: Point[]; knob: Point; knobBase: Point } {
  const corners = boxCorners(layout, item, size, OUTLINE_PAD * screenPx);
  const a = (item.rotation * Math.PI) / 180;
  const cx = item.x * size.width;
  const cy = item.y * size.height;
  // "Up" in the item's own frame, turned with it.
  const up = (d: number): Point => [cx + d * Math.sin(a), cy - d * Math.cos(a)];
  const top = layout.height / 2 + OUTLINE_PAD * screenPx;
  return { corners, knobBase: up(top), knob: up(top + KNOB_GAP * screenPx) };
}

/** Which handle (if any) is under a point; fingers get a bigger target. */
export function handleAt(
  layout: Pick<TextLayout, 'width' | 'height'>,
  item: TextItem,
  size: Size,
  px: number,
  py: number,
  screenPx: number,
  touch = false,
): HandleKind | undefined {
  const reach = (touch ? 2 : 1.25) * HANDLE_RADIUS * screenPx;
  const near = ([x, y]: Point) => Math.hypot(px - x, py - y) <= reach;
  const h = handlePositions(layout, item, size, screenPx);
  if (near(h.knob)) return 'rotate';
  if (h.corners.some(near)) return 'resize';
  return undefined;
}

/** Font size after pulling a corner from `start` to `now`: it scales with the distance from the centre. */
export function resizedSize(originSize: number, centre: Point, start: Point, now: Point): number {
  const from = Math.hypot(start[0] - centre[0], start[1] - centre[1]);
  const to = Math.hypot(now[0] - centre[0], now[1] - centre[1]);
  if (from < 1) return originSize;
  return Math.round(Math.min(400, Math.max(10, (originSize * to) / from)));
}

/** Angle after turning the knob from `start` to `now` around the centre; sticks to 0/90/180/-90 within 4°. */
export function rotatedAngle(originRotation: number, centre: Point, start: Point, now: Point): number {
  const angle = (p: Point) => (Math.atan2(p[1] - centre[1], p[0] - centre[0]) * 180) / Math.PI;
  const turned = normaliseAngle(Math.round(originRotation + angle(now) - angle(start)));
  for (const right of [-180, -90, 0, 90, 180]) if (Math.abs(turned - right) <= 4) return right === -180 ? 180 : right;
  return turned;
}
