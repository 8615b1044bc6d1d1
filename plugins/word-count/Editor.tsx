import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../../src/runner/editorProps';
import { liveRun } from '../../src/engines/liveRun';
import type { TextStats } from './countText';
import './Editor.css';

interface Result extends TextStats {
  head: string;
  tail: string;
  length: number;
  ms: number;
}

const LANGUAGES = ['auto', 'general', 'chinese', 'japanese', 'korean'] as const;
const STATS = ['words', 'characters', 'charactersNoSpaces', 'cjkCharacters', 'paragraphs', 'lines'] as const;

/** A text box with a live statistics panel; the counting runs in the worker (fast on 10 MB). */
export default function WordCountEditor({ tool, options, setOptions, run }: EditorProps) {
  const { t, i18n } = useTranslation(tool.id);
  const [text, setText] = useState('');
  const [result, setResult] = useState<Result>();
  const [error, setError] = useState<string>();
  // `run` is a new function on every render: keep the latest one in a ref, and one live runner.
  const runRef = useRef(run);
  runRef.current = run;
  const [runLatest] = useState(() => liveRun(tool.id, () => runRef.current));
  const language = options.language as string;

  useEffect(() => {
    const timer = setTimeout(async () => {
      const job = await runLatest('count', async () => ({ kind: 'text', text }), { language });
      if (!job) return;
      if (job.error || !job.results) {
        setError(t(job.error?.key ?? 'errors.processingFailed', { ...job.error?.params, ns: [tool.id, 'common'] }));
        return;
      }
      setError(undefined);
      setResult(JSON.parse(job.results[0].text!) as Result);
    }, text.length > 500_000 ? 400 : 120);
    return () => clearTimeout(timer);
  }, [text, language, runLatest, t, tool.id]);

  const number = new Intl.NumberFormat(i18n.language);
  const show = (s: string) => JSON.stringify(s); // quotes and escapes make spaces and line breaks visible

  return (
    <div className="word-count">
      <label className="word-count-language">
        {t('options.language.label')}{' '}
        <select id="root_language" value={language} onChange={(e) => setOptions({ ...options, language: e.target.value })}>
          {LANGUAGES.map((l) => <option key={l} value={l}>{t(`options.language.enum.${l}`)}</option>)}
        </select>
        {result && language === 'auto' && (
          <span className="muted" data-testid="detected"> {t('detected', { language: t(`options.language.enum.${result.detected}`) })}</span>
        )}
      </label>
      <textarea data-testid="text-input" aria-label={t('input')} placeholder={t('placeholder')} value={text} onChange={(e) => setText(e.target.value)} />
      {error && <p role="alert" data-testid="result-error">{error}</p>}
      <dl className="word-count-stats" data-testid="stats">
        {STATS.map((key) => (
          <div key={key} className={key === 'cjkCharacters' && !result?.cjkCharacters ? 'dim' : undefined}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd data-testid={`stat-${key}`} data-value={result?.[key] ?? 0}>{number.format(result?.[key] ?? 0)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('stats.readingTime')}</dt>
          <dd data-testid="stat-readingMinutes" data-value={result?.readingMinutes ?? 0}>{t('minutes', { count: result?.readingMinutes ?? 0 })}</dd>
        </div>
      </dl>
      {result && (
        <details className="word-count-debug" data-testid="debug">
          <summary>{t('debug.title')}</summary>
          <dl>
            <dt>{t('debug.head')}</dt>
            <dd><code data-testid="debug-head">{show(result.head)}</code></dd>
            <dt>{t('debug.tail')}</dt>
            <dd><code data-testid="debug-tail">{show(result.tail)}</code></dd>
            <dt>{t('debug.length')}</dt>
            <dd>{number.format(result.length)}</dd>
            <dt>{t('debug.time')}</dt>
            <dd>{t('debug.ms', { ms: result.ms })}</dd>
          </dl>
        </details>
      )}
    </div>
  );
}
