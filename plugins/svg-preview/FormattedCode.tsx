import { useTranslation } from 'react-i18next';
import { Copy, Download } from 'lucide-react';
import type { ResultViewProps } from '../../src/runner/resultView';
import { outputName } from '../../src/runner/outputName';

/** The user's own code, formatted, folded under its heading: shown as text only, to copy or download. */
export function FormattedCode({ code, download, copyText }: { code: string } & Pick<ResultViewProps, 'download' | 'copyText'>) {
  const { t } = useTranslation('svg-preview');
  return (
    <details className="svg-preview-formatted" data-testid="formatted">
      <summary>{t('formattedCode')}</summary>
      <div className="svg-preview-toolbar">
        <button type="button" className="btn btn-small" onClick={() => void copyText(code)} data-testid="copy-formatted">
          <Copy size={14} aria-hidden /> {t('common:runner.copy')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => download(new Blob([code], { type: 'image/svg+xml' }), outputName('svg-preview', 'formatted', 'image/svg+xml'))}
          data-testid="download-formatted"
        >
          <Download size={14} aria-hidden /> {t('common:runner.download')}
        </button>
      </div>
      {/* Focusable, so that keyboard users can scroll long code. */}
      <pre data-testid="formatted-code" tabIndex={0}>
        {code}
      </pre>
    </details>
  );
}
