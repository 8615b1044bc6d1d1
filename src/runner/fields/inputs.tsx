import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_LIST, fontAvailability } from '../../engines/fontList';
import { deviceZone, timeZones } from './timeZones';

/**
 * The field kit's inputs: plain controlled inputs, the same for the options form (Field.tsx draws them
 * from a schema) and for an editor's own document state (the cover designer's text and background).
 * Each takes the id its label points to and the ids of the texts that describe it.
 */
interface InputProps<V> {
  id: string;
  value: V;
  onChange: (next: V) => void;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** The attributes every input of the kit has: its id (also its name), state and what describes it. */
function control<V>(p: InputProps<V>) {
  return { id: p.id, name: p.id, disabled: p.disabled, 'aria-describedby': p.describedBy, 'aria-invalid': p.invalid || undefined };
}

/** A slider with its value written beside it (and a unit: "60 %"). */
export function RangeInput({
  min,
  max,
  step,
  unit,
  shown,
  ...p
}: InputProps<number> & { min?: number; max?: number; step?: number; unit?: string; shown?: string }) {
  return (
    <div className="field-range">
      <input
        {...control(p)}
        type="range"
        min={min}
        max={max}
        step={step}
        value={p.value}
        onChange={(e) => p.onChange(Number(e.target.value))}
      />
      <output htmlFor={p.id} className="range-view">
        {shown ?? String(p.value)}
      </output>
      {unit && <span className="range-unit">{unit}</span>}
    </div>
  );
}

/**
 * A number box. What is typed stays as typed ("1.", "") while it is not a number yet; the value it
 * reports is a number, or undefined while the box is empty (the schema then says what is missing).
 */
export function NumberInput({ min, max, step, ...p }: InputProps<number | undefined> & { min?: number; max?: number; step?: number }) {
  const [typed, setTyped] = useState(String(p.value ?? ''));
  const text = typed !== '' && Number(typed) === p.value ? typed : String(p.value ?? '');
  return (
    <input
      {...control(p)}
      type="number"
      min={min}
      max={max}
      step={step}
      value={text}
      onChange={(e) => {
        setTyped(e.target.value);
        p.onChange(e.target.value === '' ? undefined : Number(e.target.value));
      }}
    />
  );
}

export function TextInput({ maxLength, multiline, ...p }: InputProps<string> & { maxLength?: number; multiline?: boolean }) {
  const common = { ...control(p), value: p.value, maxLength, spellCheck: false };
  return multiline ? (
    <textarea {...common} rows={3} onChange={(e) => p.onChange(e.target.value)} />
  ) : (
    <input {...common} type="text" onChange={(e) => p.onChange(e.target.value)} />
  );
}

/** The browser's date picker, or its date-and-time picker: the value is what it holds ('2024-06-01',
 * '2024-06-01T12:00'), '' while empty. */
export function DateInput({ withTime, ...p }: InputProps<string> & { withTime?: boolean }) {
  return <input {...control(p)} type={withTime ? 'datetime-local' : 'date'} value={p.value} onChange={(e) => p.onChange(e.target.value)} />;
}

/** A choice list whose <option> values are the real values (so the DOM and tests see "webp"). */
export function SelectInput<V extends string | number>({
  values,
  label,
  unavailable = [],
  unavailableNote,
  ...p
}: InputProps<V> & { values: readonly V[]; label: (v: V) => string; unavailable?: readonly V[]; unavailableNote?: string }) {
  return (
    <select
      {...control(p)}
      value={String(p.value ?? '')}
      onChange={(e) => {
        const picked = values.find((v) => String(v) === e.target.value);
        if (picked !== undefined) p.onChange(picked);
      }}
    >
      {values.map((v) => {
        const off = unavailable.includes(v);
        return (
          <option key={String(v)} value={String(v)} disabled={off}>
            {off && unavailableNote ? `${label(v)} — ${unavailableNote}` : label(v)}
          </option>
        );
      })}
    </select>
  );
}

/** Radio buttons in a fieldset whose legend names the choice; each button is `<name>-<value>` for tests. */
export function RadioGroup<V extends string | number>({
  legend,
  values,
  label,
  name,
  unavailable = [],
  ...p
}: InputProps<V> & { legend: ReactNode; values: readonly V[]; label: (v: V) => ReactNode; name: string; unavailable?: readonly V[] }) {
  return (
    <fieldset className="field-radio-group" id={p.id} aria-describedby={p.describedBy} disabled={p.disabled}>
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={String(v)}>
          <input
            type="radio"
            name={p.id}
            value={String(v)}
            checked={p.value === v}
            disabled={unavailable.includes(v)}
            onChange={() => p.onChange(v)}
            data-testid={`${name}-${String(v)}`}
          />
          <span>{label(v)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxInput({ label, ...p }: InputProps<boolean> & { label: ReactNode }) {
  return (
    <label className="field-checkbox" htmlFor={p.id}>
      <input {...control(p)} type="checkbox" checked={p.value} onChange={(e) => p.onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/**
 * A colour field that shows its colour: a swatch big enough to see (the browser's own colour input,
 * given the form's padding, shrank to a sliver) and its hex code beside it.
 */
export function ColourInput(p: InputProps<string>) {
  const hex = p.value.toLowerCase();
  return (
    <div className="color-field">
      <input {...control(p)} type="color" className="color-swatch" value={hex || '#000000'} onChange={(e) => p.onChange(e.target.value)} />
      <output htmlFor={p.id} className="color-code" data-testid={`${p.id}-code`}>
        {hex}
      </output>
    </div>
  );
}

/**
 * A field that lists what is switched off (an array of choices, e.g. svgo's plugins) shown as one
 * checkbox per choice, ticked while it is on; folded, with a count of those on. Choices are shown as
 * they are (identifiers, like plugin names).
 */
export function OffSwitches({
  name,
  values,
  summary,
  ...p
}: InputProps<string[]> & { name: string; values: readonly string[]; summary: string }) {
  const off = new Set(p.value);
  const toggle = (choice: string, on: boolean) => p.onChange(values.filter((c) => (c === choice ? !on : off.has(c))));
  return (
    <details className="off-switches" id={p.id} data-testid={`switches-${name}`} aria-describedby={p.describedBy}>
      <summary>{summary}</summary>
      <div className="off-switch-list">
        {values.map((choice) => (
          <label key={choice}>
            <input
              type="checkbox"
              value={choice}
              checked={!off.has(choice)}
              disabled={p.disabled}
              onChange={(e) => toggle(choice, e.target.checked)}
            />
            <code>{choice}</code>
          </label>
        ))}
      </div>
    </details>
  );
}

/** The font choice (src/engines/fontList.ts), each font this device does not have marked "not installed". */
export function FontSelect(p: InputProps<string>) {
  const { t } = useTranslation();
  const available = useMemo(() => fontAvailability(), []);
  return (
    <select {...control(p)} value={p.value} onChange={(e) => p.onChange(e.target.value)}>
      {FONT_LIST.map((f) => (
        <option key={f.id} value={f.id} data-available={available[f.id]}>
          {f.id === 'system' ? t('form.fontSystem') : f.label}
          {available[f.id] ? '' : ` — ${t('form.fontMissing')}`}
        </option>
      ))}
    </select>
  );
}

/**
 * A time zone of this browser's list, first the device's own (the empty value, named with its zone).
 * A value the list lacks (an old alias from a link) stays listed, so the box shows what is set.
 */
export function TimeZoneSelect(p: InputProps<string>) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZones(), []);
  const listed = p.value === '' || zones.includes(p.value) ? zones : [p.value, ...zones];
  return (
    <select {...control(p)} value={p.value} onChange={(e) => p.onChange(e.target.value)}>
      <option value="">{t('form.deviceZone', { zone: deviceZone() })}</option>
      {listed.map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </select>
  );
}
