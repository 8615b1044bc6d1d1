/**
 * Loading a whole text into a CodeMirror editor, shared by the text runner and editors with their own
 * panes: a dropped or pasted file replaces the text, and such loads are told apart from typing (they
 * run at once, with no typing pause).
 */
import type { Text } from '@codemirror/state';
import { EditorView, type ViewUpdate } from '@codemirror/view';

/** The userEvent of transactions that load a whole text (file drop or paste, swap, set from code). */
export const LOAD_EVENT = 'input.load';

/** True when a change replaced the text at once (a load, or a paste/drop of text): no typing pause needed. */
export const isLoad = (update: ViewUpdate) =>
  update.transactions.some((tr) => tr.isUserEvent(LOAD_EVENT) || tr.isUserEvent('input.paste') || tr.isUserEvent('input.drop'));

/** Replaces the whole text of `view` (a string or another editor's document, which is shared, not copied). */
export function replaceText(view: EditorView, text: string | Text) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: LOAD_EVENT });
}

/**
 * A file dropped or pasted into the box goes to `open` (which may refuse it by its size before reading
 * it); dropped or pasted text is inserted as usual.
 */
export const fileOpener = (open: (file: File, view: EditorView) => void) =>
  EditorView.domEventHandlers({
    drop(event, view) {
      const file = event.dataTransfer?.files[0];
      if (!file) return false;
      event.preventDefault();
      open(file, view);
      return true;
    },
    paste(event, view) {
      const data = event.clipboardData;
      const file = data?.files[0];
      if (!file || data.getData('text/plain')) return false;
      event.preventDefault();
      open(file, view);
      return true;
    },
  });

/** A dropped or pasted file replaces the text, whatever its size. */
export const fileInput = fileOpener((file, view) => void file.text().then((text) => replaceText(view, text)));
