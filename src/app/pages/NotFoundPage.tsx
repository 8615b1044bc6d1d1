import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../useDocumentTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pageDescription.notFound'));
  return (
    <div className="page-state" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/" className="btn">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
