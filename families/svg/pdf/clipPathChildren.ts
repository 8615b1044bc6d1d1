/**
 * What of a `<clipPath>`'s content browsers clip with: shapes, text, and `<use>` elements that point
 * straight at a shape or text. Anything else there (a `<g>`, or a `<use>` of a group) adds nothing to
 * the clip in Chromium, while svg2pdf.js and a `<use>` expanded into a `<g>` would count it.
 */
import { SHAPES } from './svgTree';

const SVG_NS = 'http://www.w3.org/2000/svg';

const SKIPPED = new Set(['x', 'y', 'width', 'height', 'href', 'xlink:href', 'id', 'transform']);

export const clipsWith = (e: Element) => SHAPES.has(e.localName) || e.localName === 'text';

/**
 * A `<use>` inside a `<clipPath>` as the one element it stands for: a copy of its shape or text with
 * the use's transform and offset in front of its own, and the use's other attributes where the copy
 * has none; null when it points at anything else (it then clips nothing).
 */
export function clipUseCopy(use: Element, target: Element, x: number, y: number): Element | null {
  if (!clipsWith(target)) return null;
  const copy = target.cloneNode(true) as Element;
  copy.removeAttribute('id');
  for (const a of Array.from(use.attributes)) if (!SKIPPED.has(a.name) && !copy.hasAttribute(a.name)) copy.setAttribute(a.name, a.value);
  const t = [use.getAttribute('transform') ?? '', x || y ? `translate(${x} ${y})` : '', target.getAttribute('transform') ?? '']
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  if (t) copy.setAttribute('transform', t);
  if (use.id) copy.id = use.id;
  return copy;
}

/**
 * Takes out of every `<clipPath>` the children that clip nothing in the browser. A clip left with
 * nothing clips its element away; svg2pdf writes it as a clip with no path, which PDF viewers ignore,
 * so it gets one point instead.
 */
export function dropNonClippingChildren(root: Element): void {
  for (const clip of Array.from(root.querySelectorAll('clipPath'))) {
    for (const child of Array.from(clip.children)) if (!clipsWith(child) && child.localName !== 'use') child.remove();
    if (clip.children.length === 0) clip.appendChild(root.ownerDocument.createElementNS(SVG_NS, 'path')).setAttribute('d', 'M0 0Z');
  }
}
