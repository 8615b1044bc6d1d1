import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { LanguageMenu } from './LanguageMenu';
import { ThemeMenu } from './ThemeMenu';
import './Header.css';

export function Header({ onMenu }: { onMenu?: () => void }) {
  const { t } = useTranslation();

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
        <ThemeMenu />
        <LanguageMenu />
      </div>
    </header>
  );
}
