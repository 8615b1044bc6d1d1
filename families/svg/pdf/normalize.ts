/**
 * Rewrites a laid-out SVG (svgFrame.ts) into the plain form svg2pdf.js reads correctly, using the
 * browser's own answers:
 *  - `<switch>` keeps the one child the browser draws;
 *  - what a `<defs>` hidden with display:none defines is not used, as in Chromium (hiddenDefs.ts), and
 *    what any other display:none hides goes, keeping what is used from elsewhere (hiddenSubtrees.ts);
 *  - `<use>` becomes a copy of what it shows (a `<g>`, or a nested `<svg>` for symbols), so every drawn
 *    element is a real element with real styles, boxes and text positions; inside a `<clipPath>` it
 *    becomes the shape itself, and what clips nothing there goes (clipPathChildren.ts);
 *  - a clip path used by several elements is copied for each (clipPathCopies.ts);
 *  - gradients and patterns get the attributes and stops they inherit through href / xlink:href chains;
 *  - every style property set by CSS, a style attribute or a presentation attribute is written back as
 *    an attribute with the browser's computed value (currentColor, var(), modern colour syntax, `em`
 *    and `%` lengths resolved; fonts too, for the text outlines); `<style>`, class and style attributes
 *    then go; a fill or stroke that points at no paint server becomes its fallback or none;
 *  - lengths in `%` or other units become user units; stop offsets become numbers;
 *  - a shape painted in another order than fill, stroke, markers becomes one copy per part
 *    (paintOrder.ts);
 *  - markers become copies of their content at each vertex (markers.ts).
 */

import { clipUseCopy, dropNonClippingChildren } from './clipPathChildren';
import { unshareClipPaths } from './clipPathCopies';
import { dropHiddenDefs, urlReference } from './hiddenDefs';
import { dropHiddenSubtrees } from './hiddenSubtrees';
import { expandMarkers } from './markers';
import { splitPaintOrder } from './paintOrder';
import { rectRadii, viewportLength } from './plainLengths';
import { PAINT_PROPS } from './svgTree';

const XLINK = 'http://www.w3.org/1999/xlink';
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Properties written back from the computed style when the SVG sets them anywhere. */
const STYLE_PROPS = [
  ...PAINT_PROPS,
  'fill-rule',
  'opacity',
  'display',
  'visibility',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'mix-blend-mode',
  'stop-color',
  'stop-opacity',
  'color',
  'marker-start',
  'marker-mid',
  'marker-end',
  'paint-order',
  'vector-effect',
  'overflow',
  'image-rendering',
  // Text: textToPaths lays out and outlines text after this, so what a style sheet or style="" sets on
  // it must survive as well (Inkscape writes font-size and font-family in style="").
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-stretch',
  'font-variant-caps',
  'font-kerning',
  'font-feature-settings',
  'text-anchor',
  'letter-spacing',
  'word-spacing',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'writing-mode',
  'text-orientation',
  'direction',
  'unicode-bidi',
  'white-space',
] as const;
const STYLE_ONLY = new Set([
  'mix-blend-mode',
  'font-variant-caps',
  'font-kerning',
  'font-feature-settings',
  'text-orientation',
  'white-space',
]);
const COLOR_PROPS = new Set(['fill', 'stroke', 'stop-color', 'color']);
const LENGTH_PROPS = new Set(['stroke-width', 'stroke-dashoffset']);
/** Shorthand CSS that sets one of STYLE_PROPS. */
const SHORTHANDS: Record<string, string[]> = { marker: ['marker-start', 'marker-mid', 'marker-end'] };

const GRADIENT_ATTRS = ['gradientUnits', 'gradientTransform', 'spreadMethod', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'fx', 'fy', 'fr'];
const PATTERN_ATTRS = [
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'x',
  'y',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
];

/** Element geometry attributes whose SVG DOM value resolves %, em, mm... */
const GEOMETRY: Record<string, string[]> = {
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  image: ['x', 'y', 'width', 'height'],
  svg: ['x', 'y', 'width', 'height'],
  use: ['x', 'y', 'width', 'height'],
  mask: ['x', 'y', 'width', 'height'],
  filter: ['x', 'y', 'width', 'height'],
};

const NEVER_DRAWN = 'defs, clipPath, mask, pattern, marker, linearGradient, radialGradient, filter';

/** Stops a `<use>` bomb that got past the size check (the sanitiser measures, this is a backstop). */
const MAX_EXPANDED = 200_000;

export interface NormalizeReport {
  /** `<use>` elements left as they were because expanding them would be too big. */
  useNotExpanded: number;
}

export function normalizeSvg(doc: Document, win: Window, root: SVGSVGElement): NormalizeReport {
  const report: NormalizeReport = { useNotExpanded: 0 };
  resolveSwitches(root, win);
  expandUses(doc, root, report);
  resolveHrefChains(root);
  dropHiddenDefs(root, win);
  bakeStyles(doc, win, root);
  dropHiddenSubtrees(root);
  bakeGeometry(root);
  splitPaintOrder(root, win);
  const diag = Math.hypot(root.width.baseVal.value, root.height.baseVal.value) / Math.SQRT2;
  expandMarkers(root, win, (p, v) => bakedValue(p, v.trim(), root, diag));
  // These are never drawn where they stand, so `display` does not apply to them (their content is still
  // used through references; a hidden <defs> was dealt with above, as Chromium does).
  for (const el of Array.from(root.querySelectorAll(NEVER_DRAWN))) el.removeAttribute('display');
  dropNonClippingChildren(root);
  clipPathsGeometryOnly(root);
  unshareClipPaths(root);
  return report;
}

/** Paint inside a <clipPath> means nothing, but svg2pdf.js lets it leak into what is clipped (flags came out pale). */
function clipPathsGeometryOnly(root: Element) {
  const paint = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'opacity', 'filter', 'mask'];
  for (const el of Array.from(root.querySelectorAll('clipPath, clipPath *'))) for (const p of paint) el.removeAttribute(p);
}

const href = (e: Element) => e.getAttribute('href') ?? e.getAttributeNS(XLINK, 'href') ?? e.getAttribute('xlink:href');
function removeHref(e: Element) {
  e.removeAttribute('href');
  e.removeAttributeNS(XLINK, 'href');
  e.removeAttribute('xlink:href');
}
function byRef(root: Element, ref: string | null): Element | null {
  if (!ref || !ref.startsWith('#')) return null;
  const id = decodeURIComponent(ref.slice(1));
  return root.ownerDocument.getElementById(id) ?? root.querySelector(`[id="${CSS.escape(id)}"]`);
}

function resolveSwitches(root: Element, win: Window) {
  const lang = (win.navigator.language || 'en').toLowerCase();
  for (const sw of Array.from(root.querySelectorAll('switch'))) {
    const chosen = Array.from(sw.children).find((child) => {
      if (child.hasAttribute('requiredExtensions') && child.getAttribute('requiredExtensions')!.trim() !== '') return false;
      const langs = child.getAttribute('systemLanguage');
      if (langs !== null) return langs.split(',').some((l) => l.trim() && lang.startsWith(l.trim().toLowerCase().split('-')[0]));
      return true;
    });
    const g = sw.ownerDocument.createElementNS(SVG_NS, 'g');
    for (const a of Array.from(sw.attributes)) g.setAttribute(a.name, a.value);
    if (chosen) g.appendChild(chosen);
    sw.replaceWith(g);
  }
}

function expandUses(doc: Document, root: Element, report: NormalizeReport) {
  let budget = MAX_EXPANDED;
  // Inner uses first would copy unexpanded content; outer-first with a re-scan expands nested ones too.
  for (let pass = 0; pass < 64; pass++) {
    const uses = Array.from(root.querySelectorAll('use')).filter((u) => !u.hasAttribute('data-lk-keep'));
    if (uses.length === 0) return;
    for (const use of uses) {
      const target = byRef(root, href(use));
      if (!target || target.contains(use) || budget <= 0) {
        if (target && budget <= 0) report.useNotExpanded++;
        if (!target) use.remove();
        else use.setAttribute('data-lk-keep', '');
        continue;
      }
      const size = target.getElementsByTagName('*').length + 1;
      budget -= size;
      const x = Number(use.getAttribute('x') ? (use as SVGUseElement).x.baseVal.value : 0);
      const y = Number(use.getAttribute('y') ? (use as SVGUseElement).y.baseVal.value : 0);
      if (use.parentElement?.localName === 'clipPath') {
        // A <g> would clip nothing there: the use becomes the shape itself, or goes.
        const copy = clipUseCopy(use, target, x, y);
        if (copy) use.replaceWith(copy);
        else use.remove();
        continue;
      }
      const g = doc.createElementNS(SVG_NS, 'g');
      for (const a of Array.from(use.attributes)) {
        if (['x', 'y', 'width', 'height', 'href', 'xlink:href', 'id'].includes(a.name)) continue;
        g.setAttribute(a.name, a.value);
      }
      if (use.id) g.id = use.id;
      const t = (use.getAttribute('transform') ?? '') + (x || y ? ` translate(${x} ${y})` : '');
      if (t.trim()) g.setAttribute('transform', t.trim());
      else g.removeAttribute('transform');
      let copy: Element;
      if (target.localName === 'symbol' || target.localName === 'svg') {
        copy = doc.createElementNS(SVG_NS, 'svg');
        for (const a of Array.from(target.attributes)) if (a.name !== 'id') copy.setAttribute(a.name, a.value);
        for (const c of Array.from(target.childNodes)) copy.appendChild(c.cloneNode(true));
        copy.setAttribute('x', copy.getAttribute('x') ?? '0');
        copy.setAttribute('y', copy.getAttribute('y') ?? '0');
        for (const side of ['width', 'height']) {
          const v = use.getAttribute(side) ?? target.getAttribute(side);
          copy.setAttribute(side, v ?? '100%');
        }
      } else {
        copy = target.cloneNode(true) as Element;
        copy.removeAttribute('id');
      }
      for (const e of Array.from(copy.querySelectorAll('[id]'))) e.removeAttribute('id');
      g.appendChild(copy);
      use.replaceWith(g);
    }
  }
}

/** Attribute values and stops/children a gradient or pattern inherits through its href chain. */
function resolveHrefChains(root: Element) {
  for (const el of Array.from(root.querySelectorAll('linearGradient, radialGradient, pattern'))) {
    const chain: Element[] = [];
    for (let cur: Element | null = byRef(root, href(el)); cur && !chain.includes(cur) && cur !== el; cur = byRef(root, href(cur)))
      chain.push(cur);
    if (chain.length === 0) {
      removeHref(el);
      continue;
    }
    const isPattern = el.localName === 'pattern';
    const names = isPattern ? PATTERN_ATTRS : GRADIENT_ATTRS;
    for (const name of names) {
      if (el.hasAttribute(name)) continue;
      const from = chain.find((c) => c.hasAttribute(name) && (isPattern ? c.localName === 'pattern' : c.localName !== 'pattern'));
      // A radial gradient takes only the attributes it has from a linear one (and vice versa).
      if (from && (isPattern || from.localName === el.localName || ['gradientUnits', 'gradientTransform', 'spreadMethod'].includes(name)))
        el.setAttribute(name, from.getAttribute(name)!);
    }
    const hasOwn = isPattern ? el.children.length > 0 : el.querySelector('stop') !== null;
    if (!hasOwn) {
      const source = chain.find((c) => (isPattern ? c.children.length > 0 : c.querySelector(':scope > stop') !== null));
      if (source) for (const c of Array.from(source.children)) el.appendChild(c.cloneNode(true));
    }
    removeHref(el);
  }
}

/** Which STYLE_PROPS each element has set by a CSS rule (the browser's parsed sheets). */
function cssSetProps(doc: Document, win: Window): Map<Element, Set<string>> {
  const out = new Map<Element, Set<string>>();
  // Rules from the frame's own realm: checked by shape, not instanceof.
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      const media = (rule as CSSMediaRule).media;
      if (media && !win.matchMedia(media.mediaText).matches) continue;
      if ('cssRules' in rule && !('selectorText' in rule)) {
        visit((rule as CSSGroupingRule).cssRules);
        continue;
      }
      if (!('selectorText' in rule)) continue;
      const styleRule = rule as CSSStyleRule;
      const props = new Set<string>();
      for (let i = 0; i < styleRule.style.length; i++) {
        const p = styleRule.style[i];
        props.add(p);
        for (const [short, longs] of Object.entries(SHORTHANDS)) if (p === short) longs.forEach((l) => props.add(l));
      }
      if (props.size === 0) continue;
      let matched: NodeListOf<Element>;
      try {
        matched = doc.querySelectorAll(styleRule.selectorText);
      } catch {
        continue;
      }
      for (const e of Array.from(matched)) {
        const set = out.get(e) ?? new Set<string>();
        props.forEach((p) => set.add(p));
        out.set(e, set);
      }
    }
  };
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      visit(sheet.cssRules);
    } catch {
      // An unreadable sheet has nothing to add.
    }
  }
  return out;
}

let colorCanvas: OffscreenCanvasRenderingContext2D | null = null;
/** Any CSS colour → rgb()/rgba() (svg2pdf reads those, not color(), oklch() or hsl()): drawn and read back. */
function plainColor(value: string): string {
  if (/^rgba?\(/.test(value) || value === 'none' || value.startsWith('url(') || value.startsWith('context-')) return value;
  colorCanvas ??= new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true });
  if (!colorCanvas) return value;
  colorCanvas.clearRect(0, 0, 1, 1);
  colorCanvas.fillStyle = '#000';
  colorCanvas.fillStyle = value;
  colorCanvas.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = colorCanvas.getImageData(0, 0, 1, 1).data;
  return a === 255 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Math.round((a / 255) * 1000) / 1000})`;
}

const PAINT_SERVERS = new Set(['linearGradient', 'radialGradient', 'pattern']);

/**
 * A computed url() value as svg2pdf reads it. For fill and stroke (`root` given), a reference to no
 * paint server (missing, or one browsers do not know, like Inkscape's <hatch>) paints its fallback
 * colour or nothing, as browsers draw it; svg2pdf would paint it black.
 */
function paintValue(value: string, root?: Element): string {
  const url = urlReference(value);
  if (!url) return value.startsWith('url(') ? value : plainColor(value);
  const target = root?.querySelector(`[id="${CSS.escape(url.id)}"]`);
  if (!root || (target && PAINT_SERVERS.has(target.localName))) return `url(#${url.id})`;
  return url.fallback ? plainColor(url.fallback) : 'none';
}

function bakeStyles(doc: Document, win: Window, root: SVGSVGElement) {
  const fromCss = cssSetProps(doc, win);
  const all = [root, ...Array.from(root.querySelectorAll('*'))] as SVGElement[];
  const diag = Math.hypot(root.width.baseVal.value, root.height.baseVal.value) / Math.SQRT2;
  const writes: [Element, string, string][] = [];
  for (const el of all) {
    const set = new Set<string>(fromCss.get(el));
    const style = (el as SVGElement).style;
    for (let i = 0; style && i < style.length; i++) set.add(style[i]);
    for (const p of STYLE_PROPS) if (el.hasAttribute(p)) set.add(p);
    // CSS lists `overflow` as its two longhands (Inkscape's markers say overflow:visible in style="").
    if (set.has('overflow-x') || set.has('overflow-y')) set.add('overflow');
    if (set.size === 0) continue;
    const cs = win.getComputedStyle(el);
    for (const p of STYLE_PROPS) {
      if (!set.has(p)) continue;
      const v = cs.getPropertyValue(p).trim();
      if (v) writes.push([el, p, bakedValue(p, v, root, diag)]);
    }
    // A CSS transform (not the attribute) is in the computed style only.
    if (style?.transform || fromCss.get(el)?.has('transform')) {
      const m = cs.transform;
      if (m && m !== 'none') writes.push([el, 'transform', withOrigin(el, m, cs.transformOrigin, cs.transformBox)]);
    }
  }
  for (const s of Array.from(root.querySelectorAll('style'))) s.remove();
  for (const el of all) {
    el.removeAttribute('style');
    el.removeAttribute('class');
  }
  for (const [el, p, v] of writes) {
    // Not presentation attributes: only the style attribute carries them (for the browser's drawing and
    // the text outlines).
    if (STYLE_ONLY.has(p)) (el as SVGElement).style.setProperty(p, v);
    else el.setAttribute(p, v);
  }
}

/** A computed value as the attribute svg2pdf.js reads. */
function bakedValue(p: string, v: string, root: SVGSVGElement, diag: number): string {
  if (COLOR_PROPS.has(p)) return paintValue(v, root);
  if (LENGTH_PROPS.has(p)) return cssLength(v, diag);
  if (p === 'stroke-dasharray')
    return v === 'none'
      ? 'none'
      : v
          .split(/[\s,]+/)
          .map((x) => cssLength(x, diag))
          .join(' ');
  if (p === 'clip-path' || p === 'mask' || p === 'filter' || p.startsWith('marker')) return v.startsWith('url(') ? paintValue(v) : v;
  return v;
}

/** "12px" → "12"; "1%" → the share of the viewport diagonal SVG uses for stroke widths. */
function cssLength(v: string, diag: number): string {
  const n = parseFloat(v);
  if (!Number.isFinite(n)) return v;
  return String(v.endsWith('%') ? (n / 100) * diag : n);
}

function withOrigin(el: Element, matrix: string, origin: string, box: string): string {
  const [ox, oy] = origin.split(/\s+/).map((x) => parseFloat(x) || 0);
  let bx = 0;
  let by = 0;
  if (box === 'fill-box' || box === 'stroke-box' || box === 'border-box' || box === 'content-box') {
    try {
      const b = (el as SVGGraphicsElement).getBBox();
      bx = b.x;
      by = b.y;
    } catch {
      // No box: the origin stays at 0 0.
    }
  }
  const x = ox + bx;
  const y = oy + by;
  return x || y ? `translate(${x} ${y}) ${matrix} translate(${-x} ${-y})` : matrix;
}

/** Geometry attributes that may be written in vw/vh/vmin/vmax. */
const VIEWPORT_ATTRS = ['x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'x1', 'y1', 'x2', 'y2', 'fx', 'fy', 'fr'];

function bakeGeometry(root: SVGSVGElement) {
  const viewport = root.getBoundingClientRect();
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))])
    for (const name of VIEWPORT_ATTRS) {
      const v = el.getAttribute(name);
      const plain = v === null ? null : viewportLength(v, viewport.width, viewport.height);
      if (plain !== null) el.setAttribute(name, plain);
    }
  for (const [tag, names] of Object.entries(GEOMETRY)) {
    for (const el of Array.from(root.getElementsByTagName(tag))) {
      for (const name of names) {
        if (!el.hasAttribute(name)) continue;
        const v = el.getAttribute(name)!.trim();
        if (/^-?[\d.]+(e-?\d+)?$/i.test(v)) continue;
        if (tag === 'mask' || tag === 'filter') {
          const units = el.getAttribute(tag === 'mask' ? 'maskUnits' : 'filterUnits');
          if (units !== 'userSpaceOnUse') continue; // fractions of the box stay as written
        }
        try {
          const len = (el as unknown as Record<string, SVGAnimatedLength>)[name].baseVal;
          el.setAttribute(name, String(len.value));
        } catch {
          // Not a length in this browser: leave it.
        }
      }
    }
  }
  for (const el of Array.from(root.querySelectorAll('linearGradient, radialGradient, pattern'))) {
    const bbox =
      el.localName === 'pattern'
        ? el.getAttribute('patternUnits') !== 'userSpaceOnUse'
        : el.getAttribute('gradientUnits') !== 'userSpaceOnUse';
    const names = el.localName === 'pattern' ? ['x', 'y', 'width', 'height'] : GRADIENT_ATTRS.slice(3);
    for (const name of names) {
      const raw = el.getAttribute(name)?.trim();
      if (!raw || /^-?[\d.]+(e-?\d+)?$/i.test(raw)) continue;
      if (bbox && raw.endsWith('%')) el.setAttribute(name, String(parseFloat(raw) / 100));
      else {
        try {
          el.setAttribute(name, String((el as unknown as Record<string, SVGAnimatedLength>)[name].baseVal.value));
        } catch {
          // leave it
        }
      }
    }
  }
  for (const rect of Array.from(root.getElementsByTagName('rect'))) {
    const [rx, ry] = rectRadii(
      rect.getAttribute('rx'),
      rect.getAttribute('ry'),
      Number(rect.getAttribute('width')),
      Number(rect.getAttribute('height')),
    );
    rect.setAttribute('rx', String(rx));
    rect.setAttribute('ry', String(ry));
  }
  for (const stop of Array.from(root.getElementsByTagName('stop'))) {
    const offset = (stop as SVGStopElement).offset.baseVal;
    stop.setAttribute('offset', String(Math.min(1, Math.max(0, offset))));
  }
}
