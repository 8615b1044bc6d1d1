import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpDown, Copy, Download } from 'lucide-react';
import type { Text } from '@codemirror/state';
import type { EditorView, ViewUpdate } from '@codemirror/view';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { JobError, JobResult } from './job';
import { runWithoutRow } from './runJob';
import { liveRun } from './liveRun';
import { toast } from '../toast/toastStore';
import { copyText } from './copyText';
import { TextBox } from './TextBox';
import { updateText } from './textEditor';
import { isLoad, replaceText } from './textLoad';
import { saveBlob, saveZip } from './download';
import { outputName } from './outputName';
import { FieldList } from './fields/Fields';
import { resultViewOf } from './resultView';
import { TextExamples } from './TextExamples';
import { useEverySecond } from './useEverySecond';
import { textOption, textRun } from './textInput';
import { OpenFileButton } from './OpenFileButton';
import { tooLarge } from './sizeLimit';
import './TextRunner.css';

/** Pause after a keystroke before a live run (a paste, drop or swap runs at once). */
const LIVE_DELAY_MS = 150;
/** Typed text survives leaving and coming back to the tool within the session (kept as the editor's document). */
const drafts = new Map<string, Text>();

/**
 * Input and output of text tools. The input is a CodeMirror box (see textEditor.ts), or, for a tool
 * whose text is one of its options (`input.option`, kept in the preset link), that option's field.
 * The result goes to a read-only CodeMirror box, or to the tool's own result view (`resultView`, given
 * every output of the run). A tool whose text can come from a file (`input.file`) offers a file picker
 * and refuses a file over its size limit before reading it.
 * The text stays out of React state; runs go to the worker, latest-only: a newer edit cancels runs
 * still waiting, and a result for text that has changed since is dropped.
 */
export function TextRunner({
  tool,
  options,
  setOptions,
}: {
  tool: ToolManifest;
  options: Record<string, unknown>;
  setOptions: (next: Record<string, unknown>) => boolean;
}) {
  const { t, i18n } = useTranslation(tool.id);
  const own = (key: string, shellKey: string) => (i18n.exists(key, { ns: tool.id }) ? t(key) : t(shellKey));
  const textInput = tool.input.kind === 'text' ? tool.input : undefined;
  const live = Boolean(textInput?.live);
  const option = textOption(tool);
  const View = tool.resultView && resultViewOf(tool.resultView);
  const input = useRef<EditorView>(null);
  const output = useRef<EditorView>(null);
  const [error, setError] = useState<JobError>();
  const [busy, setBusy] = useState(false);
  const [hasOutput, setHasOutput] = useState(false);
  /** The newest result, for a result view: its outputs and the options it ran with. */
  const [result, setResult] = useState<{ results: JobResult[]; options: Record<string, unknown> }>();
  // Latest-only: a newer edit cancels runs still waiting, and an overtaken result is dropped.
  const [runLatest] = useState(() => liveRun(tool.id, (label, makeInput, opts) => runWithoutRow(tool, label, makeInput, opts)));
  /** The text in the output box (to change only what differs when a new result comes). */
  const shown = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [everySecond, setEverySecond] = useState(false);
  // A tool that resolves options on the page (the interface language) runs again when the language changes.
  const language = tool.resolveOptions ? i18n.language : '';

  const inputText = () => textRun(tool, optionsRef.current, input.current?.state.doc.toString(), i18n.language).text;

  const convert = async () => {
    const { text, options: ran } = textRun(tool, optionsRef.current, input.current?.state.doc.toString(), i18n.language);
    if (text === undefined) return;
    clearTimeout(timer.current);
    setBusy(true);
    const job = await runLatest(tool.id, async () => ({ kind: 'text', text }), ran);
    if (!job) return; // a newer run is on its way
    setBusy(false);
    if (job.status === 'done') {
      const text = job.results?.[0]?.text ?? '';
      if (output.current) updateText(output.current, shown.current, text);
      shown.current = text;
      setResult({ results: job.results ?? [], options: ran });
      setHasOutput(text.length > 0);
      setError(undefined);
    } else if (job.status === 'failed') {
      setResult(undefined);
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

  // New options (or a restored draft) run at once; a text kept in an option runs after the typing pause.
  const ranText = useRef<string>(undefined);
  useEffect(() => {
    if (!live || !inputText()) return;
    const text = option ? inputText() : undefined;
    const typed = option && ranText.current !== undefined && ranText.current !== text;
    ranText.current = text;
    clearTimeout(timer.current);
    if (typed) timer.current = setTimeout(() => void convertRef.current(), LIVE_DELAY_MS);
    else void convertRef.current();
    // inputText reads the options given here, through optionsRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, live, option, language]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEverySecond(everySecond, () => void convertRef.current());

  const copy = () => copyText(output.current?.state.doc.toString() ?? '');
  const download = () =>
    saveBlob(
      new Blob([output.current?.state.doc.toString() ?? ''], { type: 'text/plain;charset=utf-8' }),
      outputName(tool.id, tool.outputSuffix, 'text/plain'),
    );
  const swap = () => {
    if (input.current && output.current) replaceText(input.current, output.current.state.doc);
  };
  /** A file picked, dropped or pasted: its text replaces the input, unless it is over the size limit. */
  const openFile = async (file: File) => {
    const refusal = textInput?.file?.maxBytes === undefined ? undefined : tooLarge(file.size, textInput.file.maxBytes);
    if (refusal) {
      clearTimeout(timer.current);
      setResult(undefined);
      setError(refusal);
      return;
    }
    const text = await file.text();
    if (input.current) replaceText(input.current, text);
  };
  const pickExample = (example: string) => {
    if (option) setOptions({ ...optionsRef.current, [option]: example });
    else if (input.current) replaceText(input.current, example);
  };

  return (
    <div className="text-runner">
      {option ? (
        <div className="fields">
          <FieldList tool={tool} options={options} onChange={setOptions} names={[option]} />
        </div>
      ) : (
        <div className="field">
          <div className="text-runner-input-head">
            <span className="text-editor-label">{own('input', 'common:runner.input')}</span>
            {textInput?.file && <OpenFileButton accept={textInput.file.accept} onFile={(file) => void openFile(file)} />}
          </div>
          <TextBox
            label={own('input', 'common:runner.input')}
            placeholder={own('placeholder', 'common:runner.textPlaceholder')}
            initialDoc={drafts.get(tool.id)}
            viewRef={input}
            onUpdate={onInput}
            onFile={textInput?.file && ((file) => void openFile(file))}
            data-testid="text-input"
          />
        </div>
      )}
      {!live && (
        <button type="button" className="btn btn-primary" onClick={() => void convert()} data-testid="run">
          {t('common:runner.run')}
        </button>
      )}
      {textInput?.clock && (
        <label className="text-runner-clock">
          <input type="checkbox" data-testid="every-second" checked={everySecond} onChange={(e) => setEverySecond(e.target.checked)} />{' '}
          {t('common:runner.everySecond')}
        </label>
      )}
      {View ? (
        <section className="text-runner-result" aria-live="polite" aria-busy={busy} data-testid="result-view">
          <h2 className="text-editor-label">{own('output', 'common:runner.result')}</h2>
          {result && (
            <Suspense>
              <View
                toolId={tool.id}
                options={result.options}
                results={result.results}
                download={saveBlob}
                downloadZip={saveZip}
                notify={(title, variant) => void toast(title, variant)}
                copyText={copyText}
              />
            </Suspense>
          )}
        </section>
      ) : (
        <div className="field">
          <span className="text-editor-label">
            {own('output', 'common:runner.output')} {busy && <span className="muted small">{t('common:runner.working')}</span>}
          </span>
          <TextBox label={own('output', 'common:runner.output')} readOnly viewRef={output} data-testid="text-output" />
        </div>
      )}
      {error && (
        <p className="result-error" role="alert" data-testid="result-error">
          {t(error.key, { ns: [tool.id, ...(tool.sharedStrings ?? []), 'common'], ...error.params })}
        </p>
      )}
      {!View && (
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
      )}
      {textInput?.examples && <TextExamples examples={textInput.examples} onPick={pickExample} />}
    </div>
  );
}

export default TextRunner;
