import type { EditorProps } from '../../src/runner/editorProps';
import { CallChainEditor } from '../../families/date/CallChainEditor';
import { dateLibraryLocale } from '../../families/date/dateLocale';
import { MOMENT_EXAMPLES } from './examples';

export default function MomentEditor(props: EditorProps) {
  return <CallChainEditor {...props} root="moment" examples={MOMENT_EXAMPLES} localeFor={dateLibraryLocale} />;
}
