import { memo, useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight, ChevronDown, ChevronUp, ClipboardCopy } from 'lucide-react';
import type { EditorProps } from '../../src/runner/editorProps';
import { liveRun } from '../../src/engines/liveRun';
import { splitLines, type DiffModel, type Span } from './diffModel';
import { buildRows, type Row, type SideLine } from './rows';
import './Editor.css';

interface Result {
  model: DiffModel;
  patch: string;
  linesA: string[];
  linesB: string[];
}

/** Wait longer before re-comparing big texts, so typing stays smooth. */
const debounceMs = (size: number) => (size > 200_000 ? 400 : 200);

export default function TextDiffEditor({ tool, options, setOptions, run, notify }: EditorProps) {
  const { t } = useTranslation(tool.id);
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [result, setResult] = useState<Result>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [current, setCurrent] = useState(-1);
  // `run` is a new function on every render: keep the latest one in a ref, and one live runner.
  const runRef = useRef(run);
  runRef.current = run;
  const [runLatest] = useState(() => liveRun(tool.id, () => runRef.current));
  const view = options.view as 'split' | 'unified';

  const { granularity, ignoreWhitespace, ignoreCase } = options;
  useEffect(() => {
    if (!a && !b) {
      setResult(undefined);
      setError(undefined);
      setBusy(false);
      return;
    }
    const timer = setTimeout(async () => {
      setBusy(true);
      const job = await runLatest('diff', async () => ({ kind: 'text', text: JSON.stringify({ a, b }) }), { ...options });
      if (!job) return; // a newer edit is already on its way
      setBusy(false);
      if (job.error || !job.results) {
        setError(t(job.error?.key ?? 'errors.processingFailed', { ...job.error?.params, ns: [tool.id, 'common'] }));
        return;
      }
      setError(undefined);
      setExpanded(new Set());
      setCurrent(-1);
      setResult({
        model: JSON.parse(job.results[0].text!) as DiffModel,
        patch: job.results[1]?.text ?? '',
        linesA: splitLines(a),
        linesB: splitLines(b),
      });
    }, debounceMs(a.length + b.length));
    return () => clearTimeout(timer);
    // Only what changes the comparison re-runs it; view, folding and scrolling are drawn from the result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [a, b, granularity, ignoreWhitespace, ignoreCase, runLatest]);

  const rows = useMemo(
    () => (result ? buildRows(result.model, { view, collapse: options.collapse as boolean, expanded }) : []),
    [result, view, options.collapse, expanded],
  );

  // Synchronised scrolling of the two input panes.
  const paneA = useRef<HTMLTextAreaElement>(null);
  const paneB = useRef<HTMLTextAreaElement>(null);
  const syncing = useRef(false);
  const onPaneScroll = (e: UIEvent<HTMLTextAreaElement>) => {
    if (!options.syncScroll || syncing.current) {
      syncing.current = false;
      return;
    }
    const from = e.currentTarget;
    const to = from === paneA.current ? paneB.current : paneA.current;
    if (!to) return;
    const ratio = from.scrollTop / Math.max(1, from.scrollHeight - from.clientHeight);
    const target = Math.round(ratio * (to.scrollHeight - to.clientHeight));
    // Only a real move fires a scroll event on the other pane; that echo is then ignored once.
    if (target === Math.round(to.scrollTop)) return;
    syncing.current = true;
    to.scrollTop = target;
  };

  const onDrop = (set: (text: string) => void) => async (e: DragEvent<HTMLTextAreaElement>) => {
    const file = e.dataTransfer.files[0];
    if (!file) return; // dropped text: let the textarea insert it
    e.preventDefault();
    set(await file.text());
  };

  const viewRef = useRef<HTMLDivElement>(null);
  // Stable callbacks, so typing in a pane does not redraw thousands of diff rows.
  const foldLabel = useCallback((count: number) => t('unchanged', { count }), [t]);
  const onUnfold = useCallback((block: number) => setExpanded((s) => new Set(s).add(block)), []);
  const total = result?.model.stats.changes ?? 0;
  const jump = useCallback(
    (step: number) => {
      if (!total) return;
      const next = (current + step + total) % total;
      setCurrent(next);
      viewRef.current?.querySelector(`[data-change-start="${next}"]`)?.scrollIntoView({ block: 'center' });
    },
    [current, total],
  );

  const copyPatch = async () => {
    try {
      await navigator.clipboard.writeText(result?.patch ?? '');
      notify(t('patchCopied'));
    } catch {
      notify(t('copyFailed'), 'destructive');
    }
  };

  const set = (key: string, value: unknown) => setOptions({ ...options, [key]: value });
  const stats = result?.model.stats;

  return (
    <div className="text-diff">
      <div className="text-diff-panes">
        <label>
          <span>{t('original')}</span>
          <textarea ref={paneA} data-testid="diff-a" value={a} placeholder={t('placeholderA')} spellCheck={false}
            onChange={(e) => setA(e.target.value)} onScroll={onPaneScroll} onDrop={onDrop(setA)} />
        </label>
        <label>
          <span>{t('changed')}</span>
          <textarea ref={paneB} data-testid="diff-b" value={b} placeholder={t('placeholderB')} spellCheck={false}
            onChange={(e) => setB(e.target.value)} onScroll={onPaneScroll} onDrop={onDrop(setB)} />
        </label>
      </div>

      <div className="text-diff-toolbar" role="toolbar">
        <fieldset>
          <legend>{t('options.view.label')}</legend>
          {(['split', 'unified'] as const).map((v) => (
            <label key={v}>
              <input type="radio" name="diff-view" value={v} checked={view === v} onChange={() => set('view', v)} />
              {t(`options.view.enum.${v}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('options.granularity.label')}</legend>
          {(['line', 'word', 'char'] as const).map((g) => (
            <label key={g}>
              <input type="radio" name="diff-granularity" value={g} checked={granularity === g} onChange={() => set('granularity', g)} />
              {t(`options.granularity.enum.${g}`)}
            </label>
          ))}
        </fieldset>
        {(['ignoreWhitespace', 'ignoreCase', 'collapse', 'syncScroll'] as const).map((key) => (
          <label key={key} className="text-diff-check">
            <input type="checkbox" id={`root_${key}`} checked={Boolean(options[key])} onChange={(e) => set(key, e.target.checked)} />
            {t(`options.${key}.label`)}
          </label>
        ))}
      </div>

      <div className="text-diff-actions">
        <span data-testid="diff-stats" aria-live="polite">
          {busy && <span className="muted">{t('comparing')} </span>}
          {stats && (
            <>
              <span className="text-diff-added" data-added={stats.added}>{t('added', { count: stats.added })}</span>{' '}
              <span className="text-diff-removed" data-removed={stats.removed}>{t('removed', { count: stats.removed })}</span>{' '}
              <span data-changes={stats.changes}>{t('changes', { count: stats.changes })}</span>
              {current >= 0 && <> · {t('changeOf', { current: current + 1, total })}</>}
            </>
          )}
        </span>
        <button type="button" className="btn" data-testid="prev-change" onClick={() => jump(-1)} disabled={!total}>
          <ChevronUp size={16} aria-hidden /> {t('prev')}
        </button>
        <button type="button" className="btn" data-testid="next-change" onClick={() => jump(1)} disabled={!total}>
          <ChevronDown size={16} aria-hidden /> {t('next')}
        </button>
        <button type="button" className="btn" data-testid="swap" onClick={() => { setA(b); setB(a); }}>
          <ArrowLeftRight size={16} aria-hidden /> {t('swap')}
        </button>
        <button type="button" className="btn" data-testid="copy-patch" onClick={copyPatch} disabled={!result?.patch}>
          <ClipboardCopy size={16} aria-hidden /> {t('copyPatch')}
        </button>
      </div>

      {error && <p role="alert" className="text-diff-error" data-testid="result-error">{error}</p>}
      {!error && !result && <p className="muted">{t('empty')}</p>}
      {!error && result && total === 0 && <p data-testid="diff-identical">{t('identical')}</p>}
      {!error && result && total > 0 && (
        <div ref={viewRef} className={`text-diff-view ${view}`} data-testid="diff-view">
          <DiffTable rows={rows} view={view} result={result} current={current} foldLabel={foldLabel} onUnfold={onUnfold} />
        </div>
      )}
    </div>
  );
}

function Spans({ spans, text, kind }: { spans?: Span[]; text: string; kind: 'del' | 'ins' }) {
  if (!spans) return <>{text}</>;
  return (
    <>
      {spans.map((s, i) => (s.changed ? <mark key={i} className={kind}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </>
  );
}

interface TableProps {
  rows: Row[];
  view: 'split' | 'unified';
  result: Result;
  current: number;
  foldLabel: (count: number) => string;
  onUnfold: (block: number) => void;
}

const DiffTable = memo(function DiffTable({ rows, current, ...rest }: TableProps) {
  return (
    <table>
      <tbody>
        {rows.map((row, i) => (
          <DiffRow key={i} row={row} isCurrent={'change' in row && row.change === current} {...rest} />
        ))}
      </tbody>
    </table>
  );
});

interface RowProps {
  row: Row;
  view: 'split' | 'unified';
  result: Result;
  isCurrent: boolean;
  foldLabel: (count: number) => string;
  onUnfold: (block: number) => void;
}

const DiffRow = memo(function DiffRow({ row, view, result, isCurrent, foldLabel, onUnfold }: RowProps) {
  const { linesA, linesB } = result;
  const cells = (side: SideLine | undefined, lines: string[], kind: 'del' | 'ins') =>
    side ? (
      <>
        <td className="ln">{side.line + 1}</td>
        <td className={`code ${kind}`}><Spans spans={side.spans} text={lines[side.line]} kind={kind} /></td>
      </>
    ) : (
      <>
        <td className="ln" />
        <td className="code empty" />
      </>
    );
  const changeAttrs = (change: number, first: boolean) => ({
    'data-testid': 'diff-row',
    'data-change': change,
    ...(first ? { 'data-change-start': change } : {}),
    className: isCurrent ? 'current' : undefined,
  });

  switch (row.kind) {
    case 'fold':
      return (
        <tr className="fold">
          <td colSpan={4}>
            <button type="button" className="linkish" data-testid="diff-fold" onClick={() => onUnfold(row.block)}>
              {foldLabel(row.count)}
            </button>
          </td>
        </tr>
      );
    case 'equal':
      return view === 'split' ? (
        <tr data-testid="diff-row" data-kind="equal">
          <td className="ln">{row.a + 1}</td>
          <td className="code">{linesA[row.a]}</td>
          <td className="ln">{row.b + 1}</td>
          <td className="code">{linesB[row.b]}</td>
        </tr>
      ) : (
        <tr data-testid="diff-row" data-kind="equal">
          <td className="ln">{row.a + 1}</td>
          <td className="ln">{row.b + 1}</td>
          <td className="code"> {linesA[row.a]}</td>
        </tr>
      );
    case 'change':
      return (
        <tr {...changeAttrs(row.change, row.first)} data-kind="change">
          {cells(row.left, linesA, 'del')}
          {cells(row.right, linesB, 'ins')}
        </tr>
      );
    case 'del':
      return (
        <tr {...changeAttrs(row.change, row.first)} data-kind="del">
          <td className="ln">{row.left.line + 1}</td>
          <td className="ln" />
          <td className="code del">-<Spans spans={row.left.spans} text={linesA[row.left.line]} kind="del" /></td>
        </tr>
      );
    case 'ins':
      return (
        <tr {...changeAttrs(row.change, row.first)} data-kind="ins">
          <td className="ln" />
          <td className="ln">{row.right.line + 1}</td>
          <td className="code ins">+<Spans spans={row.right.spans} text={linesB[row.right.line]} kind="ins" /></td>
        </tr>
      );
  }
});
