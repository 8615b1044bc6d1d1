import type { OutputNote } from '../../schemas/pipeline';
import type { ActiveContent } from './svgSafety';

/**
 * One row note per kind of active content the sanitiser removed ("Removed 2 scripts…"), and none for
 * what only an editor reads (Inkscape's own attributes, a DOCTYPE, namespace declarations): a warning
 * names what was there and only that.
 */
export function removedNotes(active: ActiveContent): OutputNote[] {
  return (Object.keys(active) as (keyof ActiveContent)[])
    .filter((kind) => active[kind] > 0)
    .map((kind) => ({ key: `svg:notes.removed.${kind}`, params: { count: active[kind] } }));
}
