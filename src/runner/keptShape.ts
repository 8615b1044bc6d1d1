import type { KeptJob } from './resultStore';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optional = (v: unknown, type: 'string' | 'number') => v === undefined || typeof v === type;

/**
 * Whether a record read from the results store is one this app wrote. Storage is outside our control
 * (another version of the app, an extension, a disk error): a record of any other shape is dropped on
 * read, so one bad record cannot make the good ones look unfinished after a reload.
 */
export function isKeptJob(value: unknown): value is KeptJob {
  if (!isObject(value)) return false;
  if (typeof value.session !== 'string' || typeof value.toolId !== 'string' || typeof value.label !== 'string') return false;
  if (typeof value.queuedAt !== 'number' || !optional(value.startedAt, 'number') || !optional(value.finishedAt, 'number')) return false;
  if (!Array.isArray(value.results)) return false;
  return value.results.every(
    (r) =>
      isObject(r) &&
      typeof r.type === 'string' &&
      optional(r.name, 'string') &&
      optional(r.opfsName, 'string') &&
      optional(r.text, 'string') &&
      (r.blob === undefined || r.blob instanceof Blob) &&
      (r.meta === undefined || isObject(r.meta)) &&
      (r.notes === undefined || (Array.isArray(r.notes) && r.notes.every((n) => isObject(n) && typeof n.key === 'string'))),
  );
}
