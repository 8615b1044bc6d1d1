/**
 * The fonts that ship with the app (SIL OFL 1.1; DejaVu Sans under the Bitstream Vera licence, as free;
 * copied from npm into /engines/fonts/ by plugins/svg-to-pdf/engine-files.json), how CSS font-family
 * names map to them, and their loading.
 * Full fonts for Latin/Greek/Cyrillic, Arabic, Hebrew, Devanagari and Thai (shaping needs the whole
 * font); Chinese, Japanese and Korean as Google's unicode-range slices, loaded slice by slice.
 */
import { woffToSfnt } from './woff';

export interface FamilyInfo {
  id: string;
  /** The family's name, as the row shows it. */
  name: string;
  dir: string;
  /** Full fonts: file per style. Sliced fonts: none (see `sliced`). */
  files?: { regular: string; bold: string; italic?: string; boldItalic?: string };
  /** Sliced CJK font: files `<dir>/<prefix>-<slice>-400-normal.woff`, ranges in `<dir>/unicode.json`. */
  sliced?: string;
}

const full = (id: string, name: string, base: string, italic = true): FamilyInfo => ({
  id,
  name,
  dir: `fonts/${id}`,
  files: {
    regular: `${base}_400Regular.ttf`,
    bold: `${base}_700Bold.ttf`,
    ...(italic ? { italic: `${base}_400Regular_Italic.ttf`, boldItalic: `${base}_700Bold_Italic.ttf` } : {}),
  },
});
const sliced = (id: string, name: string): FamilyInfo => ({ id, name, dir: `fonts/${id}`, sliced: id });

export const FAMILIES: Record<string, FamilyInfo> = Object.fromEntries(
  [
    full('noto-sans', 'Noto Sans', 'NotoSans'),
    full('noto-serif', 'Noto Serif', 'NotoSerif'),
    full('noto-sans-mono', 'Noto Sans Mono', 'NotoSansMono', false),
    full('arimo', 'Arimo', 'Arimo'),
    full('tinos', 'Tinos', 'Tinos'),
    full('cousine', 'Cousine', 'Cousine'),
    // Linux's default sans (fontconfig's first choice): files made there often name it.
    {
      id: 'dejavu-sans',
      name: 'DejaVu Sans',
      dir: 'fonts/dejavu-sans',
      files: {
        regular: 'DejaVuSans.ttf',
        bold: 'DejaVuSans-Bold.ttf',
        italic: 'DejaVuSans-Oblique.ttf',
        boldItalic: 'DejaVuSans-BoldOblique.ttf',
      },
    },
    full('noto-sans-arabic', 'Noto Sans Arabic', 'NotoSansArabic', false),
    full('noto-sans-hebrew', 'Noto Sans Hebrew', 'NotoSansHebrew', false),
    full('noto-sans-devanagari', 'Noto Sans Devanagari', 'NotoSansDevanagari', false),
    full('noto-sans-thai', 'Noto Sans Thai', 'NotoSansThai', false),
    sliced('noto-sans-sc', 'Noto Sans SC'),
    sliced('noto-sans-tc', 'Noto Sans TC'),
    sliced('noto-sans-jp', 'Noto Sans JP'),
    sliced('noto-sans-kr', 'Noto Sans KR'),
  ].map((f) => [f.id, f]),
);

/**
 * CSS family name (lower case) → shipped family. `exact` names are the shipped font itself or the same
 * design under another name; the others are stand-ins, reported as replaced.
 */
const ALIASES: [RegExp, string, boolean][] = [
  [/^noto sans$|^noto sans ui$/, 'noto-sans', true],
  [/^noto serif$/, 'noto-serif', true],
  [/^noto sans mono$/, 'noto-sans-mono', true],
  // Only by its own name: Chromium draws "Bitstream Vera Sans" (DejaVu's ancestor) with its default sans.
  [/^dejavu sans$/, 'dejavu-sans', true],
  [/^noto (sans|naskh|kufi) arabic( ui)?$/, 'noto-sans-arabic', true],
  [/^noto sans hebrew$/, 'noto-sans-hebrew', true],
  [/^noto sans devanagari( ui)?$/, 'noto-sans-devanagari', true],
  [/^noto sans thai( ui)?$/, 'noto-sans-thai', true],
  [/^(noto sans cjk sc|noto sans sc|source han sans (sc|cn)|source han sans)$/, 'noto-sans-sc', true],
  [/^(noto sans cjk tc|noto sans tc|noto sans cjk hk|noto sans hk|source han sans (tc|tw|hk))$/, 'noto-sans-tc', true],
  [/^(noto sans cjk jp|noto sans jp|source han sans (jp|j))$/, 'noto-sans-jp', true],
  [/^(noto sans cjk kr|noto sans kr|source han sans (kr|k))$/, 'noto-sans-kr', true],
  // Metric-compatible stand-ins: same widths, so lines keep their length.
  [/^(arimo|liberation sans)$/, 'arimo', true],
  [/^(arial|helvetica|helvetica neue|nimbus sans( l)?)$/, 'arimo', false],
  [/^(tinos|liberation serif)$/, 'tinos', true],
  [/^(times|times new roman|nimbus roman( no9 l)?)$/, 'tinos', false],
  [/^(cousine|liberation mono)$/, 'cousine', true],
  [/^(courier|courier new|nimbus mono( ps| l)?)$/, 'cousine', false],
  // Region fonts of other systems.
  [/(yahei|simhei|simsun|pingfang sc|heiti sc|hiragino sans gb|wenquanyi|songti sc|dengxian|fangsong|kaiti)/, 'noto-sans-sc', false],
  [/(jhenghei|mingliu|pmingliu|pingfang (tc|hk)|heiti tc|songti tc)/, 'noto-sans-tc', false],
  [/(hiragino|meiryo|yu gothic|yu mincho|ms gothic|ms mincho|ms pgothic|osaka)/, 'noto-sans-jp', false],
  [/(malgun|apple sd gothic|nanum|gulim|dotum|batang)/, 'noto-sans-kr', false],
  [/(arabic|naskh|kufi|tahoma|traditional arabic|sakkal)/, 'noto-sans-arabic', false],
  [/(hebrew|david|frankruehl|narkisim)/, 'noto-sans-hebrew', false],
  [/(devanagari|mangal|kohinoor|hindi)/, 'noto-sans-devanagari', false],
  [/(thai|tahoma)/, 'noto-sans-thai', false],
  // Generic families and everything else by its look.
  [/^(serif|ui-serif)$/, 'noto-serif', true],
  [/^(monospace|ui-monospace)$/, 'noto-sans-mono', true],
  [
    /^(sans-serif|system-ui|ui-sans-serif|-apple-system|blinkmacsystemfont|cursive|fantasy|math|emoji|fangsong|ui-rounded)$/,
    'noto-sans',
    true,
  ],
  [/(mono|code|consol|menlo|monaco|courier|terminal)/, 'noto-sans-mono', false],
  [
    /(serif|times|georgia|garamond|roman|book|baskerville|bodoni|palatino|cambria|caslon|minion|merriweather|playfair|mincho|song|ming)/,
    'noto-serif',
    false,
  ],
];

/** A CSS family name → the shipped family that draws it, and whether that is a stand-in. */
export function mapFamily(cssName: string): { id: string; exact: boolean } {
  const name = cssName
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  for (const [re, id, exact] of ALIASES) if (re.test(name)) return { id, exact };
  return { id: 'noto-sans', exact: false };
}

export function parseFamilyList(css: string): string[] {
  return (css.match(/"[^"]*"|'[^']*'|[^,]+/g) ?? []).map((name) => name.trim().replace(/^["']|["']$/g, '')).filter((name) => name);
}

/** Which family draws a character no listed family has, by its script. */
export function scriptFallback(cp: number, lang: string): string | null {
  if (cp >= 0x0590 && cp <= 0x05ff) return 'noto-sans-hebrew';
  if ((cp >= 0x0600 && cp <= 0x06ff) || (cp >= 0x0750 && cp <= 0x077f) || (cp >= 0x08a0 && cp <= 0x08ff) || (cp >= 0xfb50 && cp <= 0xfeff))
    return cp >= 0xfb1d && cp <= 0xfb4f ? 'noto-sans-hebrew' : 'noto-sans-arabic';
  if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || cp === 0x1cd0) return 'noto-sans-devanagari';
  if (cp >= 0x0e00 && cp <= 0x0e7f) return 'noto-sans-thai';
  if ((cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f) || (cp >= 0xac00 && cp <= 0xd7af)) return 'noto-sans-kr';
  if ((cp >= 0x3040 && cp <= 0x30ff) || (cp >= 0x31f0 && cp <= 0x31ff)) return 'noto-sans-jp';
  if (
    (cp >= 0x2e80 && cp <= 0x2fdf) ||
    (cp >= 0x3000 && cp <= 0x303f) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    (cp >= 0x20000 && cp <= 0x3134f)
  ) {
    const l = lang.toLowerCase();
    if (l.startsWith('ja')) return 'noto-sans-jp';
    if (l.startsWith('ko')) return 'noto-sans-kr';
    if (/^zh-(tw|hk|mo|hant)/.test(l)) return 'noto-sans-tc';
    return 'noto-sans-sc';
  }
  return null;
}

// ---- loading ---------------------------------------------------------------------------------

type HbModule = typeof import('harfbuzzjs');
export type HbFont = InstanceType<HbModule['Font']>;

export interface LoadedFont {
  font: HbFont;
  upem: number;
  ascender: number;
  descender: number;
  covers: Set<number>;
  bytes: number;
}

/** How font files are read: the app fetches them from its own origin; tests read node_modules. */
export type FontReader = (path: string) => Promise<Uint8Array>;

/** Where the app serves them, as a literal: the build reads the engine folders a tool's code names (build/toolEngines.ts). */
const SERVED_FROM = '/engines/fonts/';

const fetchReader: FontReader = async (path) => {
  const res = await fetch(SERVED_FROM + path.replace(/^fonts\//, ''));
  if (!res.ok) throw new Error(`font ${path}: HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
};

let hbPromise: Promise<HbModule> | null = null;
const cache = new Map<string, Promise<LoadedFont | null>>();
const sliceIndex = new Map<string, Promise<{ slice: string; ranges: [number, number][] }[]>>();
let reader: FontReader = fetchReader;

export function setFontReader(r: FontReader): void {
  reader = r;
  cache.clear();
  sliceIndex.clear();
}

function harfbuzz(): Promise<HbModule> {
  hbPromise ??= import('harfbuzzjs').catch((e) => {
    hbPromise = null;
    throw e;
  });
  return hbPromise;
}

/** One font file, once per page; null when it cannot be read (the text falls back or is drawn as an image). */
export function loadFont(path: string): Promise<LoadedFont | null> {
  let p = cache.get(path);
  if (!p) {
    p = (async () => {
      const [hb, raw] = await Promise.all([harfbuzz(), reader(path)]);
      const sfnt = await woffToSfnt(raw);
      const face = new hb.Face(new hb.Blob(sfnt.buffer as ArrayBuffer));
      const font = new hb.Font(face);
      const ext = font.hExtents();
      return {
        font,
        upem: face.upem,
        ascender: ext.ascender,
        descender: ext.descender,
        covers: new Set(face.collectUnicodes()),
        bytes: raw.length,
      };
    })().catch(() => null);
    cache.set(path, p);
  }
  return p;
}

function slicesOf(family: FamilyInfo): Promise<{ slice: string; ranges: [number, number][] }[]> {
  let p = sliceIndex.get(family.id);
  if (!p) {
    p = reader(`${family.dir}/unicode.json`)
      .then((bytes) => {
        const map = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, string>;
        return Object.entries(map).map(([key, ranges]) => ({
          slice: key.replace(/^\[|\]$/g, ''),
          ranges: ranges.split(',').map((r): [number, number] => {
            const [a, b] = r.replace(/^U\+/i, '').split('-');
            return [parseInt(a, 16), parseInt(b ?? a, 16)];
          }),
        }));
      })
      .catch(() => []);
    sliceIndex.set(family.id, p);
  }
  return p;
}

export interface FaceChoice {
  family: FamilyInfo;
  path: string;
  /** The style asked for is not in this family: the glyphs are slanted / emboldened instead. */
  fakeItalic: boolean;
  fakeBold: boolean;
}

/** Characters the browser draws from its colour emoji font even where the text's font has a glyph (DejaVu Sans has 😀). */
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;

/** The file of `family` that draws `cp` in this style, or null if the family has no glyph for it. */
export async function faceFor(family: FamilyInfo, cp: number, bold: boolean, italic: boolean): Promise<FaceChoice | null> {
  if (EMOJI_PRESENTATION.test(String.fromCodePoint(cp))) return null;
  if (family.sliced) {
    const slices = await slicesOf(family);
    const hit = slices.find((s) => s.ranges.some(([a, b]) => cp >= a && cp <= b));
    if (!hit) return null;
    const path = `${family.dir}/${family.sliced}-${hit.slice}-400-normal.woff`;
    const loaded = await loadFont(path);
    if (!loaded?.covers.has(cp)) return null;
    return { family, path, fakeItalic: italic, fakeBold: bold };
  }
  const f = family.files!;
  const file = italic ? (bold ? f.boldItalic : f.italic) : bold ? f.bold : f.regular;
  const path = `${family.dir}/${file ?? (bold ? f.bold : f.regular)}`;
  const loaded = await loadFont(path);
  if (!loaded?.covers.has(cp)) return null;
  return { family, path, fakeItalic: italic && !file, fakeBold: false };
}
