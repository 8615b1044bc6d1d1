import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { acceptLabel } from './enqueueFile';

/**
 * Files by drop, picker or paste. The zone is a button: Enter/Space opens the picker, so it is
 * fully usable from the keyboard. Paste works anywhere on the page while the tool is open.
 */
export function DropZone({ accept, multiple, onFiles }: { accept: readonly string[]; multiple: boolean; onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const titleId = useId();
  const hintId = useId();

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const files = [...(e.clipboardData?.files ?? [])];
      if (files.length) {
        e.preventDefault();
        onFiles(multiple ? files : files.slice(0, 1));
      }
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onFiles, multiple]);

  return (
    <div
      className={`dropzone${over ? ' over' : ''}`}
      role="button"
      tabIndex={0}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      data-testid="dropzone"
      onClick={() => input.current?.click()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          input.current?.click();
        }
      }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const files = [...e.dataTransfer.files];
        if (files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
    >
      <Upload size={28} aria-hidden />
      <strong id={titleId}>{t('runner.dropTitle')}</strong>
      <span className="muted" id={hintId}>{t('runner.dropHint', { types: acceptLabel(accept) })}</span>
      <span className="muted small">{t('runner.privacyNote')}</span>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept.join(',')}
        data-testid="file-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
