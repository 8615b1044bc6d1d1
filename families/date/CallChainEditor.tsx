import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../../src/runner/editorProps';
import { DATE_NS, registerDateStrings } from './i18n';
import './CallChainEditor.css';

registerDateStrings();

/**
 * Shared editor of the date-library "code runners": an expression box (kept in the URL), a locale
 * choice, the live result, and a list of examples. The expression is evaluated by the tool's pipeline
 * in a worker with the eval-free reader of callChain.ts. Its strings are the family's (namespace "date",
 * families/date/i18n): options.expr/locale, errors.*, examples, result; {{root}} names the library.
 */
export interface CallChainEditorProps extends EditorProps {
  /** The library's name in expressions: 'dayjs', 'moment'. */
  root: string;
  examples: readonly string[];
  /** Interface language → the library's locale id ('zh-TW' → 'zh-tw'). */
  localeFor: (uiLanguage: string) => string;
}

export function CallChainEditor({ options, setOptions, runLatest, Fields, root, examples, localeFor }: CallChainEditorProps) {
  const { t, i18n } = useTranslation(DATE_NS);
  const [result, setResult] = useState<string>();
  // Kept as key and params, translated when drawn (in the language shown then).
  const [error, setError] = useState<{ key: string; params?: Record<string, unknown> }>();
  const expr = String(options.expr ?? '');
  // "Every second" re-runs the expression, so dayjs()/moment() results follow the clock.
  const [everySecond, setEverySecond] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!everySecond) return;
    const id = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [everySecond]);
  const locale = options.locale === 'ui' ? localeFor(i18n.language) : String(options.locale);

  useEffect(() => {
    const timer = setTimeout(
      async () => {
        const job = await runLatest('expression', async () => ({ kind: 'none' }), { expr, locale });
        if (!job) return;
        if (job.error || !job.results) {
          setResult(undefined);
          setError({ key: job.error?.key ?? 'errors.unknown', params: job.error?.params });
          return;
        }
        setError(undefined);
        setResult(job.results[0].text ?? '');
      },
      tick ? 0 : 150,
    );
    return () => clearTimeout(timer);
  }, [expr, locale, tick, runLatest]);

  return (
    <div className="call-chain">
      <Fields names={['expr', 'locale']} />
      <label className="call-chain-live">
        <input type="checkbox" data-testid="every-second" checked={everySecond} onChange={(e) => setEverySecond(e.target.checked)} />{' '}
        {t('everySecond')}
      </label>
      <h3 className="call-chain-heading">{t('result')}</h3>
      {error ? (
        <p role="alert" className="call-chain-error" data-testid="result-error">
          {t(error.key, { root, ...error.params, ns: [DATE_NS, 'common'] })}
        </p>
      ) : (
        <pre className="call-chain-result" data-testid="chain-result" aria-live="polite">
          {result}
        </pre>
      )}
      <h3 className="call-chain-heading">{t('examples')}</h3>
      <ul className="call-chain-examples">
        {examples.map((example) => (
          <li key={example}>
            <button type="button" className="linkish" data-testid="example" onClick={() => setOptions({ ...options, expr: example })}>
              <code>{example}</code>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
