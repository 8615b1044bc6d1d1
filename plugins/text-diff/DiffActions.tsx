import { useTranslation } from 'react-i18next';
import { ArrowLeftRight, ChevronDown, ChevronUp, ClipboardCopy } from 'lucide-react';
import type { DiffModel } from './diffModel';

interface Props {
  toolId: string;
  busy: boolean;
  stats?: DiffModel['stats'];
  /** The change shown (-1: none). */
  current: number;
  /** The worker's own time for the comparison shown (read by the benchmark as data-worker-ms). */
  workerMs?: number;
  onJump(step: 1 | -1): void;
  onSwap(): void;
  onCopyPatch(): void;
}

/** The line above the panes: the counts, and moving between changes, swapping the texts, copying the patch. */
export function DiffActions({ toolId, busy, stats, current, workerMs, onJump, onSwap, onCopyPatch }: Props) {
  const { t } = useTranslation(toolId);
  const total = stats?.changes ?? 0;
  return (
    <div className="text-diff-actions">
      <span data-testid="diff-stats" aria-live="polite" data-worker-ms={workerMs}>
        {busy && <span className="muted">{t('comparing')} </span>}
        {stats && (
          <>
            <span className="text-diff-added" data-added={stats.added}>
              {t('added', { count: stats.added })}
            </span>{' '}
            <span className="text-diff-removed" data-removed={stats.removed}>
              {t('removed', { count: stats.removed })}
            </span>{' '}
            <span data-changes={stats.changes}>{t('changes', { count: stats.changes })}</span>
            {current >= 0 && <span data-testid="change-of"> · {t('changeOf', { current: current + 1, total })}</span>}
          </>
        )}
      </span>
      <button
        type="button"
        className="btn"
        data-testid="prev-change"
        onClick={() => onJump(-1)}
        disabled={!total}
        aria-keyshortcuts="Shift+F7"
        title={`${t('prev')} (Shift+F7)`}
      >
        <ChevronUp size={16} aria-hidden /> {t('prev')}
      </button>
      <button
        type="button"
        className="btn"
        data-testid="next-change"
        onClick={() => onJump(1)}
        disabled={!total}
        aria-keyshortcuts="F7"
        title={`${t('next')} (F7)`}
      >
        <ChevronDown size={16} aria-hidden /> {t('next')}
      </button>
      <button type="button" className="btn" data-testid="swap" onClick={onSwap}>
        <ArrowLeftRight size={16} aria-hidden /> {t('swap')}
      </button>
      <button type="button" className="btn" data-testid="copy-patch" onClick={onCopyPatch} disabled={!total}>
        <ClipboardCopy size={16} aria-hidden /> {t('copyPatch')}
      </button>
    </div>
  );
}
