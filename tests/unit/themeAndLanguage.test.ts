import { describe, expect, it } from 'vitest';
import { nextTheme, parseTheme, resolveTheme } from '../../src/theme/theme';
import { toSupportedLanguage } from '../../src/i18n/languages';

describe('theme', () => {
  it('defaults to system for missing or unknown values', () => {
    expect(parseTheme(null)).toBe('system');
    expect(parseTheme('purple')).toBe('system');
    expect(parseTheme('dark')).toBe('dark');
  });
  it('toggles light to dark and anything else to light', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('light');
    expect(nextTheme('system')).toBe('light');
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
