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
  it('counts runs of letters and digits; apostrophes, "." and "," inside numbers keep a word whole', () => {
    const en =
      "It's 3.14 o'clock — the quick-brown fox (aged 1,000) jumps over Ms. Smith's lazy dog, e.g. twice!\nSecond line, naïve café.";
    // It's · 3.14 · o'clock · the · quick-brown · fox · aged · 1,000 · jumps · over · Ms · Smith's · lazy · dog · e.g · twice · Second · line · naïve · café
    expect(countText(en, auto).words).toBe(20);
  });

  it('"well-known", "e-mail" and an e-mail address are one word each', () => {
    const text = 'Our well-known e-mail helpdesk answers at jane.doe@example.com within 24 hours.';
    // Our · well-known · e-mail · helpdesk · answers · at · jane.doe@example.com · within · 24 · hours
    expect(countText(text, auto).words).toBe(10);
    for (const one of ['well-known', 'e-mail', 'jane.doe@example.com', 'COVID-19']) expect(countText(one, auto).words).toBe(1);
    expect(countText('Die E-Mail-Adresse lautet max.mustermann@beispiel.de, bitte bis 3. März antworten.', auto).words).toBe(9);
    // A dash between spaces, or a dash that is not a hyphen, still separates.
    expect(countText('cats - dogs — birds–fish', auto).words).toBe(4);
  });

  it('counts characters and lines; paragraphs are blocks separated by blank lines', () => {
    const text = 'Hello world\r\n\r\nSecond  paragraph\n\n\nthird\n';
    const stats = countText(text, auto);
    expect(stats.words).toBe(5);
    expect(stats.lines).toBe(6);
    expect(stats.paragraphs).toBe(3);
    expect(stats.characters).toBe('Hello world'.length + 'Second  paragraph'.length + 'third'.length);
    expect(stats.charactersNoSpaces).toBe('Helloworld'.length + 'Secondparagraph'.length + 'third'.length);
    expect(stats.cjkCharacters).toBe(0);
    expect(stats.language).toBe('general');

    const letter = [
      'Dear Anna,',
      'thank you for the photos from Lisbon.',
      'They arrived yesterday.',
      '',
      'We are coming in May,',
      'if the trains run.',
      '   ',
      '',
      'Love, Tom',
    ].join('\n');
    expect(countText(letter, auto)).toMatchObject({ paragraphs: 3, lines: 9 });
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
  it('Chinese: every Chinese character is one, every Latin word or number one, punctuation nothing', () => {
    const zh = '我用iPhone 15拍了3张照片，发到了朋友圈。';
    const stats = countText(zh, auto);
    expect(stats.detected).toBe('chinese');
    // 我 用 拍 了 张 照 片 发 到 了 朋 友 圈 = 13, plus iPhone, 15, 3
    expect(stats).toMatchObject({ language: 'chinese', words: 16, hanKanaWords: 13, otherWords: 3, cjkCharacters: 13 });
    expect(stats.charactersNoSpaces).toBe(13 + 'iPhone153'.length + 2);
  });

  it('Chinese paragraphs, reading time at 300 characters a minute', () => {
    const zh = '今天天气很好。\n我们去公园散步，看到了很多花。\n\n晚上回家以后，大家一起吃饭。';
    expect(countText(zh, auto)).toMatchObject({ words: 31, paragraphs: 2, lines: 4 });
    expect(countText('字'.repeat(600), auto).readingMinutes).toBe(2);
  });

  it('Japanese: kana means Japanese; kanji and kana (ー too) one each, Latin words one each', () => {
    const ja = '私はiPhoneで写真を撮りました。コーヒーを飲みながら、ゆっくり休みます。';
    const stats = countText(ja, auto);
    expect(stats.detected).toBe('japanese');
    // 私は (2) で写真を撮りました (9) コーヒーを飲みながら (10) ゆっくり休みます (8), plus iPhone
    expect(stats).toMatchObject({ language: 'japanese', words: 30, hanKanaWords: 29, otherWords: 1 });
    expect(stats.charactersNoSpaces).toBe(29 + 'iPhone'.length + 3);
  });

  it('Korean: eojeol, the units between spaces that hold a letter or digit', () => {
    const ko = '저는 서울에서 한국어를 공부합니다. 오늘은 날씨가 정말 좋네요!';
    const stats = countText(ko, auto);
    expect(stats.detected).toBe('korean');
    expect(stats.words).toBe(8);
    expect(stats.cjkCharacters).toBe(26);
    expect(countText('제 이메일은 kim@example.kr 입니다 - 연락 주세요.', { language: 'korean' }).words).toBe(6);
    // Hanja in brackets stay inside their eojeol.
    expect(countText('저는 한국어(韓國語)를 배웁니다.', { language: 'korean' }).words).toBe(3);
  });

  it('the language choice changes the word count, and only that', () => {
    const zh = '我们今天去公园散步，天气非常好。';
    const general = countText(zh, { language: 'general' });
    const chinese = countText(zh, { language: 'chinese' });
    const korean = countText(zh, { language: 'korean' });
    expect(chinese.words).toBe(14);
    expect(general.words).toBe(segmenterWords(zh, 'zh'));
    expect(general.words).toBeGreaterThan(4);
    expect(general.words).toBeLessThan(14);
    expect(korean.words).toBe(1); // no spaces: one eojeol
    for (const other of [general, korean]) {
      const { words: _a, language: _b, readingMinutes: _c, ...rest } = other;
      const { words: _d, language: _e, readingMinutes: _f, ...same } = chinese;
      expect(rest).toEqual(same);
    }
    const ko = '저는 한국어(韓國語)를 배웁니다.';
    expect(countText(ko, { language: 'general' }).words).toBeGreaterThan(countText(ko, { language: 'korean' }).words);
  });

  it('detects the language from the script', () => {
    expect(detectLanguage('Hello there, 你好')).toBe('general');
    expect(detectLanguage('这是中文，不是日文')).toBe('chinese');
    expect(detectLanguage('これは日本語です')).toBe('japanese');
    expect(detectLanguage('이것은 한국어입니다')).toBe('korean');
  });

  it('a CJK character outside the BMP is one character and part of the run', () => {
    const stats = countText('𠮷野家で牛丼を食べた', { language: 'japanese' });
    expect(stats.cjkCharacters).toBe(10);
    expect(stats.characters).toBe(10);
    expect(stats.words).toBe(10);
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
