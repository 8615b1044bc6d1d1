import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/**
 * A field that lists what is switched off (an array of choices, e.g. svgo's plugins) shown as one
 * checkbox per choice, ticked while it is on; folded, with a count of those on. Choices are shown as
 * they are (identifiers, like plugin names).
 */
export function OffSwitchesWidget({ id, name, schema, value, onChange, disabled, readonly }: WidgetProps) {
  const { t } = useTranslation();
  const choices = ((schema.items as { enum?: unknown[] } | undefined)?.enum ?? []).map(String);
  const off = new Set((value ?? []) as string[]);
  const toggle = (choice: string, on: boolean) => onChange(choices.filter((c) => (c === choice ? !on : off.has(c))));
  return (
    <details className="off-switches" id={id} data-testid={`switches-${name}`}>
      <summary>{t('form.switchesOn', { on: choices.length - off.size, total: choices.length })}</summary>
      <div className="off-switch-list">
        {choices.map((choice) => (
          <label key={choice}>
            <input
              type="checkbox"
              value={choice}
              checked={!off.has(choice)}
              disabled={disabled || readonly}
              onChange={(e) => toggle(choice, e.target.checked)}
            />
            <code>{choice}</code>
          </label>
        ))}
      </div>
    </details>
  );
}
