import { useTranslation } from 'react-i18next';
import type { OutputNote } from '../../schemas/pipeline';

/** What a tool did other than exactly what was asked (see OutputNote): one line per note. */
export function NoteList({ toolId, notes }: { toolId: string; notes?: OutputNote[] }) {
  const { t } = useTranslation(toolId);
  if (!notes?.length) return null;
  return (
    <ul className="result-notes" data-testid="result-notes" aria-label={t('common:runner.record.notes')}>
      {notes.map((note, i) => (
        <li key={i} data-note={note.key}>
          {t(note.key, { ns: [toolId, 'common'], ...note.params })}
        </li>
      ))}
    </ul>
  );
}
