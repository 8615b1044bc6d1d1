/**
 * Markers become plain drawing: each marker a path, line, polyline or polygon shows is copied where it
 * stands (markerPlaces.ts), as a group moved, turned and scaled as the marker says, clipped to its
 * viewport unless its overflow is visible. svg2pdf.js draws markers itself, but clips every one to its
 * viewBox (or 3 × 3) even with overflow visible, so Inkscape's markers, drawn around their reference
 * point, mostly vanish; it also puts marker-start on every subpath, ignores markerUnits and arcs, and
 * misplaces marker-mid.
 */

import { pathMarkerPlaces, pointMarkerPlaces, type MarkerPlace } from './markerPlaces';
import { urlReference } from './hiddenDefs';
import { absolutePath } from './pathAbsolute';
import { viewBoxFit } from './patternLayout';
import { PAINT_PROPS } from './svgTree';

const SVG_NS = 'http://www.w3.org/2000/svg';
const MARKERS = ['marker-start', 'marker-mid', 'marker-end'] as const;
const SHAPES = 'path, line, polyline, polygon';
/** What applies to the shape as a whole, markers included: it moves to the group that holds both. */
const WHOLE = ['transform', 'opacity', 'clip-path', 'mask', 'filter'];
/**
 * Marker content inherits from the marker's ancestors, not from the shape: these are set on each copy
 * where the two differ.
 */
const INHERITED = [...PAINT_PROPS, 'fill-rule', 'visibility', 'color'];

/** A computed style value as the attribute value the rest of the conversion reads. */
export type Baked = (prop: string, value: string) => string;

interface MarkerBox {
  marker: SVGMarkerElement;
  /** Transform from the marker's content to the shape's user space at the vertex, before turning and scaling. */
  content: string;
  refX: number;
  refY: number;
  clip: string | null;
  userSpace: boolean;
}

export function expandMarkers(root: SVGSVGElement, win: Window, baked: Baked) {
  const doc = root.ownerDocument;
  const boxes = new Map<SVGMarkerElement, MarkerBox>();
  let defs: Element | null = null;
  const clipId = (marker: SVGMarkerElement, rect: [number, number, number, number]) => {
    defs ??= root.insertBefore(doc.createElementNS(SVG_NS, 'defs'), root.firstChild);
    const clip = doc.createElementNS(SVG_NS, 'clipPath');
    clip.id = `lk-marker-clip-${boxes.size}-${marker.id}`;
    clip.setAttribute('clipPathUnits', 'userSpaceOnUse');
    const r = doc.createElementNS(SVG_NS, 'rect');
    ['x', 'y', 'width', 'height'].forEach((name, i) => r.setAttribute(name, String(rect[i])));
    clip.appendChild(r);
    defs.appendChild(clip);
    return clip.id;
  };
  const boxOf = (marker: SVGMarkerElement): MarkerBox => {
    let box = boxes.get(marker);
    if (box) return box;
    const w = marker.markerWidth.baseVal.value;
    const h = marker.markerHeight.baseVal.value;
    const vb = marker.viewBox.baseVal;
    const hasBox = marker.hasAttribute('viewBox') && vb && vb.width > 0 && vb.height > 0;
    const fit = hasBox ? viewBoxFit(vb, w, h, marker.getAttribute('preserveAspectRatio') ?? '') : { sx: 1, sy: 1, tx: 0, ty: 0 };
    const origin = hasBox ? { x: vb.x, y: vb.y } : { x: 0, y: 0 };
    const overflow = win.getComputedStyle(marker).getPropertyValue('overflow');
    // The viewport (0 0 w h) in content units.
    const clipRect: [number, number, number, number] = [origin.x - fit.tx / fit.sx, origin.y - fit.ty / fit.sy, w / fit.sx, h / fit.sy];
    box = {
      marker,
      content: `scale(${fit.sx} ${fit.sy})`,
      refX: marker.refX.baseVal.value,
      refY: marker.refY.baseVal.value,
      clip: /^(visible|auto)$/.test(overflow) ? null : clipId(marker, clipRect),
      userSpace: marker.markerUnits.baseVal === 1, // SVG_MARKERUNITS_USERSPACEONUSE,
    };
    boxes.set(marker, box);
    return box;
  };

  const shapes = Array.from(root.querySelectorAll(SHAPES)).filter((s) => !s.closest('clipPath'));
  // Shapes inside markers first, so the copies of those markers carry their markers already.
  shapes.sort((a, b) => Number(!a.closest('marker')) - Number(!b.closest('marker')));
  for (const shape of shapes) {
    const cs = win.getComputedStyle(shape);
    if (cs.getPropertyValue('display') === 'none') continue;
    const refs = MARKERS.map((p) => markerOf(root, cs.getPropertyValue(p)));
    if (refs.every((m) => !m || m.contains(shape))) continue;
    const places = markerPlaces(shape);
    if (places.length === 0) continue;
    const strokeWidth = parseFloat(cs.getPropertyValue('stroke-width')) || 0;
    const copies: Element[] = [];
    for (const place of places) {
      const marker = refs[place.kind === 'start' ? 0 : place.kind === 'mid' ? 1 : 2];
      if (!marker || marker.contains(shape)) continue;
      const copy = markerCopy(boxOf(marker), place, shape, strokeWidth, win, baked);
      if (copy) copies.push(copy);
    }
    if (copies.length === 0) continue;
    const group = doc.createElementNS(SVG_NS, 'g');
    for (const name of WHOLE) {
      const v = shape.getAttribute(name);
      if (v === null) continue;
      group.setAttribute(name, v);
      shape.removeAttribute(name);
    }
    shape.replaceWith(group);
    group.append(shape, ...copies);
  }
  for (const el of Array.from(root.querySelectorAll('[marker-start], [marker-mid], [marker-end]')))
    for (const p of MARKERS) el.removeAttribute(p);
  for (const el of Array.from(root.querySelectorAll('[data-lk-context-fill]'))) {
    el.removeAttribute('data-lk-context-fill');
    el.removeAttribute('data-lk-context-stroke');
  }
}

function markerOf(root: Element, value: string): SVGMarkerElement | null {
  const ref = urlReference(value);
  if (!ref) return null;
  const el = root.ownerDocument.getElementById(ref.id);
  // The drawing lives in its own frame: its elements are not this window's SVG classes (no instanceof).
  return el?.localName === 'marker' ? (el as unknown as SVGMarkerElement) : null;
}

function markerPlaces(shape: Element): MarkerPlace[] {
  if (shape.localName === 'path') {
    const plain = absolutePath(shape.getAttribute('d') ?? '');
    return plain ? pathMarkerPlaces(plain) : [];
  }
  if (shape.localName === 'line') {
    const line = shape as SVGLineElement;
    return pointMarkerPlaces(
      [
        [line.x1.baseVal.value, line.y1.baseVal.value],
        [line.x2.baseVal.value, line.y2.baseVal.value],
      ],
      false,
    );
  }
  if (shape.localName === 'polyline' || shape.localName === 'polygon') {
    const list = (shape as SVGPolylineElement).points;
    const points: [number, number][] = [];
    for (let i = 0; i < list.numberOfItems; i++) points.push([list.getItem(i).x, list.getItem(i).y]);
    return pointMarkerPlaces(points, shape.localName === 'polygon');
  }
  return [];
}

function markerCopy(box: MarkerBox, place: MarkerPlace, shape: Element, strokeWidth: number, win: Window, baked: Baked): Element | null {
  const { marker } = box;
  const doc = marker.ownerDocument;
  const orient = (marker.getAttribute('orient') ?? '').trim();
  let angle = place.angle;
  if (orient === 'auto-start-reverse') angle += place.kind === 'start' ? 180 : 0;
  else if (orient !== 'auto') angle = marker.orientAngle.baseVal.value || 0;
  const scale = box.userSpace ? 1 : strokeWidth;
  if (scale === 0) return null;
  const g = doc.createElementNS(SVG_NS, 'g');
  g.setAttribute(
    'transform',
    `translate(${place.x} ${place.y}) rotate(${angle}) scale(${scale}) ${box.content} translate(${-box.refX} ${-box.refY})`,
  );
  if (box.clip) g.setAttribute('clip-path', `url(#${box.clip})`);
  const parent = shape.parentElement;
  const markerStyle = win.getComputedStyle(marker);
  const hereStyle = parent ? win.getComputedStyle(parent) : null;
  for (const p of INHERITED)
    if (!hereStyle || markerStyle.getPropertyValue(p) !== hereStyle.getPropertyValue(p))
      g.setAttribute(p, baked(p, markerStyle.getPropertyValue(p)));
  for (const child of Array.from(marker.childNodes)) g.appendChild(child.cloneNode(true));
  // context-fill / context-stroke: the paint of the shape the marker is on (paintOrder.ts keeps it on a
  // copy that paints markers only).
  const shapeStyle = win.getComputedStyle(shape);
  const context = (p: string) => baked(p, shape.getAttribute(`data-lk-context-${p}`) ?? shapeStyle.getPropertyValue(p));
  for (const el of [g, ...Array.from(g.querySelectorAll('*'))]) {
    el.removeAttribute('id');
    for (const p of ['fill', 'stroke']) {
      const v = el.getAttribute(p);
      if (v === 'context-fill' || v === 'context-stroke') el.setAttribute(p, context(v.slice(8)));
    }
  }
  return g;
}
