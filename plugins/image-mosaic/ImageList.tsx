import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Trash2, Upload } from 'lucide-react';
import type { EditorProps } from '../../src/runner/editorProps';
import { PhotoFactsPanel } from '../../src/runner/PhotoFactsPanel';
import { NoteList } from '../../src/runner/NoteList';
import { pickerAccept } from '../../src/runner/checkFile';
import type { useImageList } from './useImageList';
import type { Outcome } from './useApply';

/**
 * The side list: "Add images" and the metadata choice, then one row per image (thumbnail to select it,
 * its download once done, remove, its notes, the metadata panel of its input, or why it failed) and one
 * failed row per refused file.
 */
export function ImageList({
  tool,
  Fields,
  download,
  list,
  outcomes,
}: Pick<EditorProps, 'tool' | 'Fields' | 'download'> & { list: ReturnType<typeof useImageList>; outcomes: Map<number, Outcome> }) {
  const { t } = useTranslation(tool.id);
  const { items, selectedItem, setSelectedItem, refused, addFiles, removeItem, dismissRefusal } = list;
  return (
    <aside className="image-mosaic-list" aria-label={t('list')}>
      <label className="btn btn-primary image-mosaic-pick">
        <Upload size={16} aria-hidden /> {t('addImages')}
        <input
          type="file"
          data-testid="file-input"
          multiple
          className="sr-only"
          accept={tool.input.kind === 'files' ? pickerAccept(tool.input.accept) : undefined}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            void addFiles([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </label>
      {items.length === 0 && <p className="muted small">{t('dropHint')}</p>}
      <Fields names={['metadata']} />
      <ul>
        {items.map((item) => {
          const outcome = outcomes.get(item.id);
          return (
            <li
              key={item.id}
              className={item.id === selectedItem ? 'selected' : undefined}
              data-testid="result-row"
              data-name={item.file.name}
              data-status={outcome?.status ?? 'idle'}
            >
              <button
                type="button"
                className="image-mosaic-thumb"
                onClick={() => setSelectedItem(item.id)}
                aria-pressed={item.id === selectedItem}
              >
                <img src={item.thumb} alt="" />
                <span>{item.file.name}</span>
              </button>
              {outcome?.status === 'done' && (
                <button
                  type="button"
                  className="icon-btn"
                  data-testid="download"
                  title={t('download')}
                  onClick={() => download(outcome.blob!, outcome.name!)}
                >
                  <Download size={16} aria-hidden />
                </button>
              )}
              <button type="button" className="icon-btn" title={t('remove')} onClick={() => removeItem(item.id)}>
                <Trash2 size={16} aria-hidden />
              </button>
              {item.fromHeic && (
                <p className="muted small" data-testid="result-notes">
                  {t('heicAsPng')}
                </p>
              )}
              {outcome?.status === 'done' && <NoteList toolId={tool.id} notes={outcome.notes} />}
              {outcome?.photo && <PhotoFactsPanel facts={outcome.photo} />}
              {outcome?.status === 'failed' && (
                <p className="image-mosaic-error" data-testid="result-error">
                  {outcome.error}
                </p>
              )}
            </li>
          );
        })}
        {refused.map((r) => (
          <li key={r.id} data-testid="result-row" data-name={r.name} data-status="failed">
            <span className="image-mosaic-refused">{r.name}</span>
            <button type="button" className="icon-btn" title={t('remove')} onClick={() => dismissRefusal(r.id)}>
              <Trash2 size={16} aria-hidden />
            </button>
            <p className="image-mosaic-error" role="alert" data-testid="result-error">
              {t(r.key, { ...r.params, name: r.name })}
            </p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
