/**
 * An element with display:none draws nothing, and nothing inside it draws either, whatever the inside
 * says: Inkscape leaves hidden layers and hidden `_source` copies of text whose parts say
 * display:inline or visibility:visible. svg2pdf.js draws a hidden group as soon as one child says
 * visibility:visible, and the text outlines and image parts would be made of what is inside, so the
 * hidden parts go before those steps. What is inside but used from elsewhere stays, moved into a
 * `<defs>`: paint servers, clip paths, masks, filters, markers, symbols, and any element referred to by
 * id (a textPath's path, the target of a `<use>` left as it was).
 * Runs on baked attributes (display is an attribute by then), after the `<use>` copies are made.
 */

import { urlReference } from './hiddenDefs';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
/** Used only through references: `display` does not apply to them where they stand. */
const REFERENCED = new Set(['defs', 'clipPath', 'mask', 'pattern', 'marker', 'symbol', 'linearGradient', 'radialGradient', 'filter']);

/** Takes out what display:none hides; returns how many hidden elements went. */
export function dropHiddenSubtrees(root: Element): number {
  const hidden = Array.from(root.querySelectorAll('[display="none"]')).filter(
    (el) => !REFERENCED.has(el.localName) && !el.parentElement?.closest('[display="none"]'),
  );
  if (!hidden.length) return 0;
  const used = referencedIds(root);
  const kept: Element[] = [];
  const keep = (el: Element) => {
    if (REFERENCED.has(el.localName) || (el.id && used.has(el.id))) kept.push(el);
    else for (const child of Array.from(el.children)) keep(child);
  };
  for (const el of hidden) {
    keep(el);
    if (kept.length) {
      const defs = root.ownerDocument.createElementNS(SVG_NS, 'defs');
      defs.append(...kept.splice(0));
      el.replaceWith(defs);
    } else el.remove();
  }
  return hidden.length;
}

/** Ids named by href / xlink:href or url(#id) anywhere in the drawing. */
function referencedIds(root: Element): Set<string> {
  const ids = new Set<string>();
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const href = el.getAttribute('href') ?? el.getAttributeNS(XLINK, 'href');
    if (href?.startsWith('#')) ids.add(decodeURIComponent(href.slice(1)));
    for (const attr of Array.from(el.attributes)) {
      if (!attr.value.includes('url(')) continue;
      for (const part of attr.value.split(/(?=url\()/)) {
        const ref = urlReference(part);
        if (ref) ids.add(ref.id);
      }
    }
  }
  return ids;
}
