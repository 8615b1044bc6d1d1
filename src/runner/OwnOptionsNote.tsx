import { useTranslation } from 'react-i18next';
import { useSyncExternalStore } from 'react';
import { ownOptions } from './ownOptions';
import './OwnOptionsNote.css';

/** Re-renders when any row's own options change; gives a number that changes with them. */
export function useOwnOptionsVersion(): number {
  return useSyncExternalStore(ownOptions.subscribe, ownOptions.version, () => 0);
}

/** A tool may word these its own way ("Own crop"): ownOptions.* in its namespace, else the shell's. */
const words = (key: string) => [`ownOptions.${key}`, `common:runner.ownOptions.${key}`];

/** In a row whose file has its own options (see fileOptions.ts): says so, and takes it back to the batch's. */
export function OwnOptionsNote({
  toolId,
  jobId,
  label,
  onUseBatch,
}: {
  toolId: string;
  jobId: string;
  label: string;
  onUseBatch?: (jobId: string) => void;
}) {
  const { t } = useTranslation(toolId);
  useOwnOptionsVersion();
  if (!ownOptions.get(jobId)) return null;
  return (
    <p className="result-own small" data-testid="own-options">
      <span className="badge">{t(words('row'))}</span>
      {onUseBatch && (
        <button
          type="button"
          className="btn btn-small btn-ghost"
          aria-label={`${t(words('useBatch'))}: ${label}`}
          onClick={() => onUseBatch(jobId)}
          data-testid="own-options-off"
        >
          {t(words('useBatch'))}
        </button>
      )}
    </p>
  );
}

/** Above the rows while any has its own options: the share link and the command carry the batch's only. */
export function OwnOptionsNotInLink({ toolId, jobIds }: { toolId: string; jobIds: string[] }) {
  const { t } = useTranslation(toolId);
  useOwnOptionsVersion();
  if (!jobIds.some((id) => ownOptions.get(id))) return null;
  return (
    <p className="muted small" role="note" data-testid="own-options-not-in-link">
      {t(words('notInLink'))}
    </p>
  );
}
