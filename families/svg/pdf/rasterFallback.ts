/**
 * What a PDF/EPS page cannot express in vectors (filters, masks, blend modes, stroke gradients, fading
 * gradients, overlapping group opacity; in EPS any transparency) is drawn by the browser itself as an
 * image at print resolution and put in the vector page in place of the smallest element that needs it.
 *
 * The element is drawn alone (PDF) — its ancestors' transforms and inherited styles kept, and only the
 * definitions it references (isolate.ts) — or, for EPS, together with everything painted before it
 * (PostScript cannot blend, so the image carries the blended result). First a cheap drawing of the
 * element alone finds where it has ink, then only that region is drawn at the chosen resolution.
 */
import { bledPng } from './edgeBleed';
import { loadSvgImage } from '../svgRender';
import { RASTER_SKIP, REFERENCED_ONLY, SHAPES, isRenderable, opacityOf } from './svgTree';
import { SvgIsolator } from './isolate';
import { PaintBoxes } from './paintBoxes';
import { drawsVisibleElsewhere } from './drawInSlices';
import { GROUP_OPACITY } from './transparencyGroups';

export type RasterReason =
  | 'filter'
  | 'mask'
  | 'pattern'
  | 'marker'
  | 'blend'
  | 'strokePaint'
  | 'gradientAlpha'
  | 'groupOpacity'
  | 'image'
  | 'clipShape'
  | 'text'
  | 'transparency';

export interface RasterOptions {
  /** Output pixels per page px (dpi ÷ 96 × the page's scale onto paper). */
  scale: number;
  /** EPS: draw what lies beneath too, on this opaque colour. */
  backdrop?: string;
  /** Largest image in pixels; a bigger one is drawn at a lower resolution (reported). */
  maxPixels: number;
  /** Most pixels of all images together; past it every image is drawn at a lower resolution (reported). */
  maxTotalPixels: number;
}

export interface RasterResult {
  reasons: Record<RasterReason, number>;
  /** Lowest resolution used, as a share of the requested scale (1 = as asked). */
  lowestScale: number;
  /** Bytes of PNG put in the page. */
  bytes: number;
  /** What became an image, as `<g id="x">` labels, in drawing order. */
  elements: string[];
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Bytes of one image (4 M characters of base64): well under what svg2pdf.js can read. */
const MAX_IMAGE_BYTES = 3_000_000;
/** Elements with an effect svg2pdf.js does not draw inside a pattern's tile. */
const EFFECTS = '[filter]:not([filter="none"]), [mask]:not([mask="none"]), [style*="mix-blend-mode"]';

export async function rasterizeTargets(
  root: SVGSVGElement,
  targets: Map<Element, RasterReason>,
  pageWidth: number,
  pageHeight: number,
  options: RasterOptions,
): Promise<RasterResult> {
  const result: RasterResult = { reasons: emptyReasons(), lowestScale: 1, bytes: 0, elements: [] };
  const rootBox = root.getBoundingClientRect();
  // Neighbours drawn one after the other become one image (a <g> around them changes nothing drawn):
  // fewer, larger images are faster to make and to read than dozens of small ones.
  const merged = new Map<Element, RasterReason[]>();
  for (const [el, reason] of targets) {
    let prev = el.previousElementSibling;
    while (prev && !isRenderable(prev)) prev = prev.previousElementSibling;
    const group = prev && merged.has(prev) ? prev : null;
    if (group && (reason === 'blend') === merged.get(group)!.includes('blend')) {
      if (group.getAttribute('data-lk-merged') === null) {
        const g = el.ownerDocument.createElementNS(SVG_NS, 'g');
        g.setAttribute('data-lk-merged', '');
        group.replaceWith(g);
        g.appendChild(group);
        merged.set(g, merged.get(group)!);
        merged.delete(group);
        g.appendChild(el);
        merged.get(g)!.push(reason);
      } else {
        group.appendChild(el);
        merged.get(group)!.push(reason);
      }
    } else merged.set(el, [reason]);
  }
  // Each image is drawn from the SVG as it was before any replacement: an image drawn over earlier
  // images would blur and shift a little more with every generation.
  const list = [...merged];
  list.forEach(([t], i) => t.setAttribute('data-lk-target', String(i)));
  const pristine = root.cloneNode(true) as SVGSVGElement;
  list.forEach(([t]) => t.removeAttribute('data-lk-target'));
  const inPristine = new Map<string, Element>();
  for (const e of Array.from(pristine.querySelectorAll('[data-lk-target]'))) inPristine.set(e.getAttribute('data-lk-target')!, e);
  const isolator = new SvgIsolator(pristine);
  // What lies beneath an image is drawn only where it reaches the image (measured on the live tree,
  // whose elements the copy's match one for one).
  const beneathAny = options.backdrop !== undefined || list.some(([, r]) => r.includes('blend'));
  const boxes = beneathAny ? new PaintBoxes(root) : null;
  const live = new Map<Element, Element>();
  if (boxes) {
    const a = Array.from(pristine.querySelectorAll('*'));
    const b = Array.from(root.querySelectorAll('*'));
    a.forEach((e, i) => live.set(e, b[i]));
  }
  // Only a page that alone is past the total at the asked resolution (a poster) is held to it: a
  // smaller page's parts keep the resolution asked for, however many there are.
  const poster = pageWidth * pageHeight * options.scale ** 2 > options.maxTotalPixels;
  const budget = poster
    ? totalScale(
        list.map(([t]) => t),
        rootBox,
        pageWidth,
        pageHeight,
        options.maxTotalPixels,
      )
    : Infinity;
  const scaleAll = Math.min(options.scale, budget);
  if (scaleAll < options.scale) result.lowestScale = scaleAll / options.scale;
  for (const [i, [target, reasons]] of list.entries()) {
    if (!target.isConnected) continue;
    const parent = target.parentElement as unknown as SVGGraphicsElement;
    const toPage = parent.getScreenCTM?.();
    if (!toPage) continue;
    const original = inPristine.get(String(i))!;
    // A blend mode mixes with what lies beneath, so that is drawn too (as for EPS, where nothing can mix).
    const beneath = options.backdrop !== undefined || reasons.includes('blend');
    // The image covers where the element itself has ink (its ancestors' clips kept), on the page; what
    // lies beneath is drawn into that box only, and stays vector everywhere else: an image is as large
    // as its own part, not as everything under it.
    const own = isolator.isolate(original, beneath ? { before: false } : { before: false, bareAncestors: true });
    const ink = await inkBounds(own, pageWidth, pageHeight);
    // What draws nothing (a gradient stroke on a line without height) goes, and is no image to report.
    if (!ink) {
      target.remove();
      continue;
    }
    for (const reason of reasons) result.reasons[reason]++;
    const svg = beneath ? isolator.isolate(original, { before: true, keep: (e) => boxes!.reaches(live.get(e), ink) }) : own;
    result.elements.push(...elementLabels(target));
    let scale = scaleAll;
    if (ink.w * ink.h * scale * scale > options.maxPixels) {
      scale = Math.sqrt(options.maxPixels / (ink.w * ink.h));
      result.lowestScale = Math.min(result.lowestScale, scale / options.scale);
    }
    // The image's pixels on the page's own pixel grid at this resolution: its edges and what it shares
    // with the vector drawing around it fall where a drawing of the whole page would put them.
    const x0 = Math.floor(ink.x * scale) / scale;
    const y0 = Math.floor(ink.y * scale) / scale;
    const box = { x: x0, y: y0, w: Math.ceil((ink.x + ink.w - x0) * scale) / scale, h: Math.ceil((ink.y + ink.h - y0) * scale) / scale };
    let png = await drawRegion(svg, pageWidth, pageHeight, box, scale, options.backdrop);
    // svg2pdf.js reads an image's data URL with a regular expression that overflows the stack past
    // ~7.5 M characters (the whole file then fails): a bigger image is drawn again at a lower resolution.
    while (png.bytes.length > MAX_IMAGE_BYTES) {
      scale *= Math.sqrt(MAX_IMAGE_BYTES / png.bytes.length) * 0.9;
      result.lowestScale = Math.min(result.lowestScale, scale / options.scale);
      png = await drawRegion(svg, pageWidth, pageHeight, box, scale, options.backdrop);
    }
    result.bytes += png.bytes.length;
    const image = target.ownerDocument.createElementNS(SVG_NS, 'image');
    image.setAttribute('x', String(box.x));
    image.setAttribute('y', String(box.y));
    image.setAttribute('width', String(box.w));
    image.setAttribute('height', String(box.h));
    image.setAttribute('preserveAspectRatio', 'none');
    image.setAttribute('href', `data:${png.type};base64,${base64(png.bytes)}`);
    // The page px → parent user space: inverse of the parent's screen matrix (the root sits at 0,0).
    const m = new DOMMatrix([toPage.a, toPage.b, toPage.c, toPage.d, toPage.e - rootBox.x, toPage.f - rootBox.y]).inverse();
    image.setAttribute('transform', `matrix(${[m.a, m.b, m.c, m.d, m.e, m.f].map((n) => round(n)).join(' ')})`);
    target.replaceWith(image);
  }
  return result;
}

/**
 * The resolution at which all the parts together stay within `maxTotal` pixels (Infinity when they do at
 * any resolution asked for): a poster-sized page with hundreds of filtered parts would otherwise make a
 * file of hundreds of MB and take minutes. The parts' boxes, grown by a fifth (a filter's default region
 * reaches 10 % past each side), stand in for their ink, which is only known once each is drawn.
 */
function totalScale(targets: Element[], rootBox: DOMRect, pageWidth: number, pageHeight: number, maxTotal: number): number {
  let area = 0;
  for (const t of targets) {
    const r = t.getBoundingClientRect();
    const x0 = Math.max(0, r.left - rootBox.x - r.width * 0.1);
    const y0 = Math.max(0, r.top - rootBox.y - r.height * 0.1);
    const x1 = Math.min(pageWidth, r.right - rootBox.x + r.width * 0.1);
    const y1 = Math.min(pageHeight, r.bottom - rootBox.y + r.height * 0.1);
    if (x1 > x0 && y1 > y0) area += (x1 - x0) * (y1 - y0);
  }
  return area > 0 ? Math.sqrt(maxTotal / area) : Infinity;
}

/** `<path id="x">` for the element, or for each part when several neighbours were merged into one image. */
function elementLabels(target: Element): string[] {
  const parts = target.getAttribute('data-lk-merged') === null ? [target] : Array.from(target.children);
  return parts.map((e) => {
    const id = e.getAttribute('id');
    return id ? `<${e.localName} id="${id.slice(0, 40)}">` : `<${e.localName}>`;
  });
}

export function emptyReasons(): Record<RasterReason, number> {
  return {
    filter: 0,
    mask: 0,
    pattern: 0,
    marker: 0,
    blend: 0,
    strokePaint: 0,
    gradientAlpha: 0,
    groupOpacity: 0,
    image: 0,
    clipShape: 0,
    text: 0,
    transparency: 0,
  };
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where the isolated drawing has any ink, in page px (found on a drawing of at most 1024 px). */
async function inkBounds(svg: string, width: number, height: number): Promise<Box | null> {
  const k = Math.min(1, 1024 / Math.max(width, height));
  const w = Math.max(1, Math.round(width * k));
  const h = Math.max(1, Math.round(height * k));
  const canvas = new OffscreenCanvas(w, h);
  const g = canvas.getContext('2d')!;
  g.drawImage(await loadSvgImage(svg), 0, 0, w, h);
  const data = g.getImageData(0, 0, w, h).data;
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (data[(y * w + x) * 4 + 3] === 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return null;
  // One drawing pixel of margin: the faint edge of a blur may fall under 1/255 at the low size.
  const pad = 1;
  const x = Math.max(0, (x0 - pad) / k);
  const y = Math.max(0, (y0 - pad) / k);
  return { x, y, w: Math.min(width, (x1 + 1 + pad) / k) - x, h: Math.min(height, (y1 + 1 + pad) / k) - y };
}

async function drawRegion(
  svg: string,
  width: number,
  height: number,
  box: Box,
  scale: number,
  backdrop?: string,
): Promise<{ bytes: Uint8Array; type: string }> {
  const w = Math.max(1, Math.round(box.w * scale));
  const h = Math.max(1, Math.round(box.h * scale));
  // An outer <svg> whose viewBox is the region, around the page-sized original.
  const inner = svg.replace(/^<svg\b/, `<svg x="0" y="0"`);
  const outer = `<svg xmlns="${SVG_NS}" width="${w}" height="${h}" viewBox="${box.x} ${box.y} ${box.w} ${box.h}" preserveAspectRatio="none"><svg x="0" y="0" width="${width}" height="${height}" overflow="hidden">${inner}</svg></svg>`;
  const canvas = new OffscreenCanvas(w, h);
  const g = canvas.getContext('2d')!;
  if (backdrop) {
    g.fillStyle = backdrop;
    g.fillRect(0, 0, w, h);
  }
  g.drawImage(await loadSvgImage(outer), 0, 0, w, h);
  if (!backdrop) return { bytes: bledPng(g.getImageData(0, 0, w, h)), type: 'image/png' };
  // Flattened onto a backdrop (EPS) the image is opaque: JPEG goes into the file as it is (DCT), while a
  // PNG would be decoded and re-compressed by jsPDF in JavaScript.
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  return { bytes: new Uint8Array(await blob.arrayBuffer()), type: blob.type };
}

function base64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/**
 * Decides what must be drawn as an image (outermost first: an element inside a rasterised one is
 * drawn with it), and folds group opacity into the leaves where that is exact (the leaves do not
 * overlap), since svg2pdf.js applies a group's opacity to each leaf instead of to the group. In a PDF a
 * group whose leaves overlap becomes a transparency group (marked with GROUP_OPACITY, drawn by
 * drawInSlices.ts); one inside another such group is drawn as an image, as is every one in an EPS.
 */
export function findRasterTargets(root: SVGSVGElement, eps: boolean): Map<Element, RasterReason> {
  const targets = new Map<Element, RasterReason>();
  // A <use> left pointing at a drawn element must be drawn in the same pass as it (drawInSlices.ts).
  const groupsAllowed = !eps && !drawsVisibleElsewhere(root);
  const visit = (el: Element, inherited: number, inGroup = false) => {
    if (RASTER_SKIP.has(el.localName) || el.getAttribute('display') === 'none') return;
    const reason = ownReason(root, el, eps);
    if (reason) {
      targets.set(el, reason);
      if (inherited < 1) el.setAttribute('opacity', String(opacityOf(el) * inherited));
      return;
    }
    const own = opacityOf(el);
    let mult = inherited * own;
    if (el.children.length > 0 && own < 1 && el !== root) {
      const overlaps = eps || overlappingLeaves(el);
      if (overlaps && groupsAllowed && !inGroup) {
        el.setAttribute(GROUP_OPACITY, String(own * inherited));
        el.removeAttribute('opacity');
        for (const child of Array.from(el.children)) visit(child, 1, true);
        return;
      }
      if (overlaps) {
        targets.set(el, eps ? 'transparency' : 'groupOpacity');
        if (inherited < 1) el.setAttribute('opacity', String(own * inherited));
        return;
      }
    }
    el.removeAttribute('opacity');
    if (el.children.length === 0 || el.localName === 'text') {
      if (mult < 1) {
        if (el.localName === 'image') {
          el.setAttribute('opacity', String(mult));
          targets.set(el, eps ? 'transparency' : 'image');
          return;
        }
        for (const p of ['fill-opacity', 'stroke-opacity']) {
          const cur = parseFloat(el.ownerDocument.defaultView!.getComputedStyle(el).getPropertyValue(p)) || 1;
          el.setAttribute(p, String(cur * mult));
        }
      }
      mult = 1;
    }
    for (const child of Array.from(el.children)) visit(child, mult, inGroup);
  };
  visit(root, 1);
  return targets;
}

function ownReason(root: SVGSVGElement, el: Element, eps: boolean): RasterReason | null {
  const attr = (n: string) => el.getAttribute(n);
  if (attr('filter') && attr('filter') !== 'none') return 'filter';
  if (attr('mask') && attr('mask') !== 'none') return 'mask';
  const blend = (el as SVGElement).style?.getPropertyValue('mix-blend-mode');
  if (blend && blend !== 'normal') return 'blend';
  const clip = attr('clip-path');
  if (clip && clip !== 'none' && !clip.startsWith('url(')) return 'clipShape';
  if (el.localName === 'image') {
    const src = attr('href') ?? attr('xlink:href') ?? el.getAttributeNS('http://www.w3.org/1999/xlink', 'href') ?? '';
    // A data URL too long for svg2pdf.js to read (see MAX_IMAGE_BYTES) is drawn again, smaller.
    if (eps || !/^data:image\/(png|jpe?g);/i.test(src) || src.length > (MAX_IMAGE_BYTES * 4) / 3) return eps ? 'transparency' : 'image';
    // PDF viewers smooth an enlarged image; only the browser's own drawing keeps it pixelated.
    const rendering = el.ownerDocument.defaultView!.getComputedStyle(el).getPropertyValue('image-rendering');
    if (/pixelated|crisp-edges|optimizeSpeed/i.test(rendering)) return 'image';
  }
  if (el.localName === 'text') return 'text';
  if (!SHAPES.has(el.localName)) return null;
  const win = el.ownerDocument.defaultView!;
  const cs = win.getComputedStyle(el);
  const stroke = cs.getPropertyValue('stroke');
  const strokeOn = stroke !== 'none' && parseFloat(cs.getPropertyValue('stroke-width')) > 0;
  if (strokeOn && stroke.startsWith('url(')) return 'strokePaint';
  for (const paint of [cs.getPropertyValue('fill'), strokeOn ? stroke : 'none']) {
    const server = paintServer(root, paint);
    if (server && server.localName !== 'pattern' && stopsFade(server, eps)) return eps ? 'transparency' : 'gradientAlpha';
    // svg2pdf.js places a transformed pattern's tiles wrongly and draws no effect inside a tile; the EPS
    // writer keeps no tiling patterns.
    if (server && server.localName === 'pattern' && (eps || server.hasAttribute('patternTransform') || server.querySelector(EFFECTS)))
      return 'pattern';
  }
  if (eps) {
    const alpha = (v: string) => /rgba\([^)]*,\s*([\d.]+)\)/.exec(v)?.[1];
    const fill = cs.getPropertyValue('fill');
    const fillOn = fill !== 'none';
    const fillA = fillOn ? parseFloat(cs.getPropertyValue('fill-opacity')) * Number(alpha(fill) ?? 1) : 1;
    const strokeA = strokeOn ? parseFloat(cs.getPropertyValue('stroke-opacity')) * Number(alpha(stroke) ?? 1) : 1;
    // Nothing to draw is no transparency to flatten.
    if (fillOn && fillA === 0) el.setAttribute('fill', 'none');
    if (strokeOn && strokeA === 0) el.setAttribute('stroke', 'none');
    if ((fillOn && fillA > 0 && fillA < 1) || (strokeOn && strokeA > 0 && strokeA < 1) || opacityOf(el) < 1) return 'transparency';
  }
  return null;
}

function paintServer(root: Element, paint: string): Element | null {
  const m = /url\(\s*["']?#([^"')]+)["']?\s*\)/.exec(paint);
  if (!m) return null;
  return root.ownerDocument.getElementById(m[1]);
}

/** svg2pdf.js gives a gradient one opacity (the stops' mean): exact only when all stops agree. */
function stopsFade(gradient: Element, eps: boolean): boolean {
  const win = gradient.ownerDocument.defaultView!;
  const alphas = Array.from(gradient.querySelectorAll('stop')).map((s) => {
    const cs = win.getComputedStyle(s);
    const color = cs.getPropertyValue('stop-color');
    const a = /rgba\([^)]*,\s*([\d.]+)\)/.exec(color)?.[1];
    return parseFloat(cs.getPropertyValue('stop-opacity')) * Number(a ?? 1);
  });
  if (alphas.length === 0) return false;
  if (eps) return alphas.some((a) => a < 1);
  return alphas.some((a) => Math.abs(a - alphas[0]) > 0.002);
}

/** Do any two drawn leaves of this group overlap on the page? */
function overlappingLeaves(group: Element): boolean {
  const leaves = Array.from(group.querySelectorAll('*')).filter(
    (e) => isRenderable(e) && (e.children.length === 0 || e.localName === 'text') && !e.closest(REFERENCED_ONLY),
  );
  if (leaves.length <= 1) return false;
  const boxes = leaves.map((e) => {
    const r = e.getBoundingClientRect();
    const sw = parseFloat(e.ownerDocument.defaultView!.getComputedStyle(e).getPropertyValue('stroke-width')) || 0;
    return { x0: r.left - sw, y0: r.top - sw, x1: r.right + sw, y1: r.bottom + sw };
  });
  if (boxes.length > 400) return true;
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1) return true;
    }
  return false;
}
