import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { LANGUAGE_CODES, LANGUAGES, toSupportedLanguage } from './languages';
import { tools } from '../registry';

// Shell strings live in locales/<lng>/common.json; each tool's strings in plugins/<id>/i18n/<lng>.json
// under the namespace <id>. Both are loaded per language, on demand.
const shellFiles = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { import: 'default' });
const pluginFiles = import.meta.glob<Record<string, unknown>>('/plugins/*/i18n/*.json', { import: 'default' });

function fileFor(lng: string, ns: string) {
  return shellFiles[`/locales/${lng}/${ns}.json`] ?? pluginFiles[`/plugins/${ns}/i18n/${lng}.json`];
}

const bundledBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    const load = fileFor(lng, ns);
    if (!load) return done(null, {});
    load().then((data) => done(null, data), (err: Error) => done(err, false));
  },
};

/** Keys that were asked for but exist nowhere; the browser tests read this. */
export const missingKeys: string[] = [];
declare global {
  interface Window {
    __localkitMissingKeys?: string[];
  }
}

export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'];

export const i18nReady = i18next
  .use(bundledBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'en',
    supportedLngs: LANGUAGE_CODES,
    load: 'currentOnly',
    ns: ['common', ...tools.map((t) => t.id)],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    detection: {
      order: DETECTION_ORDER,
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
      convertDetectedLanguage: toSupportedLanguage,
    },
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => {
      missingKeys.push(`${ns}:${key}`);
      if (typeof window !== 'undefined') window.__localkitMissingKeys = missingKeys;
    },
  });

function syncHtmlLang(lng: string) {
  const lang = LANGUAGES.find((l) => l.code === lng);
  if (typeof document !== 'undefined' && lang) document.documentElement.lang = lang.htmlLang;
}
i18next.on('languageChanged', syncHtmlLang);
i18nReady.then(() => syncHtmlLang(i18next.resolvedLanguage ?? 'en'));

export default i18next;
