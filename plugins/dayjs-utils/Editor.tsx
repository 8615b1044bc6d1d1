import type { EditorProps } from '../../src/runner/editorProps';
import { CallChainEditor, dateLibraryLocale } from '../../src/engines/CallChainEditor';
import { DAYJS_EXAMPLES } from './examples';

export default function DayjsEditor(props: EditorProps) {
  return <CallChainEditor {...props} examples={DAYJS_EXAMPLES} localeFor={dateLibraryLocale} />;
}
