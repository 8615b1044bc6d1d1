import type { EditorProps } from '../../src/runner/editorProps';
import { CoverEditor } from '../../families/cover/CoverEditor';
import type { CoverEditorConfig } from '../../families/cover/config';
import { APPSTORE_SIZES } from './sizes';
import { APPSTORE_TEMPLATES } from './templates';

const config: CoverEditorConfig = { sizes: APPSTORE_SIZES, templates: APPSTORE_TEMPLATES, multiSize: true };

export default function AppStoreCoverEditor(props: EditorProps) {
  return <CoverEditor {...props} config={config} />;
}
