import { useTranslation } from 'react-i18next';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { runJob } from './runJob';
import { ResultsSection } from './ResultsSection';

/** Generators: no input, a button that runs the pipeline with the current options. */
export function NoneRunner({ tool, options }: { tool: ToolManifest; options: Record<string, unknown> }) {
  const { t } = useTranslation(tool.id);
  const run = () => void runJob(tool, t('name'), async () => ({ kind: 'none' }), options);
  return (
    <div className="none-runner">
      <button type="button" className="btn btn-primary" onClick={run} data-testid="run">
        {t('common:runner.run')}
      </button>
      <ResultsSection tool={tool} />
    </div>
  );
}
