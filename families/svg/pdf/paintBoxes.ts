/**
 * Where each drawn element of a laid-out SVG can put paint, in page px (relative to the root's box):
 * the boxes let an image part or a colour check draw only what lies beneath it within its region, so
 * its cost grows with what is there, not with everything painted before it.
 *
 * A leaf's box is its geometry's box widened by its stroke (with room for miter joins); a group's is
 * the union of its children's; a filtered element's is its filter region. What can paint beyond its
 * geometry in ways not worth computing (markers, a `<use>` left unexpanded, a `<foreignObject>`)
 * counts as reaching everywhere. A mask only takes paint away.
 */
import { isRenderable } from './svgTree';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Edges {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const EVERYWHERE: Edges = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };
const MARKERS = ['marker-start', 'marker-mid', 'marker-end'];

export class PaintBoxes {
  private readonly edges = new Map<Element, Edges | null>();
  private readonly rootBox: DOMRect;

  /** Measures every element now: the tree may change afterwards (parts replaced by images). */
  constructor(root: SVGSVGElement) {
    this.rootBox = root.getBoundingClientRect();
    for (const el of Array.from(root.querySelectorAll('*'))) this.of(el);
  }

  /** Whether `el` can paint anywhere in `region`; an element not measured may. */
  reaches(el: Element | undefined, region: Box): boolean {
    if (!el || !this.edges.has(el)) return true;
    const e = this.edges.get(el);
    return !!e && e.x0 < region.x + region.w && region.x < e.x1 && e.y0 < region.y + region.h && region.y < e.y1;
  }

  private of(el: Element): Edges | null {
    if (!this.edges.has(el)) this.edges.set(el, this.measure(el));
    return this.edges.get(el)!;
  }

  private measure(el: Element): Edges | null {
    if (!isRenderable(el)) return null;
    const cs = el.ownerDocument.defaultView!.getComputedStyle(el);
    if (MARKERS.some((p) => !/^(none)?$/.test(cs.getPropertyValue(p)))) return EVERYWHERE;
    if (el.localName === 'use' || el.localName === 'foreignObject') return EVERYWHERE;
    const own = this.painted(el, cs);
    const filter = cs.getPropertyValue('filter');
    return own && !/^(none)?$/.test(filter) ? filterRegion(el, filter, own) : own;
  }

  /** Where the element's own geometry and stroke paint (a group: its children). */
  private painted(el: Element, cs: CSSStyleDeclaration): Edges | null {
    const kids = Array.from(el.children).filter((c) => c.localName !== 'title' && c.localName !== 'desc');
    if (kids.length > 0 && el.localName !== 'text') {
      let u: Edges | null = null;
      for (const c of kids) {
        const ce = this.of(c);
        if (!ce) continue;
        u = u ? { x0: Math.min(u.x0, ce.x0), y0: Math.min(u.y0, ce.y0), x1: Math.max(u.x1, ce.x1), y1: Math.max(u.y1, ce.y1) } : ce;
      }
      return u;
    }
    const r = el.getBoundingClientRect();
    let pad = 1;
    if (cs.getPropertyValue('stroke') !== 'none') {
      const ctm = (el as SVGGraphicsElement).getScreenCTM?.();
      const k = ctm ? Math.sqrt(Math.abs(ctm.a * ctm.d - ctm.b * ctm.c)) : 1;
      const miter = Math.max(1, parseFloat(cs.getPropertyValue('stroke-miterlimit')) || 4);
      pad += ((parseFloat(cs.getPropertyValue('stroke-width')) || 0) * k * miter) / 2;
    }
    const x = r.left - this.rootBox.left;
    const y = r.top - this.rootBox.top;
    return { x0: x - pad, y0: y - pad, x1: x + r.width + pad, y1: y + r.height + pad };
  }
}

/**
 * A filter paints only inside its region: by default the element's box grown by 10 % each side, or
 * its own x/y/width/height as shares of that box. Each side is grown by the largest overhang (so a
 * rotated box stays inside). A region in user units, or one taken from another filter, reaches everywhere.
 */
function filterRegion(el: Element, value: string, own: Edges): Edges {
  const m = /^url\(\s*["']?#([^"')]+)["']?\s*\)$/.exec(value.trim());
  const f = m ? el.ownerDocument.getElementById(m[1]) : null;
  if (
    !f ||
    f.localName !== 'filter' ||
    f.getAttribute('filterUnits') === 'userSpaceOnUse' ||
    f.hasAttribute('href') ||
    f.hasAttribute('xlink:href')
  )
    return EVERYWHERE;
  const share = (name: string, fallback: number) => {
    const v = f.getAttribute(name);
    const n = v === null ? NaN : parseFloat(v);
    if (!Number.isFinite(n)) return fallback;
    return v!.trim().endsWith('%') ? n / 100 : n;
  };
  const x = share('x', -0.1);
  const y = share('y', -0.1);
  const grow = Math.max(0, -x, -y, x + share('width', 1.2) - 1, y + share('height', 1.2) - 1);
  const g = grow * Math.max(own.x1 - own.x0, own.y1 - own.y0) + 1;
  return { x0: own.x0 - g, y0: own.y0 - g, x1: own.x1 + g, y1: own.y1 + g };
}
