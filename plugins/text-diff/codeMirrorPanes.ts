/**
 * The CodeMirror side of the diff editor: two editable panes and a read-only inline view. CodeMirror
 * only draws the lines in sight, so 1 MB texts stay quick to edit; the diff itself comes from the
 * worker and is drawn here as decorations (line classes and marks).
 */
import { EditorState, RangeSet, StateEffect, StateField, type Extension, type Range, type Text } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  GutterMarker,
  WidgetType,
  drawSelection,
  gutter,
  keymap,
  lineNumbers,
  placeholder,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import type { PaneMarks } from './paneMarks';
import type { InlineDoc } from './inlineDoc';
import { fileInput } from '../../src/runner/textLoad';

/** Replaces the diff decorations of a view (they otherwise follow edits until the next result). */
export const setDiffMarks = StateEffect.define<DecorationSet>();

const diffMarksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    for (const e of tr.effects) if (e.is(setDiffMarks)) return e.value;
    return tr.docChanged ? marks.map(tr.changes) : marks;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Turns 0-based line/offset marks into decorations on `doc` (skipping lines it no longer has). */
export function toDecorations(doc: Text, marks: PaneMarks): DecorationSet {
  const ranges: Range<Decoration>[] = [];
  for (const { line, cls } of marks.lines) {
    if (line < doc.lines) ranges.push(Decoration.line({ class: cls }).range(doc.line(line + 1).from));
  }
  for (const { line, from, to, cls } of marks.spans) {
    if (line >= doc.lines) continue;
    const l = doc.line(line + 1);
    if (from < to && l.from + to <= l.to) ranges.push(Decoration.mark({ class: cls }).range(l.from + from, l.from + to));
  }
  return Decoration.set(ranges, true);
}

// The editable panes keep the browser's own caret and selection (drawSelection would measure and draw
// them itself on every update, a cost that shows on the frame after a 1 MB paste); the read-only inline
// view draws its selection.
const common: Extension = [
  lineNumbers(),
  EditorView.lineWrapping,
  diffMarksField,
  // Tab moves focus out of the pane (keyboard users must be able to leave it); no Tab-indents.
  keymap.of([...defaultKeymap, ...historyKeymap]),
];

/**
 * Text pasted over the whole pane (an empty pane, or everything selected) is a new text to compare:
 * it goes in with the cursor and the view at its start, where the reader starts reading the changes.
 * (CodeMirror's own paste puts the cursor after the text and scrolls there, which on a 1 MB text costs
 * a long layout of its end and a chain of scroll events in both panes right when the diff is due.)
 */
const wholeTextPaste = EditorView.domEventHandlers({
  paste(event, view) {
    const text = event.clipboardData?.getData('text/plain');
    const { doc, selection } = view.state;
    const all = selection.ranges.length === 1 && selection.main.from === 0 && selection.main.to === doc.length;
    if (!text || !all || view.state.readOnly) return false;
    event.preventDefault();
    const atTop = view.scrollDOM.scrollTop === 0;
    view.dispatch({
      changes: { from: 0, to: doc.length, insert: text },
      selection: { anchor: 0 },
      scrollIntoView: !atTop,
      userEvent: 'input.paste',
    });
    return true;
  },
});

export interface PaneConfig {
  parent: HTMLElement;
  /** id of the visible label. */
  labelledBy: string;
  placeholder: string;
  onUpdate: (update: ViewUpdate) => void;
  /** The text it starts with. */
  doc?: Text;
}

/** One editable pane. */
export function createPane({ parent, labelledBy, placeholder: hint, onUpdate, doc }: PaneConfig): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        common,
        history(),
        placeholder(hint),
        fileInput,
        wholeTextPaste,
        // An explicit tabindex tells checkers (axe: scrollable-region-focusable) the text is focusable.
        EditorView.contentAttributes.of({ 'aria-labelledby': labelledBy, spellcheck: 'false', tabindex: '0' }),
        EditorView.updateListener.of(onUpdate),
      ],
    }),
  });
}

class Label extends GutterMarker {
  constructor(readonly text: string) {
    super();
  }
  eq(other: Label) {
    return other.text === this.text;
  }
  toDOM() {
    return document.createTextNode(this.text);
  }
}

/** A gutter column that shows `label(lineIndex)` beside each line. */
function labelGutter(cls: string, label: (index: number) => string, widest: string): Extension {
  return gutter({
    class: cls,
    lineMarker: (view, line) => new Label(label(view.state.doc.lineAt(line.from).number - 1)),
    initialSpacer: () => new Label(widest),
  });
}

class FoldWidget extends WidgetType {
  constructor(
    readonly label: string,
    readonly onClick: () => void,
  ) {
    super();
  }
  eq(other: FoldWidget) {
    return other.label === this.label;
  }
  toDOM() {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'cm-diff-fold';
    button.dataset.testid = 'diff-fold';
    button.textContent = this.label;
    button.addEventListener('click', this.onClick);
    return button;
  }
  ignoreEvent() {
    return true; // the button handles its own clicks and keys
  }
}

export interface InlineConfig {
  doc: InlineDoc;
  labelledBy: string;
  foldLabel: (count: number) => string;
  onUnfold: (block: number) => void;
}

/** The inline (unified) view's state: read-only text, old/new line numbers, +/− signs, folds. */
export function inlineState({ doc, labelledBy, foldLabel, onUnfold }: InlineConfig): EditorState {
  const { lines } = doc;
  const text = EditorState.create({ doc: doc.text }).doc;
  const decorations: Range<Decoration>[] = [];
  lines.forEach((line, i) => {
    if (line.kind !== 'equal') decorations.push(Decoration.line({ class: `cm-diff-${line.kind}` }).range(text.line(i + 1).from));
  });
  for (const fold of doc.folds) {
    const atEnd = fold.before >= lines.length;
    const pos = atEnd ? text.length : text.line(fold.before + 1).from;
    const widget = new FoldWidget(foldLabel(fold.count), () => onUnfold(fold.block));
    decorations.push(Decoration.widget({ widget, block: true, side: atEnd ? 1 : -1 }).range(pos));
  }
  const folds = RangeSet.of(decorations, true);
  const widest = String(Math.max(lines.length, ...lines.map((l) => Number(l.numA || l.numB) || 0)));
  const sign = (i: number) => (lines[i]?.kind === 'del' ? '−' : lines[i]?.kind === 'ins' ? '+' : ' ');
  return EditorState.create({
    doc: text,
    extensions: [
      labelGutter('cm-diff-num-a', (i) => lines[i]?.numA ?? '', widest),
      labelGutter('cm-diff-num-b', (i) => lines[i]?.numB ?? '', widest),
      labelGutter('cm-diff-sign', sign, '+'),
      drawSelection(),
      EditorView.lineWrapping,
      EditorState.readOnly.of(true),
      EditorView.decorations.of(folds),
      diffMarksField,
      keymap.of(defaultKeymap),
      EditorView.contentAttributes.of({ 'aria-labelledby': labelledBy, tabindex: '0' }),
    ],
  });
}
