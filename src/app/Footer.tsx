import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { OfflineButton } from './OfflineButton';
import './Footer.css';

export const CONTACT_EMAIL = 'hello@localkit.app';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <span>
        © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}.
      </span>
      <OfflineButton />
      <nav>
        <Link href="/privacy">{t('footer.privacy')}</Link>
        <Link href="/licenses">{t('footer.licenses')}</Link>
        <a href={`mailto:${CONTACT_EMAIL}`}>{t('footer.contact')}</a>
      </nav>
    </footer>
  );
}
