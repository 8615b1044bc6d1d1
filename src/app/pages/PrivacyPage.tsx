import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../useDocumentTitle';
import { clearLocalData } from '../../storage/clearLocalData';
import { clearKeptResults } from '../../runner/resultsAcrossReload';
import { toast } from '../../toast/toastStore';

export default function PrivacyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pageDescription.privacy'));
  const clear = async () => {
    // Kept results first: their rows in this page go, and the results database is emptied at once.
    await clearKeptResults();
    await clearLocalData();
    toast(t('privacy.cleared'));
  };
  return (
    <article className="prose" data-testid="privacy-page">
      <h1>{t('privacy.title')}</h1>
      <p>{t('privacy.intro')}</p>
      <h2>{t('privacy.doesTitle')}</h2>
      <ul>
        <li>{t('privacy.does1')}</li>
        <li>{t('privacy.does2')}</li>
        <li>{t('privacy.does3')}</li>
        <li data-testid="privacy-metadata">{t('privacy.does4')}</li>
      </ul>
      <h2>{t('privacy.doesNotTitle')}</h2>
      <ul>
        <li>{t('privacy.doesNot1')}</li>
        <li>{t('privacy.doesNot2')}</li>
        <li>{t('privacy.doesNot3')}</li>
        <li>{t('privacy.doesNot4')}</li>
      </ul>
      <h2>{t('privacy.storageTitle')}</h2>
      <ul>
        <li>{t('privacy.storageTheme')}</li>
        <li>{t('privacy.storageLanguage')}</li>
        <li>{t('privacy.storageFavorites')}</li>
        <li>{t('privacy.storageEditors')}</li>
        <li>{t('privacy.storageResults')}</li>
        <li>{t('privacy.storageCache')}</li>
      </ul>
      <p>
        <button type="button" className="btn btn-danger" onClick={clear} data-testid="clear-data">
          {t('privacy.clear')}
        </button>
      </p>
      <p>
        <Link href="/licenses">{t('privacy.licenses')}</Link>
      </p>
    </article>
  );
}
