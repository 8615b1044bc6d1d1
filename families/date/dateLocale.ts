/** Interface language → Day.js / Moment.js locale id (both libraries use the same ids). */
export function dateLibraryLocale(uiLanguage: string): string {
  const map: Record<string, string> = { zh: 'zh-cn', 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'zh-HK': 'zh-tw', ja: 'ja', de: 'de', ko: 'ko' };
  return map[uiLanguage] ?? map[uiLanguage.split('-')[0]] ?? 'en';
}
