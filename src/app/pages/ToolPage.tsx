import { Suspense, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolManifest } from '../../../schemas/ToolManifest';
import type { ToolSummary } from '../../../schemas/ToolSummary';
import { editorLoader, loadManifest, loadedManifest } from '../../registry';
import { categoryStyle } from '../../registry/categories';
import { useToolOptions } from '../../runner/useToolOptions';
import { OptionsForm } from '../../runner/OptionsForm';
import { formFieldNames } from '../../runner/textInput';
import { FileRunner } from '../../runner/FileRunner';
import { NoneRunner } from '../../runner/NoneRunner';
import { LiveRunner } from '../../runner/LiveRunner';
import { ToolLayout } from '../../runner/ToolLayout';
import { useEditorProps } from '../../runner/useEditorProps';
import { EditorOptions } from '../../runner/fields/Fields';
import { LazyPage } from '../LazyPage';
import './ToolPage.css';

/** Text tools' runner brings CodeMirror: loaded only on their pages (not on the home page or file tools). */
const loadTextRunner = () => import('../../runner/TextRunner');
import { CopyCommandButton, FavoriteButton, ShareButton } from '../ToolActions';
import { useDocumentTitle } from '../useDocumentTitle';
import { OfflineStatus } from '../OfflineStatus';
import { toolLists } from '../../storage/toolLists';

/** A tool's manifest and strings (and the family strings it shows) load with its page: show the loading state until they are in. */
export default function ToolPage({ tool: summary }: { tool: ToolSummary }) {
  const tool = loadedManifest(summary.id) ?? use(loadManifest(summary.id));
  const { t, ready } = useTranslation([tool.id, ...(tool.sharedStrings ?? [])]);
  if (!ready)
    return (
      <div className="page-state" aria-busy="true" data-testid="page-loading">
        {t('common:loading')}
      </div>
    );
  return <ToolPageBody tool={tool} />;
}

/** The generic tool page: header, then the tool's own editor if it has one, else form + runner. */
function ToolPageBody({ tool }: { tool: ToolManifest }) {
  const { t } = useTranslation(tool.id);
  const { options, setOptions } = useToolOptions(tool);
  const description = t('description');
  useDocumentTitle(description);
  useEffect(() => {
    void toolLists.markUsed(tool.id);
  }, [tool.id]);

  const Icon = tool.icon;
  const color = categoryStyle(tool.category).color;
  const editor = editorLoader(tool.id);
  // A text tool's text kept in an option is its input, not a field of the form.
  const formFields = formFieldNames(tool);
  const hasOptions = formFields.length > 0;
  const resultView = tool.resultView;

  const editorProps = useEditorProps(tool, options, (next) => void setOptions(next));

  // The form and the runner hydrate in tasks of their own (Suspense boundaries, see App.tsx).
  const form = hasOptions && (
    <Suspense>
      <OptionsForm tool={tool} options={options} onChange={setOptions} names={formFields} />
    </Suspense>
  );

  return (
    <div className="tool-page" data-testid="tool-page" data-tool={tool.id}>
      <header className="tool-header">
        <span className="tool-card-icon" style={{ color, background: `${color}1a` }}>
          <Icon width={24} height={24} aria-hidden />
        </span>
        <div>
          <h1>{t('name')}</h1>
          <p className="muted">{description}</p>
          <OfflineStatus toolId={tool.id} />
        </div>
        <div className="tool-header-actions">
          <FavoriteButton tool={tool} />
          <ShareButton />
          <CopyCommandButton tool={tool} options={options} />
        </div>
      </header>
      {editor ? (
        <EditorOptions value={{ tool, options, onChange: setOptions }}>
          <LazyPage loader={editor} props={editorProps} />
        </EditorOptions>
      ) : tool.input.kind !== 'text' && tool.input.live && resultView ? (
        <Suspense>
          <LiveRunner tool={tool} options={options} form={form} view={(props) => <LazyPage loader={resultView} props={props} />} />
        </Suspense>
      ) : tool.input.kind === 'files' ? (
        <Suspense>
          <FileRunner tool={tool} options={options} setOptions={setOptions} form={form} />
        </Suspense>
      ) : tool.input.kind === 'text' ? (
        <ToolLayout
          input={
            <Suspense>
              <LazyPage loader={loadTextRunner} props={{ tool, options, setOptions }} />
            </Suspense>
          }
          options={form}
        />
      ) : (
        <ToolLayout options={form}>
          <Suspense>
            <NoneRunner tool={tool} options={options} />
          </Suspense>
        </ToolLayout>
      )}
    </div>
  );
}
