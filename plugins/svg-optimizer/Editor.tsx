import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../../src/runner/editorProps';
import { SvgConvertEditor } from '../../families/svg/SvgConvertEditor';
import { PRESET_PLUGINS, parseDisabled } from './svgoPlugins';

/** The shared SVG file page, with svgo's preset plugins as switches (kept in the URL as `disabled`). */
export default function SvgOptimizerEditor(props: EditorProps) {
  const { tool, options, setOptions } = props;
  const { t } = useTranslation(tool.id);
  const disabled = new Set(parseDisabled(String(options.disabled ?? '')));
  // The comma-separated field is edited by the switches below, not shown as text.
  const formTool = useMemo(() => ({ ...tool, options: tool.options.omit({ disabled: true }) }), [tool]);
  const toggle = (name: string, on: boolean) => {
    const next = PRESET_PLUGINS.filter((p) => (p === name ? !on : disabled.has(p)));
    setOptions({ ...options, disabled: next.join(',') });
  };
  const plugins = (
    <details className="options" data-testid="svgo-plugins">
      <summary>
        {t('pluginsTitle')} ({PRESET_PLUGINS.length - disabled.size}/{PRESET_PLUGINS.length})
      </summary>
      <div className="svg-plugin-list">
        {PRESET_PLUGINS.map((name) => (
          <label key={name}>
            <input type="checkbox" checked={!disabled.has(name)} onChange={(e) => toggle(name, e.target.checked)} data-plugin={name} />
            <code>{name}</code>
          </label>
        ))}
      </div>
    </details>
  );
  return <SvgConvertEditor {...props} formTool={formTool} extraOptions={plugins} />;
}
