/**
 * The inline (unified) view as one read-only document: unchanged lines once, removed lines then added
 * ones, long unchanged runs folded. Pure, so it is unit-tested; the editor turns it into CodeMirror
 * decorations and gutters.
 */
import type { DiffModel } from './diffModel';
import { buildRows } from './rows';
import type { SpanMark } from './paneMarks';

export interface InlineLine {
  kind: 'equal' | 'del' | 'ins';
  /** 1-based line numbers in the original and changed text ('' where the line is not in that text). */
  numA: string;
  numB: string;
  /** Index of the change this line belongs to, or -1. */
  change: number;
}

export interface InlineFold {
  /** The fold sits before this 0-based line of the inline document (= lines.length: at the end). */
  before: number;
  /** Index of the folded equal block (to unfold it). */
  block: number;
  count: number;
}

export interface InlineDoc {
  text: string;
  lines: InlineLine[];
  folds: InlineFold[];
  /** Changed runs inside lines (0-based inline line, offsets in that line). */
  spans: SpanMark[];
  /** First inline line of each change. */
  changeStarts: number[];
}

export function buildInlineDoc(
  model: DiffModel,
  lineA: (index: number) => string,
  lineB: (index: number) => string,
  options: { collapse: boolean; expanded: ReadonlySet<number> },
): InlineDoc {
  const texts: string[] = [];
  const lines: InlineLine[] = [];
  const folds: InlineFold[] = [];
  const spans: SpanMark[] = [];
  const changeStarts: number[] = [];
  const addSpans = (line: number, list: { text: string; changed: boolean }[] | undefined, cls: string) => {
    let at = 0;
    for (const s of list ?? []) {
      if (s.changed && s.text) spans.push({ line, from: at, to: at + s.text.length, cls });
      at += s.text.length;
    }
  };
  for (const row of buildRows(model, { view: 'unified', ...options })) {
    const line = lines.length;
    switch (row.kind) {
      case 'fold':
        folds.push({ before: line, block: row.block, count: row.count });
        break;
      case 'equal':
        texts.push(lineA(row.a));
        lines.push({ kind: 'equal', numA: String(row.a + 1), numB: String(row.b + 1), change: -1 });
        break;
      case 'del':
        if (row.first) changeStarts[row.change] = line;
        texts.push(lineA(row.left.line));
        lines.push({ kind: 'del', numA: String(row.left.line + 1), numB: '', change: row.change });
        addSpans(line, row.left.spans, 'cm-diff-mark-del');
        break;
      case 'ins':
        if (row.first) changeStarts[row.change] = line;
        texts.push(lineB(row.right.line));
        lines.push({ kind: 'ins', numA: '', numB: String(row.right.line + 1), change: row.change });
        addSpans(line, row.right.spans, 'cm-diff-mark-ins');
        break;
      case 'change':
        break; // side-by-side rows only
    }
  }
  return { text: texts.join('\n'), lines, folds, spans, changeStarts };
}
