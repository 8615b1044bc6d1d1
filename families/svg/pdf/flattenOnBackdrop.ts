/**
 * EPS has no transparency, so a semi-transparent shape is normally drawn as an image together with what
 * lies beneath it (rasterFallback.ts). When what lies beneath is one plain colour, the mix is known
 * without drawing: each colour (and each gradient stop) is mixed with that colour and the shape stays
 * vector — a gradient then stays a PostScript shading instead of becoming megabytes of image.
 *
 * Only single shapes whose own paints are transparent are taken (not groups, text or images), and only
 * when fill and stroke do not mix with each other (a see-through stroke over its own fill is left as an
 * image). The colour beneath is found by drawing everything painted before the shape, cut to the
 * shape's box, at low resolution: any two pixels that differ and the shape stays an image.
 */
import { SHAPES, opacityOf } from './svgTree';
import type { RasterReason } from './rasterFallback';
import { SvgIsolator } from './isolate';
import { PaintBoxes } from './paintBoxes';
import { flatStops, mixOver, parseColor, type Rgb } from './flatPaint';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Side of the check drawing (px): enough to see shapes beneath, cheap to draw. */
const PROBE = 64;

/** Takes the flattened shapes out of `targets`; returns how many were kept as vector. */
export async function flattenOnBackdrop(
  root: SVGSVGElement,
  targets: Map<Element, RasterReason>,
  pageWidth: number,
  pageHeight: number,
  backdrop: string,
): Promise<number> {
  const win = root.ownerDocument.defaultView!;
  const rootBox = root.getBoundingClientRect();
  let kept = 0;
  let serial = 0;
  // Only what is painted before the shape, and the definitions that uses, is drawn for each check.
  const beneath = new SvgIsolator(root, (id) => root.ownerDocument.getElementById(id));
  const boxes = new PaintBoxes(root);
  for (const [el, reason] of [...targets]) {
    if (reason !== 'transparency' || !SHAPES.has(el.localName) || el.closest('[filter],[mask]')) continue;
    const cs = win.getComputedStyle(el);
    const fill = paintOf(root, cs.getPropertyValue('fill'), cs.getPropertyValue('fill-opacity'));
    const strokeOn = cs.getPropertyValue('stroke') !== 'none' && parseFloat(cs.getPropertyValue('stroke-width')) > 0;
    const stroke = strokeOn ? paintOf(root, cs.getPropertyValue('stroke'), cs.getPropertyValue('stroke-opacity')) : null;
    if (fill === undefined || stroke === undefined) continue; // a pattern or an unknown paint
    const opacity = opacityOf(el);
    // A see-through stroke over a drawn fill (or a whole shape's opacity over both) mixes the two.
    if (fill && stroke && (opacity < 1 || !stroke.opaque)) continue;
    const box = el.getBoundingClientRect();
    const ctm = (el as SVGGraphicsElement).getScreenCTM?.();
    const pad = strokeOn && ctm ? parseFloat(cs.getPropertyValue('stroke-width')) * Math.sqrt(Math.abs(ctm.a * ctm.d - ctm.b * ctm.c)) : 0;
    const region = {
      x: box.left - rootBox.left - pad - 1,
      y: box.top - rootBox.top - pad - 1,
      w: box.width + 2 * pad + 2,
      h: box.height + 2 * pad + 2,
    };
    const under = await colourBeneath(beneath, boxes, el, region, pageWidth, pageHeight, backdrop);
    if (!under) continue;
    const below = { ...under, a: 1 };
    for (const [prop, paint] of [
      ['fill', fill],
      ['stroke', stroke],
    ] as const) {
      if (!paint) continue;
      if (paint.color) {
        const c = mixOver({ ...paint.color, a: paint.color.a * paint.opacity * opacity }, below);
        el.setAttribute(prop, `rgb(${c.r}, ${c.g}, ${c.b})`);
      } else if (paint.gradient) {
        const copy = paint.gradient.cloneNode(true) as Element;
        copy.id = `lk-flat-${++serial}`;
        for (const s of Array.from(copy.querySelectorAll('stop'))) s.remove();
        const stops = Array.from(paint.gradient.querySelectorAll('stop')).map((s) => {
          const scs = win.getComputedStyle(s);
          const c = parseColor(scs.getPropertyValue('stop-color')) ?? { r: 0, g: 0, b: 0, a: 1 };
          return {
            offset: Number(s.getAttribute('offset')) || 0,
            color: { ...c, a: c.a * (parseFloat(scs.getPropertyValue('stop-opacity')) || 0) },
          };
        });
        for (const s of flatStops(stops, paint.opacity * opacity, below)) {
          const stop = el.ownerDocument.createElementNS(SVG_NS, 'stop');
          stop.setAttribute('offset', String(s.offset));
          stop.setAttribute('stop-color', `rgb(${s.color.r}, ${s.color.g}, ${s.color.b})`);
          copy.appendChild(stop);
        }
        paint.gradient.after(copy);
        el.setAttribute(prop, `url(#${copy.id})`);
      }
      el.setAttribute(`${prop}-opacity`, '1');
    }
    el.removeAttribute('opacity');
    targets.delete(el);
    kept++;
  }
  return kept;
}

interface Paint {
  color?: Rgb;
  gradient?: Element;
  /** fill-opacity / stroke-opacity. */
  opacity: number;
  opaque: boolean;
}

/** null: no paint; undefined: a paint this step does not handle. */
function paintOf(root: Element, value: string, opacityValue: string): Paint | null | undefined {
  if (value === 'none') return null;
  const opacity = Math.min(1, Math.max(0, parseFloat(opacityValue)));
  const url = /url\(\s*["']?#([^"')]+)["']?\s*\)/.exec(value);
  if (url) {
    const g = root.ownerDocument.getElementById(url[1]);
    if (!g || (g.localName !== 'linearGradient' && g.localName !== 'radialGradient') || !g.querySelector('stop')) return undefined;
    return { gradient: g, opacity, opaque: false };
  }
  const color = parseColor(value);
  if (!color) return undefined;
  return { color, opacity, opaque: color.a * opacity >= 1 };
}

/** The one colour everything painted before `el` shows in `region` (page px), or null if it is not one. */
async function colourBeneath(
  beneath: SvgIsolator,
  boxes: PaintBoxes,
  el: Element,
  region: { x: number; y: number; w: number; h: number },
  pageWidth: number,
  pageHeight: number,
  backdrop: string,
): Promise<Rgb | null> {
  const w = Math.max(1, Math.min(PROBE, Math.round(region.w)));
  const h = Math.max(1, Math.min(PROBE, Math.round(region.h)));
  const inner = beneath
    .isolate(el, { before: true, omitSelf: true, keep: (e) => boxes.reaches(e, region) })
    .replace(/^<svg\b/, '<svg x="0" y="0"');
  const outer = `<svg xmlns="${SVG_NS}" width="${w}" height="${h}" viewBox="${region.x} ${region.y} ${region.w} ${region.h}" preserveAspectRatio="none"><svg x="0" y="0" width="${pageWidth}" height="${pageHeight}" overflow="hidden">${inner}</svg></svg>`;
  const url = URL.createObjectURL(new Blob([outer], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = new OffscreenCanvas(w, h);
    const g = canvas.getContext('2d')!;
    g.fillStyle = backdrop;
    g.fillRect(0, 0, w, h);
    g.drawImage(img, 0, 0, w, h);
    const d = g.getImageData(0, 0, w, h).data;
    for (let i = 4; i < d.length; i += 4)
      if (Math.abs(d[i] - d[0]) > 2 || Math.abs(d[i + 1] - d[1]) > 2 || Math.abs(d[i + 2] - d[2]) > 2) return null;
    return { r: d[0], g: d[1], b: d[2], a: 1 };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
