import { describe, expect, it } from 'vitest';
import { computeDiff } from './diffModel';
import { buildRows } from './rows';

const lines = (n: number, prefix = 'line') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

describe('text-diff rows', () => {
  const a = lines(20).join('\n');
  const bLines = lines(20);
  bLines[9] = 'line ten changed';
  const b = bLines.join('\n');
  const model = computeDiff(a, b, { granularity: 'word', ignoreWhitespace: false, ignoreCase: false });

  it('folds unchanged runs, keeping three lines of context', () => {
    const rows = buildRows(model, { view: 'split', collapse: true, expanded: new Set() });
    expect(rows.map((r) => r.kind)).toEqual(['fold', 'equal', 'equal', 'equal', 'change', 'equal', 'equal', 'equal', 'fold']);
    expect(rows[0]).toEqual({ kind: 'fold', block: 0, count: 6 });
    expect(rows[4]).toMatchObject({ kind: 'change', change: 0, first: true, left: { line: 9 }, right: { line: 9 } });
  });

  it('shows everything when not collapsing or when unfolded', () => {
    expect(buildRows(model, { view: 'split', collapse: false, expanded: new Set() })).toHaveLength(20);
    const rows = buildRows(model, { view: 'split', collapse: true, expanded: new Set([0]) });
    expect(rows.filter((r) => r.kind === 'fold')).toHaveLength(1);
    expect(rows[0]).toEqual({ kind: 'equal', a: 0, b: 0 });
  });

  it('inline view lists the removed line then the added one, with word highlights', () => {
    const rows = buildRows(model, { view: 'unified', collapse: true, expanded: new Set() });
    const del = rows.find((r) => r.kind === 'del');
    const ins = rows.find((r) => r.kind === 'ins');
    expect(del).toMatchObject({ first: true, left: { line: 9 } });
    expect(ins).toMatchObject({ first: false, right: { line: 9 } });
    if (del?.kind !== 'del') throw new Error();
    expect(del.left.spans!.filter((s) => s.changed).map((s) => s.text)).toEqual(['10']);
  });

  it('pairs uneven changes with empty cells on the shorter side', () => {
    const m = computeDiff('x\na\ny', 'x\nb1\nb2\ny', { granularity: 'line', ignoreWhitespace: false, ignoreCase: false });
    const rows = buildRows(m, { view: 'split', collapse: true, expanded: new Set() }).filter((r) => r.kind === 'change');
    expect(rows).toEqual([
      { kind: 'change', change: 0, first: true, left: { line: 1, spans: undefined }, right: { line: 1, spans: undefined } },
      { kind: 'change', change: 0, first: false, left: undefined, right: { line: 2, spans: undefined } },
    ]);
  });
});
