import type { WidgetProps } from '@rjsf/utils';

/**
 * A colour field that shows its colour: a swatch big enough to see (the browser's own colour input,
 * given the form's padding, shrank to a sliver) and its hex code beside it.
 */
export function ColorWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors }: WidgetProps) {
  const hex = typeof value === 'string' ? value.toLowerCase() : '';
  return (
    <div className="color-field">
      <input
        id={id}
        name={id}
        type="color"
        className="color-swatch"
        value={hex || '#000000'}
        disabled={disabled || readonly}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={`${id}__error ${id}__description ${id}__help`}
        onChange={(e) => onChange(e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <output htmlFor={id} className="color-code" data-testid={`${id}-code`}>
        {hex}
      </output>
    </div>
  );
}
