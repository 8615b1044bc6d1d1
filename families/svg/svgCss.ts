import { tokenize, TokenType, type CSSToken } from '@csstools/css-tokenizer';

/**
 * CSS that can make a browser fetch: url(), src(), image-set(), cross-fade()... and @import. Read with a
 * real CSS tokenizer (the browser's own rules: escapes, quotes, a ")" inside a string), never with
 * patterns: three links slipped past the patterns this replaces. Used for <style> sheets, style="" and
 * every attribute the browser reads as a CSS value (fill, mask, SMIL to/from/values/by...).
 */

/** Functions whose arguments the browser loads (strings inside them are URLs). */
const URL_FUNCTIONS = new Set(['url', 'src', 'image-set', '-webkit-image-set', 'image', 'cross-fade', '-webkit-cross-fade']);

/** A scheme (http:, data:, javascript:...) or a protocol-relative //host. */
const LOOKS_LIKE_URL = /^\s*([a-z][a-z0-9+.-]*:|\/\/)/i;

const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** A same-document fragment or an inline raster image: nothing to fetch, nothing to run. */
export function isLocalUrl(url: string): boolean {
  const u = url.trim();
  return /^#[^\s]*$/.test(u) || SAFE_DATA_IMAGE.test(u);
}

export interface CssCleanResult {
  css: string;
  /** url()/image-set()/... values replaced by "none", and @import rules dropped. */
  removed: number;
}

/** Only CSS with a "(" (a function or url) or an "@" (a rule) can load anything. */
export const mayLoad = (css: string) => /[(@]/.test(css);

export function cleanCss(css: string): CssCleanResult {
  if (!mayLoad(css)) return { css, removed: 0 };
  const tokens = tokenize({ css });
  const out: string[] = [];
  let removed = 0;
  /** What the browser would load is written as `instead` ("none", an empty string, nothing). */
  const replace = (instead: string) => {
    out.push(instead);
    removed++;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const type = token[0];
    if (type === TokenType.BadURL || (type === TokenType.URL && !isLocalUrl(token[4].value))) replace('none');
    else if (type === TokenType.AtKeyword && token[4].value.toLowerCase() === 'import') {
      i = endOfStatement(tokens, i);
      replace('');
    } else if (type === TokenType.String && LOOKS_LIKE_URL.test(token[4].value) && !isLocalUrl(token[4].value)) {
      // A URL kept as a plain string (in a custom property, to reach a URL function through var()).
      replace('""');
    } else if (type === TokenType.Function && URL_FUNCTIONS.has(token[4].value.toLowerCase())) {
      const end = closingParen(tokens, i);
      if (onlyLocalUrls(tokens.slice(i, end + 1))) out.push(token[1]);
      else {
        replace('none');
        i = end;
      }
    } else out.push(token[1]);
  }
  return { css: out.join(''), removed };
}

/** Every URL a CSS text points at through url() (and the other URL functions). */
export function cssUrls(css: string): string[] {
  if (!css.includes('(')) return [];
  const urls: string[] = [];
  // Depth of parentheses inside the outermost URL function (0 = outside any).
  let depth = 0;
  for (const token of tokenize({ css })) {
    const type = token[0];
    if (type === TokenType.URL) urls.push(token[4].value.trim());
    else if (type === TokenType.Function && (depth || URL_FUNCTIONS.has(token[4].value.toLowerCase()))) depth++;
    else if (type === TokenType.OpenParen && depth) depth++;
    else if (type === TokenType.CloseParen && depth) depth--;
    else if (type === TokenType.String && depth) urls.push(token[4].value.trim());
  }
  return urls;
}

/** Inside url()/image-set()/...: strings and urls must be local, and nothing computed (var(), attr()...). */
function onlyLocalUrls(tokens: CSSToken[]): boolean {
  return tokens.every((t, i) => {
    if (t[0] === TokenType.String || t[0] === TokenType.URL) return isLocalUrl(t[4].value);
    if (t[0] === TokenType.Function) return i === 0 || URL_FUNCTIONS.has(t[4].value.toLowerCase());
    return t[0] !== TokenType.BadURL && t[0] !== TokenType.BadString;
  });
}

/** Index of the ")" closing the function or "(" at `start` (the last token when it is never closed). */
function closingParen(tokens: CSSToken[], start: number): number {
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    const type = tokens[i][0];
    if (type === TokenType.Function || type === TokenType.OpenParen) depth++;
    else if (type === TokenType.CloseParen && --depth === 0) return i;
  }
  return tokens.length - 1;
}

/** Index of the ";" (or the end of the "{}" block) that ends the at-rule starting at `start`. */
function endOfStatement(tokens: CSSToken[], start: number): number {
  let depth = 0;
  for (let i = start + 1; i < tokens.length; i++) {
    const type = tokens[i][0];
    if (type === TokenType.Function || type === TokenType.OpenParen || type === TokenType.OpenSquare || type === TokenType.OpenCurly)
      depth++;
    else if (type === TokenType.CloseParen || type === TokenType.CloseSquare) depth--;
    else if (type === TokenType.CloseCurly) {
      if (--depth <= 0) return depth < 0 ? i - 1 : i;
    } else if (type === TokenType.Semicolon && depth <= 0) return i;
  }
  return tokens.length - 1;
}

/** A selector simple enough to match exactly here (what drawing programs write: ".cls-1", "path.a", "#id"). */
export interface SimpleSelector {
  tag?: string;
  id?: string;
  classes: string[];
}

/** One style rule's URLs and who they apply to (no selector: maybe anyone). */
export interface SheetRule {
  selectors?: SimpleSelector[];
  urls: string[];
}

const SIMPLE_SELECTOR = /^([a-zA-Z][\w-]*)?((?:[.#][\w-]+)+)?$/;

function simpleSelector(text: string): SimpleSelector | undefined {
  const m = SIMPLE_SELECTOR.exec(text.trim());
  if (!m || (!m[1] && !m[2])) return undefined;
  const parts = m[2]?.match(/[.#][\w-]+/g) ?? [];
  const ids = parts.filter((p) => p[0] === '#').map((p) => p.slice(1));
  if (ids.length > 1) return undefined;
  return { tag: m[1]?.toLowerCase(), id: ids[0], classes: parts.filter((p) => p[0] === '.').map((p) => p.slice(1)) };
}

/**
 * The URLs of a <style> sheet, rule by rule. Rules inside at-rules (@media, @supports) count as
 * rules; a selector list with anything but simple selectors may match any element.
 */
export function sheetRules(css: string): SheetRule[] {
  if (!css.includes('(')) return [];
  const tokens = tokenize({ css });
  const rules: SheetRule[] = [];
  let prelude = 0;
  for (let i = 0; i < tokens.length; i++) {
    const type = tokens[i][0];
    if (type === TokenType.AtKeyword || type === TokenType.Semicolon || type === TokenType.CloseCurly) {
      // An at-rule's own prelude (or a statement) is not a selector: its block, if any, holds rules.
      if (type === TokenType.AtKeyword) {
        const urls = cssUrls(
          tokens
            .slice(i, endOfPrelude(tokens, i))
            .map((t) => t[1])
            .join(''),
        );
        if (urls.length) rules.push({ urls });
        i = endOfPrelude(tokens, i);
      }
      prelude = i + 1;
      continue;
    }
    if (type !== TokenType.OpenCurly) continue;
    const end = closingCurly(tokens, i);
    const text = tokens
      .slice(prelude, i)
      .map((t) => t[1])
      .join('')
      .replace(/\/\*[\s\S]*?\*\//g, '');
    // Nested rules (".a { .b {...} }") apply to other elements than the outer selector says.
    const nested = tokens.slice(i + 1, end).some((t) => t[0] === TokenType.OpenCurly);
    const selectors = nested ? [undefined] : text.split(',').map(simpleSelector);
    const urls = cssUrls(
      tokens
        .slice(i, end + 1)
        .map((t) => t[1])
        .join(''),
    );
    if (urls.length) rules.push({ selectors: selectors.every(Boolean) ? (selectors as SimpleSelector[]) : undefined, urls });
    i = end;
    prelude = i + 1;
  }
  return rules;
}

/** The "{" or ";" ending an at-rule's prelude (its block's rules are then read as rules). */
function endOfPrelude(tokens: CSSToken[], start: number): number {
  for (let i = start + 1; i < tokens.length; i++) {
    const type = tokens[i][0];
    if (type === TokenType.OpenCurly || type === TokenType.Semicolon) return i;
  }
  return tokens.length - 1;
}

function closingCurly(tokens: CSSToken[], start: number): number {
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    if (tokens[i][0] === TokenType.OpenCurly) depth++;
    else if (tokens[i][0] === TokenType.CloseCurly && --depth === 0) return i;
  }
  return tokens.length - 1;
}
