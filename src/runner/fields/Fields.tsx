import { createContext, use, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ToolManifest } from '../../../schemas/ToolManifest';
import { Field, type CustomInput } from './Field';
import { enumValues } from './fieldSpec';
import { fieldUiFor, isFieldVisible } from './fieldUi';

/** Per field, the enum values this browser cannot do (asked once per tool through optionsUi.supported). */
function useUnsupportedValues(tool: ToolManifest): Record<string, string[]> {
  const [unsupported, setUnsupported] = useState<Record<string, string[]>>({});
  useEffect(() => {
    let alive = true;
    const checks = Object.entries(tool.optionsUi).flatMap(([key, hint]) => {
      const field = tool.options.shape[key] as z.ZodType | undefined;
      return hint.supported && field ? enumValues(field).map(async (v) => [key, String(v), await hint.supported!(String(v))] as const) : [];
    });
    void Promise.all(checks).then((results) => {
      const found: Record<string, string[]> = {};
      for (const [key, value, ok] of results) if (!ok) (found[key] ??= []).push(value);
      if (alive) setUnsupported(found);
    });
    return () => {
      alive = false;
    };
  }, [tool]);
  return unsupported;
}

/** Per field, the first thing the schema finds wrong with it, in the page's language. */
function useFieldErrors(tool: ToolManifest, draft: Record<string, unknown>): Record<string, string> {
  const { t } = useTranslation();
  return useMemo(() => {
    const result = tool.options.safeParse(draft);
    const errors: Record<string, string> = {};
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const i = issue as { code: string; minimum?: number | bigint; maximum?: number | bigint; format?: string };
      const key = String(issue.path[0] ?? '');
      errors[key] ??=
        i.code === 'too_small'
          ? t('form.tooSmall', { minimum: String(i.minimum) })
          : i.code === 'too_big'
            ? t('form.tooBig', { maximum: String(i.maximum) })
            : i.code === 'invalid_type' || i.format === 'safeint'
              ? t('form.notInteger')
              : t('form.invalid');
    }
    return errors;
  }, [tool, draft, t]);
}

export interface FieldListProps {
  tool: ToolManifest;
  options: Record<string, unknown>;
  /** Gets every edit; options the schema rejects are refused (the field keeps them and says why). */
  onChange: (next: Record<string, unknown>) => unknown;
  /** The fields to draw, in this order (default: every field of the schema). */
  names?: readonly string[];
  /** Inputs the tool draws itself for some fields (label, help and error still come from the kit). */
  inputs?: Record<string, CustomInput>;
  /** Labels that say what a field means in this place (a date that is "Birth date" in one calculator). */
  labels?: Record<string, string>;
}

/**
 * Fields of a tool's options, drawn by the one field kit. While a field holds what the schema rejects
 * (a number box emptied while typing), it keeps it and shows why; the options keep their last good value.
 */
export function FieldList({ tool, options, onChange, names, inputs = {}, labels = {} }: FieldListProps) {
  const [draft, setDraft] = useState(options);
  useEffect(() => {
    setDraft(options);
  }, [options]);
  const unsupported = useUnsupportedValues(tool);
  const errors = useFieldErrors(tool, draft);
  // Names the schema does not have are left out: a family editor may name fields only some of its tools have.
  const keys = (names ?? Object.keys(tool.options.shape)).filter((key) => key in tool.options.shape);
  const fields = keys
    .filter((key) => isFieldVisible(tool.optionsUi[key]?.showIf, draft))
    .map((key) => (
      <Field
        key={key}
        tool={tool}
        name={key}
        value={draft[key]}
        error={errors[key]}
        unavailable={unsupported[key]}
        custom={inputs[key]}
        ui={fieldUiFor(tool, key, draft)}
        label={labels[key]}
        showHelp={isFieldVisible(tool.optionsUi[key]?.helpShowIf, draft)}
        onChange={(value) => {
          const next = { ...draft, [key]: value };
          setDraft(next);
          onChange(next);
        }}
      />
    ));
  return groupFields(tool, fields);
}

/** Fields of one `group` that follow each other, drawn together under the group's heading. */
function groupFields(tool: ToolManifest, fields: ReactElement[]) {
  const parts: { group?: string; fields: ReactElement[] }[] = [];
  for (const field of fields) {
    const group = tool.optionsUi[String(field.key)]?.group;
    const last = parts.at(-1);
    if (group && last?.group === group) last.fields.push(field);
    else parts.push({ group, fields: [field] });
  }
  return parts.map((part) =>
    part.group ? <FieldGroup key={`group-${part.fields[0].key}`} tool={tool} group={part.group} fields={part.fields} /> : part.fields[0],
  );
}

function FieldGroup({ tool, group, fields }: { tool: ToolManifest; group: string; fields: ReactElement[] }) {
  const { t } = useTranslation();
  return (
    <fieldset className="field-group" data-group={group}>
      <legend>{t(`groups.${group}`, { ns: [tool.id, ...(tool.sharedStrings ?? [])] })}</legend>
      {fields}
    </fieldset>
  );
}

/** The tool and options an editor's fields edit (set by the tool page around the editor). */
export const EditorOptions = createContext<Pick<FieldListProps, 'tool' | 'options' | 'onChange'> | null>(null);

/** `EditorProps.Fields`: named fields of the editor's own tool, placed where the editor wants them. */
export function EditorFields(props: Pick<FieldListProps, 'inputs' | 'labels'> & { names: readonly string[] }) {
  const context = use(EditorOptions);
  if (!context) throw new Error('EditorFields is drawn outside a tool page');
  return <FieldList {...context} {...props} />;
}
