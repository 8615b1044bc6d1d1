import type { EditorProps } from '../../src/runner/editorProps';
import { CallChainEditor } from '../../families/date/CallChainEditor';
import { dateLibraryLocale } from '../../families/date/dateLocale';
import { DAYJS_EXAMPLES } from './examples';

export default function DayjsEditor(props: EditorProps) {
  return <CallChainEditor {...props} root="dayjs" examples={DAYJS_EXAMPLES} localeFor={dateLibraryLocale} />;
}
