import { describe, expect, it } from 'vitest';
import { computeDiff } from './diffModel';
import { changeStart, correspondingLine, paneMarks } from './paneMarks';
import { buildInlineDoc } from './inlineDoc';

const word = { granularity: 'word', ignoreWhitespace: false, ignoreCase: false } as const;
const a = ['one', 'two', 'three', 'four', 'five', 'six'];
// An inserted line after "one", "four" edited, "six" removed.
const b = ['one', 'new', 'two', 'three', 'four more', 'five'];
const model = computeDiff(a.join('\n'), b.join('\n'), word);

describe('text-diff pane marks', () => {
  it('marks removed lines on the original and added lines on the changed text, later lines untouched', () => {
    const left = paneMarks(model, 'a', a.length);
    const right = paneMarks(model, 'b', b.length);
    expect(right.lines).toEqual([
      { line: 1, cls: 'cm-diff-ins' },
      { line: 4, cls: 'cm-diff-ins' },
      // "six" was removed after the last line of the changed text.
      { line: 5, cls: 'cm-diff-gap-after' },
    ]);
    // The insertion has no line on the original side: the gap before "two" is marked; "six" is removed.
    expect(left.lines).toEqual([
      { line: 1, cls: 'cm-diff-gap-before' },
      { line: 3, cls: 'cm-diff-del' },
      { line: 5, cls: 'cm-diff-del' },
    ]);
    // Word refinement: only " more" is new in "four more".
    expect(right.spans).toEqual([{ line: 4, from: 4, to: 9, cls: 'cm-diff-mark-ins' }]);
    expect(b[4].slice(4, 9)).toBe(' more');
    expect(left.spans).toEqual([]);
  });

  it('marks the current change and finds where each change starts', () => {
    const right = paneMarks(model, 'b', b.length, 1);
    expect(right.lines[1]).toEqual({ line: 4, cls: 'cm-diff-ins cm-diff-current' });
    expect(changeStart(model, 0)).toEqual({ a: 1, b: 1 });
    expect(changeStart(model, 2)).toEqual({ a: 5, b: 6 });
    expect(changeStart(model, 3)).toBeUndefined();
    const end = computeDiff('x\ny\n', 'x\n', word);
    expect(paneMarks(end, 'b', 1).lines).toEqual([{ line: 0, cls: 'cm-diff-gap-after' }]);
  });

  it('maps lines between the texts for synchronised scrolling', () => {
    expect(correspondingLine(model, 'a', 0)).toBe(0);
    expect(correspondingLine(model, 'a', 2)).toBe(3); // "three" moved down by the inserted line
    expect(correspondingLine(model, 'b', 3)).toBe(2);
    expect(correspondingLine(model, 'b', 1)).toBe(1); // the inserted line maps to the gap
    expect(correspondingLine(undefined, 'a', 7)).toBe(7);
  });
});

describe('text-diff inline document', () => {
  it('lists each line once, removals before additions, with both line numbers', () => {
    const doc = buildInlineDoc(
      model,
      (i) => a[i],
      (i) => b[i],
      { collapse: false, expanded: new Set() },
    );
    expect(doc.text.split('\n')).toEqual(['one', 'new', 'two', 'three', 'four', 'four more', 'five', 'six']);
    expect(doc.lines.map((l) => `${l.kind}:${l.numA}/${l.numB}`)).toEqual([
      'equal:1/1',
      'ins:/2',
      'equal:2/3',
      'equal:3/4',
      'del:4/',
      'ins:/5',
      'equal:5/6',
      'del:6/',
    ]);
    expect(doc.changeStarts).toEqual([1, 4, 7]);
    expect(doc.spans).toEqual([{ line: 5, from: 4, to: 9, cls: 'cm-diff-mark-ins' }]);
    expect(doc.folds).toEqual([]);
  });

  it('folds long unchanged runs', () => {
    const long = Array.from({ length: 30 }, (_, i) => `line ${i}`);
    const changed = [...long];
    changed[15] = 'changed';
    const m = computeDiff(long.join('\n'), changed.join('\n'), word);
    const doc = buildInlineDoc(
      m,
      (i) => long[i],
      (i) => changed[i],
      { collapse: true, expanded: new Set() },
    );
    expect(doc.folds).toEqual([
      { before: 0, block: 0, count: 12 },
      { before: 8, block: 2, count: 11 },
    ]);
    expect(doc.text.split('\n')[0]).toBe('line 12');
    expect(doc.changeStarts).toEqual([3]);
  });
});
