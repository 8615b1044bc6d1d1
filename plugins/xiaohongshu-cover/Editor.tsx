import type { EditorProps } from '../../src/runner/editorProps';
import { CoverEditor } from '../../src/editors/coverEditor/CoverEditor';
import type { CoverEditorConfig } from '../../src/editors/coverEditor/config';
import { XHS_SIZES } from './sizes';
import { XHS_TEMPLATES } from './templates';

const config: CoverEditorConfig = { sizes: XHS_SIZES, templates: XHS_TEMPLATES, multiSize: false };

export default function XiaohongshuCoverEditor(props: EditorProps) {
  return <CoverEditor {...props} config={config} />;
}
