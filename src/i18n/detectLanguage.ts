import type { LanguageDetectorModule } from 'i18next';
import { toSupportedLanguage } from './languages';
import { readStored, z } from '../storage/storedShape';

/**
 * Which language to show: the first of these places that names one wins. (A few lines of our own
 * instead of i18next-browser-languagedetector keep the home page's JavaScript under its budget.)
 */
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;
export type LanguageSource = (typeof DETECTION_ORDER)[number];

/** Where the chosen language is kept (the name i18next's own detector used, so choices carry over). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** A language tag as i18next writes one ("de", "zh-TW"): other stored text is dropped, and the next place is asked. */
const StoredLanguage = z.string().check(z.regex(/^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/i));

function readSource(source: LanguageSource): string | undefined {
  try {
    switch (source) {
      case 'querystring':
        return new URLSearchParams(location.search).get('lng') ?? undefined;
      case 'cookie':
        return /(?:^|;\s*)i18next=([^;]+)/.exec(document.cookie)?.[1];
      case 'localStorage':
        return readStored(StoredLanguage, localStorage.getItem(LANGUAGE_STORAGE_KEY), LANGUAGE_STORAGE_KEY);
      case 'sessionStorage':
        return readStored(StoredLanguage, sessionStorage.getItem(LANGUAGE_STORAGE_KEY), LANGUAGE_STORAGE_KEY);
      case 'navigator':
        return navigator.languages?.[0] ?? navigator.language;
      case 'htmlTag':
        return document.documentElement.lang || undefined;
    }
  } catch {
    return undefined; // storage can throw (privacy modes, sandboxed frames): try the next place
  }
}

export function detectLanguage(read: (source: LanguageSource) => string | undefined = readSource): string {
  for (const source of DETECTION_ORDER) {
    const found = read(source);
    if (found) return toSupportedLanguage(found);
  }
  return 'en';
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguage(),
  cacheUserLanguage(lng) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // not persisted; the choice still holds for this visit
    }
  },
};
