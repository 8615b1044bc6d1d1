import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../useDocumentTitle';
import './LicensesPage.css';

interface LicenseEntry {
  name: string;
  version: string;
  license: string;
  repository?: string;
  /** Set for copyleft packages: where their complete source code is. */
  source?: string;
  /** Set for packages only the `localkit` command uses (never part of the web app). */
  commandLine?: boolean;
}

/** Third-party licences, generated at build time from node_modules (scripts/licenses.mjs). */
export default function LicensesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pageDescription.licenses'));
  const [entries, setEntries] = useState<LicenseEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetch('/licenses.json')
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then(setEntries, () => setFailed(true));
  }, []);
  return (
    <article className="prose" data-testid="licenses-page">
      <h1>{t('pageDescription.licenses')}</h1>
      <p>{t('licenses.intro')}</p>
      {failed && <p role="alert">{t('chunk.failed')}</p>}
      {!entries && !failed && <p>{t('loading')}</p>}
      {entries && (
        <ul className="license-list">
          {entries.map((e) => (
            <li key={`${e.name}@${e.version}`}>
              <strong>{e.name}</strong> {e.version} — {e.license}
              {e.repository && <span className="muted"> · {e.repository}</span>}
              {e.commandLine && (
                <p className="muted" data-testid="command-line-only">
                  {t('licenses.commandLineOnly')}
                </p>
              )}
              {e.source && (
                <p className="license-notice" data-testid="copyleft-notice">
                  {t('licenses.copyleft', { name: e.name, license: e.license })} <a href={e.source}>{e.source}</a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
