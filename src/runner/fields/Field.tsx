import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ToolManifest } from '../../../schemas/ToolManifest';
import { fieldSpec } from './fieldSpec';
import type { FieldUi } from './fieldUi';
import { EmojiInput } from './EmojiInput';
import { IconPicker } from './IconPicker';
import {
  CheckboxInput,
  ColourInput,
  DateInput,
  FontSelect,
  NumberInput,
  OffSwitches,
  RadioGroup,
  RangeInput,
  SelectInput,
  TextInput,
  TimeZoneSelect,
} from './inputs';
import './fields.css';

/** An input a tool draws itself for one of its fields (an icon grid); the kit gives it label, help and error. */
export type CustomInput = ComponentType<{
  id: string;
  /** The id of the field's label, for an input that is a group (aria-labelledby). */
  labelId: string;
  value: unknown;
  onChange: (next: unknown) => void;
  describedBy?: string;
}>;

/**
 * One option field of a tool, drawn from its schema and optionsUi hint, worded from the tool's strings:
 * `options.<name>.label`, `.help` (if the tool has one) and `.enum.<value>` (a number names itself
 * unless the tool words it). Its input's id is `root_<name>`.
 */
export function Field({
  tool,
  name,
  value,
  onChange,
  error,
  unavailable = [],
  custom,
  ui = tool.optionsUi[name] ?? {},
  label: ownLabel,
  showHelp = true,
}: {
  tool: ToolManifest;
  name: string;
  value: unknown;
  onChange: (next: unknown) => void;
  error?: string;
  unavailable?: readonly (string | number)[];
  custom?: CustomInput;
  /** The field's hint as the options make it (fieldUiFor); default: its manifest's. */
  ui?: FieldUi & { label?: string };
  /** Replaces the tool's label for this field. */
  label?: string;
  /** False while the field's `helpShowIf` does not hold (a hint about a choice not made). */
  showHelp?: boolean;
}) {
  const { t, i18n } = useTranslation();
  // The tool's strings, then those of the families it shows (a call-chain tool's locale names are the date family's).
  const ns = [tool.id, ...(tool.sharedStrings ?? [])];
  const has = (key: string) => i18n.exists(key, { ns });
  const say = (key: string) => t(key, { ns });
  const id = `root_${name}`;
  const spec = fieldSpec(tool.options.shape[name] as z.ZodType, ui);
  const label = ownLabel ?? say(ui.label ? `options.${name}.labels.${ui.label}` : `options.${name}.label`);
  const help = showHelp && has(`options.${name}.help`) ? say(`options.${name}.help`) : undefined;
  const describedBy = [help && `${id}__description`, error && `${id}__error`].filter(Boolean).join(' ') || undefined;
  const common = { id, describedBy, invalid: Boolean(error) };
  const enumLabel = (v: string | number) =>
    /^\d+$/.test(String(v)) && !has(`options.${name}.enum.${v}`) ? String(v) : say(`options.${name}.enum.${String(v)}`);

  const description = help && (
    <p id={`${id}__description`} className="field-description">
      {help}
    </p>
  );
  const errorLine = error && (
    <p id={`${id}__error`} className="error-detail">
      {error}
    </p>
  );

  /** The input of a field that has a label of its own above it. */
  const input = () => {
    switch (spec.input) {
      case 'select':
        return (
          <SelectInput
            {...common}
            values={spec.values}
            label={enumLabel}
            unavailable={unavailable}
            unavailableNote={t('runner.unavailable')}
            value={value as string | number}
            onChange={onChange}
          />
        );
      case 'range':
        return (
          <RangeInput {...common} min={spec.min} max={spec.max} step={spec.step} unit={ui.unit} value={Number(value)} onChange={onChange} />
        );
      case 'number':
        return (
          <NumberInput {...common} min={spec.min} max={spec.max} step={spec.step} value={value as number | undefined} onChange={onChange} />
        );
      case 'font':
        return <FontSelect {...common} value={String(value ?? '')} onChange={onChange} />;
      case 'color':
        return <ColourInput {...common} value={String(value ?? '')} onChange={onChange} />;
      case 'date':
      case 'dateTime':
        return <DateInput {...common} withTime={spec.input === 'dateTime'} value={String(value ?? '')} onChange={onChange} />;
      case 'timeZone':
        return <TimeZoneSelect {...common} value={String(value ?? '')} onChange={onChange} />;
      case 'emoji':
        return <EmojiInput {...common} maxLength={spec.maxLength} value={String(value ?? '')} onChange={onChange} />;
      case 'offSwitches': {
        const off = (value ?? []) as string[];
        return (
          <OffSwitches
            {...common}
            name={name}
            values={spec.values}
            value={off}
            summary={t('form.switchesOn', { on: spec.values.length - off.length, total: spec.values.length })}
            onChange={onChange}
          />
        );
      }
      case 'text':
      case 'textarea':
        return (
          <TextInput
            {...common}
            multiline={spec.input === 'textarea'}
            maxLength={spec.maxLength}
            value={String(value ?? '')}
            onChange={onChange}
          />
        );
      default:
        return null;
    }
  };

  const Custom = custom;
  if (Custom)
    return (
      <div className="field" data-field={name}>
        <label htmlFor={id} id={`${id}__label`}>
          {label}
        </label>
        {description}
        <Custom id={id} labelId={`${id}__label`} value={value} onChange={onChange} describedBy={describedBy} />
        {errorLine}
      </div>
    );

  switch (spec.input) {
    case 'icon':
      // A group, not one input: its label names it by id (aria-labelledby).
      return (
        <div className="field" data-field={name}>
          <label id={`${id}__label`}>{label}</label>
          {description}
          <IconPicker
            id={id}
            labelId={`${id}__label`}
            icons={ui.icons}
            value={String(value ?? '')}
            onChange={onChange}
            describedBy={describedBy}
          />
          {errorLine}
        </div>
      );
    case 'radio':
      return (
        <div className="field" data-field={name}>
          <RadioGroup
            {...common}
            name={name}
            legend={label}
            values={spec.values}
            label={enumLabel}
            unavailable={unavailable}
            value={value as string | number}
            onChange={onChange}
          />
          {description}
          {errorLine}
        </div>
      );
    case 'checkbox':
      return (
        <div className="field" data-field={name}>
          <CheckboxInput {...common} label={label} value={Boolean(value)} onChange={onChange} />
          {description}
          {errorLine}
        </div>
      );
    default:
      return (
        <div className="field" data-field={name}>
          <label htmlFor={id}>{label}</label>
          {description}
          {input()}
          {errorLine}
        </div>
      );
  }
}
