import { describe, expect, it } from 'vitest';
import { computeDiff, refineLine, type CompareOptions } from './diffModel';
import { splitLines } from './lines';
import { unifiedPatch } from './unifiedPatch';
import diffTexts from './pipeline';
import { decodePair, encodePair } from './textPair';
import manifest from './manifest';
import { directContext, ToolError } from '../../schemas/pipeline';

const lineMode: CompareOptions = { granularity: 'line', ignoreWhitespace: false, ignoreCase: false };
const wordMode: CompareOptions = { ...lineMode, granularity: 'word' };

describe('text-diff model', () => {
  it('splits lines on LF and CRLF and ignores the final newline', () => {
    expect(splitLines('a\r\nb\nc\n')).toEqual(['a', 'b', 'c']);
    expect(splitLines('')).toEqual([]);
    expect(splitLines('\n')).toEqual(['']);
  });

  it('an inserted line does not mark the lines after it as changed', () => {
    const a = 'one\ntwo\nthree\nfour\n';
    const b = 'one\nNEW\ntwo\nthree\nfour\n';
    const { blocks, stats } = computeDiff(a, b, lineMode);
    expect(blocks).toEqual([
      { kind: 'equal', a: 0, b: 0, count: 1 },
      { kind: 'change', a: 1, aCount: 0, b: 1, bCount: 1 },
      { kind: 'equal', a: 1, b: 2, count: 3 },
    ]);
    expect(stats).toEqual({ added: 1, removed: 0, changes: 1 });
  });

  it('counts removed, added and changed lines', () => {
    const { stats } = computeDiff('a\nb\nc\nd\n', 'a\nB\nc\n', lineMode);
    expect(stats).toEqual({ added: 1, removed: 2, changes: 2 });
  });

  it('identical texts have no changes', () => {
    const { blocks, stats } = computeDiff('x\ny', 'x\ny', lineMode);
    expect(stats.changes).toBe(0);
    expect(blocks).toEqual([{ kind: 'equal', a: 0, b: 0, count: 2 }]);
  });

  it('refines a changed line by word', () => {
    const { blocks } = computeDiff('the quick brown fox\n', 'the slow brown fox\n', wordMode);
    const change = blocks[0];
    if (change.kind !== 'change') throw new Error('change expected');
    expect(change.inline![0].left).toEqual([
      { text: 'the ', changed: false },
      { text: 'quick', changed: true },
      { text: ' brown fox', changed: false },
    ]);
    expect(change.inline![0].right.filter((s) => s.changed).map((s) => s.text)).toEqual(['slow']);
  });

  it('refines by character, and treats each CJK character as a word', () => {
    const chars = refineLine('colour', 'color', { ...lineMode, granularity: 'char' });
    expect(chars.left).toEqual([
      { text: 'colo', changed: false },
      { text: 'u', changed: true },
      { text: 'r', changed: false },
    ]);
    const cjk = refineLine('我喜欢苹果', '我喜欢香蕉', wordMode);
    expect(cjk.left.filter((s) => s.changed).map((s) => s.text)).toEqual(['苹果']);
  });

  it('ignores whitespace and case when asked', () => {
    const a = 'Hello   World\nsecond\n';
    const b = 'hello world \nsecond\n';
    expect(computeDiff(a, b, lineMode).stats.changes).toBe(1);
    expect(computeDiff(a, b, { ...lineMode, ignoreWhitespace: true }).stats.changes).toBe(1);
    expect(computeDiff(a, b, { ...lineMode, ignoreWhitespace: true, ignoreCase: true }).stats.changes).toBe(0);
    const spans = refineLine('a  b', 'a b', { ...wordMode, ignoreWhitespace: true });
    expect(spans.left.some((s) => s.changed)).toBe(false);
  });

  it('writes a unified patch like diff -u', () => {
    const a = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15'].join('\n') + '\n';
    const b = ['1', '2', 'three', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16'].join('\n') + '\n';
    const patch = unifiedPatch(a, b, computeDiff(a, b, lineMode), { a: 'old.txt', b: 'new.txt' });
    // Checked against GNU diffutils: diff -u old.txt new.txt
    expect(patch).toBe(
      [
        '--- old.txt',
        '+++ new.txt',
        '@@ -1,6 +1,6 @@',
        ' 1',
        ' 2',
        '-3',
        '+three',
        ' 4',
        ' 5',
        ' 6',
        '@@ -13,3 +13,4 @@',
        ' 13',
        ' 14',
        ' 15',
        '+16',
        '',
      ].join('\n'),
    );
    expect(unifiedPatch('same\n', 'same\n', computeDiff('same\n', 'same\n', lineMode))).toBe('');
  });

  it('numbers an empty side of a hunk by the line before it', () => {
    const patch = unifiedPatch('', 'new\n', computeDiff('', 'new\n', lineMode));
    expect(patch).toBe('--- a\n+++ b\n@@ -0,0 +1 @@\n+new\n');
  });
});

describe('text-diff pipeline', () => {
  it('returns the model, from which the editor makes the patch', async () => {
    const options = manifest.options.parse({});
    const out = await diffTexts({ kind: 'text', text: encodePair('x\ny\n', 'x\nz\n') }, options, directContext());
    if (Array.isArray(out)) throw new Error('one output expected');
    const model = JSON.parse(out.text!);
    expect(model.stats).toEqual({ added: 1, removed: 1, changes: 1 });
    expect(unifiedPatch('x\ny\n', 'x\nz\n', model)).toContain('-y\n+z\n');
  });

  it('rejects input that is not a pair of texts', async () => {
    const options = manifest.options.parse({});
    await expect(diffTexts({ kind: 'text', text: 'plain' }, options, directContext())).rejects.toBeInstanceOf(ToolError);
    await expect(diffTexts({ kind: 'text', text: '9\nshort' }, options, directContext())).rejects.toMatchObject({ key: 'errors.badInput' });
  });

  it('encodes a pair of texts without escaping, line breaks and digits included', () => {
    expect(decodePair(encodePair('12\nab', '\n3'))).toEqual({ a: '12\nab', b: '\n3' });
    expect(decodePair(encodePair('', ''))).toEqual({ a: '', b: '' });
  });
});
