import { useTranslation } from 'react-i18next';
import './SharedFilesPrompt.css';

/**
 * Files shared into LocalKit wait for the user's click: a share could have been started by anyone,
 * and a file must not start heavy work (or run anything) on its own.
 */
export function SharedFilesPrompt({ files, onProcess, onDiscard }: { files: File[]; onProcess: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="shared-files" role="status" data-testid="shared-files">
      <p>{t('runner.shared.title', { count: files.length })}</p>
      <ul>
        {files.map((file, i) => (
          <li key={i}>{file.name}</li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" onClick={onProcess} data-testid="shared-process">
        {t('runner.shared.process')}
      </button>{' '}
      <button type="button" className="btn" onClick={onDiscard} data-testid="shared-discard">
        {t('runner.shared.discard')}
      </button>
    </div>
  );
}
