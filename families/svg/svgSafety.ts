import { ToolError } from '../../schemas/pipeline';
import { parseXml, XmlParseError, type XmlAttribute, type XmlElement, type XmlNode } from './xmlParse';
import { cleanCss, isLocalUrl, mayLoad } from './svgCss';
import { assertExpansionAllowed } from './svgExpansion';
import { assertSvgLoadAllowed, assertSvgSourceAllowed } from './svgBudget';

/**
 * Untrusted SVG → a clean SVG string that can do nothing but draw.
 *
 * Why our own parser + allow-list instead of DOMParser: pipelines run in workers (no DOMParser there),
 * and a string-in/string-out sanitiser can be tested under Node. The clean SVG is then only ever shown
 * through <img src="blob:..."> (no scripts, no network by the browser's own rules) or parsed on the
 * main thread into a detached document for svg2pdf — it is never inserted into the page.
 *
 * Removed: scripts, on* handlers, <foreignObject> (HTML), every element outside the SVG namespace,
 * every reference that is not a same-document "#id" or an inline raster image (data:image/png|jpeg|gif|webp),
 * CSS @import and external url(), javascript: values, DOCTYPE (entities are expanded with a budget).
 */

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Elements that draw, structure or style. Anything else (script, foreignObject, ...) is dropped. */
const ALLOWED_ELEMENTS = new Set(
  (
    'svg g defs symbol use image switch desc title metadata a view style ' +
    'path rect circle ellipse line polyline polygon text tspan textPath ' +
    'linearGradient radialGradient stop pattern clipPath mask marker filter ' +
    'feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap ' +
    'feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode ' +
    'feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence ' +
    'animate animateMotion animateTransform set mpath ' +
    // SVG 1.2 flowed text, as Inkscape writes it: browsers draw none of it, but it is the user's text and
    // holds nothing active, so an optimised file keeps it for the editors that read it.
    'flowRoot flowRegion flowRegionExclude flowDiv flowPara flowSpan flowLine flowRegionBreak flowRef'
  ).split(' '),
);

/** Active content by kind: what can run, fetch or embed a page. */
export interface ActiveContent {
  /** <script> (and <handler>) elements. */
  scripts: number;
  /** on* event handler attributes, and animations that would set one. */
  handlers: number;
  /** javascript:, vbscript: and non-image data: URLs. */
  scriptUrls: number;
  /** <foreignObject>, <iframe>, <embed>, <object>: other documents inside the image. */
  embedded: number;
  /** References to other files (http(s), relative paths), CSS url()/image-set()/@import among them. */
  external: number;
}

/** What the sanitiser removed, for the user ("3 unsafe items removed"). */
export interface SanitizeReport {
  removedElements: number;
  removedAttributes: number;
  /** The active content among what was removed. */
  active: ActiveContent;
}

export interface CleanSvg {
  root: XmlElement;
  report: SanitizeReport;
}

export const activeCount = (a: ActiveContent) => a.scripts + a.handlers + a.scriptUrls + a.embedded + a.external;

/** SVG 1.2's <handler> and <listener> ran scripts too. */
const SCRIPTS = new Set(['script', 'handler', 'listener']);
const EMBEDDED = new Set(['foreignObject', 'iframe', 'embed', 'object', 'frame', 'frameset', 'applet', 'portal']);
const SCRIPT_URL = /^\s*(javascript|vbscript|data)\s*:/i;

/**
 * Parses, measures and cleans; throws ToolError with 'svg:errors.invalidSvg' | 'svg:errors.svgEntities'
 * | 'svg:errors.notSvg' | 'svg:errors.svgTooComplex' | 'svg:errors.svgLoop'. The drawing is measured
 * as it came (the original may be shown as an image) and once cleaned.
 */
export function sanitizeSvg(source: string): CleanSvg {
  assertSvgSourceAllowed(source.length);
  let root: XmlElement;
  try {
    root = parseXml(source);
  } catch (e) {
    if (e instanceof XmlParseError) throw xmlError(e);
    throw e;
  }
  const rootNs = namespaceOf(root.name, root.attributes, new Map([['', SVG_NS]]));
  if (localName(root.name) !== 'svg' || rootNs.ns !== SVG_NS) throw new ToolError('svg:errors.notSvg');
  assertExpansionAllowed(root);
  const report: SanitizeReport = {
    removedElements: 0,
    removedAttributes: 0,
    active: { scripts: 0, handlers: 0, scriptUrls: 0, embedded: 0, external: 0 },
  };
  // The parser skips processing instructions: a style sheet linked by one is dropped with them.
  report.active.external += source.match(/<\?xml-stylesheet\b/gi)?.length ?? 0;
  const clean = cleanElement(root, rootNs.scope, report)!;
  clean.attributes = [{ name: 'xmlns', value: SVG_NS }, ...clean.attributes];
  if (usesXlink(clean)) clean.attributes.splice(1, 0, { name: 'xmlns:xlink', value: XLINK_NS });
  assertExpansionAllowed(clean);
  assertSvgLoadAllowed(clean);
  return { root: clean, report };
}

/** A parse error as the user's message: what is wrong (translated by its code), and where. */
function xmlError(e: XmlParseError): ToolError {
  if (e.reason === 'entities') return new ToolError('svg:errors.svgEntities');
  return new ToolError('svg:errors.invalidSvg', { ...e.params, line: e.line, column: e.column, problem: e.code });
}

/** Sanitise straight from bytes (UTF-8; an XML declaration naming another encoding is not supported). */
export function sanitizeSvgBytes(bytes: Uint8Array): CleanSvg {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return sanitizeSvg(text);
}

type Scope = Map<string, string>;

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);
const prefixOf = (qname: string) => (qname.includes(':') ? qname.slice(0, qname.indexOf(':')) : '');

/** The element's namespace, and the prefix → namespace scope for its children. */
function namespaceOf(name: string, attributes: XmlAttribute[], parent: Scope): { ns: string | undefined; scope: Scope } {
  let scope = parent;
  for (const a of attributes) {
    if (a.name === 'xmlns' || a.name.startsWith('xmlns:')) {
      if (scope === parent) scope = new Map(parent);
      scope.set(a.name === 'xmlns' ? '' : a.name.slice(6), a.value);
    }
  }
  return { ns: scope.get(prefixOf(name)), scope };
}

function cleanElement(element: XmlElement, scope: Scope, report: SanitizeReport): XmlElement | undefined {
  const name = localName(element.name);
  // A dangerous animation goes whole, and counts once (not again for the values it would have set).
  const danger = animationDanger(name, element.attributes);
  if (danger) {
    report.active[danger]++;
    return undefined;
  }
  const attributes: XmlAttribute[] = [];
  for (const attribute of element.attributes) {
    const kept = cleanAttribute(name, attribute, scope, report);
    if (kept) attributes.push(kept);
    else if (!attribute.name.startsWith('xmlns')) report.removedAttributes++;
  }
  if (name === 'style') return { type: 'element', name, attributes, children: cleanStyleText(element.children, report) };
  const children: XmlNode[] = [];
  for (const child of element.children) {
    if (child.type === 'text') {
      children.push(child);
      continue;
    }
    const childName = localName(child.name);
    const { ns, scope: childScope } = namespaceOf(child.name, child.attributes, scope);
    if (ns !== SVG_NS || !ALLOWED_ELEMENTS.has(childName)) {
      report.removedElements++;
      if (SCRIPTS.has(childName.toLowerCase())) report.active.scripts++;
      else if (EMBEDDED.has(childName)) report.active.embedded++;
      continue;
    }
    const clean = cleanElement(child, childScope, report);
    if (clean) children.push(clean);
    else report.removedElements++;
  }
  return { type: 'element', name, attributes, children };
}

/**
 * A <style> sheet is the text of its child text nodes joined, as the browser reads it: pieces split by a
 * comment, a CDATA section or an element (`u<!-- -->rl(`, `u<![CDATA[rl(`) become one `url(` there. So
 * the pieces are joined first and the whole sheet is cleaned once, as one text node; elements inside a
 * <style> draw nothing and are dropped.
 */
function cleanStyleText(children: XmlNode[], report: SanitizeReport): XmlNode[] {
  const texts = children.filter((c) => c.type === 'text');
  report.removedElements += children.length - texts.length;
  if (texts.length === 0) return [];
  const css = cleanCssCounted(texts.map((t) => t.value).join(''), report);
  return [{ type: 'text', value: css, cdata: texts.some((t) => t.cdata) || undefined }];
}

function cleanAttribute(element: string, attribute: XmlAttribute, scope: Scope, report: SanitizeReport): XmlAttribute | undefined {
  const { name, value } = attribute;
  if (name === 'xmlns' || name.startsWith('xmlns:')) return undefined; // re-added on the root
  const prefix = prefixOf(name);
  const local = localName(name);
  if (/^on/i.test(local)) {
    report.active.handlers++;
    return undefined;
  }
  let outName: string;
  if (!prefix) outName = name;
  else if (scope.get(prefix) === XLINK_NS) outName = `xlink:${local}`;
  else if (prefix === 'xml' && (local === 'space' || local === 'lang')) outName = name;
  else {
    if (prefix === 'xml' && local === 'base') report.active.external++;
    return undefined; // editor metadata (inkscape:, sodipodi:), xml:base, unknown namespaces
  }
  // Any spelling of a reference attribute is checked (browsers ignore "HREF", but be strict).
  const lower = local.toLowerCase();
  if (lower === 'href' || lower === 'src') {
    if (isSafeReference(value, element)) return { name: outName, value };
    report.active[SCRIPT_URL.test(value) && !/^\s*data:image\//i.test(value) ? 'scriptUrls' : 'external']++;
    return undefined;
  }
  if (SCRIPT_URL.test(value)) {
    report.active.scriptUrls++;
    return undefined;
  }
  // Presentation attributes, style="" and SMIL to/from/values/by are all read as CSS.
  return mayLoad(value) ? { name: outName, value: cleanCssCounted(value, report) } : { name: outName, value };
}

function cleanCssCounted(css: string, report: SanitizeReport): string {
  const cleaned = cleanCss(css);
  report.active.external += cleaned.removed;
  return cleaned.css;
}

/** A same-document fragment, or an inline raster image on an image-loading element. */
function isSafeReference(value: string, element: string): boolean {
  const v = value.trim();
  if (v.startsWith('#')) return isLocalUrl(v);
  return (element === 'image' || element === 'feImage') && isLocalUrl(v);
}

/** <set>/<animate> could write an href or an event handler at run time: those are dropped, by kind. */
function animationDanger(name: string, attributes: XmlAttribute[]): keyof ActiveContent | undefined {
  if (!['animate', 'set', 'animateTransform', 'animateMotion'].includes(name)) return undefined;
  const target = attributes.find((a) => a.name === 'attributeName')?.value.trim() ?? '';
  if (/^on/i.test(target)) return 'handlers';
  if (/(^|:)href$/i.test(target)) return 'external';
  return undefined;
}

function usesXlink(element: XmlElement): boolean {
  return element.attributes.some((a) => a.name.startsWith('xlink:')) || element.children.some((c) => c.type === 'element' && usesXlink(c));
}

// ---------- serialising ----------

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function openTag(e: XmlElement): string {
  return `<${e.name}${e.attributes.map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('')}`;
}

/** Compact serialisation (what we render). */
export function serializeSvg(root: XmlElement): string {
  const out: string[] = [];
  const walk = (e: XmlElement) => {
    if (e.children.length === 0) {
      out.push(`${openTag(e)}/>`);
      return;
    }
    out.push(`${openTag(e)}>`);
    for (const c of e.children) {
      if (c.type === 'element') walk(c);
      else out.push(c.cdata ? `<![CDATA[${c.value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>` : escapeText(c.value));
    }
    out.push(`</${e.name}>`);
  };
  walk(root);
  return out.join('');
}

/** Indented serialisation for reading. Elements holding text (<text>, <style>) stay on one line. */
export function formatSvg(root: XmlElement, indent = '  '): string {
  const lines: string[] = [];
  const walk = (e: XmlElement, depth: number) => {
    const pad = indent.repeat(depth);
    const hasText = e.children.some((c) => c.type === 'text' && c.value.trim() !== '');
    if (hasText) {
      lines.push(pad + serializeSvg(e));
      return;
    }
    const elements = e.children.filter((c): c is XmlElement => c.type === 'element');
    if (elements.length === 0) {
      lines.push(`${pad}${openTag(e)}/>`);
      return;
    }
    lines.push(`${pad}${openTag(e)}>`);
    for (const c of elements) walk(c, depth + 1);
    lines.push(`${pad}</${e.name}>`);
  };
  walk(root, 0);
  return lines.join('\n') + '\n';
}

// ---------- facts ----------

export function getAttr(e: XmlElement, name: string): string | undefined {
  return e.attributes.find((a) => a.name === name)?.value;
}

export function setAttr(e: XmlElement, name: string, value: string | undefined): void {
  e.attributes = e.attributes.filter((a) => a.name !== name);
  if (value !== undefined) e.attributes.push({ name, value });
}

export function countElements(e: XmlElement): number {
  return 1 + e.children.reduce((n, c) => n + (c.type === 'element' ? countElements(c) : 0), 0);
}
