/**
 * The diff model: pure functions, no DOM. Lines are aligned first (lineDiff.ts; an inserted line never
 * marks the lines after it as changed), then each pair of changed lines is refined by word or character.
 */
import DiffMatchPatch from 'diff-match-patch';
import { linesOf, type TextOrLines } from './lines';
import { diffLines } from './lineDiff';

export type Granularity = 'line' | 'word' | 'char';

export interface CompareOptions {
  granularity: Granularity;
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
}

/** A run of text inside one line; `changed` runs are highlighted. */
export interface Span {
  text: string;
  changed: boolean;
}

/** Lines a[a..a+count) equal lines b[b..b+count) (after the ignore rules). Indices are 0-based. */
export interface EqualBlock {
  kind: 'equal';
  a: number;
  b: number;
  count: number;
}

/**
 * Lines a[a..a+aCount) were replaced by b[b..b+bCount) (either count may be 0). `inline[k]` refines
 * the k-th removed line against the k-th added line when granularity is word or char.
 */
export interface ChangeBlock {
  kind: 'change';
  a: number;
  aCount: number;
  b: number;
  bCount: number;
  inline?: { left: Span[]; right: Span[] }[];
}

export type Block = EqualBlock | ChangeBlock;

export interface DiffStats {
  /** Lines only in the second text. */
  added: number;
  /** Lines only in the first text. */
  removed: number;
  /** Change blocks (what next/previous jumps between). */
  changes: number;
}

export interface DiffModel {
  blocks: Block[];
  stats: DiffStats;
}

/** Line codes are single UTF-16 units, so at most this many distinct lines can be compared. */
export const MAX_DISTINCT_LINES = 0xffff;

export class TooManyLinesError extends Error {}

function normalizer(options: CompareOptions): (s: string) => string {
  const { ignoreWhitespace, ignoreCase } = options;
  return (s) => {
    let k = s;
    if (ignoreWhitespace) k = k.replace(/\s+/g, ' ').trim();
    if (ignoreCase) k = k.toLowerCase();
    return k;
  };
}

/** One code per item, equal items equal codes; codes fit in one UTF-16 unit (see lineDiff.ts). */
function codesOf(items: string[], key: (s: string) => string, codes: Map<string, number>): Uint16Array {
  const out = new Uint16Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const k = key(items[i]);
    let code = codes.get(k);
    if (code === undefined) {
      code = codes.size + 1; // 0 stays unused
      if (code > MAX_DISTINCT_LINES) throw new TooManyLinesError(String(MAX_DISTINCT_LINES));
      codes.set(k, code);
    }
    out[i] = code;
  }
  return out;
}

/** Encodes each item as one UTF-16 unit so diff-match-patch can diff sequences of words. */
function encode(items: string[], key: (s: string) => string, codes: Map<string, number>): string {
  return String.fromCharCode(...codesOf(items, key, codes));
}

/** One engine for refining lines (it keeps only its settings): half a second at most per line pair. */
let refiner: DiffMatchPatch | undefined;
function lineRefiner(): DiffMatchPatch {
  if (!refiner) {
    refiner = new DiffMatchPatch();
    refiner.Diff_Timeout = 0.5;
  }
  return refiner;
}

// One CJK character is one word; otherwise a run of letters/digits, a run of spaces, or one symbol.
const WORD_TOKENS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}_]+|\s+|[^]/gu;

function tokens(line: string, granularity: Granularity): string[] {
  return granularity === 'word' ? (line.match(WORD_TOKENS) ?? []) : Array.from(line);
}

/** Longer lines are shown as wholly changed: refining them would cost more than it tells. */
const MAX_REFINE_LENGTH = 20_000;

/** Highlights what differs between two lines, token by token. */
export function refineLine(left: string, right: string, options: CompareOptions): { left: Span[]; right: Span[] } {
  if (left.length > MAX_REFINE_LENGTH || right.length > MAX_REFINE_LENGTH) {
    return { left: [{ text: left, changed: true }], right: [{ text: right, changed: true }] };
  }
  const tl = tokens(left, options.granularity);
  const tr = tokens(right, options.granularity);
  const codes = new Map<string, number>();
  const key = (t: string) => {
    let k = t;
    if (options.ignoreWhitespace && /^\s+$/.test(k)) k = ' ';
    if (options.ignoreCase) k = k.toLowerCase();
    return k;
  };
  const diffs = lineRefiner().diff_main(encode(tl, key, codes), encode(tr, key, codes), false);
  const outL: Span[] = [];
  const outR: Span[] = [];
  const push = (spans: Span[], text: string, changed: boolean) => {
    const last = spans.at(-1);
    if (last && last.changed === changed) last.text += text;
    else if (text) spans.push({ text, changed });
  };
  let i = 0;
  let j = 0;
  for (const [op, chunk] of diffs) {
    const n = chunk.length;
    if (op === 0) {
      push(outL, tl.slice(i, i + n).join(''), false);
      push(outR, tr.slice(j, j + n).join(''), false);
      i += n;
      j += n;
    } else if (op === -1) {
      const text = tl.slice(i, i + n).join('');
      // Whitespace-only edits are not changes when whitespace is ignored.
      push(outL, text, !(options.ignoreWhitespace && !text.trim()));
      i += n;
    } else {
      const text = tr.slice(j, j + n).join('');
      push(outR, text, !(options.ignoreWhitespace && !text.trim()));
      j += n;
    }
  }
  return { left: outL, right: outR };
}

/** Compares two texts line by line, then refines changed line pairs. */
export function computeDiff(textA: TextOrLines, textB: TextOrLines, options: CompareOptions): DiffModel {
  const linesA = linesOf(textA);
  const linesB = linesOf(textB);
  const codes = new Map<string, number>();
  const key = normalizer(options);
  const codesA = codesOf(linesA, key, codes);
  const codesB = codesOf(linesB, key, codes);
  const ops = diffLines(codesA, codesB, codes.size);

  const blocks: Block[] = [];
  const stats: DiffStats = { added: 0, removed: 0, changes: 0 };
  let a = 0;
  let b = 0;
  let open: ChangeBlock | undefined;
  const close = () => {
    if (!open) return;
    if (options.granularity !== 'line') {
      const pairs = Math.min(open.aCount, open.bCount);
      open.inline = [];
      for (let k = 0; k < pairs; k++) open.inline.push(refineLine(linesA[open.a + k], linesB[open.b + k], options));
    }
    blocks.push(open);
    stats.changes++;
    open = undefined;
  };
  for (const [op, n] of ops) {
    if (op === 0) {
      close();
      blocks.push({ kind: 'equal', a, b, count: n });
      a += n;
      b += n;
    } else {
      open ??= { kind: 'change', a, aCount: 0, b, bCount: 0 };
      if (op === -1) {
        open.aCount += n;
        stats.removed += n;
        a += n;
      } else {
        open.bCount += n;
        stats.added += n;
        b += n;
      }
    }
  }
  close();
  return { blocks, stats };
}
