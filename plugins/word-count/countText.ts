/**
 * Counts words, characters, lines, paragraphs and CJK characters in one pass over the text.
 *
 * Why not Intl.Segmenter for everything: it costs ≈ 0.4 s per MB of English in Chromium (and is far
 * slower, even quadratic, in Node 20), so 10 MB would take seconds. The scan below counts non-CJK words
 * itself (letters, digits, marks and "_", joined by an apostrophe, a hyphen, "@" or "." — or "," between
 * digits) and, for the general count only, hands the runs of Han/kana — where word boundaries need a
 * dictionary — to Intl.Segmenter, in small pieces.
 */

export type Language = 'general' | 'chinese' | 'japanese' | 'korean';

export interface TextStats {
  /** The word count of the chosen language's rule (see `words` in the language rules below). */
  words: number;
  /** Unicode code points, line breaks not counted. */
  characters: number;
  /** Code points that are not whitespace. */
  charactersNoSpaces: number;
  /** Han ideographs, hiragana, katakana and Hangul: the count Chinese, Japanese and Korean writers use. */
  cjkCharacters: number;
  /** Of `words` in Chinese and Japanese: the Han and kana characters, one word each. */
  hanKanaWords: number;
  /** Of `words` in Chinese and Japanese: the words and numbers in other scripts (Latin, Hangul, digits). */
  otherWords: number;
  /** Blocks of text separated by blank lines. */
  paragraphs: number;
  /** Lines; a final line break does not start a new line. */
  lines: number;
  /** Minutes, rounded up; 0 for empty text. */
  readingMinutes: number;
  language: Language;
  /** The language found in the text (what "auto" chose). */
  detected: Language;
}

// Character classes, one byte per UTF-16 unit, filled on first sight.
const UNKNOWN = 0;
const WORD = 1; // letter, digit, mark, "_"
const SPACE = 2;
const NEWLINE = 3;
const HAN_KANA = 4; // Han, hiragana, katakana letters (and 々, ー, 〇): no spaces between words
const HANGUL = 5; // a WORD that counts as a CJK character
const OTHER = 6; // punctuation, symbols
const HIGH_SURROGATE = 7;
const LOW_SURROGATE = 8;
const JOIN_SAME = 9; // ' ’ join letter to letter, digit to digit: don't, l’homme
const JOIN_NUMBER = 10; // , joins digits: 1,000
const JOIN_ANY = 11; // . - ‐ ‑ @ and soft hyphen join any word characters: well-known, e-mail, jane.doe@example.com, 3.14, COVID-19

const classes = new Uint8Array(0x10000);
const IS_WORD = /[\p{L}\p{N}\p{M}_]/u;
// Script_Extensions, so that ー and the iteration marks count as kana; punctuation such as 。 is not a letter.
const IS_HAN_KANA = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;
const IS_LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;
const IS_HANGUL = /\p{Script=Hangul}/u;

function classify(ch: string): number {
  if (ch === '\n' || ch === '\r') return NEWLINE;
  if (/\s/u.test(ch)) return SPACE;
  if (ch === "'" || ch === '’') return JOIN_SAME;
  if (ch === ',') return JOIN_NUMBER;
  if ('.-‐‑@\u00ad\u200c\u200d'.includes(ch)) return JOIN_ANY;
  if (IS_LETTER_OR_NUMBER.test(ch) && IS_HAN_KANA.test(ch)) return HAN_KANA;
  if (IS_HANGUL.test(ch) && IS_WORD.test(ch)) return HANGUL;
  if (IS_WORD.test(ch)) return WORD;
  return OTHER;
}

function classOfUnit(code: number): number {
  let c = classes[code];
  if (c === UNKNOWN) {
    if (code >= 0xd800 && code <= 0xdbff) c = HIGH_SURROGATE;
    else if (code >= 0xdc00 && code <= 0xdfff) c = LOW_SURROGATE;
    else c = classify(String.fromCharCode(code));
    classes[code] = c;
  }
  return c;
}

const astral = new Map<number, number>();
function classOfAstral(codePoint: number): number {
  let c = astral.get(codePoint);
  if (c === undefined) {
    c = classify(String.fromCodePoint(codePoint));
    astral.set(codePoint, c);
  }
  return c;
}

/** Guesses the language from a sample: kana means Japanese, Hangul Korean, Han Chinese. */
export function detectLanguage(text: string): Language {
  const sample = text.slice(0, 200_000);
  let han = 0;
  let kana = 0;
  let hangul = 0;
  for (const m of sample.matchAll(/(\p{Script=Han})|([\p{Script=Hiragana}\p{Script=Katakana}])|(\p{Script=Hangul})/gu)) {
    if (m[1]) han++;
    else if (m[2]) kana++;
    else hangul++;
  }
  const otherWords = sample.match(/[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]+/gu)?.length ?? 0;
  const cjk = han + kana + hangul;
  // A CJK word is about two characters: compare words with words.
  if (cjk === 0 || cjk / 2 <= otherWords) return 'general';
  if (hangul >= han + kana) return 'korean';
  // Japanese prose is 30–60 % kana; Chinese has none (a stray "の" in a brand name stays Chinese).
  if (kana >= 0.1 * (han + kana)) return 'japanese';
  return 'chinese';
}

/** Reading speed: words per minute for spaced scripts, characters per minute for Chinese and Japanese. */
export const READING_SPEED = { wordsPerMinute: 230, chineseCharsPerMinute: 300, japaneseCharsPerMinute: 500 };

/** Segmenter is fast on short strings only; CJK runs are fed to it in pieces about this long. */
const SEGMENT_PIECE = 1000;

export interface CountOptions {
  /** 'auto' picks from the text. */
  language: Language | 'auto';
  onProgress?: (fraction: number) => void;
}

/** Counts Han/kana words with Intl.Segmenter, fed runs of text in pieces of about SEGMENT_PIECE units. */
class HanKanaWords {
  count = 0;
  private piece = '';
  constructor(private readonly segmenter: Intl.Segmenter) {}
  /** A run of Han/kana ends; the line break keeps runs apart, as the text around them did. */
  addRun(run: string) {
    this.piece += `${run}\n`;
    if (this.piece.length >= SEGMENT_PIECE) this.flush();
  }
  flush() {
    if (!this.piece) return;
    for (const s of this.segmenter.segment(this.piece)) if (s.isWordLike) this.count++;
    this.piece = '';
  }
}

/**
 * What "words" means in each language:
 * - general: runs of letters and digits (a hyphen, "@" or "." between them joins: well-known, e-mail and
 *   jane.doe@example.com are one word each); Chinese and Japanese runs are split into words by the
 *   dictionary of Intl.Segmenter.
 * - chinese, japanese: the 字数 / 文字数 that editors there show: every Han or kana character is one, and
 *   so is every word or number in another script (iPhone 15 → 2); punctuation counts for nothing.
 * - korean: eojeol, the units between spaces that hold a letter or digit (어절).
 */
export function countText(text: string, { language: chosen, onProgress }: CountOptions): TextStats {
  const detected = detectLanguage(text);
  const language = chosen === 'auto' ? detected : chosen;
  // Only the general count needs dictionary words; the others count characters or spaces.
  const hanKanaWords = language === 'general' ? new HanKanaWords(new Intl.Segmenter('zh', { granularity: 'word' })) : undefined;

  // The hot loop: only local variables (nothing a closure captures), so they stay in registers.
  let words = 0; // runs of letters and digits outside Han/kana
  let eojeol = 0;
  let characters = 0;
  let spaces = 0;
  let cjk = 0;
  let hanKana = 0;
  let lines = 0;
  let paragraphs = 0;
  let lineHasText = false;
  let inParagraph = false;
  let inWord = false;
  let tokenHasWord = false; // the text since the last space holds a letter or digit
  let lastWasDigit = false;
  let pendingJoin = 0; // class of a joiner seen right after a word char, waiting for the next char
  let runStart = -1;

  const n = text.length;
  const PROGRESS_EVERY = 1 << 20;
  for (let i = 0; i < n; i++) {
    if ((i & (PROGRESS_EVERY - 1)) === 0 && i > 0 && onProgress) onProgress(i / n);
    const at = i; // where this character starts (a surrogate pair spans two units)
    const code = text.charCodeAt(i);
    let cls = classes[code];
    if (cls === UNKNOWN) cls = classOfUnit(code);
    if (cls === HIGH_SURROGATE) {
      const low = i + 1 < n ? text.charCodeAt(i + 1) : 0;
      if (low >= 0xdc00 && low <= 0xdfff) {
        cls = classOfAstral(((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000);
        i++;
      } else cls = OTHER;
    } else if (cls === LOW_SURROGATE) cls = OTHER;

    if (cls === WORD || cls === HANGUL) {
      // The common case first (letters and digits).
      characters++;
      if (cls === HANGUL) cjk++;
      lineHasText = true;
      tokenHasWord = true;
      if (runStart >= 0) {
        hanKanaWords?.addRun(text.slice(runStart, at));
        runStart = -1;
      }
      const digit = code >= 0x30 && code <= 0x39;
      // An apostrophe joins letter to letter and digit to digit (UAX #29); "," digits only; "-", "@", "." anything.
      const joined =
        pendingJoin === JOIN_ANY ||
        (pendingJoin === JOIN_SAME && digit === lastWasDigit) ||
        (pendingJoin === JOIN_NUMBER && digit && lastWasDigit);
      if (!inWord && !joined) words++;
      inWord = true;
      lastWasDigit = digit;
      pendingJoin = 0;
      continue;
    }
    if (cls === NEWLINE) {
      // CRLF is one line break.
      if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) continue;
      lines++;
      // A paragraph starts at a line with text after a blank line (or the start).
      if (lineHasText && !inParagraph) paragraphs++;
      inParagraph = lineHasText;
      lineHasText = false;
      if (tokenHasWord) eojeol++;
      tokenHasWord = false;
      inWord = false;
      pendingJoin = 0;
      if (runStart >= 0) {
        hanKanaWords?.addRun(text.slice(runStart, at));
        runStart = -1;
      }
      continue;
    }
    characters++;
    if (cls === SPACE) {
      spaces++;
      if (tokenHasWord) eojeol++;
      tokenHasWord = false;
      inWord = false;
      pendingJoin = 0;
      if (runStart >= 0) {
        hanKanaWords?.addRun(text.slice(runStart, at));
        runStart = -1;
      }
      continue;
    }
    lineHasText = true;
    if (cls === HAN_KANA) {
      cjk++;
      hanKana++;
      tokenHasWord = true;
      inWord = false;
      pendingJoin = 0;
      if (runStart < 0) runStart = at;
      continue;
    }
    if (runStart >= 0) {
      hanKanaWords?.addRun(text.slice(runStart, at));
      runStart = -1;
    }
    if (cls >= JOIN_SAME && inWord) {
      // Keep the word open until we see what follows the joiner.
      pendingJoin = cls;
      inWord = false;
      continue;
    }
    inWord = false;
    pendingJoin = 0;
  }
  if (runStart >= 0) hanKanaWords?.addRun(text.slice(runStart, n));
  hanKanaWords?.flush();
  if (tokenHasWord) eojeol++;
  if (n > 0) {
    const last = text.charCodeAt(n - 1);
    if (last !== 0x0a && last !== 0x0d) {
      lines++;
      if (lineHasText && !inParagraph) paragraphs++;
    }
  }

  let total: number;
  let minutes: number;
  if (language === 'chinese' || language === 'japanese') {
    total = hanKana + words;
    const charsPerMinute = language === 'chinese' ? READING_SPEED.chineseCharsPerMinute : READING_SPEED.japaneseCharsPerMinute;
    minutes = hanKana / charsPerMinute + words / READING_SPEED.wordsPerMinute;
  } else {
    total = language === 'korean' ? eojeol : words + (hanKanaWords?.count ?? 0);
    minutes = total / READING_SPEED.wordsPerMinute;
  }
  onProgress?.(1);

  return {
    words: total,
    characters,
    charactersNoSpaces: characters - spaces,
    cjkCharacters: cjk,
    hanKanaWords: hanKana,
    otherWords: words,
    paragraphs,
    lines,
    readingMinutes: Math.ceil(minutes),
    language,
    detected,
  };
}

/** First and last `count` characters (code points), for the debug view. */
export function textEnds(text: string, count = 20): { head: string; tail: string } {
  const head = Array.from(text.slice(0, count * 2))
    .slice(0, count)
    .join('');
  const tail = Array.from(text.slice(-count * 2))
    .slice(-count)
    .join('');
  return { head, tail };
}
