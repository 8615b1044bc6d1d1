import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Moon, Sun, Menu } from 'lucide-react';
import { useTheme } from '../theme/useTheme';
import { LanguageMenu } from './LanguageMenu';

export function Header({ onMenu }: { onMenu?: () => void }) {
  const { t } = useTranslation();
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
        <LanguageMenu />
      </div>
    </header>
  );
}
