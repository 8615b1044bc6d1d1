import { ToolError } from '../../schemas/pipeline';
import { readImageSize } from '../../src/engines/imageSize';
import { sniffType } from '../../src/runner/sniff';
import { formatBytes } from '../../src/runner/record';
import { drawnTextCopies, percentDecode } from './svgExpansion';
import type { XmlElement } from './xmlParse';
import { SVG_MAX_BYTES } from './svgMaxBytes';

/**
 * What a cleaned SVG may ask of the page that draws it (issue 33, item 5). The browser draws SVG on the
 * main thread with no time limit, and svg2pdf (SVG → PDF/EPS) runs there too: a file past one of these
 * is refused in the worker, with the budget named, before anything reaches the page. Each budget is
 * what this machine class draws in well under a second (see bench/README.md, "SVG budgets").
 * The drawn-element count (<use>, patterns, markers) is svgExpansion.ts; nesting depth is the parser's.
 */
export const SVG_BUDGET = {
  /** The SVG's source text; also the file tools' input.maxBytes. */
  maxBytes: SVG_MAX_BYTES,
  /** Points of every path, polyline and polygon together, drawn by the browser (PNG, JPG, preview). */
  maxPathPoints: 250_000,
  /** The same, written by svg2pdf (PDF, EPS): one long path is one step it cannot be interrupted in. */
  maxPdfPathPoints: 100_000,
  /** Characters of text the browser lays out (drawn as text: PNG, JPG, preview). */
  maxTextChars: 200_000,
  /** Characters of one text element turned into outlines on the page (PDF, EPS), times the <use>
   * copies that show it: one text's outlines are laid out and written in one step. */
  maxOutlinedChars: 4_000,
  /** Embedded raster images, decoded: 64 MP is 256 MB of RGBA. */
  maxImagePixels: 64_000_000,
};

export interface SvgLoad {
  pathPoints: number;
  textChars: number;
  /** The most characters one <text> element draws, each <use> copy of it counted. */
  longestText: number;
  imagePixels: number;
}

/** Not text the browser lays out. */
const NO_TEXT = new Set(['style', 'script', 'title', 'desc', 'metadata']);
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/** Refuses source text over the byte budget, before it is parsed. */
export function assertSvgSourceAllowed(length: number): void {
  if (length > SVG_BUDGET.maxBytes)
    throw new ToolError('svg:errors.svgTooBig', { size: formatBytes(length), max: formatBytes(SVG_BUDGET.maxBytes) });
}

/** Counts what the cleaned tree asks of the page. */
export function measureSvgLoad(root: XmlElement): SvgLoad {
  const load: SvgLoad = { pathPoints: 0, textChars: 0, longestText: 0, imagePixels: 0 };
  /** Characters of each outermost <text>. */
  const texts = new Map<XmlElement, number>();
  /** The outermost <text> being walked. */
  let current: XmlElement | null = null;
  const walk = (e: XmlElement) => {
    const name = localName(e.name);
    for (const a of e.attributes) {
      const attr = localName(a.name);
      if ((attr === 'd' && name === 'path') || (attr === 'points' && (name === 'polyline' || name === 'polygon')))
        load.pathPoints += Math.ceil((a.value.match(NUMBER)?.length ?? 0) / 2);
      else if ((attr === 'href' || attr === 'src') && /^\s*data:image\//i.test(a.value)) load.imagePixels += dataImagePixels(a.value);
    }
    const outer = current === null && name === 'text';
    if (outer) {
      current = e;
      texts.set(e, 0);
    }
    for (const c of e.children) {
      if (c.type === 'element') walk(c);
      else if (current && !NO_TEXT.has(name)) {
        const n = c.value.trim().length;
        load.textChars += n;
        texts.set(current, texts.get(current)! + n);
      }
    }
    if (outer) current = null;
  };
  walk(root);
  const copies = drawnTextCopies(root);
  for (const [text, chars] of texts) load.longestText = Math.max(load.longestText, chars * Math.max(1, copies.get(text) ?? 0));
  return load;
}

/** Refuses a cleaned SVG past a budget; `outlined` when svg2pdf writes it and its text becomes outlines (PDF, EPS). */
export function assertSvgLoadAllowed(root: XmlElement, outlined = false): SvgLoad {
  const load = measureSvgLoad(root);
  const maxPoints = outlined ? SVG_BUDGET.maxPdfPathPoints : SVG_BUDGET.maxPathPoints;
  if (load.pathPoints > maxPoints) throw new ToolError('svg:errors.svgTooManyPoints', { count: load.pathPoints, max: maxPoints });
  if (outlined && load.longestText > SVG_BUDGET.maxOutlinedChars)
    throw new ToolError('svg:errors.svgTooMuchTextToOutline', { count: load.longestText, max: SVG_BUDGET.maxOutlinedChars });
  if (load.textChars > SVG_BUDGET.maxTextChars)
    throw new ToolError('svg:errors.svgTooMuchText', { count: load.textChars, max: SVG_BUDGET.maxTextChars });
  if (load.imagePixels > SVG_BUDGET.maxImagePixels)
    throw new ToolError('svg:errors.svgImagesTooLarge', {
      megapixels: Math.round(load.imagePixels / 1_000_000),
      max: Math.round(SVG_BUDGET.maxImagePixels / 1_000_000),
    });
  return load;
}

/**
 * Decoded pixels of an inline raster image, from its real size (every GIF frame, see imageSize.ts).
 * One whose header cannot be read counts nothing: the browser cannot decode it either.
 */
function dataImagePixels(url: string): number {
  const comma = url.indexOf(',');
  if (comma < 0) return 0;
  let bytes: Uint8Array;
  try {
    const body = url.slice(comma + 1);
    bytes = /;base64\s*$/i.test(url.slice(0, comma))
      ? Uint8Array.from(atob(body.replace(/\s/g, '')), (c) => c.charCodeAt(0))
      : percentDecode(body);
  } catch {
    return 0; // not decodable: the browser draws nothing either
  }
  const type = sniffType(bytes);
  if (!type?.startsWith('image/') || type === 'image/svg+xml') return 0; // not a raster the browser would decode
  const size = readImageSize(bytes, type);
  return size ? size.width * size.height : 0;
}
