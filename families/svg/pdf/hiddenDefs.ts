/**
 * Chromium uses nothing defined inside a `<defs>` hidden with display:none (a `<g>` hidden so still
 * works): a gradient or pattern there paints as its fallback colour or not at all, a clip path or mask
 * there is ignored, a filter there leaves its element undrawn, a marker there is not drawn. svg2pdf.js
 * would use them all, so the references are rewritten to what Chromium draws (the same drawing as
 * SVG → PNG). Works on the live document before the styles are baked: the values are set inline.
 */

const RESOURCES = 'linearGradient, radialGradient, pattern, clipPath, mask, filter, marker';
const PAINTS = ['fill', 'stroke'];
const IGNORED = ['clip-path', 'mask', 'marker-start', 'marker-mid', 'marker-end'];

/** `url("#a") rgb(0, 204, 0)` → { id: 'a', fallback: 'rgb(0, 204, 0)' }; anything else → null. */
export function urlReference(value: string): { id: string; fallback: string } | null {
  const m = /^url\(\s*["']?[^#"')]*#([^"')]+)["']?\s*\)\s*(.*)$/.exec(value.trim());
  return m ? { id: decodeURIComponent(m[1]), fallback: m[2].trim() } : null;
}

export function dropHiddenDefs(root: Element, win: Window) {
  const hidden = new Set<string>();
  for (const defs of Array.from(root.getElementsByTagName('defs')))
    if (win.getComputedStyle(defs).display === 'none')
      for (const r of Array.from(defs.querySelectorAll(RESOURCES))) if (r.id) hidden.add(r.id);
  if (hidden.size === 0) return;
  const refersHidden = (value: string) => {
    const ref = urlReference(value);
    return ref && hidden.has(ref.id) ? ref : null;
  };
  for (const el of Array.from(root.querySelectorAll('*')) as SVGElement[]) {
    if (el.closest('defs')) continue;
    const cs = win.getComputedStyle(el);
    for (const p of PAINTS) {
      const ref = refersHidden(cs.getPropertyValue(p));
      if (ref) el.style.setProperty(p, ref.fallback || 'none');
    }
    for (const p of IGNORED) if (refersHidden(cs.getPropertyValue(p))) el.style.setProperty(p, 'none');
    if (refersHidden(cs.getPropertyValue('filter'))) el.style.setProperty('display', 'none');
  }
}
