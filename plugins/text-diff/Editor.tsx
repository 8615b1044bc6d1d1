import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Text } from '@codemirror/state';
import { Decoration, EditorView, type ViewUpdate } from '@codemirror/view';
import type { EditorProps } from '../../src/runner/editorProps';
import type { DiffModel } from './diffModel';
import { changeStart, paneMarks, type Side } from './paneMarks';
import { buildInlineDoc, type InlineDoc } from './inlineDoc';
import { encodePair } from './textPair';
import { WarmUp } from './warmUp';
import { mark } from './timingMarks';
import { syncScroll } from './syncScroll';
import { DiffActions } from './DiffActions';
import { unifiedPatch } from './unifiedPatch';
import { createPane, inlineState, setDiffMarks, toDecorations } from './codeMirrorPanes';
import { isLoad, LOAD_EVENT } from '../../src/runner/textLoad';
import './Editor.css';

interface Result {
  model: DiffModel;
  /** The exact texts compared (CodeMirror texts are immutable: identity says "unchanged since"). */
  docA: Text;
  docB: Text;
  /** The worker's own time for this comparison (shown to the benchmark as data-worker-ms). */
  workerMs: number;
}

/** Typing waits this long before re-comparing; a loaded, pasted or dropped text is compared at once. */
const TYPING_DELAY_MS = 80;
const LOAD_DELAY_MS = 0;

/** Lines the diff sees: a final empty line (the text ends with a line break) is not a line of its own. */
/** The string of each text, made once: typing in one pane does not re-read the other 1 MB pane. */
const strings = new WeakMap<Text, string>();
function textOf(doc: Text): string {
  let s = strings.get(doc);
  if (s === undefined) strings.set(doc, (s = doc.toString()));
  return s;
}

const modelLines = (doc: Text) => (doc.length === 0 ? 0 : doc.lines - (doc.line(doc.lines).length === 0 ? 1 : 0));

/** Both texts stay while the tab lives (switching tools and back finds them, compared anew). */
const drafts: { a?: Text; b?: Text } = {};

export default function TextDiffEditor({ tool, options, run, runLatest, notify, Fields }: EditorProps) {
  const { t } = useTranslation(tool.id);
  const id = useId();
  const [result, setResult] = useState<Result>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState(-1);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const view = options.view as 'split' | 'unified';
  const { granularity, ignoreWhitespace, ignoreCase } = options;

  // The options change on every render: the CodeMirror callbacks read them through a ref.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const resultRef = useRef(result);
  resultRef.current = result;

  const hostA = useRef<HTMLDivElement>(null);
  const hostB = useRef<HTMLDivElement>(null);
  const hostInline = useRef<HTMLDivElement>(null);
  const panes = useRef<{ a?: EditorView; b?: EditorView; inline?: EditorView; inlineDoc?: InlineDoc }>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const warmUp = useRef<WarmUp>(undefined);

  /** What the panes show now, so a result is not drawn twice. */
  const drawn = useRef<{ result?: Result; current: number }>({ current: -1 });
  const drawMarks = useCallback((result: Result | undefined, current: number) => {
    const { a, b } = panes.current;
    if (!a || !b || (drawn.current.result === result && drawn.current.current === current)) return;
    drawn.current = { result, current };
    const draw = (pane: EditorView, side: Side, doc: Text | undefined) => {
      if (!result) return pane.dispatch({ effects: setDiffMarks.of(Decoration.none) });
      if (pane.state.doc !== doc) return;
      const marks = paneMarks(result.model, side, modelLines(pane.state.doc), current);
      pane.dispatch({ effects: setDiffMarks.of(toDecorations(pane.state.doc, marks)) });
    };
    draw(a, 'a', result?.docA);
    draw(b, 'b', result?.docB);
    if (result) mark('drawn');
  }, []);

  const compare = useCallback(async () => {
    const { a, b } = panes.current;
    if (!a || !b) return;
    const docA = a.state.doc;
    const docB = b.state.doc;
    if (docA.length === 0 && docB.length === 0) {
      setResult(undefined);
      setError(undefined);
      setBusy(false);
      return;
    }
    setBusy(true);
    const waited = await warmUp.current?.yieldTo();
    if (waited && (a.state.doc !== docA || b.state.doc !== docB)) return; // edited meanwhile: a newer comparison follows
    mark('compare');
    const input = async () => {
      const text = encodePair(textOf(docA), textOf(docB));
      mark('input');
      return { kind: 'text' as const, text };
    };
    const job = await runLatest('diff', input, { ...optionsRef.current });
    warmUp.current?.ran();
    if (!job) return; // a newer comparison was started
    mark('result');
    // Texts edited since this comparison started: its result is stale; the newer one is on its way.
    if (a.state.doc !== docA || b.state.doc !== docB) return;
    setBusy(false);
    if (job.error || !job.results) {
      if (job.status === 'cancelled') return;
      setError(t(job.error?.key ?? 'errors.processingFailed', { ...job.error?.params, ns: [tool.id, 'common'] }));
      return;
    }
    setError(undefined);
    setCurrent(-1);
    setExpanded(new Set());
    const next = { model: JSON.parse(job.results[0].text!) as DiffModel, docA, docB, workerMs: Number(job.results[0].meta?.extra?.ms) };
    // Drawn here, in the task that brought the result, so the marks and the counts reach the same frame
    // (React would draw them in an effect a task and often a frame later).
    drawMarks(next, -1);
    setResult(next);
  }, [runLatest, t, tool.id, drawMarks]);

  const compareRef = useRef(compare);
  compareRef.current = compare;
  const immediate = useRef(false);
  const schedule = useCallback((delay: number) => {
    clearTimeout(timer.current);
    if (delay > 0) {
      timer.current = setTimeout(() => void compareRef.current(), delay);
      return;
    }
    // At once, but after the current event: not behind CodeMirror's measuring frame (a 0 ms timer
    // waits for it), and loads into both panes within one event compare once.
    if (immediate.current) return;
    immediate.current = true;
    queueMicrotask(() => {
      immediate.current = false;
      void compareRef.current();
    });
  }, []);

  // Create the two panes once; typing goes to CodeMirror only (no React render per keystroke).
  useEffect(() => {
    const onUpdate = (update: ViewUpdate) => {
      if (!update.docChanged) return;
      drafts[update.view === panes.current.a ? 'a' : 'b'] = update.state.doc;
      const loaded = isLoad(update);
      setBusy(true);
      schedule(loaded ? LOAD_DELAY_MS : TYPING_DELAY_MS);
    };
    const a = createPane({ parent: hostA.current!, labelledBy: `${id}-a`, placeholder: t('placeholderA'), onUpdate, doc: drafts.a });
    const b = createPane({ parent: hostB.current!, labelledBy: `${id}-b`, placeholder: t('placeholderB'), onUpdate, doc: drafts.b });
    panes.current.a = a;
    panes.current.b = b;
    // Start a worker, load the diff engine and let the JIT compile it now (see warmUp.ts); the last
    // warm-up result warms this thread's side the same way: marks, decorations and the counts' plurals.
    const warm = new WarmUp(
      (pair) => run('warm-up', async () => ({ kind: 'text', text: pair }), { ...optionsRef.current }),
      () => ['added', 'removed', 'changes'].forEach((key) => t(key, { count: 2 })),
    );
    warmUp.current = warm;
    warm.start();
    const onFocus = () => warm.refresh();
    a.contentDOM.addEventListener('focus', onFocus);
    b.contentDOM.addEventListener('focus', onFocus);
    const stopSync = syncScroll(
      a,
      b,
      () => Boolean(optionsRef.current.syncScroll),
      () => resultRef.current?.model,
    );
    return () => {
      clearTimeout(timer.current);
      stopSync();
      a.destroy();
      b.destroy();
      panes.current.inline?.destroy();
      panes.current = {};
    };
    // The panes live as long as the editor; the placeholders keep the language they were made in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A different way of comparing re-compares at once.
  useEffect(() => {
    schedule(0);
  }, [granularity, ignoreWhitespace, ignoreCase, schedule]);

  // Draw the result in the panes (only on the very texts it was computed for). A new result is drawn
  // as soon as it arrives (see compare); this effect draws what changes later (the current change).
  useEffect(() => {
    drawMarks(result, current);
  }, [result, current, drawMarks]);

  // The inline view: one read-only document built from the result.
  const foldLabel = useCallback((count: number) => t('unchanged', { count }), [t]);
  const onUnfold = useCallback((block: number) => setExpanded((s) => new Set(s).add(block)), []);
  const collapse = Boolean(options.collapse);
  useEffect(() => {
    if (view !== 'unified' || !result || !result.model.stats.changes) return;
    const doc = buildInlineDoc(
      result.model,
      (i) => result.docA.line(i + 1).text,
      (i) => result.docB.line(i + 1).text,
      { collapse, expanded },
    );
    const state = inlineState({ doc, labelledBy: `${id}-inline`, foldLabel, onUnfold });
    const inline = panes.current.inline;
    if (!inline) panes.current.inline = new EditorView({ parent: hostInline.current!, state });
    else {
      const top = inline.scrollDOM.scrollTop; // unfolding keeps the reader's place
      inline.setState(state);
      inline.scrollDOM.scrollTop = top;
    }
    panes.current.inlineDoc = doc;
  }, [view, result, collapse, expanded, id, foldLabel, onUnfold]);

  // Spans and the current change in the inline view.
  useEffect(() => {
    const { inline, inlineDoc } = panes.current;
    if (view !== 'unified' || !inline || !inlineDoc) return;
    const lines = inlineDoc.lines.flatMap((l, i) => (l.change === current && current >= 0 ? [{ line: i, cls: 'cm-diff-current' }] : []));
    inline.dispatch({ effects: setDiffMarks.of(toDecorations(inline.state.doc, { lines, spans: inlineDoc.spans })) });
  }, [view, result, collapse, expanded, current]);

  const total = result?.model.stats.changes ?? 0;
  const reveal = (index: number) => {
    const { a, b, inline, inlineDoc } = panes.current;
    if (!result) return;
    const show = (pane: EditorView | undefined, line: number | undefined, scroll: boolean) => {
      if (!pane || line === undefined) return;
      const pos = pane.state.doc.line(Math.min(pane.state.doc.lines, line + 1)).from;
      pane.dispatch({ selection: { anchor: pos }, effects: scroll ? EditorView.scrollIntoView(pos, { y: 'center' }) : [] });
    };
    if (view === 'unified') return show(inline, inlineDoc?.changeStarts[index], true);
    const start = changeStart(result.model, index);
    // With synchronised scrolling the changed pane follows the original one.
    show(a, start?.a, true);
    show(b, start?.b, !options.syncScroll);
  };
  const jump = (step: number) => {
    if (!total) return;
    const next = current < 0 ? (step > 0 ? 0 : total - 1) : (current + step + total) % total;
    setCurrent(next);
    reveal(next);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'F7') return;
    e.preventDefault();
    jump(e.shiftKey ? -1 : 1);
  };

  const copyPatch = async () => {
    try {
      // Made here, on demand: the texts' strings are cached and the patch is a quick walk over the model.
      const patch = result ? unifiedPatch(textOf(result.docA), textOf(result.docB), result.model) : '';
      await navigator.clipboard.writeText(patch);
      notify(t('patchCopied'));
    } catch {
      notify(t('copyFailed'), 'destructive');
    }
  };

  const swap = () => {
    const { a, b } = panes.current;
    if (!a || !b) return;
    const docA = a.state.doc;
    const docB = b.state.doc;
    a.dispatch({ changes: { from: 0, to: docA.length, insert: docB }, userEvent: LOAD_EVENT });
    b.dispatch({ changes: { from: 0, to: docB.length, insert: docA }, userEvent: LOAD_EVENT });
  };

  const stats = result?.model.stats;
  const checks = ['ignoreWhitespace', 'ignoreCase', view === 'split' ? 'syncScroll' : 'collapse'] as const;

  return (
    <div className="text-diff" onKeyDown={onKeyDown}>
      <div className="text-diff-toolbar" role="group" aria-label={t('settings')}>
        <Fields names={['view', 'granularity', ...checks]} />
      </div>

      <DiffActions
        toolId={tool.id}
        busy={busy}
        stats={stats}
        current={current}
        workerMs={result?.workerMs}
        onJump={jump}
        onSwap={swap}
        onCopyPatch={() => void copyPatch()}
      />

      {error && (
        <p role="alert" className="text-diff-error" data-testid="result-error">
          {error}
        </p>
      )}
      {!error && !result && !busy && <p className="muted">{t('empty')}</p>}
      {!error && result && total === 0 && <p data-testid="diff-identical">{t('identical')}</p>}

      {/* In the inline view the panes stay above it (lower), so the texts can still be edited. */}
      <div className={`text-diff-panes ${view === 'unified' && total ? 'compact' : ''}`}>
        <div className="text-diff-pane">
          <span id={`${id}-a`} className="text-diff-label">
            {t('original')}
          </span>
          <div ref={hostA} data-testid="diff-a" />
        </div>
        <div className="text-diff-pane">
          <span id={`${id}-b`} className="text-diff-label">
            {t('changed')}
          </span>
          <div ref={hostB} data-testid="diff-b" />
        </div>
      </div>
      <div className="text-diff-pane" hidden={view !== 'unified' || !total}>
        <span id={`${id}-inline`} className="text-diff-label">
          {t('inlineLabel')}
        </span>
        <div ref={hostInline} data-testid="diff-view" />
      </div>
      <p className="muted small">{t('shortcuts')}</p>
    </div>
  );
}
