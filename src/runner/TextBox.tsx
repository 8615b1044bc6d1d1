import { useEffect, useRef, type RefObject } from 'react';
import type { Text } from '@codemirror/state';
import type { EditorView, ViewUpdate } from '@codemirror/view';
import { createTextEditor, type TextEditor } from './textEditor';

export interface TextBoxProps {
  /** Accessible name (translated). */
  label: string;
  placeholder?: string;
  readOnly?: boolean;
  /** The text the box starts with (read once, on mount). */
  initialDoc?: string | Text;
  /** Receives the editor (null after unmount): read and change the text through it, not through React. */
  viewRef: RefObject<EditorView | null>;
  onUpdate?: (update: ViewUpdate) => void;
  /** Takes a file dropped or pasted into the box (default: its text replaces the box's). */
  onFile?: (file: File) => void;
  'data-testid'?: string;
  className?: string;
}

/**
 * A CodeMirror text box as a React component. The text never goes through React state: a keystroke
 * in 1 MB of text costs no re-render, and a 10 MB result is put into the editor directly.
 */
export function TextBox({ label, placeholder, readOnly, initialDoc, viewRef, onUpdate, onFile, className, ...rest }: TextBoxProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<TextEditor>(null);
  const update = useRef(onUpdate);
  update.current = onUpdate;
  const file = useRef(onFile);
  file.current = onFile;

  useEffect(() => {
    const created = createTextEditor({
      parent: host.current!,
      label,
      placeholder,
      readOnly,
      doc: initialDoc,
      onUpdate: (u) => update.current?.(u),
      onFile: onFile && ((f) => file.current?.(f)),
    });
    editor.current = created;
    viewRef.current = created.view;
    return () => {
      created.view.destroy();
      editor.current = null;
      viewRef.current = null;
    };
    // Created once; label changes are applied below, the initial text is only read on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly]);

  useEffect(() => editor.current?.relabel(label, placeholder), [label, placeholder]);

  return <div ref={host} className={`text-editor${className ? ` ${className}` : ''}`} data-testid={rest['data-testid']} />;
}
