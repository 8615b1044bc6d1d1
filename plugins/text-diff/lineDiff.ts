/**
 * Line alignment with unique-line anchors (patience diff), Myers' diff only in the gaps between them.
 *
 * One Myers diff over two 1 MB texts costs about (lines × edits) steps — tens of milliseconds when
 * warm, several times that on a cold JIT. Lines that occur exactly once in each text and keep their
 * order are matched first (a longest increasing subsequence of their positions); what lies between two
 * such anchors is aligned the same way again, and only gaps without such lines go to diff-match-patch.
 * Typical texts (prose, code) have mostly distinct lines, so the gaps are a few lines each. The anchors
 * also keep common lines such as blank lines or "}" from being matched across real changes.
 *
 * Lines are given as codes (equal lines, equal codes) that fit in one UTF-16 unit, as diff-match-patch
 * takes them as the characters of a string.
 */
import DiffMatchPatch from 'diff-match-patch';

/** -1: lines only in a, 1: lines only in b, 0: lines in both. */
export type LineOp = [op: -1 | 0 | 1, count: number];

/** Gaps are aligned with anchors this many levels deep, then handed to Myers' diff as they are. */
const MAX_DEPTH = 8;

/** Same seconds budget as before the anchors: diff-match-patch gives up on optimality after it. */
const MYERS_TIMEOUT_S = 5;

/** Aligns the lines of a and b, given as codes in 0..maxCode. */
export function diffLines(a: ArrayLike<number>, b: ArrayLike<number>, maxCode: number): LineOp[] {
  const aligner = new Aligner(a, b, maxCode);
  aligner.align(0, a.length, 0, b.length, 0);
  return aligner.out;
}

class Aligner {
  readonly out: LineOp[] = [];
  /** Per code: -1 not seen in the current range, -2 seen more than once, else its one position. */
  private readonly inA: Int32Array;
  private readonly inB: Int32Array;
  private dmp?: DiffMatchPatch;

  constructor(
    private readonly a: ArrayLike<number>,
    private readonly b: ArrayLike<number>,
    maxCode: number,
  ) {
    this.inA = new Int32Array(maxCode + 1).fill(-1);
    this.inB = new Int32Array(maxCode + 1).fill(-1);
  }

  private push(op: -1 | 0 | 1, count: number) {
    if (count <= 0) return;
    const last = this.out.at(-1);
    if (last && last[0] === op) last[1] += count;
    else this.out.push([op, count]);
  }

  align(aLo: number, aHi: number, bLo: number, bHi: number, depth: number): void {
    const { a, b } = this;
    let prefix = 0;
    while (aLo + prefix < aHi && bLo + prefix < bHi && a[aLo + prefix] === b[bLo + prefix]) prefix++;
    this.push(0, prefix);
    aLo += prefix;
    bLo += prefix;
    let suffix = 0;
    while (aHi - suffix > aLo && bHi - suffix > bLo && a[aHi - 1 - suffix] === b[bHi - 1 - suffix]) suffix++;
    aHi -= suffix;
    bHi -= suffix;

    if (aLo === aHi || bLo === bHi) {
      this.push(-1, aHi - aLo);
      this.push(1, bHi - bLo);
    } else {
      const anchors = depth < MAX_DEPTH ? this.anchors(aLo, aHi, bLo, bHi) : [];
      if (anchors.length === 0) this.myers(aLo, aHi, bLo, bHi);
      else {
        let i = aLo;
        let j = bLo;
        for (let k = 0; k < anchors.length; k += 2) {
          this.align(i, anchors[k], j, anchors[k + 1], depth + 1);
          this.push(0, 1);
          i = anchors[k] + 1;
          j = anchors[k + 1] + 1;
        }
        this.align(i, aHi, j, bHi, depth + 1);
      }
    }
    this.push(0, suffix);
  }

  /**
   * Lines unique in a[aLo..aHi) and in b[bLo..bHi), matched, the longest run of them in the same
   * order: flat pairs [aPos, bPos, aPos, bPos, …], increasing.
   */
  private anchors(aLo: number, aHi: number, bLo: number, bHi: number): number[] {
    const { a, b, inA, inB } = this;
    for (let i = aLo; i < aHi; i++) inA[a[i]] = inA[a[i]] === -1 ? i : -2;
    for (let j = bLo; j < bHi; j++) inB[b[j]] = inB[b[j]] === -1 ? j : -2;
    // Candidates in a's order; their positions in b.
    const candA: number[] = [];
    const candB: number[] = [];
    for (let i = aLo; i < aHi; i++) {
      const code = a[i];
      if (inA[code] === i && inB[code] >= 0) {
        candA.push(i);
        candB.push(inB[code]);
      }
    }
    for (let i = aLo; i < aHi; i++) inA[a[i]] = -1;
    for (let j = bLo; j < bHi; j++) inB[b[j]] = -1;
    if (candA.length === 0) return [];

    // Longest increasing subsequence of candB (patience sorting): tails[k] = index of the smallest
    // last element of an increasing run of length k + 1; prev links each element to its run.
    const tails: number[] = [];
    const prev = new Int32Array(candB.length);
    for (let c = 0; c < candB.length; c++) {
      let lo = 0;
      let hi = tails.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (candB[tails[mid]] < candB[c]) lo = mid + 1;
        else hi = mid;
      }
      prev[c] = lo > 0 ? tails[lo - 1] : -1;
      tails[lo] = c;
    }
    const pairs = new Array<number>(tails.length * 2);
    for (let c = tails[tails.length - 1], k = tails.length - 1; c >= 0; c = prev[c], k--) {
      pairs[2 * k] = candA[c];
      pairs[2 * k + 1] = candB[c];
    }
    return pairs;
  }

  /** Myers' diff (diff-match-patch) of a gap with no anchors. */
  private myers(aLo: number, aHi: number, bLo: number, bHi: number) {
    if (!this.dmp) {
      this.dmp = new DiffMatchPatch();
      this.dmp.Diff_Timeout = MYERS_TIMEOUT_S;
    }
    const diffs = this.dmp.diff_main(codesToString(this.a, aLo, aHi), codesToString(this.b, bLo, bHi), false);
    for (const [op, chunk] of diffs) this.push(op as -1 | 0 | 1, chunk.length);
  }
}

function codesToString(codes: ArrayLike<number>, from: number, to: number): string {
  let s = '';
  for (let i = from; i < to; i++) s += String.fromCharCode(codes[i]);
  return s;
}
