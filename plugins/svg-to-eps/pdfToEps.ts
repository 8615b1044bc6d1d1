import { ToolError } from '../../schemas/pipeline';
import {
  PdfDict,
  PdfFile,
  PdfFormatError,
  PdfLexer,
  PdfName,
  PdfOp,
  PdfRef,
  PdfStream,
  PdfString,
  bytesToBinary,
  type PdfValue,
} from './pdfParse';

/**
 * PDF page → EPS (EPSF-3.0, PostScript LanguageLevel 3), vector for vector.
 *
 * No maintained SVG→EPS library exists (Ghostscript's wasm builds are AGPL), but PDF's drawing
 * operators are PostScript's in short form, so: svg2pdf.js turns the SVG into a PDF page (it already
 * understands transforms, <use>, gradients, clipping, text), and this maps that page's content stream
 * to PostScript: paths (m l c v y h re), painting (f f* S B b n) and clipping (W W*), line style
 * (w J j M d), colour (g rg k, colour spaces, shading patterns), gradients (sh → shfill), form
 * XObjects (inlined), images (DCT/Flate streams passed through PostScript filters) and text in the 14
 * standard fonts (re-encoded to WinAnsi).
 *
 * What EPS cannot carry and how it is approximated: there is no transparency in PostScript, so
 * partly transparent fills/strokes are drawn opaque, fully transparent ones (alpha 0) are skipped,
 * and soft masks and blend modes are ignored. Embedded (non-standard) fonts fall back to Helvetica.
 */

/** What the EPS header names (%%Title). */
export interface EpsHeader {
  title?: string;
}

/** Stops runaway output (a form drawn a million times); a real drawing is far below. */
const MAX_OUTPUT_CHARS = 64_000_000;
const MAX_FORM_DEPTH = 12;

const STANDARD_FONTS = new Set([
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
  'Symbol',
  'ZapfDingbats',
]);

/** WinAnsi differs from ISO Latin-1 in 0x80–0x9F and two ASCII quotes. */
const WIN_ANSI_EXTRA: Record<number, string> = {
  0x27: 'quotesingle',
  0x60: 'grave',
  0x80: 'Euro',
  0x82: 'quotesinglbase',
  0x83: 'florin',
  0x84: 'quotedblbase',
  0x85: 'ellipsis',
  0x86: 'dagger',
  0x87: 'daggerdbl',
  0x88: 'circumflex',
  0x89: 'perthousand',
  0x8a: 'Scaron',
  0x8b: 'guilsinglleft',
  0x8c: 'OE',
  0x8e: 'Zcaron',
  0x91: 'quoteleft',
  0x92: 'quoteright',
  0x93: 'quotedblleft',
  0x94: 'quotedblright',
  0x95: 'bullet',
  0x96: 'endash',
  0x97: 'emdash',
  0x98: 'tilde',
  0x99: 'trademark',
  0x9a: 'scaron',
  0x9b: 'guilsinglright',
  0x9c: 'oe',
  0x9e: 'zcaron',
  0x9f: 'Ydieresis',
};

const PROLOG = `/LKdict 64 dict def
LKdict begin
/bd { bind def } bind def
/re { 4 2 roll moveto 1 index 0 rlineto 0 exch rlineto neg 0 rlineto closepath } bd
/lkBT { matrix dup /lkTlm exch def /lkTm exch def } bd
/lkTd { matrix translate lkTlm matrix concatmatrix dup /lkTlm exch def /lkTm exch def } bd
/lkTmSet { 6 array astore dup /lkTlm exch def /lkTm exch def } bd
/lkAdv { 0 matrix translate lkTm matrix concatmatrix /lkTm exch def } bd
/lkWinAnsi ISOLatin1Encoding 256 array copy def
${Object.entries(WIN_ANSI_EXTRA)
  .map(([code, name]) => `lkWinAnsi ${code} /${name} put`)
  .join('\n')}
/lkfont { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall
  /Encoding lkWinAnsi def currentdict end definefont pop } bd
lkBT
end`;

interface Paint {
  /** PostScript that sets this colour. */
  ps: string;
}
interface GState {
  fill: Paint;
  stroke: Paint;
  fillSpace: string;
  strokeSpace: string;
  fillAlpha: number;
  strokeAlpha: number;
  font: string;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  renderMode: number;
  /** A `cm` with no inverse is in force: PDF viewers draw nothing, PostScript's shfill stops with an error. */
  singular: boolean;
}

const BLACK: Paint = { ps: '0 setgray' };

function initialState(): GState {
  return {
    fill: BLACK,
    stroke: BLACK,
    fillSpace: 'DeviceGray',
    strokeSpace: 'DeviceGray',
    fillAlpha: 1,
    strokeAlpha: 1,
    font: 'LK-Helvetica',
    fontSize: 12,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    renderMode: 0,
    singular: false,
  };
}

export function fmt(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (Number.isInteger(n)) return String(n);
  const s = n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
}

/** A PostScript string literal of bytes, 7-bit clean. */
export function psString(bytes: string): string {
  let out = '(';
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes.charCodeAt(i) & 0xff;
    if (c === 0x28 || c === 0x29 || c === 0x5c) out += '\\' + bytes[i];
    else if (c < 0x20 || c > 0x7e) out += '\\' + c.toString(8).padStart(3, '0');
    else out += bytes[i];
  }
  return out + ')';
}

function toHex(bytes: string): string {
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < bytes.length; i++) {
    line += (bytes.charCodeAt(i) & 0xff).toString(16).padStart(2, '0');
    if (line.length >= 78) {
      lines.push(line);
      line = '';
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/**
 * Bytes as ASCII85 (5 characters per 4 bytes, where hex takes 8), ended by `~>`, for image data read
 * through `/ASCII85Decode filter`. Every line starts with a space (the decoder skips it) so none can
 * begin with `%` and be taken for a DSC comment.
 */
export function toAscii85(bytes: string): string {
  const lines: string[] = [];
  let line = ' ';
  const put = (chunk: string) => {
    line += chunk;
    if (line.length >= 76) {
      lines.push(line);
      line = ' ';
    }
  };
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    let v = 0;
    for (let k = 0; k < 4; k++) v = v * 256 + (k < n ? bytes.charCodeAt(i + k) & 0xff : 0);
    if (n === 4 && v === 0) {
      put('z');
      continue;
    }
    const digits = new Array<string>(5);
    for (let k = 4; k >= 0; k--) {
      digits[k] = String.fromCharCode(33 + (v % 85));
      v = Math.floor(v / 85);
    }
    // A final group of n bytes is written as its first n + 1 characters.
    put(digits.slice(0, n + 1).join(''));
  }
  put('~>');
  if (line.trim()) lines.push(line);
  return lines.join('\n');
}

export async function pdfToEps(pdf: Uint8Array, options: EpsHeader = {}): Promise<string> {
  let file: PdfFile;
  try {
    file = new PdfFile(bytesToBinary(pdf));
    const page = file.firstPage();
    return await new Converter(file, page).run(options);
  } catch (e) {
    if (e instanceof ToolError) throw e;
    if (e instanceof PdfFormatError) throw new ToolError('errors.pdfUnreadable', { detail: e.message });
    throw e;
  }
}

/** Operand i as a number (0 when it is not one). */
const num = (a: PdfValue[], i: number): number => (typeof a[i] === 'number' ? (a[i] as number) : 0);
/** The numeric operands from `from` on. */
const nums = (a: PdfValue[], from = 0): number[] => a.slice(from).filter((x): x is number => typeof x === 'number');

class Converter {
  private out: string[] = [];
  private size = 0;
  private setup: string[] = [];
  private fonts = new Map<string, string>();
  private patterns = new Map<PdfValue, string>();
  private stack: GState[] = [];
  private gs: GState = initialState();
  private pendingClip: '' | 'clip' | 'eoclip' = '';

  constructor(
    private readonly file: PdfFile,
    private readonly page: PdfDict,
  ) {}

  async run(options: EpsHeader): Promise<string> {
    const box = this.file.resolve(this.file.inherited(this.page, 'MediaBox'));
    const mb = Array.isArray(box) && box.length === 4 && box.every((n) => typeof n === 'number') ? (box as number[]) : [0, 0, 612, 792];
    const [x0, y0] = [Math.min(mb[0], mb[2]), Math.min(mb[1], mb[3])];
    const width = Math.abs(mb[2] - mb[0]);
    const height = Math.abs(mb[3] - mb[1]);
    const resources = this.file.dict(this.file.inherited(this.page, 'Resources')) ?? new PdfDict();
    this.font(null, new PdfDict()); // the default font, for text shown before any Tf
    this.emit(`${fmt(-x0)} ${fmt(-y0)} translate`);
    this.emit(`0 0 ${fmt(width)} ${fmt(height)} rectclip`);
    const body = this.out;
    // Patterns are made here, at the page's base coordinates (PDF pattern space = default page space).
    this.out = [];
    await this.definePatterns(resources, 0);
    const patternDefs = this.out;
    this.out = body;
    for (const content of this.contentStreams()) await this.content(content, resources, 0);
    const title = (options.title ?? 'drawing').replace(/[\r\n()]/g, ' ');
    return [
      '%!PS-Adobe-3.0 EPSF-3.0',
      `%%BoundingBox: 0 0 ${Math.ceil(width - 1e-6)} ${Math.ceil(height - 1e-6)}`,
      `%%HiResBoundingBox: 0 0 ${fmt(width)} ${fmt(height)}`,
      '%%Creator: LocalKit (SVG to EPS)',
      `%%Title: (${title})`,
      '%%LanguageLevel: 3',
      '%%Pages: 1',
      '%%DocumentData: Clean7Bit',
      '%%EndComments',
      '%%BeginProlog',
      PROLOG,
      '%%EndProlog',
      '%%BeginSetup',
      // Ghostscript widens every fill by ~0.3 px ("fill adjust"), which thickens small text and thin
      // shapes; 0 paints the pixels a shape covers, like PDF viewers and browsers. Other interpreters skip it.
      '/.setfilladjust2 where { pop 0 0 .setfilladjust2 } if',
      'LKdict begin',
      ...this.setup,
      'end',
      '%%EndSetup',
      '%%Page: 1 1',
      'LKdict begin',
      '/lkSave save def',
      ...this.out.slice(0, 2),
      ...patternDefs,
      ...this.out.slice(2),
      'lkSave restore',
      'end',
      'showpage',
      '%%Trailer',
      '%%EOF',
      '',
    ].join('\n');
  }

  private contentStreams(): PdfStream[] {
    const c = this.file.resolve(this.page.get('Contents'));
    const list = Array.isArray(c) ? c.map((x) => this.file.resolve(x)) : [c];
    return list.filter((x): x is PdfStream => x instanceof PdfStream);
  }

  private emit(line: string): void {
    this.size += line.length + 1;
    if (this.size > MAX_OUTPUT_CHARS) throw new ToolError('errors.tooComplex');
    this.out.push(line);
  }

  // ---------- content streams ----------

  private async content(stream: PdfStream, resources: PdfDict, depth: number): Promise<void> {
    const { data } = await this.file.decode(stream);
    const lexer = new PdfLexer(data);
    let operands: PdfValue[] = [];
    while (!lexer.atEnd()) {
      let v: PdfValue | PdfOp;
      try {
        v = lexer.value();
      } catch {
        lexer.pos++;
        continue;
      }
      if (!(v instanceof PdfOp)) {
        operands.push(v);
        continue;
      }
      if (v.op === 'BI') {
        // Inline images are rare in generated PDFs: skip to EI.
        const ei = data.indexOf('EI', lexer.pos);
        lexer.pos = ei < 0 ? data.length : ei + 2;
      } else {
        await this.operator(v.op, operands, resources, depth);
      }
      operands = [];
    }
  }

  /** One content-stream operator: each kind of operator has its own method below. */
  private async operator(op: string, a: PdfValue[], resources: PdfDict, depth: number): Promise<void> {
    if (this.stateOperator(op, a, resources) || this.pathOperator(op, a) || this.textOperator(op, a, resources)) return;
    if (await this.colourOperator(op, a, resources)) return;
    if (op === 'sh') await this.shading(a[0], resources);
    else if (op === 'Do') await this.xobject(a[0], resources, depth);
    // Anything else (marked content, compatibility sections, type 3 glyph metrics, rendering intent)
    // draws nothing.
  }

  /** Graphics state: save/restore, transform, line style, ExtGState. */
  private stateOperator(op: string, a: PdfValue[], resources: PdfDict): boolean {
    const gs = this.gs;
    switch (op) {
      case 'q':
        this.stack.push({ ...gs });
        this.emit('gsave');
        return true;
      case 'Q':
        if (this.stack.length === 0) return true;
        this.gs = this.stack.pop()!;
        this.emit('grestore');
        return true;
      case 'cm': {
        const m = nums(a);
        if (m.length >= 4 && Math.abs(m[0] * m[3] - m[1] * m[2]) < 1e-12) gs.singular = true;
        this.emit(`[${m.map(fmt).join(' ')}] concat`);
        return true;
      }
      case 'w':
        this.emit(`${fmt(num(a, 0))} setlinewidth`);
        return true;
      case 'J':
        this.emit(`${num(a, 0)} setlinecap`);
        return true;
      case 'j':
        this.emit(`${num(a, 0)} setlinejoin`);
        return true;
      case 'M':
        this.emit(`${fmt(Math.max(1, num(a, 0)))} setmiterlimit`);
        return true;
      case 'd': {
        const dash = Array.isArray(a[0]) ? (a[0] as PdfValue[]).filter((x): x is number => typeof x === 'number') : [];
        this.emit(`[${dash.map(fmt).join(' ')}] ${fmt(num(a, 1))} setdash`);
        return true;
      }
      case 'i':
        this.emit(`${fmt(num(a, 0))} setflat`);
        return true;
      case 'gs':
        this.extGState(a[0], resources);
        return true;
      default:
        return false;
    }
  }

  /** Path construction, painting and clipping. */
  private pathOperator(op: string, a: PdfValue[]): boolean {
    switch (op) {
      case 'm':
        this.emit(`${fmt(num(a, 0))} ${fmt(num(a, 1))} moveto`);
        return true;
      case 'l':
        this.emit(`${fmt(num(a, 0))} ${fmt(num(a, 1))} lineto`);
        return true;
      case 'c':
        this.emit(`${nums(a).slice(0, 6).map(fmt).join(' ')} curveto`);
        return true;
      case 'v':
        this.emit(`currentpoint ${nums(a).slice(0, 4).map(fmt).join(' ')} curveto`);
        return true;
      case 'y':
        this.emit(`${fmt(num(a, 0))} ${fmt(num(a, 1))} ${fmt(num(a, 2))} ${fmt(num(a, 3))} ${fmt(num(a, 2))} ${fmt(num(a, 3))} curveto`);
        return true;
      case 'h':
        this.emit('closepath');
        return true;
      case 're':
        this.emit(`${nums(a).slice(0, 4).map(fmt).join(' ')} re`);
        return true;
      // painting
      case 'S':
      case 's':
      case 'f':
      case 'F':
      case 'f*':
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
      case 'n':
        this.paint(op);
        return true;
      case 'W':
        this.pendingClip = 'clip';
        return true;
      case 'W*':
        this.pendingClip = 'eoclip';
        return true;
      default:
        return false;
    }
  }

  /** Fill and stroke colours, in device and named colour spaces. */
  private async colourOperator(op: string, a: PdfValue[], resources: PdfDict): Promise<boolean> {
    const gs = this.gs;
    switch (op) {
      case 'g':
        gs.fill = { ps: `${fmt(num(a, 0))} setgray` };
        return true;
      case 'G':
        gs.stroke = { ps: `${fmt(num(a, 0))} setgray` };
        return true;
      case 'rg':
        gs.fill = { ps: `${nums(a).slice(0, 3).map(fmt).join(' ')} setrgbcolor` };
        return true;
      case 'RG':
        gs.stroke = { ps: `${nums(a).slice(0, 3).map(fmt).join(' ')} setrgbcolor` };
        return true;
      case 'k':
        gs.fill = { ps: `${nums(a).slice(0, 4).map(fmt).join(' ')} setcmykcolor` };
        return true;
      case 'K':
        gs.stroke = { ps: `${nums(a).slice(0, 4).map(fmt).join(' ')} setcmykcolor` };
        return true;
      case 'cs':
      case 'CS': {
        const space = this.colorSpaceName(a[0], resources);
        if (op === 'cs') [gs.fillSpace, gs.fill] = [space, BLACK];
        else [gs.strokeSpace, gs.stroke] = [space, BLACK];
        return true;
      }
      case 'sc':
      case 'scn':
      case 'SC':
      case 'SCN': {
        const fill = op === 'sc' || op === 'scn';
        const paint = await this.colorFromSpace(fill ? gs.fillSpace : gs.strokeSpace, a, resources);
        if (fill) gs.fill = paint;
        else gs.stroke = paint;
        return true;
      }
      default:
        return false;
    }
  }

  /** Text objects, state and showing. */
  private textOperator(op: string, a: PdfValue[], resources: PdfDict): boolean {
    const gs = this.gs;
    switch (op) {
      case 'BT':
        this.emit('lkBT');
        return true;
      case 'ET':
        return true;
      case 'Tf':
        gs.font = this.font(a[0], resources);
        gs.fontSize = num(a, 1);
        return true;
      case 'Tc':
        gs.charSpacing = num(a, 0);
        return true;
      case 'Tw':
        gs.wordSpacing = num(a, 0);
        return true;
      case 'Tz':
        gs.hScale = num(a, 0) / 100;
        return true;
      case 'TL':
        gs.leading = num(a, 0);
        return true;
      case 'Ts':
        gs.rise = num(a, 0);
        return true;
      case 'Tr':
        gs.renderMode = num(a, 0);
        return true;
      case 'Td':
        this.emit(`${fmt(num(a, 0))} ${fmt(num(a, 1))} lkTd`);
        return true;
      case 'TD':
        gs.leading = -num(a, 1);
        this.emit(`${fmt(num(a, 0))} ${fmt(num(a, 1))} lkTd`);
        return true;
      case 'Tm':
        this.emit(`${nums(a).slice(0, 6).map(fmt).join(' ')} lkTmSet`);
        return true;
      case 'T*':
        this.emit(`0 ${fmt(-gs.leading)} lkTd`);
        return true;
      case 'Tj':
        if (a[0] instanceof PdfString) this.showText(a[0].bytes);
        return true;
      case "'":
        this.emit(`0 ${fmt(-gs.leading)} lkTd`);
        if (a[0] instanceof PdfString) this.showText(a[0].bytes);
        return true;
      case '"':
        gs.wordSpacing = num(a, 0);
        gs.charSpacing = num(a, 1);
        this.emit(`0 ${fmt(-gs.leading)} lkTd`);
        if (a[2] instanceof PdfString) this.showText(a[2].bytes);
        return true;
      case 'TJ':
        for (const item of Array.isArray(a[0]) ? a[0] : []) {
          if (item instanceof PdfString) this.showText(item.bytes);
          else if (typeof item === 'number') this.emit(`${fmt((-item / 1000) * gs.fontSize * gs.hScale)} lkAdv`);
        }
        return true;
      default:
        return false;
    }
  }

  private paint(op: string): void {
    const gs = this.gs;
    const close = op === 's' || op === 'b' || op === 'b*' ? 'closepath ' : '';
    const fillOp = op === 'f*' || op === 'B*' || op === 'b*' ? 'eofill' : 'fill';
    const doFill = ['f', 'F', 'f*', 'B', 'B*', 'b', 'b*'].includes(op) && gs.fillAlpha > 0;
    const doStroke = ['S', 's', 'B', 'B*', 'b', 'b*'].includes(op) && gs.strokeAlpha > 0;
    const parts: string[] = [];
    if (close) parts.push('closepath');
    if (doFill && doStroke) parts.push(`gsave ${gs.fill.ps} ${fillOp} grestore ${gs.stroke.ps} stroke`);
    else if (doFill) parts.push(`${gs.fill.ps} ${fillOp}`);
    else if (doStroke) parts.push(`${gs.stroke.ps} stroke`);
    // A clip set by W applies to the path as it was before painting.
    if (this.pendingClip) {
      const painting = parts.filter((p) => p !== 'closepath');
      this.emit([...(close ? ['closepath'] : []), ...painting.map((p) => `gsave ${p} grestore`), `${this.pendingClip} newpath`].join(' '));
      this.pendingClip = '';
      return;
    }
    parts.push('newpath');
    this.emit(parts.join(' '));
  }

  private extGState(name: PdfValue, resources: PdfDict): void {
    if (!(name instanceof PdfName)) return;
    const dict = this.file.dict(this.file.dict(resources.get('ExtGState'))?.get(name.name));
    if (!dict) return;
    const num = (k: string) => {
      const v = this.file.resolve(dict.get(k));
      return typeof v === 'number' ? v : undefined;
    };
    if (num('LW') !== undefined) this.emit(`${fmt(num('LW')!)} setlinewidth`);
    if (num('LC') !== undefined) this.emit(`${num('LC')} setlinecap`);
    if (num('LJ') !== undefined) this.emit(`${num('LJ')} setlinejoin`);
    if (num('ML') !== undefined) this.emit(`${fmt(Math.max(1, num('ML')!))} setmiterlimit`);
    if (num('ca') !== undefined) this.gs.fillAlpha = num('ca')!;
    if (num('CA') !== undefined) this.gs.strokeAlpha = num('CA')!;
    const dash = this.file.resolve(dict.get('D'));
    if (Array.isArray(dash) && Array.isArray(dash[0])) {
      const arr = (dash[0] as PdfValue[]).filter((x): x is number => typeof x === 'number');
      this.emit(`[${arr.map(fmt).join(' ')}] ${fmt(typeof dash[1] === 'number' ? dash[1] : 0)} setdash`);
    }
  }

  // ---------- colour ----------

  /** A colour space reduced to a device space name, or "Pattern". */
  private colorSpaceName(v: PdfValue, resources: PdfDict): string {
    if (!(v instanceof PdfName)) return 'DeviceRGB';
    if (['DeviceGray', 'DeviceRGB', 'DeviceCMYK', 'Pattern'].includes(v.name)) return v.name;
    const named = this.file.resolve(this.file.dict(resources.get('ColorSpace'))?.get(v.name));
    return this.deviceSpace(named);
  }

  private deviceSpace(space: PdfValue | undefined): string {
    const s = this.file.resolve(space);
    if (s instanceof PdfName) {
      if (s.name === 'DeviceGray' || s.name === 'G') return 'DeviceGray';
      if (s.name === 'DeviceCMYK' || s.name === 'CMYK') return 'DeviceCMYK';
      if (s.name === 'Pattern') return 'Pattern';
      return 'DeviceRGB';
    }
    if (Array.isArray(s) && s[0] instanceof PdfName) {
      if (s[0].name === 'Pattern') return 'Pattern';
      if (s[0].name === 'ICCBased') {
        const count = this.file.dict(s[1])?.get('N');
        return count === 1 ? 'DeviceGray' : count === 4 ? 'DeviceCMYK' : 'DeviceRGB';
      }
      if (s[0].name === 'CalGray') return 'DeviceGray';
    }
    return 'DeviceRGB';
  }

  private async colorFromSpace(space: string, a: PdfValue[], resources: PdfDict): Promise<Paint> {
    const nums = a.filter((x): x is number => typeof x === 'number').map(fmt);
    const last = a[a.length - 1];
    if (space === 'Pattern' && last instanceof PdfName) {
      const name = await this.patternName(last, resources);
      return name ? { ps: `${name} setpattern` } : BLACK;
    }
    if (nums.length === 1) return { ps: `${nums[0]} setgray` };
    if (nums.length === 4) return { ps: `${nums.join(' ')} setcmykcolor` };
    if (nums.length >= 3) return { ps: `${nums.slice(0, 3).join(' ')} setrgbcolor` };
    return BLACK;
  }

  /** Every pattern of the page's resources, made at page-base coordinates. */
  private async definePatterns(resources: PdfDict, depth: number): Promise<void> {
    const patterns = this.file.dict(resources.get('Pattern'));
    if (!patterns) return;
    for (const key of Object.keys(patterns.entries)) await this.patternName(new PdfName(key), resources, depth);
  }

  private async patternName(name: PdfName, resources: PdfDict, depth = 0): Promise<string | undefined> {
    const ref = this.file.dict(resources.get('Pattern'))?.get(name.name);
    if (ref === undefined) return undefined;
    const known = this.patterns.get(ref instanceof PdfRef ? ref.num : ref);
    if (known) return known;
    const obj = this.file.resolve(ref);
    const dict = this.file.dict(obj);
    if (!dict) return undefined;
    const psName = `lkPat${this.patterns.size + 1}`;
    this.patterns.set(ref instanceof PdfRef ? ref.num : ref, psName);
    const matrix = this.file.resolve(dict.get('Matrix'));
    const m = Array.isArray(matrix) ? `[${matrix.map((x) => fmt(Number(this.file.resolve(x)) || 0)).join(' ')}]` : '[1 0 0 1 0 0]';
    if (dict.get('PatternType') === 2) {
      const shading = await this.psValue(dict.get('Shading'), 0);
      this.emit(`/${psName} << /PatternType 2 /Shading ${shading} /Matrix ${m} >> matrix makepattern def`);
    } else if (obj instanceof PdfStream) {
      // Tiling pattern: its cells are drawn by a procedure made from its own content stream.
      const saved = { out: this.out, gs: this.gs, stack: this.stack };
      this.out = [];
      this.gs = initialState();
      this.stack = [];
      await this.content(obj, this.file.dict(dict.get('Resources')) ?? resources, depth + 1);
      const body = this.out.join('\n');
      Object.assign(this, saved);
      const num = (k: string) => Number(this.file.resolve(dict.get(k))) || 0;
      const bbox = this.file.resolve(dict.get('BBox'));
      const b = Array.isArray(bbox) ? bbox.map((x) => fmt(Number(this.file.resolve(x)) || 0)).join(' ') : '0 0 1 1';
      // makepattern's matrix operand plays the role of the PDF pattern's /Matrix.
      this.emit(
        `/${psName} << /PatternType 1 /PaintType 1 /TilingType ${num('TilingType') || 1} /BBox [${b}] /XStep ${fmt(num('XStep'))} /YStep ${fmt(num('YStep'))}\n/PaintProc { pop\n${body}\n} >> ${m} makepattern def`,
      );
    } else {
      return undefined;
    }
    return psName;
  }

  private async shading(name: PdfValue, resources: PdfDict): Promise<void> {
    if (!(name instanceof PdfName)) return;
    const sh = this.file.dict(resources.get('Shading'))?.get(name.name);
    if (sh === undefined || this.gs.fillAlpha === 0 || this.gs.singular) return;
    this.emit(`gsave ${await this.psValue(sh, 0)} shfill grestore`);
  }

  /** A PDF object written as PostScript (dictionaries, arrays, functions with their sample data). */
  private async psValue(v: PdfValue | undefined, depth: number): Promise<string> {
    if (depth > 16) return 'null';
    const r = this.file.resolve(v);
    if (r === undefined || r === null) return 'null';
    if (typeof r === 'number') return fmt(r);
    if (typeof r === 'boolean') return String(r);
    if (r instanceof PdfName) return `/${r.name.replace(/[^!-~]|[()<>[\]{}/%]/g, '')}`;
    if (r instanceof PdfString) return psString(r.bytes);
    if (Array.isArray(r)) return `[${(await Promise.all(r.map((x) => this.psValue(x, depth + 1)))).join(' ')}]`;
    const dict = r instanceof PdfStream ? r.dict : (r as PdfDict);
    const parts: string[] = [];
    for (const [key, value] of Object.entries(dict.entries)) {
      if (r instanceof PdfStream && ['Length', 'Filter', 'DecodeParms'].includes(key)) continue;
      if (key === 'ColorSpace') {
        const space = this.deviceSpace(value);
        parts.push(`/ColorSpace /${space === 'Pattern' ? 'DeviceRGB' : space}`);
        continue;
      }
      parts.push(`/${key} ${await this.psValue(value, depth + 1)}`);
    }
    if (r instanceof PdfStream) {
      const { data } = await this.file.decode(r);
      parts.push(`/DataSource <${toHex(data)}>`);
    }
    return `<< ${parts.join(' ')} >>`;
  }

  // ---------- XObjects ----------

  private async xobject(name: PdfValue, resources: PdfDict, depth: number): Promise<void> {
    if (!(name instanceof PdfName) || depth >= MAX_FORM_DEPTH) return;
    const obj = this.file.resolve(this.file.dict(resources.get('XObject'))?.get(name.name));
    if (!(obj instanceof PdfStream)) return;
    const subtype = obj.dict.get('Subtype');
    if (subtype instanceof PdfName && subtype.name === 'Image') {
      await this.image(obj);
      return;
    }
    // Form XObject: drawn in place (colours inside may come from the caller's state, so no shared procedure).
    const matrix = this.file.resolve(obj.dict.get('Matrix'));
    const bbox = this.file.resolve(obj.dict.get('BBox'));
    this.stack.push({ ...this.gs });
    this.emit('gsave');
    if (Array.isArray(matrix) && matrix.length === 6) this.emit(`[${matrix.map((x) => fmt(Number(x) || 0)).join(' ')}] concat`);
    if (Array.isArray(bbox) && bbox.length === 4) {
      const [x1, y1, x2, y2] = bbox.map((x) => Number(x) || 0);
      this.emit(`${fmt(x1)} ${fmt(y1)} ${fmt(x2 - x1)} ${fmt(y2 - y1)} rectclip`);
    }
    await this.content(obj, this.file.dict(obj.dict.get('Resources')) ?? resources, depth + 1);
    this.gs = this.stack.pop()!;
    this.emit('grestore');
  }

  /** 8-bit DeviceRGB/Gray/CMYK images; JPEG and Flate data go through PostScript's own filters. */
  private async image(obj: PdfStream): Promise<void> {
    const d = obj.dict;
    const w = Number(this.file.resolve(d.get('Width'))) || 0;
    const h = Number(this.file.resolve(d.get('Height'))) || 0;
    const bpc = Number(this.file.resolve(d.get('BitsPerComponent'))) || 8;
    if (!w || !h || bpc !== 8 || this.gs.fillAlpha === 0) return;
    const space = this.deviceSpace(d.get('ColorSpace'));
    const components = space === 'DeviceGray' ? 1 : space === 'DeviceCMYK' ? 4 : 3;
    const f = this.file.resolve(d.get('Filter'));
    const filters = (Array.isArray(f) ? f : f ? [f] : []).map((x) => (x instanceof PdfName ? x.name : ''));
    const parms =
      this.file.dict(d.get('DecodeParms')) ??
      (Array.isArray(this.file.resolve(d.get('DecodeParms')))
        ? this.file.dict((this.file.resolve(d.get('DecodeParms')) as PdfValue[])[0])
        : undefined);
    let source = 'currentfile /ASCII85Decode filter';
    if (filters.length === 1 && filters[0] === 'DCTDecode') source += ' /DCTDecode filter';
    else if (filters.length === 1 && filters[0] === 'FlateDecode')
      source += ` ${parms ? await this.psValue(parms, 0) : ''} /FlateDecode filter`;
    else if (filters.length > 0) return; // an encoding we do not pass through
    const decode = Array.from({ length: components }, () => '0 1').join(' ');
    this.emit(`gsave /${space} setcolorspace`);
    this.emit(
      `<< /ImageType 1 /Width ${w} /Height ${h} /BitsPerComponent 8 /Decode [${decode}] /ImageMatrix [${w} 0 0 ${-h} 0 ${h}] /DataSource ${source} >> image`,
    );
    this.emit(toAscii85(obj.raw));
    this.emit('grestore');
  }

  // ---------- text ----------

  private font(name: PdfValue, resources: PdfDict): string {
    if (!(name instanceof PdfName)) return 'LK-Helvetica';
    const dict = this.file.dict(this.file.dict(resources.get('Font'))?.get(name.name));
    const base = dict?.get('BaseFont');
    let fontName = base instanceof PdfName ? base.name.replace(/^[A-Z]{6}\+/, '') : 'Helvetica';
    if (!STANDARD_FONTS.has(fontName)) fontName = 'Helvetica';
    const psName = `LK-${fontName}`;
    if (!this.fonts.has(fontName)) {
      this.fonts.set(fontName, psName);
      // Symbol and ZapfDingbats keep their own encodings.
      this.setup.push(
        fontName === 'Symbol' || fontName === 'ZapfDingbats'
          ? `/${psName} /${fontName} findfont definefont pop`
          : `/${psName} /${fontName} lkfont`,
      );
    }
    return psName;
  }

  private showText(bytes: string): void {
    const gs = this.gs;
    if (bytes.length === 0) return;
    const s = psString(bytes);
    const spaces = [...bytes].filter((c) => c === ' ').length;
    const extra = (gs.charSpacing * bytes.length + gs.wordSpacing * spaces) * gs.hScale;
    const setFont = `/${gs.font} findfont [${fmt(gs.fontSize * gs.hScale)} 0 0 ${fmt(gs.fontSize)} 0 0] makefont setfont`;
    const spacing = gs.charSpacing || gs.wordSpacing;
    const show = spacing ? `${fmt(gs.wordSpacing * gs.hScale)} 0 32 ${fmt(gs.charSpacing * gs.hScale)} 0 ${s} awidthshow` : `${s} show`;
    const mode = gs.renderMode % 4;
    const fill = gs.fillAlpha > 0 && (mode === 0 || mode === 2);
    const stroke = gs.strokeAlpha > 0 && (mode === 1 || mode === 2);
    let draw = '';
    if (fill && !stroke) draw = `${gs.fill.ps} ${show}`;
    else if (stroke) draw = `${s} false charpath ${fill ? `gsave ${gs.fill.ps} fill grestore ` : ''}${gs.stroke.ps} stroke`;
    this.emit(`gsave lkTm concat ${setFont} ${s} stringwidth pop ${fmt(extra)} add 0 ${fmt(gs.rise)} moveto ${draw} grestore lkAdv`);
  }
}
