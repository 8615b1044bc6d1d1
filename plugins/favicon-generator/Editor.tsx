import { createElement, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps, JobResult } from '../../src/runner/editorProps';
import type { OptionsOf } from '../../schemas/ToolManifest';
import { FaviconPackageView } from '../../families/favicon/FaviconPackageView';
import { ColourField, FaviconSettingsFields, RadioField } from '../../families/favicon/FaviconSettingsFields';
import { FONT_LIST, fontAvailability } from '../../src/engines/fontList';
import type manifest from './manifest';
import { ICONS, ICON_NAMES } from './iconSet';
import { designFromOptions, designProblem } from './design';
import { drawIcon } from './render';
import { characters } from './textRules';
import '../../families/favicon/faviconPackageView.css';
import './Editor.css';

type Options = OptionsOf<typeof manifest>;

const EMOJIS = characters('🚀⭐️🔥💡🎯🎨🎵📷📚💻🧠⚡️🌈🌙☀️🍀🌸🍕☕️🍎🐱🐶🦊🐼🦄🐝🎮🏀⚽️🏆💎❤️✨✅📌🔒🔑🛒🎁🌍');
const PREVIEW_SIZES = [128, 48, 32, 16];

/** One Lucide icon drawn from our own node data (trusted, so a real inline <svg> is fine). */
function IconGlyph({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={22}
      height={22}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {ICONS[name].map(([tag, attrs], i) => {
        const { key: _key, ...rest } = attrs;
        return createElement(tag, { key: i, ...rest });
      })}
    </svg>
  );
}

/** Draws the design at the preview sizes; `stale` dims it (the settings have a problem, this is the last good one). */
function LivePreview({ options, stale }: { options: Options; stale: boolean }) {
  const refs = useRef<(HTMLCanvasElement | null)[]>([]);
  useEffect(() => {
    const design = designFromOptions(options);
    PREVIEW_SIZES.forEach((size, i) => {
      const canvas = refs.current[i];
      const g = canvas?.getContext('2d');
      if (!canvas || !g) return;
      // Drawn at device pixels so the preview is as sharp as the real icon.
      const scale = window.devicePixelRatio || 1;
      canvas.width = Math.round(size * scale);
      canvas.height = Math.round(size * scale);
      drawIcon(g, canvas.width, design);
    });
  }, [options]);
  return (
    <div className={stale ? 'fav-live fav-stale' : 'fav-live'} data-testid="live-previews" data-stale={stale}>
      {PREVIEW_SIZES.map((size, i) => (
        <canvas
          key={size}
          ref={(c) => void (refs.current[i] = c)}
          style={{ width: size, height: size }}
          data-testid={i === 0 ? 'live-preview' : undefined}
        />
      ))}
    </div>
  );
}

export default function FaviconGeneratorEditor({ tool, options: raw, setOptions, run, notify, download, downloadZip }: EditorProps) {
  const { t, i18n } = useTranslation(tool.id);
  const options = raw as Options;
  const ns = tool.id;
  const [results, setResults] = useState<JobResult[]>();
  const [jobError, setJobError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const available = useMemo(() => fontAvailability(), []);
  const problem = designProblem(options);
  // What the preview shows: these options, or while they have a problem the last ones that had none.
  const [lastGood, setLastGood] = useState<Options | undefined>(problem ? undefined : options);
  if (!problem && lastGood !== options) setLastGood(options);
  const set = (patch: Partial<Options>) => setOptions({ ...options, ...patch });

  // The package follows the last valid settings (debounced); the live preview above is drawn at once.
  // While the settings have a problem, the package of the last valid ones stays (a job still running
  // for them finishes), its downloads disabled with the reason.
  useEffect(() => {
    if (!lastGood) return;
    let current = true;
    const timer = setTimeout(async () => {
      setBusy(true);
      const job = await run(t('name'), async () => ({ kind: 'none' }), { ...lastGood });
      if (!current) return; // newer settings own `busy` now
      setBusy(false);
      if (job.error || !job.results) {
        setResults(undefined);
        // Our own messages as they are; anything unexpected is "Error during favicon generation".
        const key = job.error && i18n.exists(job.error.key, { ns }) ? job.error.key : 'errors.generationFailed';
        setJobError(t(key, { ...job.error?.params }));
        return;
      }
      setJobError(undefined);
      setResults(job.results);
    }, 350);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastGood]);

  const fieldProps = { ns, options: raw, setOptions };
  return (
    <div className="fav-editor">
      <aside className="options">
        <h2>{t('common:runner.options')}</h2>
        <RadioField {...fieldProps} field="mode" values={['text', 'emoji', 'icon']} />

        {options.mode === 'text' && (
          <>
            <div className="fav-field">
              <label htmlFor="root_text">{t('options.text.label')}</label>
              <input
                id="root_text"
                type="text"
                value={options.text}
                onChange={(e) => set({ text: e.target.value })}
                aria-invalid={Boolean(problem)}
                aria-describedby="text-help"
              />
              <span id="text-help" className="muted small">
                {t('options.text.help')}
              </span>
            </div>
            <div className="fav-field">
              <label htmlFor="root_font">{t('options.font.label')}</label>
              <select id="root_font" value={options.font} onChange={(e) => set({ font: e.target.value })}>
                {FONT_LIST.map((f) => (
                  <option key={f.id} value={f.id} data-available={available[f.id]}>
                    {f.id === 'system' ? t('fontSystem') : f.label}
                    {available[f.id] ? '' : ` — ${t('fontMissing')}`}
                  </option>
                ))}
              </select>
            </div>
            <label className="fav-check">
              <input id="root_bold" type="checkbox" checked={options.bold} onChange={(e) => set({ bold: e.target.checked })} />{' '}
              {t('options.bold.label')}
            </label>
          </>
        )}

        {options.mode === 'emoji' && (
          <div className="fav-field">
            <label htmlFor="root_emoji">{t('options.emoji.label')}</label>
            <input
              id="root_emoji"
              type="text"
              value={options.emoji}
              onChange={(e) => set({ emoji: e.target.value })}
              aria-invalid={Boolean(problem)}
            />
            <div className="fav-picker" role="group" aria-label={t('emojiPicker')}>
              {EMOJIS.map((e) => (
                <button
                  key={e}
                  type="button"
                  className={options.emoji === e ? 'selected' : ''}
                  onClick={() => set({ emoji: e })}
                  aria-pressed={options.emoji === e}
                >
                  {e}
                </button>
              ))}
            </div>
          </div>
        )}

        {options.mode === 'icon' && (
          <div className="fav-field">
            <span className="fav-label">{t('options.icon.label')}</span>
            <div className="fav-picker fav-icons" role="group" aria-label={t('options.icon.label')} id="root_icon">
              {ICON_NAMES.map((name) => (
                <button
                  key={name}
                  type="button"
                  title={name}
                  className={options.icon === name ? 'selected' : ''}
                  onClick={() => set({ icon: name })}
                  aria-pressed={options.icon === name}
                  aria-label={name}
                  data-icon={name}
                >
                  <IconGlyph name={name} />
                </button>
              ))}
            </div>
          </div>
        )}

        <div className="fav-field">
          <label htmlFor="root_fontSize">
            {t('options.fontSize.label')}: {options.fontSize}%
          </label>
          <input
            id="root_fontSize"
            type="range"
            min={20}
            max={100}
            value={options.fontSize}
            onChange={(e) => set({ fontSize: Number(e.target.value) })}
          />
        </div>
        <ColourField {...fieldProps} field="fontColor" />
        <RadioField {...fieldProps} field="shape" values={['square', 'circle', 'rounded']} />
        <FaviconSettingsFields {...fieldProps} />
      </aside>

      <div className="fav-work">
        {problem && (
          <p className="fav-message fav-error" role="alert" data-testid="favicon-error">
            {t(problem)}
          </p>
        )}
        {lastGood && <LivePreview options={lastGood} stale={Boolean(problem)} />}
        {jobError && !problem && (
          <p className="fav-message fav-error" role="alert" data-testid="favicon-error">
            {jobError}
          </p>
        )}
        {busy && (
          <p className="muted small" data-testid="favicon-busy">
            {t('common:runner.working')}
          </p>
        )}
        {results && (
          <FaviconPackageView
            ns={ns}
            results={results}
            appName={options.appName}
            notify={notify}
            blockedReason={problem ? t('package.blocked', { problem: t(problem) }) : undefined}
            download={download}
            downloadZip={downloadZip}
          />
        )}
      </div>
    </div>
  );
}
