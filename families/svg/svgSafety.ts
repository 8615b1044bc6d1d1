import { ToolError } from '../../schemas/pipeline';
import { parseXml, XmlParseError, type XmlAttribute, type XmlElement, type XmlNode } from './xmlParse';

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
    'animate animateMotion animateTransform set mpath'
  ).split(' '),
);

/** What the sanitiser removed, for the user ("3 unsafe items removed"). */
export interface SanitizeReport {
  removedElements: number;
  removedAttributes: number;
}

export interface CleanSvg {
  root: XmlElement;
  report: SanitizeReport;
}

const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** Parses and cleans; throws ToolError('errors.invalidSvg' | 'errors.svgEntities' | 'errors.notSvg'). */
export function sanitizeSvg(source: string): CleanSvg {
  let root: XmlElement;
  try {
    root = parseXml(source);
  } catch (e) {
    if (e instanceof XmlParseError) {
      if (e.reason === 'entities') throw new ToolError('errors.svgEntities');
      throw new ToolError('errors.invalidSvg', { line: e.line, column: e.column, detail: e.message });
    }
    throw e;
  }
  const report: SanitizeReport = { removedElements: 0, removedAttributes: 0 };
  const rootNs = namespaceOf(root.name, root.attributes, new Map([['', SVG_NS]]));
  if (localName(root.name) !== 'svg' || rootNs.ns !== SVG_NS) throw new ToolError('errors.notSvg');
  const clean = cleanElement(root, rootNs.scope, report)!;
  clean.attributes = [{ name: 'xmlns', value: SVG_NS }, ...clean.attributes];
  if (usesXlink(clean)) clean.attributes.splice(1, 0, { name: 'xmlns:xlink', value: XLINK_NS });
  return { root: clean, report };
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
  const attributes: XmlAttribute[] = [];
  for (const attribute of element.attributes) {
    const kept = cleanAttribute(name, attribute, scope);
    if (kept) attributes.push(kept);
    else if (!attribute.name.startsWith('xmlns')) report.removedAttributes++;
  }
  if (isDangerousAnimation(name, attributes)) return undefined;
  const children: XmlNode[] = [];
  for (const child of element.children) {
    if (child.type === 'text') {
      children.push(name === 'style' ? { ...child, value: cleanCss(child.value) } : child);
      continue;
    }
    const { ns, scope: childScope } = namespaceOf(child.name, child.attributes, scope);
    if (ns !== SVG_NS || !ALLOWED_ELEMENTS.has(localName(child.name))) {
      report.removedElements++;
      continue;
    }
    const clean = cleanElement(child, childScope, report);
    if (clean) children.push(clean);
    else report.removedElements++;
  }
  return { type: 'element', name, attributes, children };
}

function cleanAttribute(element: string, attribute: XmlAttribute, scope: Scope): XmlAttribute | undefined {
  const { name, value } = attribute;
  if (name === 'xmlns' || name.startsWith('xmlns:')) return undefined; // re-added on the root
  const prefix = prefixOf(name);
  const local = localName(name);
  let outName: string;
  if (!prefix) outName = name;
  else if (scope.get(prefix) === XLINK_NS) outName = `xlink:${local}`;
  else if (prefix === 'xml' && (local === 'space' || local === 'lang')) outName = name;
  else return undefined; // editor metadata (inkscape:, sodipodi:), xml:base, unknown namespaces
  if (/^on/i.test(local)) return undefined;
  // Any spelling of a reference attribute is checked (browsers ignore "HREF", but be strict).
  const lower = local.toLowerCase();
  if (lower === 'href' || lower === 'src') return isSafeReference(value, element) ? { name: outName, value } : undefined;
  if (/^\s*(javascript|vbscript|data)\s*:/i.test(value)) return undefined;
  if (local === 'style') return { name: outName, value: cleanCss(value) };
  if (/url\s*\(/i.test(value)) return { name: outName, value: cleanUrls(value) };
  return { name: outName, value };
}

/** A same-document fragment, or an inline raster image on an image-loading element. */
function isSafeReference(value: string, element: string): boolean {
  const v = value.trim();
  if (/^#[^\s]*$/.test(v)) return true;
  return (element === 'image' || element === 'feImage') && SAFE_DATA_IMAGE.test(v);
}

/** <set>/<animate> could write an href or an event handler at run time: drop those. */
function isDangerousAnimation(name: string, attributes: XmlAttribute[]): boolean {
  if (!['animate', 'set', 'animateTransform', 'animateMotion'].includes(name)) return false;
  const target = attributes.find((a) => a.name === 'attributeName')?.value.trim() ?? '';
  return /(^|:)href$/i.test(target) || /^on/i.test(target) || attributes.some((a) => /^\s*(javascript|data)\s*:/i.test(a.value));
}

/** CSS can fetch too (@import, url(), @font-face): keep only local references. */
export function cleanCss(css: string): string {
  // Decode CSS escapes first so "u\72l(" cannot slip past the checks below.
  const decoded = css
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) || 0xfffd))
    .replace(/\\(.)/g, '$1');
  return cleanUrls(decoded.replace(/@import[^;]*;?/gi, '').replace(/expression\s*\(/gi, 'blocked('));
}

function cleanUrls(text: string): string {
  return text.replace(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (whole, _q: string, target: string) => {
    const t = target.trim();
    if (t.startsWith('#') || SAFE_DATA_IMAGE.test(t)) return whole;
    return 'none';
  });
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
