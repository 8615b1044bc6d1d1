import type { EditorProps } from '../../src/runner/editorProps';
import { CallChainEditor } from '../../src/editors/CallChainEditor';
import { dateLibraryLocale } from '../../src/engines/dateLocale';
import { DAYJS_EXAMPLES } from './examples';

export default function DayjsEditor(props: EditorProps) {
  return <CallChainEditor {...props} examples={DAYJS_EXAMPLES} localeFor={dateLibraryLocale} />;
}
