import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../useDocumentTitle';

interface LicenseEntry {
  name: string;
  version: string;
  license: string;
  repository?: string;
  notice?: string;
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
      {failed && <p role="alert">{t('chunk.failed')}</p>}
      {!entries && !failed && <p>{t('loading')}</p>}
      {entries && (
        <ul className="license-list">
          {entries.map((e) => (
            <li key={`${e.name}@${e.version}`}>
              <strong>{e.name}</strong> {e.version} — {e.license}
              {e.repository && <span className="muted"> · {e.repository}</span>}
              {e.notice && <p className="muted">{e.notice}</p>}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
