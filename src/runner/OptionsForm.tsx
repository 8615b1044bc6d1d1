import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { z } from 'zod';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { zodValidator } from './zodValidator';
import { SelectWidget } from './SelectWidget';
import { ColorWidget } from './ColorWidget';
import { OffSwitchesWidget } from './OffSwitchesWidget';
import { NoteList } from './NoteList';
import { withNumberSteps } from './numberStep';

const widgets = { SelectWidget, ColorWidget, offSwitches: OffSwitchesWidget };

/** Does every `showIf` condition of a field hold for the current options? */
export function isFieldVisible(showIf: Record<string, unknown[]> | undefined, options: Record<string, unknown>): boolean {
  return !showIf || Object.entries(showIf).every(([key, values]) => values.includes(options[key]));
}

/** Per field, the enum values this browser cannot do (asked once per tool through optionsUi.supported). */
function useUnsupportedValues(tool: ToolManifest): Record<string, string[]> {
  const [unsupported, setUnsupported] = useState<Record<string, string[]>>({});
  useEffect(() => {
    let alive = true;
    const checks = Object.entries(tool.optionsUi).flatMap(([key, hint]) => {
      const field = tool.options.shape[key] as z.ZodType | undefined;
      const values = (field && (z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as { enum?: unknown[] }).enum) ?? [];
      return hint.supported ? values.map(async (v) => [key, String(v), await hint.supported!(String(v))] as const) : [];
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

/** The options form, generated from the tool's Zod schema; labels come from the tool's i18n file. */
export function OptionsForm({
  tool,
  options,
  onChange,
}: {
  tool: ToolManifest;
  options: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => boolean;
}) {
  const { t, i18n } = useTranslation(tool.id);
  const [draft, setDraft] = useState(options);
  useEffect(() => {
    setDraft(options);
  }, [options]);

  const unsupported = useUnsupportedValues(tool);

  const schema = useMemo(() => {
    const json = z.toJSONSchema(tool.options, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as RJSFSchema;
    delete json.$schema;
    return withNumberSteps(json);
  }, [tool]);

  const validator = useMemo(
    () =>
      zodValidator(tool.options, (issue) => {
        const i = issue as { code: string; minimum?: number | bigint; maximum?: number | bigint; format?: string };
        if (i.code === 'too_small') return t('common:form.tooSmall', { minimum: String(i.minimum) });
        if (i.code === 'too_big') return t('common:form.tooBig', { maximum: String(i.maximum) });
        if (i.code === 'invalid_type' || i.format === 'safeint') return t('common:form.notInteger');
        return t('common:form.invalid');
      }),
    // The language is part of the messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tool, i18n.language],
  );

  const uiSchema = useMemo(() => {
    const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
    const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
    for (const [key, prop] of Object.entries(properties)) {
      const hint = tool.optionsUi[key] ?? {};
      const entry: UiSchema = { 'ui:title': t(`options.${key}.label`) };
      if (i18n.exists(`options.${key}.help`, { ns: tool.id }) && isFieldVisible(hint.helpShowIf, draft))
        entry['ui:description'] = t(`options.${key}.help`);
      // Numbers (bit rates, sample rates) name themselves unless the tool words them.
      if (Array.isArray(prop.enum))
        entry['ui:enumNames'] = prop.enum.map((v) =>
          /^\d+$/.test(String(v)) && !i18n.exists(`options.${key}.enum.${v}`, { ns: tool.id })
            ? String(v)
            : t(`options.${key}.enum.${String(v)}`),
        );
      if (unsupported[key]?.length) entry['ui:enumDisabled'] = unsupported[key];
      if (hint.widget) entry['ui:widget'] = hint.widget;
      if (!isFieldVisible(hint.showIf, draft)) entry['ui:widget'] = 'hidden';
      ui[key] = entry;
    }
    return ui;
  }, [schema, tool, t, i18n, draft, unsupported]);

  return (
    <section className="options" aria-labelledby="options-h" data-testid="options-form">
      <h2 id="options-h">{t('common:runner.options')}</h2>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={draft}
        validator={validator}
        widgets={widgets}
        liveValidate
        noHtml5Validate
        showErrorList={false}
        onChange={(e) => {
          const next = e.formData as Record<string, unknown>;
          setDraft(next);
          onChange(next);
        }}
      />
      <NoteList toolId={tool.id} notes={tool.notesBeforeRun?.(draft)} />
    </section>
  );
}
