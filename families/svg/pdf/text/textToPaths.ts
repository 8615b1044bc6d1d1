/**
 * `<text>` → vector outlines drawn with the shipped fonts (fonts.ts), so every script comes out with the
 * right glyphs (the PDF writer alone knows only the 14 WinAnsi fonts).
 *
 * Where each character goes is the browser's own answer (getStartPositionOfChar/getEndPositionOfChar/
 * getRotationOfChar on the laid-out SVG): x/y/dx/dy lists, per-glyph rotate, text-anchor, textPath,
 * letter-spacing, bidi order and vertical writing all come out as the browser laid them out. Which glyphs
 * to draw is HarfBuzz's answer: each run is shaped with its whole text as context (Arabic joining,
 * Devanagari conjuncts and reordering, mark positioning), and each cluster is drawn at its characters'
 * place. A text with a character no shipped font has (colour emoji...) is left for the image fallback.
 */
import { ToolError } from '../../../../schemas/pipeline';
import { PageSlicer } from '../pageSlicer';
import { PAINT_PROPS, REFERENCED_ONLY } from '../svgTree';
import { familyAsDrawn } from './browserFamily';
import { scriptOf } from './scriptOf';
import { JOINED, straightPieces, type Origin, type Point } from './straightPieces';
import { FAMILIES, faceFor, loadFont, mapFamily, parseFamilyList, scriptFallback, type FaceChoice, type LoadedFont } from './fonts';

export interface TextReport {
  /** Text elements that could not be outlined (drawn as images instead). */
  unsupported: Element[];
  replaced: { requested: string; used: string }[];
  /** Names of the fonts the outlines were drawn with. */
  fonts: string[];
  fontBytes: number;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const STRETCHED = '[textLength][lengthAdjust="spacingAndGlyphs"]';
/** Glyphs drawn by one <path> (see outlineText). */
const GLYPHS_PER_PATH = 8;
const PAINT = [...PAINT_PROPS, 'paint-order'];
/** What a text element keeps when it becomes a group of paths. */
const KEEP_ON_GROUP = ['id', 'transform', 'opacity', 'clip-path', 'mask', 'filter', 'display'];

interface Leaf {
  el: Element;
  start: number;
  end: number;
}

export async function textToPaths(root: SVGSVGElement, slicer = new PageSlicer()): Promise<TextReport> {
  const report: TextReport = { unsupported: [], replaced: [], fonts: [], fontBytes: 0 };
  const used = new Set<string>();
  const paths = new Set<string>();
  const replaced = new Map<string, Set<string>>();
  const texts = Array.from(root.querySelectorAll('text'));
  if (texts.length === 0) return report;
  try {
    hbModule ??= await import('harfbuzzjs');
  } catch {
    return { ...report, unsupported: texts };
  }
  for (const text of texts) {
    if (text.closest(REFERENCED_ONLY)) continue; // drawn only through references
    try {
      await slicer.pause();
      const ok = await outlineText(text as SVGTextElement, used, paths, replaced, slicer);
      if (!ok) report.unsupported.push(text);
    } catch (e) {
      if (e instanceof ToolError) throw e; // cancelled
      report.unsupported.push(text);
    }
  }
  for (const p of paths) report.fontBytes += (await loadFont(p))?.bytes ?? 0;
  report.fonts = [...used].sort();
  report.replaced = [...replaced].map(([requested, used]) => ({ requested, used: [...used].sort().join(', ') }));
  return report;
}

/** Wraps bare text nodes in <tspan>s so each styled run is one element the browser can count. */
function leavesOf(text: Element): Element[] {
  const leaves: Element[] = [];
  const walk = (el: Element) => {
    for (const node of Array.from(el.childNodes)) {
      if (node.nodeType === 3) {
        if (!node.textContent) continue;
        if (el.childNodes.length === 1 && el !== text) {
          leaves.push(el);
        } else {
          const span = el.ownerDocument.createElementNS(SVG_NS, 'tspan');
          el.insertBefore(span, node);
          span.appendChild(node);
          leaves.push(span);
        }
      } else if (node.nodeType === 1 && ['tspan', 'textPath', 'a'].includes((node as Element).localName)) {
        walk(node as Element);
      }
    }
  };
  walk(text);
  return leaves;
}

/** The characters the browser lays out: white space collapsed as CSS does, unless preserved. */
function addressable(text: SVGTextElement, leaves: Element[], win: Window): { chars: string; spans: Leaf[] } | null {
  const n = text.getNumberOfChars();
  const preserve = (el: Element) => {
    const ws = win.getComputedStyle(el).whiteSpace;
    return ws.startsWith('pre') || ws === 'break-spaces' || el.closest('[xml\\:space="preserve"]') !== null;
  };
  for (const trim of [false, true]) {
    let chars = '';
    const spans: Leaf[] = [];
    let lastSpace = true; // collapses leading white space too
    for (const leaf of leaves) {
      const start = chars.length;
      const raw = leaf.textContent ?? '';
      if (preserve(leaf)) {
        chars += raw.replace(/[\n\r\t]/g, ' ');
        lastSpace = false;
      } else {
        for (const c of raw.replace(/[\n\r\t]/g, ' ')) {
          if (c === ' ' && lastSpace) continue;
          chars += c;
          lastSpace = c === ' ';
        }
      }
      spans.push({ el: leaf, start, end: chars.length });
    }
    if (trim && chars.endsWith(' ')) {
      chars = chars.slice(0, -1);
      const last = spans.findLast((s) => s.end > s.start);
      if (last) last.end--;
    }
    if (chars.length === n && spans.every((s) => (s.el as SVGTextContentElement).getNumberOfChars() === s.end - s.start))
      return { chars, spans };
  }
  return null;
}

interface Placed {
  /** Glyph outline in font units, already moved to page coordinates. */
  d: string;
}

async function outlineText(
  text: SVGTextElement,
  used: Set<string>,
  paths: Set<string>,
  replaced: Map<string, Set<string>>,
  slicer: PageSlicer,
): Promise<boolean> {
  const doc = text.ownerDocument;
  const win = doc.defaultView!;
  const leaves = leavesOf(text);
  const layout = addressable(text, leaves, win);
  if (!layout) return false;
  const { chars, spans } = layout;
  const vertical = win.getComputedStyle(text).writingMode.startsWith('vertical') || win.getComputedStyle(text).writingMode.startsWith('tb');
  const group = doc.createElementNS(SVG_NS, 'g');
  for (const a of KEEP_ON_GROUP) if (text.hasAttribute(a)) group.setAttribute(a, text.getAttribute(a)!);
  if (text.style.mixBlendMode) group.style.mixBlendMode = text.style.mixBlendMode;

  let current: { paint: string; el: SVGPathElement; d: string[] } | null = null;
  for (const span of spans) {
    if (span.end === span.start) continue;
    await slicer.pause();
    const cs = win.getComputedStyle(span.el);
    if (cs.visibility === 'hidden' || cs.display === 'none') continue;
    const size = parseFloat(cs.fontSize);
    if (!(size > 0)) continue;
    const bold = parseInt(cs.fontWeight, 10) >= 600;
    const italic = cs.fontStyle !== 'normal';
    const lang = (
      span.el.closest('[lang],[xml\\:lang]')?.getAttribute('lang') ??
      span.el.closest('[xml\\:lang]')?.getAttribute('xml:lang') ??
      ''
    ).toLowerCase();
    const requested = parseFamilyList(cs.fontFamily);
    const first = requested[0];
    const firstMapped = first ? familyAsDrawn(doc, cs.fontFamily, first) : null;
    const candidates = [...new Set(requested.map((f, i) => (i === 0 ? firstMapped!.id : mapFamily(f).id)))];
    const exactlyNamed = new Set(
      requested
        .map(mapFamily)
        .filter((m) => m.exact)
        .map((m) => m.id),
    );
    // One font and one script per run of characters (scriptOf.ts); marks stay with their base.
    const runs: { face: FaceChoice; from: number; to: number; script: string | null }[] = [];
    for (let i = span.start; i < span.end;) {
      const cp = chars.codePointAt(i)!;
      const len = cp > 0xffff ? 2 : 1;
      const prev = runs.at(-1);
      const script = scriptOf(cp);
      let face: FaceChoice | null = null;
      if (prev && prev.to === i && (/\p{M}|\p{Cf}|\s/u.test(String.fromCodePoint(cp)) || isCommon(cp))) {
        face = await faceFor(prev.face.family, cp, bold, italic);
      }
      if (!face) face = await chooseFace(cp, candidates, lang, bold, italic);
      if (!face) return false; // no shipped font draws this character
      if (prev && prev.face.path === face.path && prev.to === i && (script === null || prev.script === null || prev.script === script)) {
        prev.to = i + len;
        prev.script ??= script;
      } else runs.push({ face, from: i, to: i + len, script });
      i += len;
    }
    for (const run of runs) {
      used.add(run.face.family.name);
      paths.add(run.face.path);
      // A family the text does not name exactly drew part of it in place of its first family: the stand-in
      // itself, or a script's fallback (the Arabic of a "DejaVu Sans" text, which that font has).
      if (first && !firstMapped!.exact && (FAMILIES[firstMapped!.id] === run.face.family || !exactlyNamed.has(run.face.family.id))) {
        if (!replaced.has(first)) replaced.set(first, new Set());
        replaced.get(first)!.add(run.face.family.name);
      }
    }
    const paint = PAINT.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';');
    if (!current || current.paint !== paint) {
      const el = doc.createElementNS(SVG_NS, 'path') as SVGPathElement;
      for (const p of PAINT) {
        const v = cs.getPropertyValue(p).trim();
        if (v)
          el.setAttribute(
            p,
            p === 'fill' || p === 'stroke' ? paintAttr(v) : p.endsWith('width') || p.endsWith('offset') ? String(parseFloat(v) || 0) : v,
          );
      }
      el.setAttribute('fill-rule', 'nonzero');
      group.appendChild(el);
      current = { paint, el, d: [] };
    }
    for (const run of runs) {
      const font = (await loadFont(run.face.path))!;
      if (run.face.fakeBold && current.el.getAttribute('stroke') === 'none') {
        current.el.setAttribute('stroke', current.el.getAttribute('fill') ?? 'none');
        current.el.setAttribute('stroke-width', String(size / 30));
        current.el.setAttribute('stroke-linejoin', 'round');
      }
      const caps = smallCapsOf(cs.fontVariantCaps);
      const placed = await shapeRun(text, chars, run.from, run.to, font, size, vertical, lang, run.face, slicer, caps);
      for (const p of placed) {
        current.d.push(p.d);
        // A new path (same paint) every so many glyphs: svg2pdf draws one element at a time, and the
        // page gets its turn between elements (svgToPdf.ts drawInSlices).
        if (current.d.length >= GLYPHS_PER_PATH) {
          current.el.setAttribute('d', current.d.join(''));
          const next = current.el.cloneNode(false) as SVGPathElement;
          group.appendChild(next);
          current = { paint: current.paint, el: next, d: [] };
        }
      }
    }
    current.el.setAttribute('d', current.d.join(''));
  }
  for (const p of Array.from(group.querySelectorAll('path'))) if (!p.getAttribute('d')) p.remove();
  text.replaceWith(group);
  return true;
}

/** Spaces, digits and punctuation take the font of what precedes them, as browsers do. */
function isCommon(cp: number): boolean {
  return /[\p{P}\p{N}\p{S}\p{Zs}]/u.test(String.fromCodePoint(cp)) && cp < 0x2e80;
}

async function chooseFace(cp: number, candidates: string[], lang: string, bold: boolean, italic: boolean): Promise<FaceChoice | null> {
  const order = [
    ...candidates,
    scriptFallback(cp, lang),
    'noto-sans',
    'noto-sans-arabic',
    'noto-sans-hebrew',
    'noto-sans-devanagari',
    'noto-sans-thai',
  ];
  const seen = new Set<string>();
  for (const id of order) {
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const face = await faceFor(FAMILIES[id], cp, bold, italic);
    if (face) return face;
  }
  // CJK punctuation and symbols outside the script ranges.
  for (const id of ['noto-sans-sc', 'noto-sans-jp', 'noto-sans-kr']) {
    const face = await faceFor(FAMILIES[id], cp, bold, italic);
    if (face) return face;
  }
  return null;
}

function paintAttr(v: string): string {
  const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(v);
  if (url) return `url(${url[1].replace(/^[^#]*#/, '#')})`;
  return v;
}

/** Shapes text[from, to) (with the whole text as context) and puts each cluster where the browser put its characters. */
async function shapeRun(
  text: SVGTextElement,
  chars: string,
  from: number,
  to: number,
  font: LoadedFont,
  size: number,
  vertical: boolean,
  lang: string,
  face: FaceChoice,
  slicer: PageSlicer,
  caps: SmallCaps | null,
): Promise<Placed[]> {
  const out: Placed[] = [];
  const { Buffer, Direction, shape } = hbModule!;
  const probeRotation = safe(() => text.getRotationOfChar(from)) ?? 0;
  const upright = vertical && Math.abs(probeRotation) < 1;
  const buffer = new Buffer();
  buffer.addText(caps ? capitals(chars, from, to, caps) : chars, from, to - from);
  buffer.guessSegmentProperties();
  if (upright) buffer.setDirection(Direction.TTB);
  if (lang) buffer.setLanguage(lang);
  shape(font.font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const s = size / font.upem;
  const nextCluster = clusterSuccessors(infos, to);
  // textLength with lengthAdjust="spacingAndGlyphs": the browser stretches each glyph to its new advance.
  const stretched = !upright && (text.matches(STRETCHED) || text.querySelector(STRETCHED) !== null);
  // Each cluster (its glyphs infos[i, j), in visual order) and where the browser put its characters.
  const clusters: { i: number; j: number; origin: Origin | null }[] = [];
  for (let i = 0; i < infos.length;) {
    await slicer.pause();
    const cluster = infos[i].cluster;
    let j = i;
    while (j < infos.length && infos[j].cluster === cluster) j++;
    // Characters of this cluster: from its index up to the next cluster's (in logical order).
    clusters.push({ i, j, origin: clusterOrigin(text, cluster, nextCluster.get(cluster)!, upright) });
    i = j;
  }
  const pieces =
    !upright && JOINED.test(chars.slice(from, to))
      ? straightPieces(
          clusters.map((c) => c.origin),
          size,
          clusters.map((c) => /\s/.test(chars[infos[c.i].cluster])),
        )
      : [];
  const perCluster = new Set(clusters.keys());
  for (const piece of pieces) {
    if (piece.to - piece.from < 2 || !piece.start) continue;
    // A joined script (Arabic, the head line of Devanagari or Bengali) drawn in a stand-in whose widths
    // differ from the font the browser used: glyphs put at the browser's places would leave gaps in the
    // joins or overlap. The piece is drawn as HarfBuzz shaped it, fitted to the length the browser gave it.
    const first = clusters[piece.from].i;
    const last = clusters[piece.to - 1].j;
    let total = 0;
    for (let k = first; k < last; k++) total += positions[k].xAdvance;
    const sx = total > 0 && piece.length > 0 ? piece.length / (total * s) : 1;
    let pen = 0;
    for (let k = first; k < last; k++) {
      const d = font.font.glyphToPath(infos[k].codepoint);
      const m = glyphMatrix(piece.start, piece.rotation, s, sx, pen + positions[k].xOffset, positions[k].yOffset, 0, face.fakeItalic);
      if (d) out.push({ d: transformPath(d, m) });
      pen += positions[k].xAdvance;
    }
    for (let c = piece.from; c < piece.to; c++) perCluster.delete(c);
  }
  for (const c of perCluster) {
    const { i, j, origin } = clusters[c];
    if (!origin) continue;
    const cluster = infos[i].cluster;
    const { p, rotation } = origin;
    let advance = 0;
    for (let k = i; k < j; k++) advance += positions[k].xAdvance * s;
    const sx = stretched && advance > 0 && origin.extent > 0 ? origin.extent / advance : 1;
    const size = caps && shrinks(chars[cluster], caps) ? s * SMALL_CAPS_SCALE : s;
    let penX = 0;
    let penY = 0;
    // Sideways glyphs in vertical text sit on the central baseline.
    const shift = vertical && !upright ? ((font.ascender + font.descender) / 2) * s : 0;
    for (let k = i; k < j; k++) {
      const g = infos[k].codepoint;
      const pos = positions[k];
      const xo = pos.xOffset + penX;
      // Upright CJK: the em box's top (the ideographic top, 0.88 em above the baseline) at the pen, as
      // browsers place it; the slices carry no vertical origins of their own.
      const yo = (upright && k === i ? -0.88 * font.upem : pos.yOffset) + penY;
      const d = font.font.glyphToPath(g);
      if (d) out.push({ d: transformPath(d, glyphMatrix(p, rotation, size, sx, xo, yo, shift, face.fakeItalic)) });
      penX += pos.xAdvance;
      penY += pos.yAdvance;
    }
  }
  return out;
}

let hbModule: typeof import('harfbuzzjs') | null = null;

/** font-variant-caps the outlines synthesise as browsers do for a font without small capitals: the
 * capital glyph at 70 % of the size, for lower-case letters ('small') or for every letter ('all'). */
type SmallCaps = 'small' | 'all';
const SMALL_CAPS_SCALE = 0.7;
function smallCapsOf(value: string): SmallCaps | null {
  return value === 'small-caps' ? 'small' : value === 'all-small-caps' ? 'all' : null;
}
const upper = (c: string) => {
  const u = c.toUpperCase();
  return u.length === c.length ? u : c; // ß → SS would move every later character's index
};
function shrinks(c: string | undefined, caps: SmallCaps): boolean {
  if (!c || !/\p{L}/u.test(c)) return false;
  return caps === 'all' || upper(c) !== c;
}
/** chars with [from, to) in capitals, each character at its own index. */
function capitals(chars: string, from: number, to: number, caps: SmallCaps): string {
  let out = chars.slice(0, from);
  for (let i = from; i < to; i++) out += shrinks(chars[i], caps) ? upper(chars[i]) : chars[i];
  return out + chars.slice(to);
}

/** Each cluster → the next cluster in logical order (or `to`), for all at once: asking per cluster was quadratic. */
function clusterSuccessors(infos: { cluster: number }[], to: number): Map<number, number> {
  const clusters = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  return new Map(clusters.map((c, k) => [c, k + 1 < clusters.length && clusters[k + 1] < to ? clusters[k + 1] : to]));
}

function safe<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null;
  }
}

/** Left (or top) end of a cluster's characters as the browser laid them out, their rotation, and how
 * far they reach along the line; null when the browser draws none of them. */
function clusterOrigin(text: SVGTextElement, from: number, to: number, upright: boolean): Origin | null {
  const rotation = safe(() => text.getRotationOfChar(from));
  if (rotation === null) return null;
  const rad = (rotation * Math.PI) / 180;
  const dir = upright ? { x: 0, y: 1 } : { x: Math.cos(rad), y: Math.sin(rad) };
  let best: Point | null = null;
  let bestProj = Infinity;
  let farthest = -Infinity;
  for (let c = from; c < to; c++) {
    // A character past the end of its textPath is not drawn; the browser gives it an empty box at 0 0.
    const box = safe(() => text.getExtentOfChar(c));
    if (box && box.width === 0 && box.height === 0) continue;
    for (const get of [() => text.getStartPositionOfChar(c), () => text.getEndPositionOfChar(c)]) {
      const q = safe(get);
      if (!q) continue;
      const proj = q.x * dir.x + q.y * dir.y;
      farthest = Math.max(farthest, proj);
      if (proj < bestProj - 1e-6) {
        bestProj = proj;
        best = { x: q.x, y: q.y };
      }
    }
  }
  return best ? { p: best, rotation: upright ? 0 : rotation, extent: farthest - bestProj } : null;
}

/** Font units (y up) → user space: at p, rotated, scaled (sx more along the line); pen offset (xo, yo) in font units. */
function glyphMatrix(p: Point, rotation: number, s: number, sx: number, xo: number, yo: number, shift: number, oblique: boolean): number[] {
  const r = (rotation * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const k = oblique ? 0.25 : 0; // the slant browsers give a font without an italic
  // local (font units): x' = (x + k*y + xo) * s, y' = -(y + yo) * s + shift
  // then rotate and translate to p.
  const a = s * sx;
  const c = k * s * sx;
  const b = 0;
  const d = -s;
  const e = xo * s * sx;
  const f = -yo * s + shift;
  return [cos * a - sin * b, sin * a + cos * b, cos * c - sin * d, sin * c + cos * d, cos * e - sin * f + p.x, sin * e + cos * f + p.y];
}

function transformPath(d: string, m: number[]): string {
  const [a, b, c, dd, e, f] = m;
  const nums = d.match(/[MLQCZ]|-?[\d.]+(?:e-?\d+)?/gi) ?? [];
  let out = '';
  let cmd = '';
  const coords: number[] = [];
  const flush = () => {
    if (!cmd) return;
    out += cmd;
    for (let i = 0; i + 1 < coords.length; i += 2) {
      const x = coords[i];
      const y = coords[i + 1];
      out += `${i ? ' ' : ''}${round(a * x + c * y + e)} ${round(b * x + dd * y + f)}`;
    }
    coords.length = 0;
  };
  for (const t of nums) {
    if (/[MLQCZ]/i.test(t)) {
      flush();
      cmd = t.toUpperCase();
      if (cmd === 'Z') {
        out += 'Z';
        cmd = '';
      }
    } else coords.push(parseFloat(t));
  }
  flush();
  return out;
}

const round = (n: number) => Math.round(n * 100) / 100;
