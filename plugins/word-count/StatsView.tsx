import { useTranslation } from 'react-i18next';
import type { ResultViewProps } from '../../src/runner/resultView';
import { statRows, visibleText, type CountResult } from './statsTable';
import './StatsView.css';

/** Word count's result view (manifest `resultView`): the statistics table, the counting rule, and a folded debug view. */
export default function StatsView({ results, options }: ResultViewProps) {
  const text = results[0]?.text ?? '';
  const { t, i18n } = useTranslation('word-count');
  const result = JSON.parse(text) as CountResult;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="word-count">
      {options.language === 'auto' && (
        <p className="muted word-count-rule" data-testid="detected">
          {t('detected', { language: t(`options.language.enum.${result.detected}`) })}
        </p>
      )}
      <p className="muted word-count-rule" data-testid="word-rule" data-language={result.language}>
        {t(`rule.${result.language}`)}
      </p>
      <dl className="word-count-stats" data-testid="stats">
        {statRows(result).map((row) => (
          <div key={row.key} className={row.dim ? 'dim' : undefined}>
            <dt>{t(`stats.${row.key}`)}</dt>
            <dd data-testid={`stat-${row.key}`} data-value={row.value}>
              {number.format(row.value)}
            </dd>
            {row.parts && (
              <dd className="word-count-parts" data-testid="word-parts">
                {t('parts.sum', {
                  characters: t('parts.characters', { count: row.parts.characters, formatted: number.format(row.parts.characters) }),
                  words: t('parts.words', { count: row.parts.words, formatted: number.format(row.parts.words) }),
                })}
              </dd>
            )}
          </div>
        ))}
        <div>
          <dt>{t('stats.readingTime')}</dt>
          <dd data-testid="stat-readingMinutes" data-value={result.readingMinutes}>
            {t('minutes', { count: result.readingMinutes })}
          </dd>
        </div>
      </dl>
      <details className="word-count-debug" data-testid="debug">
        <summary>{t('debug.title')}</summary>
        <dl>
          <dt>{t('debug.head')}</dt>
          <dd>
            <code data-testid="debug-head">{visibleText(result.head)}</code>
          </dd>
          <dt>{t('debug.tail')}</dt>
          <dd>
            <code data-testid="debug-tail">{visibleText(result.tail)}</code>
          </dd>
          <dt>{t('debug.length')}</dt>
          <dd>{number.format(result.length)}</dd>
          <dt>{t('debug.time')}</dt>
          <dd>{t('debug.ms', { ms: result.ms })}</dd>
        </dl>
      </details>
    </div>
  );
}
