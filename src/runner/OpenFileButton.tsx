import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { pickerAccept } from './checkFile';

/** "Open a file": a button for the hidden file picker of a text tool whose text can come from a file. */
export function OpenFileButton({ accept, onFile }: { accept: string[]; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="btn btn-small" onClick={() => picker.current?.click()} data-testid="open-file">
        <Upload size={14} aria-hidden /> {t('runner.openFile')}
      </button>
      <input
        ref={picker}
        type="file"
        hidden
        accept={pickerAccept(accept)}
        data-testid="file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
