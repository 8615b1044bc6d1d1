/**
 * A small, strict XML parser for untrusted SVG. It runs the same in a worker (no DOMParser there) and
 * under Node. It never fetches anything: external entities and DTDs are ignored, and internal entity
 * expansion has a budget, so "billion laughs" fails fast instead of eating memory.
 */

export interface XmlAttribute {
  name: string;
  value: string;
}
export interface XmlElement {
  type: 'element';
  name: string;
  attributes: XmlAttribute[];
  children: XmlNode[];
}
export interface XmlText {
  type: 'text';
  value: string;
  /** True for <![CDATA[...]]> sections (kept as CDATA so <style> text round-trips). */
  cdata?: boolean;
}
export type XmlNode = XmlElement | XmlText;

/** A well-formedness error, with where it happened. */
export class XmlParseError extends Error {
  constructor(
    public reason: 'syntax' | 'entities' | 'depth',
    message: string,
    public line = 0,
    public column = 0,
  ) {
    super(message);
    this.name = 'XmlParseError';
  }
}

/** Limits: a real SVG is far below these; hostile input hits them quickly. */
export const XML_LIMITS = {
  /** Characters produced by all entity expansions together. */
  maxEntityChars: 1_000_000,
  maxEntityDepth: 8,
  maxDepth: 256,
};

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };
const NAME = /[A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9_:.\u00B7\u00C0-\uFFFF]*/y;

export function parseXml(source: string): XmlElement {
  return new Parser(source.replace(/^\uFEFF/, '')).document();
}

class Parser {
  private pos = 0;
  private entities = new Map<string, string>();
  private expanded = 0;

  constructor(private readonly s: string) {}

  document(): XmlElement {
    this.misc(true);
    if (this.s[this.pos] !== '<') this.fail('expected the root element');
    const root = this.element(0);
    this.misc(false);
    if (this.pos < this.s.length) this.fail('content after the root element');
    return root;
  }

  /** Whitespace, comments, processing instructions (and, before the root, one DOCTYPE). */
  private misc(beforeRoot: boolean): void {
    for (;;) {
      this.skipSpace();
      if (this.s.startsWith('<?', this.pos)) this.skipPast('?>');
      else if (this.s.startsWith('<!--', this.pos)) this.skipPast('-->');
      else if (beforeRoot && this.s.startsWith('<!DOCTYPE', this.pos)) this.doctype();
      else return;
    }
  }

  private doctype(): void {
    this.pos += 9;
    // Up to the internal subset "[" or the end ">"; quoted ids may contain either.
    while (this.pos < this.s.length && this.s[this.pos] !== '[' && this.s[this.pos] !== '>') {
      const c = this.s[this.pos];
      if (c === '"' || c === "'") this.pos = this.indexOrFail(c, this.pos + 1) + 1;
      else this.pos++;
    }
    if (this.s[this.pos] === '[') {
      this.pos++;
      this.internalSubset();
    }
    this.skipSpace();
    if (this.s[this.pos] !== '>') this.fail('unterminated DOCTYPE');
    this.pos++;
  }

  /** Keeps internal general entities; external ones and parameter entities are never resolved. */
  private internalSubset(): void {
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.s.length) this.fail('unterminated DOCTYPE');
      if (this.s[this.pos] === ']') {
        this.pos++;
        return;
      }
      if (this.s.startsWith('<!--', this.pos)) this.skipPast('-->');
      else if (this.s.startsWith('<?', this.pos)) this.skipPast('?>');
      else if (this.s.startsWith('<!ENTITY', this.pos)) this.entityDecl();
      else if (this.s.startsWith('<!', this.pos)) this.skipDecl();
      else if (this.s[this.pos] === '%') this.pos = this.indexOrFail(';', this.pos) + 1;
      else this.fail('unexpected text in DOCTYPE');
    }
  }

  private entityDecl(): void {
    const start = this.pos;
    this.pos += 8;
    this.skipSpace();
    const parameter = this.s[this.pos] === '%';
    if (parameter) {
      this.pos++;
      this.skipSpace();
    }
    const name = this.name();
    this.skipSpace();
    const q = this.s[this.pos];
    if (q === '"' || q === "'") {
      const end = this.indexOrFail(q, this.pos + 1);
      const value = this.s.slice(this.pos + 1, end);
      this.pos = end + 1;
      // The first declaration wins (XML rule).
      if (!parameter && !this.entities.has(name)) this.entities.set(name, value);
    }
    this.pos = start;
    this.skipDecl();
  }

  /** Skips one <!...> declaration, respecting quotes. */
  private skipDecl(): void {
    this.pos += 2;
    while (this.pos < this.s.length && this.s[this.pos] !== '>') {
      const c = this.s[this.pos];
      if (c === '"' || c === "'") this.pos = this.indexOrFail(c, this.pos + 1) + 1;
      else this.pos++;
    }
    if (this.pos >= this.s.length) this.fail('unterminated declaration');
    this.pos++;
  }

  private element(depth: number): XmlElement {
    if (depth > XML_LIMITS.maxDepth) throw this.error('depth', 'elements nested too deeply');
    this.pos++; // '<'
    const name = this.name();
    const attributes: XmlAttribute[] = [];
    for (;;) {
      const hadSpace = this.skipSpace();
      const c = this.s[this.pos];
      if (c === '/' && this.s[this.pos + 1] === '>') {
        this.pos += 2;
        return { type: 'element', name, attributes, children: [] };
      }
      if (c === '>') {
        this.pos++;
        break;
      }
      if (c === undefined) this.fail(`unterminated <${name}> tag`);
      if (!hadSpace) this.fail(`expected a space before an attribute in <${name}>`);
      attributes.push(this.attribute(name, attributes));
    }
    const children = this.content(name, depth);
    return { type: 'element', name, attributes, children };
  }

  private attribute(element: string, seen: XmlAttribute[]): XmlAttribute {
    const name = this.name();
    if (seen.some((a) => a.name === name)) this.fail(`duplicate attribute "${name}" in <${element}>`);
    this.skipSpace();
    if (this.s[this.pos] !== '=') this.fail(`attribute "${name}" has no value`);
    this.pos++;
    this.skipSpace();
    const q = this.s[this.pos];
    if (q !== '"' && q !== "'") this.fail(`the value of "${name}" must be quoted`);
    const end = this.indexOrFail(q, this.pos + 1);
    const raw = this.s.slice(this.pos + 1, end);
    if (raw.includes('<')) this.fail(`"<" in the value of "${name}"`);
    this.pos = end + 1;
    // Attribute-value normalisation: literal tabs and line breaks become spaces.
    return { name, value: this.expand(raw.replace(/[\t\n\r]/g, ' '), 0) };
  }

  private content(parent: string, depth: number): XmlNode[] {
    const children: XmlNode[] = [];
    for (;;) {
      const lt = this.s.indexOf('<', this.pos);
      if (lt < 0) this.fail(`<${parent}> is never closed`);
      if (lt > this.pos) children.push({ type: 'text', value: this.expand(this.s.slice(this.pos, lt), 0) });
      this.pos = lt;
      if (this.s.startsWith('</', lt)) {
        this.pos += 2;
        const name = this.name();
        if (name !== parent) this.fail(`</${name}> closes <${parent}>`);
        this.skipSpace();
        if (this.s[this.pos] !== '>') this.fail(`unterminated </${name}>`);
        this.pos++;
        return children;
      }
      if (this.s.startsWith('<!--', lt)) this.skipPast('-->');
      else if (this.s.startsWith('<![CDATA[', lt)) {
        const end = this.indexOrFail(']]>', lt + 9);
        children.push({ type: 'text', value: this.s.slice(lt + 9, end), cdata: true });
        this.pos = end + 3;
      } else if (this.s.startsWith('<?', lt)) this.skipPast('?>');
      else if (this.s.startsWith('<!', lt)) this.fail('unexpected declaration');
      else children.push(this.element(depth + 1));
    }
  }

  /** Replaces character and entity references, counting every character entities produce. */
  private expand(text: string, depth: number): string {
    if (!text.includes('&')) return text;
    if (depth > XML_LIMITS.maxEntityDepth) throw this.error('entities', 'entities nested too deeply');
    return text.replace(/&([^;&\s<]*);?/g, (match, ref: string) => {
      if (!match.endsWith(';')) this.fail('"&" must start a reference like &amp;');
      if (ref.startsWith('#')) {
        const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        if (!Number.isFinite(code) || code < 1 || code > 0x10ffff) this.fail(`bad character reference &${ref};`);
        return String.fromCodePoint(code);
      }
      if (ref in PREDEFINED) return PREDEFINED[ref];
      const value = this.entities.get(ref);
      if (value === undefined) this.fail(`undefined entity &${ref};`);
      const out = this.expand(value!, depth + 1);
      this.expanded += out.length;
      if (this.expanded > XML_LIMITS.maxEntityChars) throw this.error('entities', 'entity expansion is too large');
      return out;
    });
  }

  private name(): string {
    NAME.lastIndex = this.pos;
    const m = NAME.exec(this.s);
    if (!m) this.fail('expected a name');
    this.pos += m![0].length;
    return m![0];
  }

  private skipSpace(): boolean {
    const start = this.pos;
    while (this.pos < this.s.length && ' \t\n\r'.includes(this.s[this.pos])) this.pos++;
    return this.pos > start;
  }

  private skipPast(end: string): void {
    this.pos = this.indexOrFail(end, this.pos) + end.length;
  }

  private indexOrFail(text: string, from: number): number {
    const i = this.s.indexOf(text, from);
    if (i < 0) this.fail(`missing "${text}"`);
    return i;
  }

  private error(reason: XmlParseError['reason'], message: string): XmlParseError {
    const before = this.s.slice(0, this.pos);
    const line = before.split('\n').length;
    const column = this.pos - before.lastIndexOf('\n');
    return new XmlParseError(reason, message, line, column);
  }

  private fail(message: string): never {
    throw this.error('syntax', message);
  }
}
