import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loadManifests } from '../../src/registry/manifests';
import { optionsFromQuery, optionsToQuery } from '../../schemas/presetUrl';

// Every tool's share link brings back each option it can carry: one field at a time is set to a value
// other than its default (found from the schema itself), written into a link, and read back.

const tools = loadManifests(import.meta.glob('/plugins/*/manifest.ts', { eager: true }), true);

/** Values to try for a field, whatever its type: the first one the schema takes and that is not the default. */
function candidates(field: z.ZodType, fallback: unknown): unknown[] {
  const tries: unknown[] = [];
  const def = (field as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } })._zod.def;
  let inner = def;
  while (inner.innerType || (inner.type === 'pipe' && inner.in)) inner = (inner.innerType ?? inner.in)!._zod.def as unknown as typeof inner;
  const bag = inner as unknown as { entries?: Record<string, string>; element?: z.ZodType; minimum?: number; maximum?: number };
  if (bag.entries) tries.push(...Object.values(bag.entries));
  if (typeof fallback === 'boolean') tries.push(!fallback);
  if (typeof fallback === 'number') {
    const f = field as unknown as { minValue?: number | null; maxValue?: number | null };
    for (const v of [f.minValue, f.maxValue, fallback + 1, fallback - 1, fallback + 0.5, 1, 2])
      if (typeof v === 'number' && Number.isFinite(v)) tries.push(v);
  }
  if (typeof fallback === 'string') tries.push('#123456', 'a', 'LK', '2024-02-29', 'Europe/Berlin', 'x1');
  if (Array.isArray(fallback)) {
    const options = (bag.element as unknown as { _zod?: { def: { entries?: Record<string, string> } } })?._zod?.def.entries;
    if (options) tries.push(Object.values(options).slice(0, 1), []);
    tries.push(fallback.slice(1), []);
  }
  return tries;
}

describe('every tool’s share link', () => {
  for (const tool of tools) {
    const shape = tool.options.shape as Record<string, z.ZodType>;
    if (Object.keys(shape).length === 0) continue;
    it(`${tool.id}: each option set alone comes back from the link`, () => {
      const defaults = tool.options.parse({}) as Record<string, unknown>;
      const safety = Object.entries(tool.optionsUi ?? {})
        .filter(([, ui]) => (ui as { safety?: boolean }).safety)
        .map(([key]) => key);
      const carried: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        const value = candidates(field, defaults[key]).find(
          (v) =>
            JSON.stringify(v) !== JSON.stringify(defaults[key]) &&
            field.safeParse(v).success &&
            tool.options.safeParse({ ...defaults, [key]: v }).success,
        );
        if (value === undefined) continue;
        const options = { ...defaults, [key]: field.parse(value) };
        const link = optionsToQuery(tool.options, options);
        const back = optionsFromQuery(tool.options, new URLSearchParams(link.toString()), safety);
        if (safety.includes(key)) {
          expect(back.refused, `${tool.id}.${key} is a safety option`).toEqual([key]);
          continue;
        }
        expect(back.invalid, `${tool.id}.${key}=${JSON.stringify(value)}`).toEqual([]);
        expect(back.options, `${tool.id}.${key}=${JSON.stringify(value)}`).toEqual(options);
        carried.push(key);
      }
      // Most options of a tool are found a value for; a tool whose options all escape this test fails it.
      expect(carried.length, `${tool.id}: options carried by the link`).toBeGreaterThanOrEqual(
        Math.ceil((Object.keys(shape).length - safety.length) / 2),
      );
    });
  }
});
