import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpDown, Copy, Download } from 'lucide-react';
import type { Text } from '@codemirror/state';
import type { EditorView, ViewUpdate } from '@codemirror/view';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { JobError } from './job';
import { runWithoutRow } from './runJob';
import { liveRun } from './liveRun';
import { toast } from '../toast/toastStore';
import { TextBox } from './TextBox';
import { updateText } from './textEditor';
import { isLoad, replaceText } from './textLoad';
import { saveBlob } from './download';
import { outputName } from './outputName';

/** Pause after a keystroke before a live run (a paste, drop or swap runs at once). */
const LIVE_DELAY_MS = 150;
/** Typed text survives leaving and coming back to the tool within the session (kept as the editor's document). */
const drafts = new Map<string, Text>();

/**
 * Input and output of text tools, both CodeMirror editors (see textEditor.ts). The text stays out of
 * React state; runs go to the worker, latest-only: a newer edit cancels runs still waiting, and a
 * result for text that has changed since is dropped.
 */
export function TextRunner({ tool, options }: { tool: ToolManifest; options: Record<string, unknown> }) {
  const { t, i18n } = useTranslation(tool.id);
  const own = (key: string, shellKey: string) => (i18n.exists(key, { ns: tool.id }) ? t(key) : t(shellKey));
  const live = tool.input.kind === 'text' && tool.input.live;
  const input = useRef<EditorView>(null);
  const output = useRef<EditorView>(null);
  const [error, setError] = useState<JobError>();
  const [busy, setBusy] = useState(false);
  const [hasOutput, setHasOutput] = useState(false);
  // Latest-only: a newer edit cancels runs still waiting, and an overtaken result is dropped.
  const [runLatest] = useState(() => liveRun(tool.id, (label, makeInput, opts) => runWithoutRow(tool, label, makeInput, opts)));
  /** The text in the output box (to change only what differs when a new result comes). */
  const shown = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const convert = async () => {
    const view = input.current;
    if (!view) return;
    clearTimeout(timer.current);
    const doc = view.state.doc;
    setBusy(true);
    const job = await runLatest(tool.id, async () => ({ kind: 'text', text: doc.toString() }), optionsRef.current);
    if (!job) return; // a newer run is on its way
    setBusy(false);
    if (job.status === 'done') {
      const text = job.results?.[0]?.text ?? '';
      if (output.current) updateText(output.current, shown.current, text);
      shown.current = text;
      setHasOutput(text.length > 0);
      setError(undefined);
    } else if (job.status === 'failed') {
      setError(job.error);
    }
  };
  const convertRef = useRef(convert);
  convertRef.current = convert;

  const onInput = (update: ViewUpdate) => {
    if (!update.docChanged) return;
    drafts.set(tool.id, update.state.doc);
    if (!live) return;
    clearTimeout(timer.current);
    // A load runs right after this event (a 0 ms timer would wait behind the editor's measuring frame).
    if (isLoad(update)) queueMicrotask(() => void convertRef.current());
    else timer.current = setTimeout(() => void convertRef.current(), LIVE_DELAY_MS);
  };

  // New options (or a restored draft) run at once.
  useEffect(() => {
    if (live && input.current?.state.doc.length) void convertRef.current();
  }, [options, live]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(output.current?.state.doc.toString() ?? '');
      toast(t('common:runner.copied'));
    } catch {
      toast(t('common:home.copyFailed'), 'destructive');
    }
  };
  const download = () =>
    saveBlob(
      new Blob([output.current?.state.doc.toString() ?? ''], { type: 'text/plain;charset=utf-8' }),
      outputName(tool.id, tool.outputSuffix, 'text/plain'),
    );
  const swap = () => {
    if (input.current && output.current) replaceText(input.current, output.current.state.doc);
  };

  return (
    <div className="text-runner">
      <div className="field">
        <span className="text-editor-label">{own('input', 'common:runner.input')}</span>
        <TextBox
          label={own('input', 'common:runner.input')}
          placeholder={t('common:runner.textPlaceholder')}
          initialDoc={drafts.get(tool.id)}
          viewRef={input}
          onUpdate={onInput}
          data-testid="text-input"
        />
      </div>
      {!live && (
        <button type="button" className="btn btn-primary" onClick={() => void convert()} data-testid="run">
          {t('common:runner.run')}
        </button>
      )}
      <div className="field">
        <span className="text-editor-label">
          {own('output', 'common:runner.output')} {busy && <span className="muted small">{t('common:runner.working')}</span>}
        </span>
        <TextBox label={own('output', 'common:runner.output')} readOnly viewRef={output} data-testid="text-output" />
      </div>
      {error && (
        <p className="result-error" role="alert" data-testid="result-error">
          {t(error.key, { ns: [tool.id, 'common'], ...error.params })}
        </p>
      )}
      <div className="text-actions">
        <button type="button" className="btn" onClick={copy} disabled={!hasOutput} data-testid="copy-output">
          <Copy size={14} aria-hidden /> {t('common:runner.copy')}
        </button>
        <button type="button" className="btn" onClick={download} disabled={!hasOutput} data-testid="download-output">
          <Download size={14} aria-hidden /> {t('common:runner.download')}
        </button>
        <button type="button" className="btn" onClick={swap} disabled={!hasOutput} data-testid="swap">
          <ArrowUpDown size={14} aria-hidden /> {t('common:runner.swap')}
        </button>
      </div>
    </div>
  );
}

export default TextRunner;
