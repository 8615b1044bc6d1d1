/** Small facts about SVG elements shared by the PDF steps. */

/** A selector for the containers whose content is drawn only through a reference (`el.closest(...)`). */
export const REFERENCED_ONLY = 'defs, clipPath, mask, pattern, marker, symbol';

/** Elements never drawn where they stand (only through a reference), and what they hold. */
export const RASTER_SKIP = new Set([
  'defs',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'symbol',
  'linearGradient',
  'radialGradient',
  'filter',
  'style',
  'title',
  'desc',
  'metadata',
]);

/** How a shape's outline is filled and stroked. */
export const PAINT_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
];

export const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

/** Draws something where it stands in the tree. */
export function isRenderable(e: Element): boolean {
  return !RASTER_SKIP.has(e.localName) && e.getAttribute('display') !== 'none';
}

export function opacityOf(e: Element): number {
  const v = parseFloat(e.getAttribute('opacity') ?? '1');
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 1;
}
