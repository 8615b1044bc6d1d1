import { describe, expect, it } from 'vitest';
import { countText, textEnds } from './countText';
import { statRows, visibleText, type CountResult } from './statsTable';

const resultOf = (text: string, language: Parameters<typeof countText>[1]['language'] = 'auto'): CountResult => ({
  ...countText(text, { language }),
  ...textEnds(text),
  length: text.length,
  ms: 0,
});

describe('word count result view: the table', () => {
  it('lists the counts in order; English has no parts and a receding CJK count', () => {
    const rows = statRows(resultOf('The quick brown fox.\n\nJumps over the lazy dog.'));
    expect(rows.map((r) => r.key)).toEqual(['words', 'characters', 'charactersNoSpaces', 'cjkCharacters', 'paragraphs', 'lines']);
    expect(rows.map((r) => r.value)).toEqual([9, 44, 37, 0, 2, 3]);
    expect(rows.find((r) => r.key === 'cjkCharacters')!.dim).toBe(true);
    expect(rows.some((r) => r.parts)).toBe(false);
  });

  it('Chinese words are split into characters and other words; the CJK count stands out', () => {
    const rows = statRows(resultOf('我用iPhone 15拍了3张照片，发到了朋友圈。'));
    expect(rows[0]).toEqual({ key: 'words', value: 16, dim: false, parts: { characters: 13, words: 3 } });
    expect(rows.find((r) => r.key === 'cjkCharacters')).toEqual({ key: 'cjkCharacters', value: 13, dim: false });
  });

  it('Korean counts eojeol, with no parts', () => {
    const rows = statRows(resultOf('저는 한국어를 배웁니다.', 'korean'));
    expect(rows[0]).toEqual({ key: 'words', value: 3, dim: false });
  });

  it('the debug view shows spaces and line breaks', () => {
    expect(visibleText(' a\n\tb ')).toBe('" a\\n\\tb "');
  });
});
