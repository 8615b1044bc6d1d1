import { Link } from 'wouter';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../useDocumentTitle';
import { clearLocalData } from '../../storage/clearLocalData';
import { clearKeptResults } from '../../runner/resultsAcrossReload';
import { toast } from '../../toast/toastStore';

/** A list of translated lines, one a key; `testIds` names the lines a test looks for. */
function Bullets({ t, keys, testIds = {} }: { t: TFunction; keys: string[]; testIds?: Record<string, string> }) {
  return (
    <ul>
      {keys.map((key) => (
        <li key={key} data-testid={testIds[key]}>
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

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
      <Bullets
        t={t}
        keys={['privacy.does1', 'privacy.does2', 'privacy.does3', 'privacy.does4']}
        testIds={{ 'privacy.does4': 'privacy-metadata' }}
      />
      <h2>{t('privacy.doesNotTitle')}</h2>
      <Bullets t={t} keys={['privacy.doesNot1', 'privacy.doesNot2', 'privacy.doesNot3', 'privacy.doesNot4']} />
      <h2>{t('privacy.storageTitle')}</h2>
      <Bullets
        t={t}
        keys={[
          'privacy.storageTheme',
          'privacy.storageLanguage',
          'privacy.storageFavorites',
          'privacy.storageEditors',
          'privacy.storageResults',
          'privacy.storageCache',
        ]}
      />
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
