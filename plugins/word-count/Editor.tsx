import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Text } from '@codemirror/state';
import type { EditorView, ViewUpdate } from '@codemirror/view';
import type { EditorProps } from '../../src/runner/editorProps';
import { TextBox } from '../../src/runner/TextBox';
import { isLoad } from '../../src/runner/textLoad';
import type { TextStats } from './countText';
import './Editor.css';

interface Result extends TextStats {
  head: string;
  tail: string;
  length: number;
  ms: number;
}

/** Chinese and Japanese count a word per character (see countText). */
const byCharacter = (language: string) => language === 'chinese' || language === 'japanese';
const STATS = ['words', 'characters', 'charactersNoSpaces', 'cjkCharacters', 'paragraphs', 'lines'] as const;

/**
 * A text box with a live statistics panel. The text lives in a CodeMirror editor (a 10 MB <textarea>
 * takes seconds to lay out), never in React state; the counting runs in the worker, latest-only.
 * A paste or file drop is counted at once, typing after a short pause.
 */
/** The text stays while the tab lives (switching tools and back finds it, counted anew); kept as the
 * editor's document, out of React state like the text itself. */
let draft: Text | undefined;

export default function WordCountEditor({ tool, options, runLatest, Fields }: EditorProps) {
  const { t, i18n } = useTranslation(tool.id);
  const input = useRef<EditorView>(null);
  const [result, setResult] = useState<Result>();
  const [error, setError] = useState<string>();
  const language = options.language as string;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const count = async () => {
    clearTimeout(timer.current);
    const doc = input.current?.state.doc;
    if (!doc) return;
    const job = await runLatest('count', async () => ({ kind: 'text', text: doc.toString() }), { language });
    if (!job) return;
    if (job.error || !job.results) {
      if (job.status === 'cancelled') return;
      setError(t(job.error?.key ?? 'errors.processingFailed', { ...job.error?.params, ns: [tool.id, 'common'] }));
      return;
    }
    setError(undefined);
    setResult(JSON.parse(job.results[0].text!) as Result);
  };
  const countRef = useRef(count);
  countRef.current = count;

  const onInput = (update: ViewUpdate) => {
    if (!update.docChanged) return;
    draft = update.state.doc;
    clearTimeout(timer.current);
    // A load is counted right after this event (a 0 ms timer would wait behind the editor's measuring frame).
    if (isLoad(update)) queueMicrotask(() => void countRef.current());
    else timer.current = setTimeout(() => void countRef.current(), update.state.doc.length > 500_000 ? 400 : 120);
  };

  // Another language counts again at once.
  useEffect(() => {
    void countRef.current();
    return () => clearTimeout(timer.current);
  }, [language]);

  const number = new Intl.NumberFormat(i18n.language);
  const show = (s: string) => JSON.stringify(s); // quotes and escapes make spaces and line breaks visible

  return (
    <div className="word-count">
      <div className="word-count-language">
        <Fields names={['language']} />
        {result && language === 'auto' && (
          <span className="muted" data-testid="detected">
            {t('detected', { language: t(`options.language.enum.${result.detected}`) })}
          </span>
        )}
      </div>
      {result && (
        <p className="muted word-count-rule" data-testid="word-rule" data-language={result.language}>
          {t(`rule.${result.language}`)}
        </p>
      )}
      <TextBox
        label={t('input')}
        placeholder={t('placeholder')}
        initialDoc={draft}
        viewRef={input}
        onUpdate={onInput}
        data-testid="text-input"
      />
      {error && (
        <p role="alert" data-testid="result-error">
          {error}
        </p>
      )}
      <dl className="word-count-stats" data-testid="stats">
        {STATS.map((key) => (
          <div key={key} className={key === 'cjkCharacters' && !result?.cjkCharacters ? 'dim' : undefined}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd data-testid={`stat-${key}`} data-value={result?.[key] ?? 0}>
              {number.format(result?.[key] ?? 0)}
            </dd>
            {key === 'words' && result && byCharacter(result.language) && (
              <dd className="word-count-parts" data-testid="word-parts">
                {t('parts.sum', {
                  characters: t('parts.characters', { count: result.hanKanaWords, formatted: number.format(result.hanKanaWords) }),
                  words: t('parts.words', { count: result.otherWords, formatted: number.format(result.otherWords) }),
                })}
              </dd>
            )}
          </div>
        ))}
        <div>
          <dt>{t('stats.readingTime')}</dt>
          <dd data-testid="stat-readingMinutes" data-value={result?.readingMinutes ?? 0}>
            {t('minutes', { count: result?.readingMinutes ?? 0 })}
          </dd>
        </div>
      </dl>
      {result && (
        <details className="word-count-debug" data-testid="debug">
          <summary>{t('debug.title')}</summary>
          <dl>
            <dt>{t('debug.head')}</dt>
            <dd>
              <code data-testid="debug-head">{show(result.head)}</code>
            </dd>
            <dt>{t('debug.tail')}</dt>
            <dd>
              <code data-testid="debug-tail">{show(result.tail)}</code>
            </dd>
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
