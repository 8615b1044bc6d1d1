// How the options on the page shape a field: whether it is shown, and the hints of its `when` cases.
import type { ToolManifest } from '../../../schemas/ToolManifest';

export type FieldUi = ToolManifest['optionsUi'][string];

/** Does every condition hold for the current options (`showIf`, `helpShowIf`, a `when` case's `if`)? */
export function isFieldVisible(showIf: Record<string, unknown[]> | undefined, options: Record<string, unknown>): boolean {
  return !showIf || Object.entries(showIf).every(([key, values]) => values.includes(options[key]));
}

/** A field's hint as the current options make it: the widget and label of each `when` case that holds,
 * later cases over earlier ones (`label` names the tool's string `options.<name>.labels.<label>`). */
export function fieldUiFor(tool: ToolManifest, name: string, options: Record<string, unknown>): FieldUi & { label?: string } {
  const { when = [], ...ui } = tool.optionsUi[name] ?? {};
  let resolved: FieldUi & { label?: string } = ui;
  for (const { if: condition, ...hints } of when) if (isFieldVisible(condition, options)) resolved = { ...resolved, ...hints };
  return resolved;
}
