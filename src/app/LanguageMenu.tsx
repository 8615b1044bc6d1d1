import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { LANGUAGES } from '../i18n/languages';
import { MenuButton } from './MenuButton';
import './LanguageMenu.css';

/**
 * The language switcher: a button naming the current language, and a list of the six while open. Not a
 * <select>: Chromium lays out every option of a closed select to size it, and the Chinese, Japanese and
 * Korean names each cost a fallback-font lookup in the browser process during the page's first layout.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0];
  return (
    <MenuButton
      id="language-list"
      name={t('nav.language')}
      className="lang-button input-frame"
      testId="language-select"
      valueAttribute="data-language"
      current={current.code}
      choices={LANGUAGES.map((l) => ({ value: l.code, label: l.name, lang: l.htmlLang }))}
      onChoose={(code) => void i18n.changeLanguage(code)}
      button={
        <>
          <Languages size={16} aria-hidden />
          <span className="sr-only">{t('nav.language')}: </span>
          <span lang={current.htmlLang}>{current.name}</span>
        </>
      }
    />
  );
}
