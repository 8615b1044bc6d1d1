import type { Region } from './regions';

/** What a pointer drag is doing: drawing a new area, moving one, or pulling one of its corners. */
export type Drag =
  | { kind: 'draw'; start: { x: number; y: number } }
  | { kind: 'move'; index: number; start: { x: number; y: number }; origin: Region }
  | { kind: 'resize'; index: number; corner: number; origin: Region };

/** Side of a corner handle in preview pixels. */
export const HANDLE = 8;

export const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Corners clockwise from top-left. */
export function corners(x: number, y: number, w: number, h: number): [number, number][] {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

/** The areas as they look mid-drag: the dragged one replaced, or the new one added. */
export function replaceOrAdd(regions: Region[], drag: Drag | undefined, draft: Region): Region[] {
  if (drag && drag.kind !== 'draw') return regions.map((r, i) => (i === drag.index ? draft : r));
  return [...regions, draft];
}
