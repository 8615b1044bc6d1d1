import type { EditorProps } from '../../src/runner/editorProps';
import { CoverEditor } from '../../families/cover/CoverEditor';
import type { CoverEditorConfig } from '../../families/cover/config';
import { XHS_SIZES } from './sizes';
import { XHS_TEMPLATES } from './templates';

const config: CoverEditorConfig = { sizes: XHS_SIZES, templates: XHS_TEMPLATES, multiSize: false };

export default function XiaohongshuCoverEditor(props: EditorProps) {
  return <CoverEditor {...props} config={config} />;
}
