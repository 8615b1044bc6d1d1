import { useTranslation } from 'react-i18next';
import type { JobResult } from '../../src/runner/job';

/** What the pipeline found in the SVG: its size, viewBox and element count, and what unsafe content was removed, by kind. */
export function SvgFacts({ image }: { image: JobResult }) {
  const { t } = useTranslation('svg-preview');
  const extra = image.meta?.extra ?? {};
  const removed = Number(extra.removed ?? 0);
  return (
    <dl className="record" data-testid="svg-info">
      <div>
        <dt>{t('common:runner.record.dimensions')}</dt>
        <dd data-testid="info-size">
          {image.meta?.width ?? 0} × {image.meta?.height ?? 0}
        </dd>
      </div>
      <div>
        <dt>viewBox</dt>
        <dd data-testid="info-viewbox">{String(extra.viewBox ?? '') || '—'}</dd>
      </div>
      <div>
        <dt>{t('elements')}</dt>
        <dd data-testid="info-elements">{Number(extra.elements ?? 0)}</dd>
      </div>
      {removed > 0 && (
        <div>
          <dt>{t('unsafeRemovedLabel')}</dt>
          <dd data-testid="removed-count" data-removed={removed}>
            {(image.notes ?? []).map((note) => t(note.key, { ...note.params })).join(' ')}
          </dd>
        </div>
      )}
    </dl>
  );
}
