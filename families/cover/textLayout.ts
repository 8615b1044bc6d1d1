/**
 * Where the lines of a text item go. A text box is centred on the item's (x, y); lines are stacked
 * around that centre and aligned inside the box. Drawing, hit-testing and the selection outline all
 * use this one layout, so what you click is what is drawn.
 */
import { fontById } from '../../src/engines/fontList';
import { fontPixels, type Size, type TextItem } from './scene';

export type Measurer = Pick<CanvasRenderingContext2D, 'font' | 'measureText'>;

export const LINE_HEIGHT = 1.25;

export interface LaidLine {
  text: string;
  width: number;
  /** Anchor x for fillText with textAlign = the item's align, relative to the box centre. */
  x: number;
  /** Middle of the line (textBaseline 'middle'), relative to the box centre. */
  y: number;
}

export interface TextLayout {
  font: string;
  fontPx: number;
  lineHeight: number;
  lines: LaidLine[];
  /** Box size in output pixels (before rotation). */
  width: number;
  height: number;
}

/** The CSS font shorthand for an item at an output size. */
export function fontCss(item: Pick<TextItem, 'bold' | 'font' | 'size'>, size: Size): string {
  const px = Math.max(1, Math.round(fontPixels(item, size) * 100) / 100);
  return `${item.bold ? 'bold ' : ''}${px}px ${fontById(item.font).family}`;
}

export function layoutText(m: Measurer, item: TextItem, size: Size): TextLayout {
  const font = fontCss(item, size);
  const fontPx = fontPixels(item, size);
  const lineHeight = fontPx * LINE_HEIGHT;
  m.font = font;
  const texts = item.text.split(/\r?\n/);
  const widths = texts.map((t) => (t ? m.measureText(t).width : 0));
  const width = Math.max(fontPx * 0.5, ...widths);
  const height = texts.length * lineHeight;
  const x = item.align === 'left' ? -width / 2 : item.align === 'right' ? width / 2 : 0;
  const lines = texts.map((text, i) => ({ text, width: widths[i], x, y: (i - (texts.length - 1) / 2) * lineHeight }));
  return { font, fontPx, lineHeight, lines, width, height };
}

/** A point in output pixels, turned into the item's own unrotated frame (origin at its centre). */
export function toLocal(item: Pick<TextItem, 'x' | 'y' | 'rotation'>, size: Size, px: number, py: number): { x: number; y: number } {
  const dx = px - item.x * size.width;
  const dy = py - item.y * size.height;
  const a = (-item.rotation * Math.PI) / 180;
  return { x: dx * Math.cos(a) - dy * Math.sin(a), y: dx * Math.sin(a) + dy * Math.cos(a) };
}

/** Is the point (output pixels) on the item's box? `pad` widens the box for fingers. */
export function hitsText(
  layout: Pick<TextLayout, 'width' | 'height'>,
  item: TextItem,
  size: Size,
  px: number,
  py: number,
  pad = 0,
): boolean {
  const p = toLocal(item, size, px, py);
  return Math.abs(p.x) <= layout.width / 2 + pad && Math.abs(p.y) <= layout.height / 2 + pad;
}

/** The topmost text item under a point, or undefined. */
export function textAt(m: Measurer, items: readonly TextItem[], size: Size, px: number, py: number, pad = 0): TextItem | undefined {
  for (let i = items.length - 1; i >= 0; i--) {
    if (hitsText(layoutText(m, items[i], size), items[i], size, px, py, pad)) return items[i];
  }
  return undefined;
}

/** The four corners of an item's box in output pixels (for outlines). */
export function boxCorners(layout: Pick<TextLayout, 'width' | 'height'>, item: TextItem, size: Size, pad = 0): [number, number][] {
  const a = (item.rotation * Math.PI) / 180;
  const cx = item.x * size.width;
  const cy = item.y * size.height;
  const w = layout.width / 2 + pad;
  const h = layout.height / 2 + pad;
  return (
    [
      [-w, -h],
      [w, -h],
      [w, h],
      [-w, h],
    ] as [number, number][]
  ).map(([x, y]) => [cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)]);
}
