import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolManifest } from '../../../schemas/ToolManifest';
import { editorLoader } from '../../registry';
import { categoryStyle } from '../../registry/categories';
import { useToolOptions } from '../../runner/useToolOptions';
import { OptionsForm } from '../../runner/OptionsForm';
import { FileRunner } from '../../runner/FileRunner';
import { NoneRunner } from '../../runner/NoneRunner';
import { ToolLayout } from '../../runner/ToolLayout';
import { runJob } from '../../runner/runJob';
import { queue } from '../../runner/pool';
import type { EditorProps } from '../../runner/editorProps';
import { LazyPage } from '../LazyPage';
import { HydrateLater } from '../HydrateLater';
/** Text tools' runner brings CodeMirror: loaded only on their pages (not on the home page or file tools). */
const loadTextRunner = () => import('../../runner/TextRunner');
import { FavoriteButton, ShareButton } from '../ToolActions';
import { useDocumentTitle } from '../useDocumentTitle';
import { toolLists } from '../../storage/toolLists';
import { toast } from '../../toast/toastStore';

/** A tool's strings load with its page: show the loading state until they are in. */
export default function ToolPage({ tool }: { tool: ToolManifest }) {
  const { t, ready } = useTranslation(tool.id);
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
  const hasOptions = Object.keys(tool.options.shape).length > 0;

  const editorProps: EditorProps = {
    tool,
    options,
    setOptions: (next) => void setOptions(next),
    run: async (label, input, opts) => {
      const job = await runJob(tool, label, input, opts ?? options);
      queue.remove((j) => j.id === job.id);
      return job;
    },
    cancelAll: () => queue.cancelWhere((j) => j.toolId === tool.id),
    notify: (title, variant) => void toast(title, variant),
  };

  const form = hasOptions && (
    <HydrateLater>
      <OptionsForm tool={tool} options={options} onChange={setOptions} />
    </HydrateLater>
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
        </div>
        <div className="tool-header-actions">
          <FavoriteButton tool={tool} />
          <ShareButton />
        </div>
      </header>
      {editor ? (
        <LazyPage loader={editor} props={editorProps} />
      ) : tool.input.kind === 'files' ? (
        // The runner and the form hydrate in tasks of their own (see HydrateLater).
        <HydrateLater>
          <FileRunner tool={tool} options={options} form={form} />
        </HydrateLater>
      ) : tool.input.kind === 'text' ? (
        <ToolLayout
          input={
            <HydrateLater>
              <LazyPage loader={loadTextRunner} props={{ tool, options }} />
            </HydrateLater>
          }
          options={form}
        />
      ) : (
        <ToolLayout options={form}>
          <HydrateLater>
            <NoneRunner tool={tool} options={options} />
          </HydrateLater>
        </ToolLayout>
      )}
    </div>
  );
}
