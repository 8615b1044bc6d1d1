import { useTranslation } from 'react-i18next';
import type { PhotoFacts } from '../../schemas/pipeline';
import { formatBytes } from './record';

/** EXIF orientation values in words (1 = upright). */
const ORIENTATION_KEYS: Record<number, string> = {
  1: 'upright',
  2: 'mirrored',
  3: 'rotated180',
  4: 'mirroredVertically',
  5: 'mirroredRotated90',
  6: 'rotated90',
  7: 'mirroredRotated270',
  8: 'rotated270',
};

/**
 * What the input photo's metadata tells, in plain words (issue 36): read in the worker, shown here.
 * The location is shown as numbers only: no map, nothing is looked up.
 */
export function PhotoFactsPanel({ facts }: { facts: PhotoFacts }) {
  const { t } = useTranslation('common');
  const p = (key: string, values?: Record<string, string | number>) => t(`photoMetadata.${key}`, values ?? {});
  const date = facts.date?.replace(/^(\d{4}):(\d{2}):(\d{2})/, '$1-$2-$3');
  // Cameras often repeat the make in the model ("Canon" + "Canon EOS 5D"): say it once.
  const device = facts.model?.startsWith(facts.make ?? '\0') ? facts.model : [facts.make, facts.model].filter(Boolean).join(' ');
  const rows: [string, string, string?][] = [];
  if (date) rows.push(['date', date]);
  if (device) rows.push(['device', device]);
  if (facts.lens) rows.push(['lens', facts.lens]);
  rows.push(
    facts.latitude !== undefined
      ? ['location', p('preciseLocation', { latitude: facts.latitude, longitude: facts.longitude! }), 'warn']
      : ['location', p('noLocation')],
  );
  if (facts.software) rows.push(['software', facts.software]);
  if (facts.artist) rows.push(['artist', facts.artist]);
  if (facts.copyright) rows.push(['copyright', facts.copyright]);
  if (facts.orientation) rows.push(['orientation', p(`orientations.${ORIENTATION_KEYS[facts.orientation] ?? 'upright'}`)]);
  if (facts.colourProfile) rows.push(['colourProfile', facts.colourProfile]);
  if (facts.thumbnailBytes) rows.push(['thumbnail', p('thumbnailSize', { size: formatBytes(facts.thumbnailBytes) })]);
  if (facts.hasXmp) rows.push(['xmp', p('xmpPresent')]);
  const empty = Object.keys(facts).length === 0;
  return (
    <details className="result-details photo-facts" data-testid="photo-facts" open={facts.latitude !== undefined}>
      <summary>{p('title')}</summary>
      {empty && <p className="muted small">{p('nothing')}</p>}
      <dl className="record">
        {rows.map(([key, value, tone]) => (
          <div key={key} data-testid={`photo-${key}`}>
            <dt>{p(`fields.${key}`)}</dt>
            <dd className={tone}>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
