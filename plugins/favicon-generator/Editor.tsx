import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps, JobResult } from '../../src/runner/editorProps';
import type { OptionsOf } from '../../schemas/ToolManifest';
import { FaviconPackageView } from '../../families/favicon/FaviconPackageView';
import type { CustomInput } from '../../src/runner/fields/Field';
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

/** The fields in the panel's order (showIf in the manifest hides those of the other modes). */
const FIELDS = [
  'mode',
  'text',
  'font',
  'bold',
  'emoji',
  'icon',
  'fontSize',
  'fontColor',
  'shape',
  'appName',
  'shortName',
  'themeColor',
  'backgroundColor',
];

/** The emoji box, with a row of common emoji to pick from. */
const EmojiPicker: CustomInput = ({ id, value, onChange, describedBy }) => {
  const { t } = useTranslation('favicon-generator');
  return (
    <>
      <input id={id} type="text" value={String(value)} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
      <div className="fav-picker" role="group" aria-label={t('emojiPicker')}>
        {EMOJIS.map((e) => (
          <button key={e} type="button" className={value === e ? 'selected' : ''} onClick={() => onChange(e)} aria-pressed={value === e}>
            {e}
          </button>
        ))}
      </div>
    </>
  );
};

/** The built-in icons as a grid of buttons, labelled by the field's label. */
const IconPicker: CustomInput = ({ id, value, onChange, labelId }) => (
  <div className="fav-picker fav-icons" role="group" aria-labelledby={labelId} id={id}>
    {ICON_NAMES.map((name) => (
      <button
        key={name}
        type="button"
        title={name}
        className={value === name ? 'selected' : ''}
        onClick={() => onChange(name)}
        aria-pressed={value === name}
        aria-label={name}
        data-icon={name}
      >
        <IconGlyph name={name} />
      </button>
    ))}
  </div>
);

const inputs = { emoji: EmojiPicker, icon: IconPicker };

export default function FaviconGeneratorEditor({ tool, options: raw, run, notify, download, downloadZip, Fields }: EditorProps) {
  const { t, i18n } = useTranslation(tool.id);
  const options = raw as Options;
  const ns = tool.id;
  const [results, setResults] = useState<JobResult[]>();
  const [jobError, setJobError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const problem = designProblem(options);
  // What the preview shows: these options, or while they have a problem the last ones that had none.
  const [lastGood, setLastGood] = useState<Options | undefined>(problem ? undefined : options);
  if (!problem && lastGood !== options) setLastGood(options);

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

  return (
    <div className="fav-editor">
      <section className="options" aria-labelledby="fav-options-h">
        <h2 id="fav-options-h">{t('common:runner.options')}</h2>
        <Fields names={FIELDS} inputs={inputs} />
      </section>

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
