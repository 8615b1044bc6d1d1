/**
 * Where each drawn element of a laid-out SVG can put paint, in page px (relative to the root's box):
 * the boxes let an image part or a colour check draw only what lies beneath it within its region, so
 * its cost grows with what is there, not with everything painted before it.
 *
 * A leaf's box is its geometry's box widened by its stroke (with room for miter joins); a group's is
 * the union of its children's. What can paint beyond its geometry in ways not worth computing (a
 * filter, markers, a `<use>` left unexpanded, a `<foreignObject>`) counts as reaching everywhere.
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
const UNBOUNDED = ['filter', 'marker-start', 'marker-mid', 'marker-end', 'mask'];

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
    const win = el.ownerDocument.defaultView!;
    const cs = win.getComputedStyle(el);
    if (UNBOUNDED.some((p) => !/^(none)?$/.test(cs.getPropertyValue(p)))) return EVERYWHERE;
    if (el.localName === 'use' || el.localName === 'foreignObject') return EVERYWHERE;
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
