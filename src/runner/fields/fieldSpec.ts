import { z } from 'zod';
import type { ToolManifest } from '../../../schemas/ToolManifest';
import { numberStep } from './numberStep';

type FieldUi = ToolManifest['optionsUi'][string];

/** How one option field is drawn, read from its Zod schema (through JSON Schema) and its optionsUi hint. */
export type FieldSpec =
  | { input: 'number' | 'range'; min?: number; max?: number; step: number }
  | { input: 'select' | 'radio'; values: (string | number)[] }
  | { input: 'font' }
  | { input: 'icon' }
  | { input: 'checkbox' }
  | { input: 'text' | 'textarea' | 'color' | 'emoji' | 'date' | 'dateTime' | 'timeZone'; maxLength?: number }
  | { input: 'offSwitches'; values: string[] };

interface JsonField {
  type?: string;
  enum?: (string | number)[];
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  maxLength?: number;
  default?: unknown;
  items?: { enum?: string[] };
}

const specs = new WeakMap<z.ZodType, JsonField>();

/** The field's JSON Schema, made once per schema object. */
function jsonOf(field: z.ZodType): JsonField {
  let json = specs.get(field);
  if (!json) specs.set(field, (json = z.toJSONSchema(field, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as JsonField));
  return json;
}

/** The enum values of a choice field (none for other fields). */
export function enumValues(field: z.ZodType): (string | number)[] {
  return jsonOf(field).enum ?? [];
}

/** Widgets that draw a text field otherwise than as a plain text box. */
const TEXT_WIDGETS = ['color', 'textarea', 'emoji', 'date', 'dateTime', 'timeZone'] as const;
const isTextWidget = (widget: string | undefined): widget is (typeof TEXT_WIDGETS)[number] =>
  (TEXT_WIDGETS as readonly (string | undefined)[]).includes(widget);

export function fieldSpec(field: z.ZodType, ui: FieldUi = {}): FieldSpec {
  const json = jsonOf(field);
  if (json.type === 'array') return { input: 'offSwitches', values: json.items?.enum ?? [] };
  if (ui.widget === 'font') return { input: 'font' };
  if (ui.widget === 'icon') return { input: 'icon' };
  if (json.enum) return { input: ui.widget === 'radio' ? 'radio' : 'select', values: json.enum };
  if (json.type === 'boolean') return { input: 'checkbox' };
  if (json.type === 'number' || json.type === 'integer')
    return { input: ui.widget === 'range' ? 'range' : 'number', min: json.minimum, max: json.maximum, step: numberStep(json)! };
  const input = isTextWidget(ui.widget) ? ui.widget : 'text';
  return { input, maxLength: json.maxLength };
}
