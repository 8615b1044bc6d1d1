import { useTranslation } from 'react-i18next';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { FieldList } from './fields/Fields';
import { NoteList } from './NoteList';
import './OptionsForm.css';

/** The options form, generated from the tool's Zod schema by the field kit; labels come from the tool's i18n file. */
export function OptionsForm({
  tool,
  options,
  onChange,
  names,
}: {
  tool: ToolManifest;
  options: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => boolean;
  /** The fields to draw (default: every field of the schema). */
  names?: readonly string[];
}) {
  const { t } = useTranslation(tool.id);
  return (
    <section className="options" aria-labelledby="options-h" data-testid="options-form">
      <h2 id="options-h">{t('common:runner.options')}</h2>
      <form className="fields" onSubmit={(e) => e.preventDefault()} noValidate>
        <FieldList tool={tool} options={options} onChange={onChange} names={names} />
      </form>
      <NoteList toolId={tool.id} notes={tool.notesBeforeRun?.(options)} />
    </section>
  );
}
