import { describe, expect, it } from 'vitest';
import { parseTheme, resolveTheme } from '../../src/theme/theme';
import { toSupportedLanguage } from '../../src/i18n/languages';
import { detectLanguage, type LanguageSource } from '../../src/i18n/detectLanguage';

describe('theme', () => {
  it('defaults to system for missing or unknown values', () => {
    expect(parseTheme(null)).toBe('system');
    expect(parseTheme('purple')).toBe('system');
    expect(parseTheme('dark')).toBe('dark');
  });
  it('resolves system from the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});

describe('language detection mapping', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-Hans-SG', 'zh'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['de-AT', 'de'],
    ['ja-JP', 'ja'],
    ['ko', 'ko'],
    ['fr-FR', 'en'],
    ['', 'en'],
  ])('%s -> %s', (input, expected) => {
    expect(toSupportedLanguage(input)).toBe(expected);
  });
});

describe('language detection order', () => {
  const from = (found: Partial<Record<LanguageSource, string>>) => (source: LanguageSource) => found[source];
  it('takes the first place that names a language: link, cookie, storage, browser, page', () => {
    expect(detectLanguage(from({ querystring: 'ja', cookie: 'de', localStorage: 'ko', navigator: 'zh-TW' }))).toBe('ja');
    expect(detectLanguage(from({ cookie: 'de', localStorage: 'ko', navigator: 'zh-TW' }))).toBe('de');
    expect(detectLanguage(from({ localStorage: 'ko', sessionStorage: 'ja', navigator: 'zh-TW' }))).toBe('ko');
    expect(detectLanguage(from({ sessionStorage: 'ja', navigator: 'zh-TW' }))).toBe('ja');
    expect(detectLanguage(from({ navigator: 'zh-HK', htmlTag: 'de' }))).toBe('zh-TW');
    expect(detectLanguage(from({ htmlTag: 'de' }))).toBe('de');
    expect(detectLanguage(from({}))).toBe('en');
  });
  it('maps what it finds onto a supported language', () => {
    expect(detectLanguage(from({ querystring: 'fr' }))).toBe('en');
    expect(detectLanguage(from({ navigator: 'de-AT' }))).toBe('de');
  });
});
