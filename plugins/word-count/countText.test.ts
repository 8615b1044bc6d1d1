import { describe, expect, it } from 'vitest';
import { countText, detectLanguage, textEnds } from './countText';
import countWords from './pipeline';
import manifest from './manifest';
import { directContext } from '../../schemas/pipeline';

const auto = { language: 'auto' as const };

/** Reference: Intl.Segmenter's word count (fine on short text). */
function segmenterWords(text: string, locale: string): number {
  let n = 0;
  for (const s of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) if (s.isWordLike) n++;
  return n;
}

describe('word-count: English and other spaced scripts', () => {
  const en = "It's 3.14 o'clock — the quick-brown fox (aged 1,000) jumps over Ms. Smith's lazy dog, e.g. twice!\nSecond line, naïve café.";

  it('counts words the way Intl.Segmenter does', () => {
    const stats = countText(en, auto);
    expect(stats.words).toBe(segmenterWords(en, 'en'));
    expect(stats.words).toBe(21);
  });

  it('counts characters, lines and paragraphs', () => {
    const text = 'Hello world\r\n\r\nSecond  paragraph\n\n\nthird\n';
    const stats = countText(text, auto);
    expect(stats.words).toBe(5);
    expect(stats.lines).toBe(6);
    expect(stats.paragraphs).toBe(3);
    expect(stats.characters).toBe('Hello world'.length + 'Second  paragraph'.length + 'third'.length);
    expect(stats.charactersNoSpaces).toBe('Helloworld'.length + 'Secondparagraph'.length + 'third'.length);
    expect(stats.cjkCharacters).toBe(0);
    expect(stats.language).toBe('general');
  });

  it('counts an emoji as one character and not as a word', () => {
    const stats = countText('hi 👋🏽 there', auto);
    expect(stats.words).toBe(2);
    expect(stats.characters).toBe(11); // 👋🏽 = two code points
  });

  it('handles empty and blank text', () => {
    expect(countText('', auto)).toMatchObject({ words: 0, characters: 0, lines: 0, paragraphs: 0, readingMinutes: 0 });
    expect(countText('  \n ', auto)).toMatchObject({ words: 0, lines: 2, paragraphs: 0, charactersNoSpaces: 0 });
  });

  it('estimates reading time at 230 words a minute', () => {
    expect(countText('word '.repeat(460), auto).readingMinutes).toBe(2);
    expect(countText('word '.repeat(461), auto).readingMinutes).toBe(3);
  });
});

describe('word-count: Chinese, Japanese, Korean', () => {
  it('Chinese: words by dictionary, plus the character count writers use', () => {
    const zh = '我们今天去公园散步，天气非常好。';
    const stats = countText(zh, auto);
    expect(stats.detected).toBe('chinese');
    expect(stats.cjkCharacters).toBe(14);
    expect(stats.words).toBe(segmenterWords(zh, 'zh'));
    expect(stats.words).toBeGreaterThan(4);
    expect(stats.words).toBeLessThan(14);
    expect(stats.charactersNoSpaces).toBe(16);
  });

  it('Japanese: kana means Japanese; words by dictionary', () => {
    const ja = '私は東京で日本語を勉強しています。';
    const stats = countText(ja, auto);
    expect(stats.detected).toBe('japanese');
    expect(stats.cjkCharacters).toBe(16);
    expect(stats.words).toBe(segmenterWords(ja, 'ja'));
  });

  it('Korean: words are separated by spaces', () => {
    const ko = '저는 서울에서 한국어를 공부합니다.';
    const stats = countText(ko, auto);
    expect(stats.detected).toBe('korean');
    expect(stats.words).toBe(4);
    expect(stats.cjkCharacters).toBe(15);
  });

  it('mixed text counts Latin words and CJK words together', () => {
    const mixed = '我用 iPhone 15 拍照';
    const stats = countText(mixed, { language: 'chinese' });
    expect(stats.words).toBe(segmenterWords(mixed, 'zh'));
  });

  it('Chinese reading time uses 300 characters a minute', () => {
    expect(countText('字'.repeat(600), auto).readingMinutes).toBe(2);
  });

  it('detects the language from the script', () => {
    expect(detectLanguage('Hello there, 你好')).toBe('general');
    expect(detectLanguage('这是中文，不是日文')).toBe('chinese');
    expect(detectLanguage('これは日本語です')).toBe('japanese');
    expect(detectLanguage('이것은 한국어입니다')).toBe('korean');
  });

  it('a CJK character outside the BMP is one character and part of the run', () => {
    const stats = countText('𠮷野家', { language: 'japanese' });
    expect(stats.cjkCharacters).toBe(3);
    expect(stats.characters).toBe(3);
  });
});

describe('word-count pipeline', () => {
  it('returns the stats, the text ends for the debug view, and reports progress', async () => {
    const text = `${'lorem ipsum dolor sit amet '.repeat(100_000)}THE END`; // ≈ 2.7 MB
    const seen: number[] = [];
    const out = await countWords(
      { kind: 'text', text },
      manifest.options.parse({}),
      directContext((p) => seen.push(p)),
    );
    if (Array.isArray(out)) throw new Error('one output expected');
    const result = JSON.parse(out.text!);
    expect(result.words).toBe(500_002);
    expect(result.head).toBe('lorem ipsum dolor si');
    expect(result.tail).toBe('sum dolor sit amet THE END'.slice(-20));
    expect(out.meta?.extra?.words).toBe(500_002);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(1);
  });

  it('textEnds keeps surrogate pairs whole', () => {
    expect(textEnds('😀abc😀', 2)).toEqual({ head: '😀a', tail: 'c😀' });
  });
});
