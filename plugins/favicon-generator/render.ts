import { fontById } from '../../src/engines/fontList';
import type { IconNode } from './iconSet';

/**
 * How a generated favicon looks, and the two ways of drawing it: on a 2D canvas context (the live
 * preview on the page and the PNG master in the worker use the same function) and as SVG.
 */
export interface IconDesign {
  mode: 'text' | 'emoji' | 'icon';
  text: string;
  emoji: string;
  /** The icon's SVG nodes (mode 'icon'). */
  iconNodes?: IconNode[];
  font: string;
  bold: boolean;
  /** Glyph height as a percentage of the icon's side. */
  fontSize: number;
  fontColor: string;
  backgroundColor: string;
  shape: 'square' | 'circle' | 'rounded';
}

/** Corner radius of the rounded shape, as a share of the side (close to iOS's squircle look). */
export const ROUNDED_RADIUS = 0.2;
/** Text never runs wider than this share of the side: long glyph pairs shrink to fit. */
const MAX_TEXT_WIDTH = 0.88;
const EMOJI_FAMILY = '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Segoe UI Symbol", sans-serif';
/** Lucide draws on a 24×24 grid with 2-unit round strokes. */
const ICON_GRID = 24;

type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

const glyphText = (d: IconDesign) => (d.mode === 'emoji' ? d.emoji : d.text);
const fontFamily = (d: IconDesign) => (d.mode === 'emoji' ? EMOJI_FAMILY : fontById(d.font).family);
const fontWeight = (d: IconDesign) => (d.mode === 'text' && d.bold ? 'bold' : 'normal');

function shapePath(ctx: Ctx2D, size: number, shape: IconDesign['shape']): void {
  ctx.beginPath();
  if (shape === 'circle') {
    ctx.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2);
  } else if (shape === 'rounded') {
    ctx.roundRect(0, 0, size, size, size * ROUNDED_RADIUS);
  } else {
    ctx.rect(0, 0, size, size);
  }
}

/** Draws the favicon into the top-left size×size square of the context (cleared first). */
export function drawIcon(ctx: Ctx2D, size: number, d: IconDesign): void {
  ctx.save();
  ctx.clearRect(0, 0, size, size);
  shapePath(ctx, size, d.shape);
  ctx.fillStyle = d.backgroundColor;
  ctx.fill();
  // Glyphs stay inside the shape (a big letter in a circle is cut by the circle, as in the preview).
  ctx.clip();
  if (d.mode === 'icon') drawIconNodes(ctx, size, d);
  else drawGlyphs(ctx, size, d);
  ctx.restore();
}

/** Draws only the design's text or emoji, on a cleared square; false when there is nothing to draw. */
export function drawGlyphLayer(ctx: Ctx2D, size: number, d: IconDesign): boolean {
  ctx.clearRect(0, 0, size, size);
  if (d.mode === 'icon' || !glyphText(d)) return false;
  drawGlyphs(ctx, size, d);
  return true;
}

function drawGlyphs(ctx: Ctx2D, size: number, d: IconDesign): void {
  const text = glyphText(d);
  if (!text) return;
  let px = (size * d.fontSize) / 100;
  const measure = () => {
    ctx.font = `${fontWeight(d)} ${px}px ${fontFamily(d)}`;
    return ctx.measureText(text);
  };
  let m = measure();
  const inkWidth = () => m.actualBoundingBoxLeft + m.actualBoundingBoxRight;
  if (inkWidth() > size * MAX_TEXT_WIDTH) {
    px *= (size * MAX_TEXT_WIDTH) / inkWidth();
    m = measure();
  }
  // Centre the ink (what is drawn), not the em box: letters without descenders sit in the middle.
  const inkHeight = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
  const x = (size - inkWidth()) / 2 + m.actualBoundingBoxLeft;
  const y = (size - inkHeight) / 2 + m.actualBoundingBoxAscent;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = d.fontColor;
  ctx.fillText(text, x, y);
}

const num = (v: string | undefined) => Number(v ?? 0);

/** One Lucide element as path data (Path2D understands SVG path syntax). */
export function nodeToPathData([tag, a]: IconNode): string {
  switch (tag) {
    case 'path':
      return a.d ?? '';
    case 'circle':
    case 'ellipse': {
      const cx = num(a.cx);
      const cy = num(a.cy);
      const rx = num(tag === 'circle' ? a.r : a.rx);
      const ry = num(tag === 'circle' ? a.r : a.ry);
      return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
    }
    case 'rect': {
      const x = num(a.x);
      const y = num(a.y);
      const w = num(a.width);
      const h = num(a.height);
      const rx = Math.min(num(a.rx ?? a.ry), w / 2);
      const ry = Math.min(num(a.ry ?? a.rx), h / 2);
      if (!rx && !ry) return `M${x} ${y}h${w}v${h}h${-w}Z`;
      return (
        `M${x + rx} ${y}h${w - 2 * rx}a${rx} ${ry} 0 0 1 ${rx} ${ry}v${h - 2 * ry}a${rx} ${ry} 0 0 1 ${-rx} ${ry}` +
        `h${-(w - 2 * rx)}a${rx} ${ry} 0 0 1 ${-rx} ${-ry}v${-(h - 2 * ry)}a${rx} ${ry} 0 0 1 ${rx} ${-ry}Z`
      );
    }
    case 'line':
      return `M${num(a.x1)} ${num(a.y1)}L${num(a.x2)} ${num(a.y2)}`;
    case 'polyline':
    case 'polygon': {
      const pts = (a.points ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      const pairs = [];
      for (let i = 0; i + 1 < pts.length; i += 2) pairs.push(`${pts[i]} ${pts[i + 1]}`);
      return pairs.length ? `M${pairs.join('L')}${tag === 'polygon' ? 'Z' : ''}` : '';
    }
    default:
      return '';
  }
}

/** Where the 24×24 icon grid goes inside a size×size icon. */
function iconPlacement(size: number, fontSize: number): { scale: number; offset: number } {
  const scale = (size * fontSize) / 100 / ICON_GRID;
  return { scale, offset: (size - ICON_GRID * scale) / 2 };
}

function drawIconNodes(ctx: Ctx2D, size: number, d: IconDesign): void {
  const { scale, offset } = iconPlacement(size, d.fontSize);
  ctx.translate(offset, offset);
  ctx.scale(scale, scale);
  ctx.strokeStyle = d.fontColor;
  ctx.fillStyle = d.fontColor;
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const node of d.iconNodes ?? []) {
    const path = new Path2D(nodeToPathData(node));
    if (node[1].fill && node[1].fill !== 'none') ctx.fill(path);
    ctx.stroke(path);
  }
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const ICON_ATTRS = ['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'x1', 'y1', 'x2', 'y2', 'points'];
const round = (v: number) => Math.round(v * 1000) / 1000;

/** The glyph of favicon.svg as glyphArt.ts made it: outlines of text, or an emoji as an image. */
export type GlyphArt = { kind: 'outline'; d: string } | { kind: 'image'; href: string };

/**
 * The same design as an SVG favicon (512 units square). Text and emoji come as `glyphs`, made from the
 * drawing the PNGs are made of (see glyphArt.ts): outlines, or an embedded image of an emoji.
 */
export function designToSvg(d: IconDesign, glyphs?: GlyphArt): string {
  const size = 512;
  const parts: string[] = [];
  const fill = `fill="${escapeXml(d.backgroundColor)}"`;
  if (d.shape === 'circle') parts.push(`<circle cx="256" cy="256" r="256" ${fill}/>`);
  else if (d.shape === 'rounded') parts.push(`<rect width="512" height="512" rx="${size * ROUNDED_RADIUS}" ${fill}/>`);
  else parts.push(`<rect width="512" height="512" ${fill}/>`);
  if (d.mode === 'icon') {
    const { scale, offset } = iconPlacement(size, d.fontSize);
    const elements = (d.iconNodes ?? []).map(([tag, attrs]) => {
      const kept = ICON_ATTRS.filter((k) => attrs[k] !== undefined).map((k) => `${k}="${escapeXml(attrs[k])}"`);
      if (attrs.fill && attrs.fill !== 'none') kept.push('fill="currentColor"');
      return `<${tag} ${kept.join(' ')}/>`;
    });
    parts.push(
      `<g transform="translate(${round(offset)} ${round(offset)}) scale(${round(scale)})" color="${escapeXml(d.fontColor)}" fill="none" ` +
        `stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${elements.join('')}</g>`,
    );
  } else if (glyphs?.kind === 'outline') {
    parts.push(`<path fill="${escapeXml(d.fontColor)}" d="${escapeXml(glyphs.d)}"><title>${escapeXml(glyphText(d))}</title></path>`);
  } else if (glyphs?.kind === 'image') {
    parts.push(`<image width="512" height="512" href="${escapeXml(glyphs.href)}"><title>${escapeXml(glyphText(d))}</title></image>`);
  }
  const clip =
    d.shape === 'square'
      ? ''
      : d.shape === 'circle'
        ? '<clipPath id="s"><circle cx="256" cy="256" r="256"/></clipPath>'
        : `<clipPath id="s"><rect width="512" height="512" rx="${size * ROUNDED_RADIUS}"/></clipPath>`;
  const body = clip ? `<defs>${clip}</defs><g clip-path="url(#s)">${parts.join('')}</g>` : parts.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${body}</svg>\n`;
}
