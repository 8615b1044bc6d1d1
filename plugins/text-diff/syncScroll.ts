import type { EditorView } from '@codemirror/view';
import type { DiffModel } from './diffModel';
import { correspondingLine, type Side } from './paneMarks';

/**
 * Synchronised scrolling: the other pane shows the line that corresponds to this pane's top line.
 * `enabled` and `model` are read at each scroll (the option and the result change meanwhile).
 * Returns the function that stops it.
 */
export function syncScroll(a: EditorView, b: EditorView, enabled: () => boolean, model: () => DiffModel | undefined): () => void {
  let echo: EditorView | undefined;
  const follow = (from: EditorView, to: EditorView, side: Side) => () => {
    if (echo === from) {
      echo = undefined; // the scroll we caused on this pane: do not bounce it back
      return;
    }
    if (!enabled()) return;
    const height = Math.max(0, from.scrollDOM.scrollTop - from.documentPadding.top);
    const block = from.lineBlockAtHeight(height);
    const within = block.height ? (height - block.top) / block.height : 0;
    const line = from.state.doc.lineAt(block.from).number - 1;
    const target = Math.min(to.state.doc.lines - 1, Math.max(0, correspondingLine(model(), side, line)));
    const targetBlock = to.lineBlockAt(to.state.doc.line(target + 1).from);
    const top = Math.round(targetBlock.top + within * targetBlock.height + to.documentPadding.top);
    const before = to.scrollDOM.scrollTop;
    if (Math.abs(before - top) < 1) return;
    to.scrollDOM.scrollTop = top;
    if (to.scrollDOM.scrollTop !== before) echo = to;
  };
  const onScrollA = follow(a, b, 'a');
  const onScrollB = follow(b, a, 'b');
  a.scrollDOM.addEventListener('scroll', onScrollA, { passive: true });
  b.scrollDOM.addEventListener('scroll', onScrollB, { passive: true });
  return () => {
    a.scrollDOM.removeEventListener('scroll', onScrollA);
    b.scrollDOM.removeEventListener('scroll', onScrollB);
  };
}
