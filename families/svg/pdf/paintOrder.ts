/**
 * svg2pdf.js paints a shape's fill, then its stroke, then its markers, whatever `paint-order` says; and
 * a gradient fill (jsPDF's shading) after the stroke, over its inner half. A shape painted in another
 * order, or a gradient-filled shape with a stroke, becomes a group of one copy per part (fill only,
 * stroke only, markers only), in the order asked. What applies to the shape as a whole (transform, opacity, clip, mask,
 * filter) moves to the group, so the parts are not made see-through one by one. Text is left alone: a
 * copy per part would put its words in the PDF twice.
 */

import { urlReference } from './hiddenDefs';

const SVG_NS = 'http://www.w3.org/2000/svg';
const SHAPES = 'path, line, polyline, polygon, rect, circle, ellipse';
const PARTS = ['fill', 'stroke', 'markers'] as const;
type Part = (typeof PARTS)[number];
const WHOLE = ['transform', 'opacity', 'clip-path', 'mask', 'filter'];
const MARKERS = ['marker-start', 'marker-mid', 'marker-end'];

/** "stroke" → stroke, fill, markers: the parts named first, the others after in their usual order. */
export function paintOrder(value: string): Part[] {
  const named = value
    .trim()
    .split(/\s+/)
    .filter((p): p is Part => (PARTS as readonly string[]).includes(p));
  return [...new Set([...named, ...PARTS])];
}

/** Copy of `shape` that paints only `part`. */
function onlyPart(shape: Element, part: Part, whole: string[], paints: { fill: string; stroke: string }): Element {
  const copy = shape.cloneNode(true) as Element;
  copy.removeAttribute('id');
  for (const name of whole) copy.removeAttribute(name);
  if (part !== 'fill') copy.setAttribute('fill', 'none');
  if (part !== 'stroke') copy.setAttribute('stroke', 'none');
  if (part !== 'markers') for (const m of MARKERS) copy.setAttribute(m, 'none');
  // Markers painted in context-fill / context-stroke still take the shape's own paint (markers.ts).
  else for (const p of ['fill', 'stroke'] as const) copy.setAttribute(`data-lk-context-${p}`, paints[p]);
  return copy;
}

export function splitPaintOrder(root: Element, win: Window) {
  // Computed first: inherited orders and paints, and overrides lower down, as the browser resolves them.
  const orders = Array.from(root.querySelectorAll(SHAPES)).map((shape) => {
    const cs = win.getComputedStyle(shape);
    const order = paintOrder(cs.getPropertyValue('paint-order'));
    const reordered = order.join() !== PARTS.join();
    const paints = { fill: cs.getPropertyValue('fill'), stroke: cs.getPropertyValue('stroke') };
    return [shape, order, reordered, reordered || shadingUnderStroke(root, cs), paints] as const;
  });
  for (const el of Array.from(root.querySelectorAll('[paint-order]'))) el.removeAttribute('paint-order');
  for (const [shape, order, reordered, split, paints] of orders) {
    if (!split || shape.closest('clipPath')) continue;
    // In the usual order each part keeps its opacity, as svg2pdf.js gives it to the whole shape's parts
    // anyway: on the group it would make the shape an image (see-through group with overlapping parts).
    const whole = reordered ? WHOLE : WHOLE.filter((n) => n !== 'opacity');
    const group = root.ownerDocument.createElementNS(SVG_NS, 'g');
    for (const name of whole) {
      const v = shape.getAttribute(name);
      if (v !== null) group.setAttribute(name, v);
    }
    if (shape.id) group.id = shape.id;
    for (const part of order) group.appendChild(onlyPart(shape, part, whole, paints));
    shape.replaceWith(group);
  }
}

/** A gradient fill under a stroke that is drawn. */
function shadingUnderStroke(root: Element, cs: CSSStyleDeclaration): boolean {
  const stroke = cs.getPropertyValue('stroke');
  if (stroke === 'none' || !(parseFloat(cs.getPropertyValue('stroke-width')) > 0)) return false;
  const id = urlReference(cs.getPropertyValue('fill'))?.id;
  const server = id ? root.ownerDocument.getElementById(id) : null;
  return server?.localName === 'linearGradient' || server?.localName === 'radialGradient';
}
