import { getAttr, setAttr } from './svgSafety';
import type { XmlElement } from './xmlParse';

/**
 * The size an SVG says it has, in CSS pixels, the way browsers read it: width/height with units,
 * the missing side from the viewBox ratio, the viewBox size when both are missing, else 300×150.
 */

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SvgSize {
  width: number;
  height: number;
  viewBox?: ViewBox;
}

/** Browsers' default size for replaced content without any size. */
export const DEFAULT_SIZE = { width: 300, height: 150 };

const UNIT_PX: Record<string, number> = {
  '': 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  mm: 96 / 25.4,
  cm: 96 / 2.54,
  in: 96,
  q: 96 / 101.6,
  em: 16,
  rem: 16,
  ex: 8,
};

/** A length in px, or undefined for missing, percentages, "auto" and nonsense. */
export function parseLength(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const m = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  if (!m) return undefined;
  const factor = UNIT_PX[m[2].toLowerCase()];
  const px = Number(m[1]) * (factor ?? NaN);
  return Number.isFinite(px) && px > 0 ? px : undefined;
}

export function parseViewBox(value: string | undefined): ViewBox | undefined {
  if (!value) return undefined;
  const n = value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (n.length !== 4 || n.some((x) => !Number.isFinite(x)) || n[2] <= 0 || n[3] <= 0) return undefined;
  return { x: n[0], y: n[1], width: n[2], height: n[3] };
}

export function svgSize(root: XmlElement): SvgSize {
  const viewBox = parseViewBox(getAttr(root, 'viewBox'));
  const w = parseLength(getAttr(root, 'width'));
  const h = parseLength(getAttr(root, 'height'));
  if (w && h) return { width: w, height: h, viewBox };
  if (viewBox) {
    const ratio = viewBox.width / viewBox.height;
    if (w) return { width: w, height: w / ratio, viewBox };
    if (h) return { width: h * ratio, height: h, viewBox };
    return { width: viewBox.width, height: viewBox.height, viewBox };
  }
  return { width: w ?? DEFAULT_SIZE.width, height: h ?? DEFAULT_SIZE.height };
}

/**
 * Makes the root draw at exactly width×height px: sets width/height and adds a viewBox when there was
 * none (so the content scales instead of being cropped). `stretch` ignores the aspect ratio.
 */
export function setRenderSize(root: XmlElement, size: SvgSize, width: number, height: number, stretch: boolean): void {
  if (!size.viewBox) setAttr(root, 'viewBox', `0 0 ${round(size.width)} ${round(size.height)}`);
  setAttr(root, 'width', String(width));
  setAttr(root, 'height', String(height));
  if (stretch) setAttr(root, 'preserveAspectRatio', 'none');
}

const round = (n: number) => Math.round(n * 1000) / 1000;
