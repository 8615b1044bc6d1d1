import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Moon, Sun, Menu } from 'lucide-react';
import { useTheme } from '../theme/useTheme';
import { LANGUAGES } from '../i18n/languages';

export function Header({ onMenu }: { onMenu?: () => void }) {
  const { t, i18n } = useTranslation();
  const { theme, toggle } = useTheme();
  const toggleLabel = theme === 'light' ? t('nav.toggleToDark') : t('nav.toggleToLight');

  return (
    <header className="header">
      {onMenu && (
        <button type="button" className="icon-btn menu-btn" aria-label={t('nav.menu')} onClick={onMenu}>
          <Menu size={20} aria-hidden />
        </button>
      )}
      <Link href="/" className="logo" data-testid="logo">
        LocalKit
      </Link>
      <nav className="header-nav">
        <a href="#/blog" data-testid="blog-link">
          {t('nav.blog')}
        </a>
      </nav>
      <div className="header-actions">
        <button type="button" className="icon-btn" onClick={toggle} title={toggleLabel} aria-label={toggleLabel} data-testid="theme-toggle">
          {theme === 'light' ? <Moon size={18} aria-hidden /> : <Sun size={18} aria-hidden />}
        </button>
        <select
          className="lang-select"
          aria-label={t('nav.language')}
          value={i18n.resolvedLanguage}
          onChange={(e) => void i18n.changeLanguage(e.target.value)}
          data-testid="language-select"
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.flag} {l.name}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
