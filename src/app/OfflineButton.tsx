import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudDownload } from 'lucide-react';
import { cacheAllEngines } from '../pwa/cacheEngines';
import './OfflineButton.css';

/** Caches every engine now, with a progress bar, so every tool works offline afterwards. */
export function OfflineButton() {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'saving' | 'done' | 'failed'>('idle');
  const [progress, setProgress] = useState(0);
  const start = async () => {
    setState('saving');
    setProgress(0);
    try {
      await cacheAllEngines(setProgress);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="offline-button" data-testid="offline">
      {state === 'saving' ? (
        <>
          <progress
            max={1}
            value={progress}
            aria-label={t('offline.saving', { percent: Math.round(progress * 100) })}
            data-testid="offline-progress"
          />
          <span>{t('offline.saving', { percent: Math.round(progress * 100) })}</span>
        </>
      ) : (
        <button type="button" className="btn btn-small btn-ghost" onClick={start} data-testid="offline-button">
          <CloudDownload size={14} aria-hidden /> {t('offline.button')}
        </button>
      )}
      {state === 'done' && <span data-testid="offline-done">{t('offline.done')}</span>}
      {state === 'failed' && <span role="alert">{t('offline.failed')}</span>}
    </div>
  );
}
