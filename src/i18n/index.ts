import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGES } from './languages';
import { languageDetector } from './detectLanguage';
import { toolNameLoaders } from 'virtual:tool-names';

// Shell strings live in locales/<lng>/common.json; each tool's strings in plugins/<id>/i18n/<lng>.json
// under the namespace <id>, loaded when its page opens; strings shared by a family of tools in
// families/<family>/i18n/<lng>.json under the namespace <family>. Every tool's name and description are also in
// the small `toolNames` namespace (built by build/toolNames.ts) that the shell loads at start.
const shellFiles = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { import: 'default' });
const pluginFiles = import.meta.glob<Record<string, unknown>>('/plugins/*/i18n/*.json', { import: 'default' });
const familyFiles = import.meta.glob<Record<string, unknown>>('/families/*/i18n/*.json', { import: 'default' });

export const TOOL_NAMES_NS = 'toolNames';

function fileFor(lng: string, ns: string): (() => Promise<Record<string, unknown>>) | undefined {
  if (ns === TOOL_NAMES_NS) {
    const load = toolNameLoaders[lng];
    return load && (() => load().then((m) => m.default));
  }
  return (
    shellFiles[`/locales/${lng}/${ns}.json`] ??
    pluginFiles[`/plugins/${ns}/i18n/${lng}.json`] ??
    familyFiles[`/families/${ns}/i18n/${lng}.json`]
  );
}

const bundledBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    const load = fileFor(lng, ns);
    if (!load) return done(null, {});
    load().then(
      (data) => done(null, data),
      (err: Error) => done(err, false),
    );
  },
};

/** Keys that were asked for but exist nowhere; the browser tests read this. */
export const missingKeys: string[] = [];
declare global {
  interface Window {
    __localkitMissingKeys?: string[];
  }
}

export const i18nReady = i18next
  .use(bundledBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'en',
    supportedLngs: LANGUAGE_CODES,
    load: 'currentOnly',
    ns: ['common', TOOL_NAMES_NS],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => {
      missingKeys.push(`${ns}:${key}`);
      if (typeof window !== 'undefined') window.__localkitMissingKeys = missingKeys;
    },
  });

function syncHtmlLang(lng: string) {
  const lang = LANGUAGES.find((l) => l.code === lng);
  // Only when it differs: writing even the same value restyles and repaints the whole page.
  if (typeof document !== 'undefined' && lang && document.documentElement.lang !== lang.htmlLang)
    document.documentElement.lang = lang.htmlLang;
}
i18next.on('languageChanged', syncHtmlLang);
i18nReady.then(() => syncHtmlLang(i18next.resolvedLanguage ?? 'en'));

export default i18next;
