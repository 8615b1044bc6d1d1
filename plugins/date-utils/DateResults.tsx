import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import type { ResultViewProps } from '../../src/runner/resultView';
import type { DateResult } from './dateResult';
import { dateRows } from './dateRows';
import './DateResults.css';

/** date-utils' result view (manifest `resultView`): the calculator's values, each with a copy button. */
export default function DateResults({ toolId, results, stale, copyText }: ResultViewProps) {
  const { t, i18n } = useTranslation(toolId);
  const result = JSON.parse(results[0]?.text ?? '{}') as DateResult;
  return (
    <div className="date-results" data-testid={`panel-${result.tab}`} data-stale={Boolean(stale) || undefined}>
      {dateRows(result, t, i18n.language).map((section) => (
        <section key={section.id} data-testid={section.id}>
          {section.heading && <h3>{section.heading}</h3>}
          {section.note && <p className="muted">{section.note}</p>}
          {section.rows.length > 0 && (
            <dl className={section.id === 'now' ? 'date-outs date-now' : 'date-outs'}>
              {section.rows.map((row) => (
                <div className="date-out" key={row.id}>
                  <dt>{row.label}</dt>
                  <dd>
                    <span data-testid={`out-${row.id}`}>{row.value}</span>
                    <button
                      type="button"
                      className="date-copy"
                      aria-label={t('copyValue', { label: row.label })}
                      title={t('copyValue', { label: row.label })}
                      disabled={Boolean(stale)}
                      onClick={() => void copyText(row.value)}
                      data-testid={`copy-${row.id}`}
                    >
                      <Copy size={14} aria-hidden />
                    </button>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}
