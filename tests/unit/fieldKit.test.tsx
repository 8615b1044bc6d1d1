import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderToString } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { loadManifests } from '../../src/registry/manifests';
import { FieldList } from '../../src/runner/fields/Fields';
import { fieldUiFor, isFieldVisible } from '../../src/runner/fields/fieldUi';
import { defineTool, withManifestDefaults } from '../../schemas/ToolManifest';
import { fieldSpec } from '../../src/runner/fields/fieldSpec';

// Keys stand for the strings (the labels' wording is i18nCoverage's business).
const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: {}, initAsync: false });

// One field kit draws every option a user sets: the generic form and the editors' panels alike.

describe('the field kit', () => {
  it('picks the input from the schema and the optionsUi hint', () => {
    expect(fieldSpec(z.number().int().min(1).max(100).default(75), { widget: 'range' })).toEqual({
      input: 'range',
      min: 1,
      max: 100,
      step: 1,
    });
    expect(fieldSpec(z.number().min(0.9).max(0.999).default(0.98))).toMatchObject({ input: 'number', step: 0.001 });
    expect(fieldSpec(z.enum(['a', 'b']).default('a'))).toEqual({ input: 'select', values: ['a', 'b'] });
    expect(fieldSpec(z.enum(['a', 'b']).default('a'), { widget: 'radio' })).toEqual({ input: 'radio', values: ['a', 'b'] });
    expect(fieldSpec(z.boolean().default(true))).toEqual({ input: 'checkbox' });
    expect(
      fieldSpec(
        z
          .string()
          .regex(/^#[0-9a-f]{6}$/)
          .default('#ffffff'),
        { widget: 'color' },
      ),
    ).toMatchObject({ input: 'color' });
    expect(fieldSpec(z.string().max(500).default(''), { widget: 'textarea' })).toEqual({ input: 'textarea', maxLength: 500 });
    expect(fieldSpec(z.array(z.enum(['x', 'y'])).default([]), { widget: 'offSwitches' })).toEqual({
      input: 'offSwitches',
      values: ['x', 'y'],
    });
  });

  it('draws date, date-and-time and time-zone widgets, and a field otherwise while a `when` case holds', () => {
    const tool = withManifestDefaults(
      defineTool({
        id: 'when-fixture',
        category: 'date',
        icon: () => null,
        path: '/date/when-fixture',
        input: { kind: 'none' },
        options: z.object({
          mode: z.enum(['day', 'moment']).default('day'),
          at: z.string().default('2024-06-01'),
          zone: z.string().default('Mars/Olympus'),
        }),
        optionsUi: {
          at: { widget: 'date', when: [{ if: { mode: ['moment'] }, widget: 'dateTime', label: 'moment' }] },
          zone: { widget: 'timeZone' },
        },
        updated: '2026-11-29',
      }),
    );
    const draw = (options: Record<string, unknown>) =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <FieldList tool={tool} options={options} onChange={() => true} />
        </I18nextProvider>,
      );
    expect(fieldUiFor(tool, 'at', { mode: 'day' })).toEqual({ widget: 'date' });
    expect(fieldUiFor(tool, 'at', { mode: 'moment' })).toEqual({ widget: 'dateTime', label: 'moment' });
    const day = draw({ mode: 'day', at: '2024-06-01', zone: 'Mars/Olympus' });
    expect(day).toMatch(/<input[^>]*type="date"[^>]*id="root_at"|<input[^>]*id="root_at"[^>]*type="date"/);
    expect(day).toContain('>options.at.label<');
    const moment = draw({ mode: 'moment', at: '2024-06-01T12:00', zone: '' });
    expect(moment).toMatch(/type="datetime-local"/);
    expect(moment).toContain('>options.at.labels.moment<');
    // The zone list: the device's own first (the empty value), UTC next, a zone the list lacks kept.
    const values = [...day.slice(day.indexOf('id="root_zone"')).matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(values.slice(0, 3)).toEqual(['', 'Mars/Olympus', 'UTC']);
    expect(values).toContain('Asia/Taipei');
  });

  it.each(loadManifests().map((tool) => [tool.id, tool] as const))(
    '%s: every shown field has a control root_<name> that a label names',
    (_, tool) => {
      const options = tool.options.parse({}) as Record<string, unknown>;
      const html = renderToString(
        <I18nextProvider i18n={i18n}>
          <FieldList tool={tool} options={options} onChange={() => true} />
        </I18nextProvider>,
      );
      const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      for (const key of Object.keys(tool.options.shape)) {
        if (!isFieldVisible(tool.optionsUi[key]?.showIf, options)) continue;
        expect(ids.has(`root_${key}`), `${tool.id}.${key}`).toBe(true);
      }
      for (const [, target] of html.matchAll(/<label[^>]* for="([^"]+)"/g)) expect(ids.has(target), `label for ${target}`).toBe(true);
    },
  );

  it('is the only maker of option fields: no plugin or family writes a root_ id by hand', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && /root_/.test(readFileSync(path, 'utf8'))) found.push(path);
      }
    };
    walk('plugins');
    walk('families');
    expect(found).toEqual([]);
  });
});
