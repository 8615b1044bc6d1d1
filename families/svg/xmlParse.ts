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

/** What is wrong, in the words of the messages (svg:xmlProblems.<code>); params name the tags and attributes. */
export type XmlProblem =
  | 'noRoot'
  | 'afterRoot'
  | 'doctype'
  | 'declaration'
  | 'tooDeep'
  | 'unclosedTag'
  | 'attributeSpace'
  | 'duplicateAttribute'
  | 'attributeValue'
  | 'lessThanInValue'
  | 'neverClosed'
  | 'mismatch'
  | 'bareAmpersand'
  | 'badCharacter'
  | 'undefinedEntity'
  | 'entityMarkup'
  | 'unboundPrefix'
  | 'expectedName'
  | 'missing'
  | 'entities';

/** A well-formedness error: what (a code and its params) and where (line and column, from 1). */
export class XmlParseError extends Error {
  constructor(
    public reason: 'syntax' | 'entities' | 'depth',
    public code: XmlProblem,
    public params: Record<string, string | number>,
    public line: number,
    public column: number,
  ) {
    super(`${code} ${JSON.stringify(params)} at line ${line}, column ${column}`);
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

/** A reference as the message shows it: short, and only characters a reference can have. */
const shown = (ref: string) => ref.replace(/[^\w#.-]/g, '').slice(0, 24);

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
    if (this.s[this.pos] !== '<') this.fail('noRoot');
    const root = this.element(0, new Set());
    this.misc(false);
    if (this.pos < this.s.length) this.fail('afterRoot');
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
    if (this.s[this.pos] !== '>') this.fail('doctype');
    this.pos++;
  }

  /** Keeps internal general entities; external ones and parameter entities are never resolved. */
  private internalSubset(): void {
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.s.length) this.fail('doctype');
      if (this.s[this.pos] === ']') {
        this.pos++;
        return;
      }
      if (this.s.startsWith('<!--', this.pos)) this.skipPast('-->');
      else if (this.s.startsWith('<?', this.pos)) this.skipPast('?>');
      else if (this.s.startsWith('<!ENTITY', this.pos)) this.entityDecl();
      else if (this.s.startsWith('<!', this.pos)) this.skipDecl();
      else if (this.s[this.pos] === '%') this.pos = this.indexOrFail(';', this.pos) + 1;
      else this.fail('doctype');
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
    if (this.pos >= this.s.length) this.fail('doctype');
    this.pos++;
  }

  /** `prefixes`: the namespace prefixes declared around this element (browsers refuse an undeclared one). */
  private element(depth: number, prefixes: ReadonlySet<string>): XmlElement {
    if (depth > XML_LIMITS.maxDepth) throw this.error('depth', 'tooDeep', { max: XML_LIMITS.maxDepth });
    const openedAt = this.pos;
    this.pos++; // '<'
    const name = this.name();
    const attributes: XmlAttribute[] = [];
    for (;;) {
      const hadSpace = this.skipSpace();
      const c = this.s[this.pos];
      if (c === '/' && this.s[this.pos + 1] === '>') {
        this.checkPrefixes(name, attributes, prefixes, openedAt);
        this.pos += 2;
        return { type: 'element', name, attributes, children: [] };
      }
      if (c === '>') {
        this.pos++;
        break;
      }
      if (c === undefined) this.fail('unclosedTag', { tag: name });
      if (!hadSpace) this.fail('attributeSpace', { tag: name });
      attributes.push(this.attribute(name, attributes));
    }
    const inner = this.checkPrefixes(name, attributes, prefixes, openedAt);
    const children = this.content(name, depth, inner, openedAt);
    return { type: 'element', name, attributes, children };
  }

  /** The prefixes in scope inside the element; fails on a prefixed name whose prefix was never declared. */
  private checkPrefixes(name: string, attributes: XmlAttribute[], outer: ReadonlySet<string>, at: number): ReadonlySet<string> {
    let inner = outer;
    for (const a of attributes) {
      if (!a.name.startsWith('xmlns:')) continue;
      if (inner === outer) inner = new Set(outer);
      (inner as Set<string>).add(a.name.slice(6));
    }
    for (const qname of [name, ...attributes.map((a) => a.name)]) {
      const colon = qname.indexOf(':');
      const prefix = colon > 0 ? qname.slice(0, colon) : '';
      if (prefix && prefix !== 'xmlns' && prefix !== 'xml' && !inner.has(prefix)) this.failAt(at, 'unboundPrefix', { prefix, tag: name });
    }
    return inner;
  }

  private attribute(element: string, seen: XmlAttribute[]): XmlAttribute {
    const name = this.name();
    if (seen.some((a) => a.name === name)) this.fail('duplicateAttribute', { tag: element, name });
    this.skipSpace();
    if (this.s[this.pos] !== '=') this.fail('attributeValue', { name });
    this.pos++;
    this.skipSpace();
    const q = this.s[this.pos];
    if (q !== '"' && q !== "'") this.fail('attributeValue', { name });
    const end = this.indexOrFail(q, this.pos + 1);
    const raw = this.s.slice(this.pos + 1, end);
    if (raw.includes('<')) this.fail('lessThanInValue', { name });
    this.pos = end + 1;
    // Attribute-value normalisation: literal tabs and line breaks become spaces.
    return { name, value: this.expand(raw.replace(/[\t\n\r]/g, ' '), 0) };
  }

  private content(parent: string, depth: number, prefixes: ReadonlySet<string>, openedAt: number): XmlNode[] {
    const children: XmlNode[] = [];
    for (;;) {
      const lt = this.s.indexOf('<', this.pos);
      if (lt < 0) this.failAt(openedAt, 'neverClosed', { tag: parent });
      if (lt > this.pos) children.push({ type: 'text', value: this.expand(this.s.slice(this.pos, lt), 0) });
      this.pos = lt;
      if (this.s.startsWith('</', lt)) {
        this.pos += 2;
        const name = this.name();
        if (name !== parent) this.failAt(lt, 'mismatch', { found: name, tag: parent });
        this.skipSpace();
        if (this.s[this.pos] !== '>') this.fail('unclosedTag', { tag: `/${name}` });
        this.pos++;
        return children;
      }
      if (this.s.startsWith('<!--', lt)) this.skipPast('-->');
      else if (this.s.startsWith('<![CDATA[', lt)) {
        const end = this.indexOrFail(']]>', lt + 9);
        children.push({ type: 'text', value: this.s.slice(lt + 9, end), cdata: true });
        this.pos = end + 3;
      } else if (this.s.startsWith('<?', lt)) this.skipPast('?>');
      else if (this.s.startsWith('<!', lt)) this.fail('declaration');
      else children.push(this.element(depth + 1, prefixes));
    }
  }

  /** Replaces character and entity references, counting every character entities produce. */
  private expand(text: string, depth: number): string {
    if (!text.includes('&')) return text;
    if (depth > XML_LIMITS.maxEntityDepth) throw this.error('entities', 'entities');
    return text.replace(/&([^;&\s<]*);?/g, (match, ref: string) => {
      if (!match.endsWith(';')) this.fail('bareAmpersand');
      if (ref.startsWith('#')) {
        const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        if (!Number.isFinite(code) || code < 1 || code > 0x10ffff) this.fail('badCharacter', { ref: `&${shown(ref)};` });
        return String.fromCodePoint(code);
      }
      // Own keys only: `&constructor;` or `&__proto__;` must not find Object.prototype's members.
      if (Object.hasOwn(PREDEFINED, ref)) return PREDEFINED[ref];
      const value = this.entities.get(ref);
      if (value === undefined) this.fail('undefinedEntity', { name: `&${shown(ref)};` });
      // Browsers parse an entity's tags as elements (a <script> or a <use> bomb can hide there); this
      // parser reads entities as text, so such a file is refused rather than read differently.
      if (value!.includes('<')) this.fail('entityMarkup', { name: `&${shown(ref)};` });
      const out = this.expand(value!, depth + 1);
      this.expanded += out.length;
      if (this.expanded > XML_LIMITS.maxEntityChars) throw this.error('entities', 'entities');
      return out;
    });
  }

  private name(): string {
    NAME.lastIndex = this.pos;
    const m = NAME.exec(this.s);
    if (!m) this.fail('expectedName');
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
    if (i < 0) this.fail('missing', { text });
    return i;
  }

  private error(
    reason: XmlParseError['reason'],
    code: XmlProblem,
    params: Record<string, string | number> = {},
    at = this.pos,
  ): XmlParseError {
    const before = this.s.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    return new XmlParseError(reason, code, params, line, column);
  }

  private fail(code: XmlProblem, params?: Record<string, string | number>): never {
    throw this.error('syntax', code, params);
  }

  private failAt(at: number, code: XmlProblem, params?: Record<string, string | number>): never {
    throw this.error('syntax', code, params, at);
  }
}
