import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpDown, Copy } from 'lucide-react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { JobError } from './queue';
import { queue } from './pool';
import { runJob } from './runJob';
import { toast } from '../toast/toastStore';

const LIVE_DELAY_MS = 150;
/** Typed text survives leaving and coming back to the tool within the session. */
const drafts = new Map<string, string>();

export function TextRunner({ tool, options }: { tool: ToolManifest; options: Record<string, unknown> }) {
  const { t, i18n } = useTranslation(tool.id);
  const own = (key: string, shellKey: string) => (i18n.exists(key, { ns: tool.id }) ? t(key) : t(shellKey));
  const live = tool.input.kind === 'text' && tool.input.live;
  const [text, setText] = useState(() => drafts.get(tool.id) ?? '');
  const [output, setOutput] = useState('');
  const [error, setError] = useState<JobError>();
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);

  const convert = async (value: string) => {
    const ticket = ++latest.current;
    // Older runs still waiting are dropped; a result that arrives late is ignored.
    queue.cancelWhere((j) => j.toolId === tool.id && j.status === 'queued');
    setBusy(true);
    const job = await runJob(tool, tool.id, async () => ({ kind: 'text', text: value }), options);
    queue.remove((j) => j.id === job.id);
    if (ticket !== latest.current) return;
    setBusy(false);
    if (job.status === 'done') {
      setOutput(job.results?.[0]?.text ?? '');
      setError(undefined);
    } else if (job.status === 'failed') {
      setError(job.error);
    }
  };

  useEffect(() => {
    drafts.set(tool.id, text);
    if (!live) return;
    const timer = setTimeout(() => void convert(text), LIVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, options, live]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(output);
      toast(t('common:runner.copied'));
    } catch {
      toast(t('common:home.copyFailed'), 'destructive');
    }
  };

  return (
    <div className="text-runner">
      <label className="field">
        <span>{own('input', 'common:runner.input')}</span>
        <textarea value={text} onChange={(e) => setText(e.target.value)} rows={10} spellCheck={false} data-testid="text-input" />
      </label>
      {!live && (
        <button type="button" className="btn btn-primary" onClick={() => void convert(text)} data-testid="run">
          {t('common:runner.run')}
        </button>
      )}
      <label className="field">
        <span>
          {own('output', 'common:runner.output')} {busy && <span className="muted small">{t('common:runner.working')}</span>}
        </span>
        <textarea value={output} readOnly rows={10} data-testid="text-output" />
      </label>
      {error && (
        <p className="result-error" role="alert" data-testid="result-error">
          {t(error.key, { ns: [tool.id, 'common'], ...error.params })}
        </p>
      )}
      <div className="text-actions">
        <button type="button" className="btn" onClick={copy} disabled={!output} data-testid="copy-output">
          <Copy size={14} aria-hidden /> {t('common:runner.copy')}
        </button>
        <button type="button" className="btn" onClick={() => setText(output)} disabled={!output} data-testid="swap">
          <ArrowUpDown size={14} aria-hidden /> {t('common:runner.swap')}
        </button>
      </div>
    </div>
  );
}
