/**
 * What to highlight in one editable pane for a diff result: pure (no DOM, no CodeMirror), so it is
 * unit-tested. Lines and offsets are 0-based; offsets count UTF-16 units from the line's start.
 */
import type { ChangeBlock, DiffModel, Span } from './diffModel';

export type Side = 'a' | 'b';

export interface LineMark {
  line: number;
  /** CSS classes, space-separated. */
  cls: string;
}

export interface SpanMark {
  line: number;
  from: number;
  to: number;
  cls: string;
}

export interface PaneMarks {
  lines: LineMark[];
  spans: SpanMark[];
}

/** The changed runs of one refined line, as offsets. */
function changedRuns(line: number, spans: Span[], cls: string, out: SpanMark[]) {
  let at = 0;
  for (const span of spans) {
    const end = at + span.text.length;
    if (span.changed && end > at) out.push({ line, from: at, to: end, cls });
    at = end;
  }
}

/**
 * Side a shows removed lines, side b added ones, with word/character changes marked inside the
 * paired lines. A change with no lines on this side (a pure insertion or removal) marks the gap
 * where the other side's lines would be. `current` is the change next/previous moved to.
 */
export function paneMarks(model: DiffModel, side: Side, lineCount: number, current = -1): PaneMarks {
  const lines: LineMark[] = [];
  const spans: SpanMark[] = [];
  const kind = side === 'a' ? 'del' : 'ins';
  let change = 0;
  for (const block of model.blocks) {
    if (block.kind !== 'change') continue;
    const { start, count } = range(block, side);
    const extra = change === current ? ' cm-diff-current' : '';
    if (count > 0) {
      for (let k = 0; k < count; k++) lines.push({ line: start + k, cls: `cm-diff-${kind}${extra}` });
      const pairs = Math.min(block.aCount, block.bCount);
      for (let k = 0; k < pairs; k++) {
        const refined = block.inline?.[k];
        if (refined) changedRuns(start + k, side === 'a' ? refined.left : refined.right, `cm-diff-mark-${kind}`, spans);
      }
    } else if (lineCount > 0) {
      // Nothing on this side: mark the line before which the other side's lines belong.
      if (start < lineCount) lines.push({ line: start, cls: `cm-diff-gap-before${extra}` });
      else lines.push({ line: lineCount - 1, cls: `cm-diff-gap-after${extra}` });
    }
    change++;
  }
  return { lines, spans };
}

function range(block: ChangeBlock, side: Side) {
  return side === 'a' ? { start: block.a, count: block.aCount } : { start: block.b, count: block.bCount };
}

/** Where change `index` starts on each side (0-based lines), for next/previous. */
export function changeStart(model: DiffModel, index: number): { a: number; b: number } | undefined {
  let change = 0;
  for (const block of model.blocks) {
    if (block.kind !== 'change') continue;
    if (change === index) return { a: block.a, b: block.b };
    change++;
  }
  return undefined;
}

/**
 * The line of the other text that corresponds to `line` of this one, for synchronised scrolling:
 * unchanged lines map one to one, a line inside a change maps into the other side's lines of that
 * change (or to where they would be).
 */
export function correspondingLine(model: DiffModel | undefined, from: Side, line: number): number {
  if (!model) return line;
  for (const block of model.blocks) {
    if (block.kind === 'equal') {
      const start = from === 'a' ? block.a : block.b;
      if (line < start + block.count) return (from === 'a' ? block.b : block.a) + Math.max(0, line - start);
    } else {
      const mine = range(block, from);
      const other = range(block, from === 'a' ? 'b' : 'a');
      if (line < mine.start + mine.count) return other.start + Math.min(line - mine.start, Math.max(0, other.count - 1));
    }
  }
  // Past the last block (e.g. a trailing empty line): keep the same distance from the end.
  const last = model.blocks.at(-1);
  if (!last) return line;
  const endMine = from === 'a' ? endOf(last, 'a') : endOf(last, 'b');
  const endOther = from === 'a' ? endOf(last, 'b') : endOf(last, 'a');
  return endOther + (line - endMine);
}

function endOf(block: DiffModel['blocks'][number], side: Side) {
  if (block.kind === 'equal') return (side === 'a' ? block.a : block.b) + block.count;
  const { start, count } = range(block, side);
  return start + count;
}
