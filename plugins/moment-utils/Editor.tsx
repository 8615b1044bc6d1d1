import type { EditorProps } from '../../src/runner/editorProps';
import { CallChainEditor, dateLibraryLocale } from '../../src/engines/CallChainEditor';
import { MOMENT_EXAMPLES } from './examples';

export default function MomentEditor(props: EditorProps) {
  return <CallChainEditor {...props} examples={MOMENT_EXAMPLES} localeFor={dateLibraryLocale} />;
}
