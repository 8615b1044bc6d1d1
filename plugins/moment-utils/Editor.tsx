import type { EditorProps } from '../../src/runner/editorProps';
import { CallChainEditor } from '../../src/editors/CallChainEditor';
import { dateLibraryLocale } from '../../src/engines/dateLocale';
import { MOMENT_EXAMPLES } from './examples';

export default function MomentEditor(props: EditorProps) {
  return <CallChainEditor {...props} examples={MOMENT_EXAMPLES} localeFor={dateLibraryLocale} />;
}
