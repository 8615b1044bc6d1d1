/**
 * A small PDF reader: enough to walk the objects and content streams of simple, unencrypted PDFs such
 * as jsPDF writes (what svg2pdf.js produces). Works on a "binary string" (one char per byte), so
 * stream data stays byte-exact. Not a general PDF library: no encryption, no xref streams needed
 * (objects are found by scanning), object streams are not supported.
 */

export class PdfName {
  constructor(public readonly name: string) {}
}
export class PdfRef {
  constructor(
    public readonly num: number,
    public readonly gen: number,
  ) {}
}
/** Bytes of a string object, one char per byte. */
export class PdfString {
  constructor(public readonly bytes: string) {}
}
export class PdfDict {
  constructor(public readonly entries: Record<string, PdfValue> = {}) {}
  get(key: string): PdfValue | undefined {
    return this.entries[key];
  }
}
export class PdfStream {
  constructor(
    public readonly dict: PdfDict,
    /** Raw (still filtered) stream bytes. */
    public readonly raw: string,
  ) {}
}
/** An operator in a content stream (or a bare keyword such as true/false/null in an object). */
export class PdfOp {
  constructor(public readonly op: string) {}
}

export type PdfValue = number | boolean | null | PdfName | PdfString | PdfRef | PdfDict | PdfStream | PdfValue[];

export class PdfFormatError extends Error {}

const WHITE = new Set([' ', '\n', '\r', '\t', '\f', '\0']);
const DELIM = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);

/** Tokens and values of PDF syntax over a binary string. */
export class PdfLexer {
  pos = 0;
  constructor(readonly s: string) {}

  skipSpace(): void {
    for (;;) {
      while (this.pos < this.s.length && WHITE.has(this.s[this.pos])) this.pos++;
      if (this.s[this.pos] !== '%') return;
      while (this.pos < this.s.length && this.s[this.pos] !== '\n' && this.s[this.pos] !== '\r') this.pos++;
    }
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.pos >= this.s.length;
  }

  /** Reads one value; a bare keyword comes back as a PdfOp. `num gen R` becomes a PdfRef. */
  value(): PdfValue | PdfOp {
    this.skipSpace();
    const c = this.s[this.pos];
    if (c === undefined) throw new PdfFormatError('unexpected end of data');
    if (c === '/') return this.name();
    if (c === '(') return this.literalString();
    if (c === '<') {
      if (this.s[this.pos + 1] === '<') return this.dict();
      return this.hexString();
    }
    if (c === '[') {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.s[this.pos] === ']') {
          this.pos++;
          return items;
        }
        const v = this.value();
        if (v instanceof PdfOp) throw new PdfFormatError(`unexpected "${v.op}" in array`);
        items.push(v);
      }
    }
    if (c === '{' || c === '}') {
      // PostScript calculator braces (function type 4): keep as operators.
      this.pos++;
      return new PdfOp(c);
    }
    const num = /[+-]?(\d+\.?\d*|\.\d+)/y;
    num.lastIndex = this.pos;
    const m = num.exec(this.s);
    if (m && !this.isRegular(this.pos + m[0].length)) {
      this.pos += m[0].length;
      const n = Number(m[0]);
      // "num gen R" is a reference.
      const save = this.pos;
      const ref = /\s+(\d+)\s+R(?![^\s()<>[\]{}/%])/y;
      ref.lastIndex = this.pos;
      const r = Number.isInteger(n) ? ref.exec(this.s) : null;
      if (r) {
        this.pos = ref.lastIndex;
        return new PdfRef(n, Number(r[1]));
      }
      this.pos = save;
      return n;
    }
    const start = this.pos;
    while (this.pos < this.s.length && this.isRegular(this.pos)) this.pos++;
    if (this.pos === start) throw new PdfFormatError(`unexpected character "${c}"`);
    const word = this.s.slice(start, this.pos);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return new PdfOp(word);
  }

  private isRegular(i: number): boolean {
    const c = this.s[i];
    return c !== undefined && !WHITE.has(c) && !DELIM.has(c);
  }

  private name(): PdfName {
    this.pos++;
    const start = this.pos;
    while (this.pos < this.s.length && this.isRegular(this.pos)) this.pos++;
    return new PdfName(this.s.slice(start, this.pos).replace(/#([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
  }

  private dict(): PdfDict {
    this.pos += 2;
    const entries: Record<string, PdfValue> = {};
    for (;;) {
      this.skipSpace();
      if (this.s.startsWith('>>', this.pos)) {
        this.pos += 2;
        return new PdfDict(entries);
      }
      const key = this.value();
      if (!(key instanceof PdfName)) throw new PdfFormatError('dictionary key is not a name');
      const v = this.value();
      if (v instanceof PdfOp) throw new PdfFormatError(`unexpected "${v.op}" in dictionary`);
      entries[key.name] = v;
    }
  }

  private hexString(): PdfString {
    const end = this.s.indexOf('>', this.pos);
    if (end < 0) throw new PdfFormatError('unterminated hex string');
    let hex = this.s.slice(this.pos + 1, end).replace(/[^0-9a-f]/gi, '');
    if (hex.length % 2) hex += '0';
    this.pos = end + 1;
    let out = '';
    for (let i = 0; i < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
    return new PdfString(out);
  }

  private literalString(): PdfString {
    this.pos++;
    let depth = 1;
    let out = '';
    const ESC: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    while (this.pos < this.s.length) {
      const c = this.s[this.pos++];
      if (c === '\\') {
        const d = this.s[this.pos++];
        if (d in ESC) out += ESC[d];
        else if (d >= '0' && d <= '7') {
          let oct = d;
          while (oct.length < 3 && this.s[this.pos] >= '0' && this.s[this.pos] <= '7') oct += this.s[this.pos++];
          out += String.fromCharCode(parseInt(oct, 8) & 0xff);
        } else if (d === '\r') {
          if (this.s[this.pos] === '\n') this.pos++;
        } else if (d !== '\n') out += d;
        continue;
      }
      if (c === '(') depth++;
      if (c === ')' && --depth === 0) return new PdfString(out);
      out += c;
    }
    throw new PdfFormatError('unterminated string');
  }
}

/** Every "n g obj ... endobj" of a file, found by scanning (tolerant of a broken xref table). */
export class PdfFile {
  readonly objects = new Map<number, PdfValue>();

  constructor(readonly s: string) {
    if (!s.startsWith('%PDF-')) throw new PdfFormatError('not a PDF');
    const head = /(\d+)\s+(\d+)\s+obj\b/g;
    let m: RegExpExecArray | null;
    while ((m = head.exec(s))) {
      const lexer = new PdfLexer(s);
      lexer.pos = head.lastIndex;
      try {
        let v = lexer.value();
        if (v instanceof PdfOp) continue;
        lexer.skipSpace();
        if (v instanceof PdfDict && s.startsWith('stream', lexer.pos)) v = this.stream(v, lexer);
        this.objects.set(Number(m[1]), v);
        head.lastIndex = lexer.pos;
      } catch {
        // A damaged object is skipped; the page may still render.
      }
    }
  }

  private stream(dict: PdfDict, lexer: PdfLexer): PdfStream {
    let start = lexer.pos + 6;
    if (this.s[start] === '\r') start++;
    if (this.s[start] === '\n') start++;
    const length = dict.get('Length');
    let end = typeof length === 'number' ? start + length : -1;
    if (end < 0 || !/^\s*endstream/.test(this.s.slice(end, end + 20))) {
      end = this.s.indexOf('endstream', start);
      if (end < 0) throw new PdfFormatError('unterminated stream');
      // The EOL before "endstream" is not data.
      if (this.s[end - 1] === '\n') end--;
      if (this.s[end - 1] === '\r') end--;
    }
    lexer.pos = this.s.indexOf('endstream', end) + 9;
    return new PdfStream(dict, this.s.slice(start, end));
  }

  /** Follows references (bounded, so a reference loop cannot hang). */
  resolve(v: PdfValue | undefined): PdfValue | undefined {
    for (let i = 0; i < 32 && v instanceof PdfRef; i++) v = this.objects.get(v.num);
    return v instanceof PdfRef ? undefined : v;
  }

  dict(v: PdfValue | undefined): PdfDict | undefined {
    const r = this.resolve(v);
    if (r instanceof PdfDict) return r;
    if (r instanceof PdfStream) return r.dict;
    return undefined;
  }

  /** The first page (its dictionary), following the page tree from the catalog or by scanning. */
  firstPage(): PdfDict {
    for (const v of this.objects.values()) {
      const d = v instanceof PdfDict ? v : undefined;
      const type = d?.get('Type');
      if (type instanceof PdfName && type.name === 'Page') return d!;
    }
    throw new PdfFormatError('no page');
  }

  /** Inherited page attribute (MediaBox, Resources) from the page or its parents. */
  inherited(page: PdfDict, key: string): PdfValue | undefined {
    let node: PdfDict | undefined = page;
    for (let i = 0; node && i < 32; i++) {
      const v = node.get(key);
      if (v !== undefined) return this.resolve(v);
      node = this.dict(node.get('Parent'));
    }
    return undefined;
  }

  /** Stream data with its filters undone (FlateDecode, ASCIIHexDecode; others are left as they are). */
  async decode(stream: PdfStream): Promise<{ data: string; remaining: PdfName[] }> {
    const f = this.resolve(stream.dict.get('Filter'));
    const filters = (Array.isArray(f) ? f : f ? [f] : []).filter((x): x is PdfName => x instanceof PdfName);
    let data = stream.raw;
    let i = 0;
    for (; i < filters.length; i++) {
      const name = filters[i].name;
      if (name === 'FlateDecode' && !this.resolve(stream.dict.get('DecodeParms'))) data = await inflate(data);
      else if (name === 'ASCIIHexDecode') data = (new PdfLexer(`<${data.replace(/>[\s\S]*$/, '')}>`).value() as PdfString).bytes;
      else break;
    }
    return { data, remaining: filters.slice(i) };
  }
}

export function bytesToBinary(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

export function binaryToBytes(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) & 0xff;
  return out;
}

async function inflate(data: string): Promise<string> {
  const stream = new Blob([binaryToBytes(data) as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'));
  return bytesToBinary(new Uint8Array(await new Response(stream).arrayBuffer()));
}
