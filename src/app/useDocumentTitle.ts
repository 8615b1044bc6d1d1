import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Page title = translated brand + translated description of the page; also the meta description. */
export function useDocumentTitle(description: string) {
  const { t } = useTranslation();
  const brand = t('brand');
  useEffect(() => {
    document.title = description ? `${brand} - ${description}` : brand;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description || t('pageDescription.home'));
  }, [brand, description, t]);
}
