import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { acceptLabel, pickerAccept } from './checkFile';
import './DropZone.css';

declare global {
  interface Window {
    /** Files dropped or pasted on the prerendered drop zone before the app took it over (public/theme-init.js). */
    __localkitEarlyFiles?: File[];
  }
}

/**
 * Files by drop, picker or paste. The "Choose files" button is the keyboard path; a click anywhere
 * in the zone opens the picker too. Paste works anywhere on the page while the tool is open.
 */
export function DropZone({
  accept,
  multiple,
  onFiles,
}: {
  accept: readonly string[];
  multiple: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const zone = useRef<HTMLDivElement>(null);
  const latestOnFiles = useRef(onFiles);
  latestOnFiles.current = onFiles;

  // Taking over a prerendered drop zone: files given to it before (picked, dropped, pasted) are taken now.
  useEffect(() => {
    zone.current?.setAttribute('data-live', '');
    const files = [...(window.__localkitEarlyFiles?.splice(0) ?? []), ...(input.current?.files ?? [])];
    if (input.current) input.current.value = '';
    if (files.length) latestOnFiles.current(multiple ? files : files.slice(0, 1));
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const files = [...(e.clipboardData?.files ?? [])];
      // SVG code pasted as text becomes a file, for tools that take SVG (not while typing in a field).
      const text = e.clipboardData?.getData('text/plain') ?? '';
      const typing = e.target instanceof HTMLElement && (e.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName));
      if (
        !files.length &&
        !typing &&
        accept.includes('image/svg+xml') &&
        /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(text)
      )
        files.push(new File([text], 'pasted.svg', { type: 'image/svg+xml' }));
      if (files.length) {
        e.preventDefault();
        onFiles(multiple ? files : files.slice(0, 1));
      }
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onFiles, multiple, accept]);

  return (
    <div
      ref={zone}
      className={`dropzone${over ? ' over' : ''}`}
      data-testid="dropzone"
      onClick={() => input.current?.click()}
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
      <strong>{t('runner.dropTitle')}</strong>
      <button
        type="button"
        className="btn btn-primary"
        data-testid="choose-files"
        onClick={(e) => {
          e.stopPropagation();
          input.current?.click();
        }}
      >
        {t('runner.choose')}
      </button>
      <span className="muted">{t('runner.dropHint', { types: acceptLabel(accept) })}</span>
      <span className="muted small">{t('runner.privacyNote')}</span>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={pickerAccept(accept)}
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
