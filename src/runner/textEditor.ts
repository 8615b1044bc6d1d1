/**
 * The shared text box of text tools: a CodeMirror 6 editor. CodeMirror keeps the text as a tree of
 * lines and only draws the lines in sight, so typing in 1 MB (or showing 10 MB) stays quick, where a
 * <textarea> re-lays out the whole text on every change (seconds per keystroke at that size).
 * Used for editable input (undo history, a dropped or pasted text file replaces the text) and for
 * read-only output (selectable, focusable, keyboard navigable).
 */
import { Compartment, EditorState, type Extension, type Text } from '@codemirror/state';
import { EditorView, drawSelection, keymap, placeholder as placeholderText, type ViewUpdate } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { fileInput, fileOpener, LOAD_EVENT, replaceText } from './textLoad';
import './textEditor.css';

/**
 * Puts `next` into `view`, which shows `previous`: only the part that differs is changed, so a new
 * result for a long text keeps the reader's place and CodeMirror keeps the measured line heights.
 */
export function updateText(view: EditorView, previous: string, next: string) {
  // CodeMirror counts "\r\n" as one character: then positions differ, replace everything.
  if (view.state.doc.length !== previous.length) return replaceText(view, next);
  const shorter = Math.min(previous.length, next.length);
  let start = 0;
  while (start < shorter && previous.charCodeAt(start) === next.charCodeAt(start)) start++;
  let endPrevious = previous.length;
  let endNext = next.length;
  while (endPrevious > start && endNext > start && previous.charCodeAt(endPrevious - 1) === next.charCodeAt(endNext - 1)) {
    endPrevious--;
    endNext--;
  }
  if (start === endPrevious && start === endNext) return;
  view.dispatch({ changes: { from: start, to: endPrevious, insert: next.slice(start, endNext) }, userEvent: LOAD_EVENT });
}

export interface TextEditorConfig {
  parent: HTMLElement;
  /** Accessible name (translated). */
  label: string;
  readOnly?: boolean;
  placeholder?: string;
  doc?: string | Text;
  onUpdate?: (update: ViewUpdate) => void;
  /** Takes a file dropped or pasted into an editable box (default: its text replaces the box's). */
  onFile?: (file: File) => void;
}

export interface TextEditor {
  view: EditorView;
  /** Changes the accessible name and placeholder (the language changed). */
  relabel: (label: string, placeholder?: string) => void;
}

const attributes = (label: string) =>
  // An explicit tabindex tells checkers (axe: scrollable-region-focusable) that the text is focusable.
  EditorView.contentAttributes.of({ 'aria-label': label, spellcheck: 'false', tabindex: '0' });

export function createTextEditor({ parent, label, readOnly = false, placeholder, doc, onUpdate, onFile }: TextEditorConfig): TextEditor {
  const labels = new Compartment();
  const labelExtensions = (l: string, p?: string): Extension => [attributes(l), p ? placeholderText(p) : []];
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        drawSelection(),
        EditorView.lineWrapping,
        // Tab moves focus out (keyboard users must be able to leave the box); no Tab-indent.
        keymap.of(readOnly ? defaultKeymap : [...defaultKeymap, ...historyKeymap]),
        readOnly ? EditorState.readOnly.of(true) : [history(), onFile ? fileOpener((file) => onFile(file)) : fileInput],
        labels.of(labelExtensions(label, placeholder)),
        onUpdate ? EditorView.updateListener.of(onUpdate) : [],
      ],
    }),
  });
  return {
    view,
    relabel: (l, p) => view.dispatch({ effects: labels.reconfigure(labelExtensions(l, p)) }),
  };
}
