export interface Language {
  code: string;
  /** The language's own name for itself. */
  name: string;
  /** BCP 47 tag for <html lang> and Intl. */
  htmlLang: string;
}

export const LANGUAGES: Language[] = [
  { code: 'en', name: 'English', htmlLang: 'en' },
  { code: 'zh', name: '简体中文', htmlLang: 'zh-CN' },
  { code: 'zh-TW', name: '繁體中文', htmlLang: 'zh-TW' },
  { code: 'ja', name: '日本語', htmlLang: 'ja' },
  { code: 'de', name: 'Deutsch', htmlLang: 'de' },
  { code: 'ko', name: '한국어', htmlLang: 'ko' },
];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);

/** Maps what a browser or link says (zh-Hant-HK, de-AT, ZH_cn...) to one of our six codes, or 'en'. */
export function toSupportedLanguage(detected: string | undefined | null): string {
  if (!detected) return 'en';
  const tag = detected.replace('_', '-').toLowerCase();
  if (tag.startsWith('zh')) {
    return /^(zh-(tw|hk|mo|hant))/.test(tag) ? 'zh-TW' : 'zh';
  }
  const base = tag.split('-')[0];
  return LANGUAGE_CODES.includes(base) ? base : 'en';
}
