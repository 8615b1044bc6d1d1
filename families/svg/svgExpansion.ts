import { ToolError } from '../../schemas/pipeline';
import { cssUrls, sheetRules, type SheetRule, type SimpleSelector } from './svgCss';
import { parseXml, XmlParseError, type XmlElement } from './xmlParse';

/**
 * How many elements an SVG makes the browser draw once every reference is followed, counted before
 * anything draws it. A 2 KB file of 10 groups each <use>-ing the previous one 10 times draws 10¹⁰
 * elements; browsers have no time limit for drawing and froze a tab for minutes on it.
 *
 * The count walks the drawing as the browser would, one visit per drawn copy, and stops as soon as it
 * passes the limit (so it costs at most `maxDrawn` visits, whatever the file). It follows:
 *   - <use>, <feImage>, <pattern href>: the element they point at;
 *   - url(#id) in attributes, style="" and SMIL values (patterns, clip paths, masks, filters,
 *     markers — a marker once per vertex of its shape);
 *   - url(#id) in <style> sheets, on the elements a rule's simple selectors name (.class, tag, #id),
 *     and on every drawing element for any other selector (an upper bound);
 *   - SVG images inside the file (data:image/svg+xml in href, src or url()).
 * A <use> (or feImage, pattern href) that reaches itself again is a loop: refused. Names are read
 * without their namespace and nothing is skipped (foreignObject's HTML included), so the count holds
 * for the untouched original as well as for the cleaned file.
 */

export const EXPANSION_LIMITS = {
  /** Elements drawn after expansion; see bench/README.md ("SVG expansion") for what the browser does near it. */
  maxDrawn: 250_000,
  /** SVG images inside SVG images. */
  maxImageNesting: 3,
};

/** Elements whose href draws (a copy of) what it points at. */
const DRAWS_HREF = new Set(['use', 'feimage', 'pattern']);
const MARKER_SHAPES = new Set(['path', 'line', 'polyline', 'polygon']);
/** Elements a <style> rule's fill/stroke/clip-path/mask/filter/marker can apply to. */
const PAINTED = new Set([
  ...MARKER_SHAPES,
  ...['svg', 'g', 'use', 'image', 'rect', 'circle', 'ellipse', 'text', 'tspan', 'textpath', 'a', 'switch', 'foreignobject'],
]);
const SVG_DATA_URL = /^data:image\/svg\+xml/i;
/** Their content is drawn only through a reference (<use>, a paint, an effect), not where it stands. */
const NOT_DRAWN_HERE = new Set(['defs', 'symbol', 'clippath', 'mask', 'pattern', 'marker']);

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();
const idOf = (e: XmlElement) => e.attributes.find((a) => a.name === 'id')?.value;

/** An element's name, marker vertices, the ids its href draws, and every url() it points at. */
interface Refs {
  name: string;
  vertices: number;
  use: string[];
  urls: string[];
}

/** One document's lookups: ids (first wins, as in browsers) and its sheets' references. */
interface Doc {
  byId: Map<string, XmlElement>;
  /** The url()s of its <style> sheets, by rule. */
  sheet: SheetRule[];
}

function indexDoc(root: XmlElement): Doc {
  const byId = new Map<string, XmlElement>();
  const sheets: string[] = [];
  const walk = (e: XmlElement) => {
    const id = idOf(e);
    if (id !== undefined && !byId.has(id)) byId.set(id, e);
    for (const c of e.children) {
      if (c.type === 'element') walk(c);
      else if (localName(e.name) === 'style') sheets.push(c.value);
    }
  };
  walk(root);
  return { byId, sheet: sheets.flatMap(sheetRules) };
}

/** Refuses (ToolError 'svg:errors.svgTooComplex' or 'svg:errors.svgLoop') what would draw too much. */
export function assertExpansionAllowed(root: XmlElement): void {
  try {
    new Expansion().document(root, 0);
  } catch (e) {
    // References nested past the engine's stack: far beyond anything drawable.
    if (e instanceof RangeError) throw tooComplex();
    throw e;
  }
}

/**
 * How many copies of each <text> the browser draws: none where it stands inside <defs> and the like, one
 * for every reference that reaches it, multiplied through nested references. For a tree that passed
 * assertExpansionAllowed.
 */
export function drawnTextCopies(root: XmlElement): Map<XmlElement, number> {
  const expansion = new Expansion();
  expansion.document(root, 0);
  return expansion.textCopies;
}

const tooComplex = () => new ToolError('svg:errors.svgTooComplex', { limit: EXPANSION_LIMITS.maxDrawn });

class Expansion {
  private drawn = 0;
  /** Elements on the current reference path (a loop is a visit to one of them). */
  private readonly path = new Set<XmlElement>();
  private readonly images = new Map<string, { root: XmlElement; doc: Doc } | null>();
  /** Copies of each <text> actually shown (see drawnTextCopies). */
  readonly textCopies = new Map<XmlElement, number>();

  document(root: XmlElement, nesting: number): void {
    this.visit(root, indexDoc(root), nesting, 1, true, false);
  }

  private add(n: number): void {
    this.drawn += n;
    if (this.drawn > EXPANSION_LIMITS.maxDrawn) throw tooComplex();
  }

  /** What an element references, read once however many copies of it are drawn. */
  private readonly refsOf = new Map<XmlElement, Refs>();

  private refs(e: XmlElement, doc: Doc): Refs {
    let refs = this.refsOf.get(e);
    if (refs) return refs;
    const name = localName(e.name);
    refs = { name, vertices: MARKER_SHAPES.has(name) ? vertexCount(e) : 1, use: [], urls: [] };
    for (const a of e.attributes) {
      const attr = localName(a.name);
      const value = a.value.trim();
      if (attr === 'href' || attr === 'src') {
        if (value.startsWith('#') && DRAWS_HREF.has(name)) refs.use.push(value.slice(1));
        else if (SVG_DATA_URL.test(value)) refs.urls.push(value);
      } else refs.urls.push(...cssUrls(value));
    }
    if (PAINTED.has(name)) for (const rule of doc.sheet) if (applies(rule, e, name)) refs.urls.push(...rule.urls);
    this.refsOf.set(e, refs);
    return refs;
  }

  /**
   * Draws `e` `times` times: counts it, then what it contains and references. `shown` is false inside
   * <defs> and the like where they stand (counted, for the limit, but not seen); `referenced` when a
   * reference reached `e`, which shows its content.
   */
  private visit(e: XmlElement, doc: Doc, nesting: number, times: number, shown: boolean, referenced: boolean): void {
    this.add(times);
    this.path.add(e);
    const { name, vertices, use, urls } = this.refs(e, doc);
    if (shown && name === 'text') this.textCopies.set(e, (this.textCopies.get(e) ?? 0) + times);
    const childrenShown = shown && (referenced || !NOT_DRAWN_HERE.has(name));
    const follow = (id: string, explicit: boolean) => {
      const target = doc.byId.get(id);
      if (!target) return;
      if (this.path.has(target)) {
        // A <use> of itself (or an ancestor): refused. A sheet's rule may not even match here, and
        // browsers skip a paint server or clip path that contains its own user: nothing drawn.
        if (explicit) throw new ToolError('svg:errors.svgLoop', { tag: name, id });
        return;
      }
      this.visit(target, doc, nesting, times * (localName(target.name) === 'marker' ? vertices : 1), shown, true);
    };
    for (const id of use) follow(id, true);
    for (const url of urls) {
      if (url.startsWith('#')) follow(url.slice(1), false);
      else if (SVG_DATA_URL.test(url)) this.nestedImage(url, nesting, times);
    }
    for (const c of e.children) if (c.type === 'element') this.visit(c, doc, nesting, times, childrenShown, false);
    this.path.delete(e);
  }

  /** An SVG image in a data: URL, drawn `times` times (read once; one that cannot be read draws nothing). */
  private nestedImage(url: string, nesting: number, times: number): void {
    if (nesting + 1 > EXPANSION_LIMITS.maxImageNesting) throw tooComplex();
    let image = this.images.get(url);
    if (image === undefined) {
      image = readSvgDataUrl(url);
      this.images.set(url, image);
    }
    if (image) this.visit(image.root, image.doc, nesting + 1, times, false, false);
  }
}

function applies(rule: SheetRule, e: XmlElement, name: string): boolean {
  if (!rule.selectors) return true;
  const classes = (e.attributes.find((a) => a.name === 'class')?.value ?? '').split(/\s+/);
  const matches = (s: SimpleSelector) =>
    (!s.tag || s.tag === name) && (!s.id || s.id === idOf(e)) && s.classes.every((c) => classes.includes(c));
  return rule.selectors.some(matches);
}

function readSvgDataUrl(url: string): { root: XmlElement; doc: Doc } | null {
  const comma = url.indexOf(',');
  if (comma < 0) return null;
  const body = url.slice(comma + 1);
  let root: XmlElement;
  try {
    const bytes = /;base64$/i.test(url.slice(0, comma))
      ? Uint8Array.from(atob(body.replace(/\s/g, '')), (c) => c.charCodeAt(0))
      : percentDecode(body);
    root = parseXml(new TextDecoder().decode(bytes));
  } catch (e) {
    // Browsers do not draw a broken image either; an entity bomb or a too-deep tree is refused here too.
    if (e instanceof XmlParseError && e.reason !== 'syntax') throw tooComplex();
    return null;
  }
  return { root, doc: indexDoc(root) };
}

/** data: URL bodies as browsers read them: %XX is a byte, anything else stays (invalid escapes too). */
/** A data: URL's percent-encoded body as bytes. */
export function percentDecode(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text);
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const hex = bytes[i] === 0x25 ? String.fromCharCode(bytes[i + 1], bytes[i + 2]) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else out.push(bytes[i]);
  }
  return Uint8Array.from(out);
}

/** An upper bound on the vertices a marker is drawn at: every number could start one. */
function vertexCount(e: XmlElement): number {
  const name = localName(e.name);
  if (name === 'line') return 2;
  const value = e.attributes.find((a) => a.name === (name === 'path' ? 'd' : 'points'))?.value ?? '';
  const numbers = value.match(/[-+]?(?:\d*\.\d+|\d+\.?)(?:e[-+]?\d+)?/gi)?.length ?? 0;
  const closes = value.match(/z/gi)?.length ?? 0;
  return Math.max(2, numbers + closes + 1);
}
