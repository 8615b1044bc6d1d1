/** Case conversions. Unicode-aware: letters and digits of any script count as word characters. */

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

/** An apostrophe inside a word (fox's, don’t) is part of it, as lodash's case functions read it. */
const INNER_APOSTROPHE = /(?<=[\p{L}\p{N}])['’](?=\p{L})/gu;
/** A name with one small letter before its capital: iPhone, eBay, iOS, iPad. */
const SMALL_FIRST_NAME = /^\p{Ll}\p{Lu}(?:\p{Lu}*|\p{Ll}+)$/u;

/**
 * "XMLHttpRequest2go" -> ["XML", "Http", "Request2go"]; separators of any kind split words too.
 * In a line of several words (prose, not one identifier), a name like iPhone or eBay stays one word,
 * and an apostrophe inside a word never splits it: "fox's iPhone" -> ["foxs", "iPhone"].
 */
export function splitWords(text: string): string[] {
  const tokens = text.replace(INNER_APOSTROPHE, '').split(WORD_SPLIT).filter(Boolean);
  const prose = tokens.length > 1;
  return tokens.flatMap((token) =>
    prose && SMALL_FIRST_NAME.test(token)
      ? [token]
      : token
          .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
          .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
          .split(' '),
  );
}

const cap = (w: string) => w.charAt(0).toLocaleUpperCase() + w.slice(1).toLocaleLowerCase();

function joinWords(text: string, join: (words: string[]) => string): string {
  // Line by line, so a list of identifiers stays a list.
  return text
    .split('\n')
    .map((line) => join(splitWords(line)))
    .join('\n');
}

/** A capital after the first letter: iPhone, eBay, macOS, McDonald, NASA. */
const INNER_CAPITAL = /^.+\p{Lu}/su;

/**
 * Capitalises each word, but leaves a word that already has a capital inside it as it is (iPhone,
 * eBay, macOS, McDonald's; NASA and other acronyms) — unless the whole text is in capitals, which is
 * then title-cased throughout.
 */
function titleCase(text: string): string {
  const shouting = !/\p{Ll}/u.test(text);
  return text.replace(/[\p{L}\p{N}]+(['’][\p{L}]+)?/gu, (w) => (!shouting && INNER_CAPITAL.test(w) ? w : cap(w)));
}

function sentenceCase(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/(^\s*|[.!?。！？]\s+|\n\s*)(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toLocaleUpperCase());
}

/**
 * One character in capitals, where it has a capital of its own: ß has none (its upper case is the two
 * letters "SS"), so a case pattern applied letter by letter keeps it as it is.
 */
const upperLetter = (c: string) => {
  const up = c.toLocaleUpperCase();
  return [...up].length === 1 ? up : c;
};

function swapCase(text: string): string {
  return [...text].map((c) => (c === c.toLocaleUpperCase() ? c.toLocaleLowerCase() : upperLetter(c))).join('');
}

function alternatingCase(text: string): string {
  let i = 0;
  return [...text]
    .map((c) => {
      if (!/\p{L}/u.test(c)) return c;
      return i++ % 2 === 0 ? c.toLocaleLowerCase() : upperLetter(c);
    })
    .join('');
}

export const caseConverters: Record<string, (text: string) => string> = {
  upper: (t) => t.toLocaleUpperCase(),
  lower: (t) => t.toLocaleLowerCase(),
  title: titleCase,
  sentence: sentenceCase,
  camel: (t) => joinWords(t, (w) => w.map((x, i) => (i === 0 ? x.toLocaleLowerCase() : cap(x))).join('')),
  pascal: (t) => joinWords(t, (w) => w.map(cap).join('')),
  snake: (t) => joinWords(t, (w) => w.map((x) => x.toLocaleLowerCase()).join('_')),
  kebab: (t) => joinWords(t, (w) => w.map((x) => x.toLocaleLowerCase()).join('-')),
  constant: (t) => joinWords(t, (w) => w.map((x) => x.toLocaleUpperCase()).join('_')),
  dot: (t) => joinWords(t, (w) => w.map((x) => x.toLocaleLowerCase()).join('.')),
  path: (t) => joinWords(t, (w) => w.map((x) => x.toLocaleLowerCase()).join('/')),
  swap: swapCase,
  alternating: alternatingCase,
};
