/**
 * Turns the diff model into the rows the editor draws: pure, so folding and pairing are unit-tested.
 * Side-by-side pairs the k-th removed line with the k-th added line; inline lists removals, then additions.
 */
import type { DiffModel, Span } from './diffModel';

export interface SideLine {
  /** 0-based line index in its text. */
  line: number;
  spans?: Span[];
}

export type Row =
  | { kind: 'equal'; a: number; b: number }
  | { kind: 'fold'; block: number; count: number }
  /** Side by side: one changed row; either side may be empty. `first` marks the change's first row. */
  | { kind: 'change'; change: number; first: boolean; left?: SideLine; right?: SideLine }
  /** Inline view. */
  | { kind: 'del'; change: number; first: boolean; left: SideLine }
  | { kind: 'ins'; change: number; first: boolean; right: SideLine };

export interface RowOptions {
  view: 'split' | 'unified';
  collapse: boolean;
  /** Indices of equal blocks the user unfolded. */
  expanded: ReadonlySet<number>;
  context?: number;
}

export function buildRows(model: DiffModel, { view, collapse, expanded, context = 3 }: RowOptions): Row[] {
  const rows: Row[] = [];
  let change = 0;
  model.blocks.forEach((block, index) => {
    if (block.kind === 'equal') {
      const equal = (k: number) => rows.push({ kind: 'equal', a: block.a + k, b: block.b + k });
      const isFirst = index === 0;
      const isLast = index === model.blocks.length - 1;
      const head = isFirst ? 0 : context;
      const tail = isLast ? 0 : context;
      if (!collapse || expanded.has(index) || block.count <= head + tail + 1) {
        for (let k = 0; k < block.count; k++) equal(k);
        return;
      }
      for (let k = 0; k < head; k++) equal(k);
      rows.push({ kind: 'fold', block: index, count: block.count - head - tail });
      for (let k = block.count - tail; k < block.count; k++) equal(k);
      return;
    }
    const pairs = Math.min(block.aCount, block.bCount);
    const left = (k: number): SideLine => ({ line: block.a + k, spans: k < pairs ? block.inline?.[k]?.left : undefined });
    const right = (k: number): SideLine => ({ line: block.b + k, spans: k < pairs ? block.inline?.[k]?.right : undefined });
    if (view === 'split') {
      const n = Math.max(block.aCount, block.bCount);
      for (let k = 0; k < n; k++) {
        rows.push({
          kind: 'change',
          change,
          first: k === 0,
          left: k < block.aCount ? left(k) : undefined,
          right: k < block.bCount ? right(k) : undefined,
        });
      }
    } else {
      for (let k = 0; k < block.aCount; k++) rows.push({ kind: 'del', change, first: k === 0, left: left(k) });
      for (let k = 0; k < block.bCount; k++) rows.push({ kind: 'ins', change, first: block.aCount === 0 && k === 0, right: right(k) });
    }
    change++;
  });
  return rows;
}
