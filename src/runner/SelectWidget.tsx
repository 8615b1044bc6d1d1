import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/**
 * rjsf's own select puts list indices in the <option> values; this one keeps the real enum values,
 * so the DOM, autofill and tests see "webp" rather than "2".
 */
export function SelectWidget({ id, options, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors }: WidgetProps) {
  const { t } = useTranslation();
  const choices = (options.enumOptions ?? []) as { value: unknown; label: string }[];
  // Values this browser cannot do (optionsUi.supported) stay visible, disabled and marked.
  const disabledValues = ((options.enumDisabled ?? []) as unknown[]).map(String);
  return (
    <select
      id={id}
      name={id}
      className="form-control"
      value={String(value ?? '')}
      disabled={disabled || readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={`${id}__error ${id}__description ${id}__help`}
      onChange={(e) => onChange(choices.find((c) => String(c.value) === e.target.value)?.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      {choices.map((c) => (
        <option key={String(c.value)} value={String(c.value)} disabled={disabledValues.includes(String(c.value))}>
          {disabledValues.includes(String(c.value)) ? `${c.label} — ${t('runner.unavailable')}` : c.label}
        </option>
      ))}
    </select>
  );
}
