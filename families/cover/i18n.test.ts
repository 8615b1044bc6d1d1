import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '../../src/i18n/languages';

// The shared editor's strings live here, not in a plugin, so the shell's translation test does not
// see them: the same checks, for this namespace.
const read = (lng: string) => JSON.parse(readFileSync(`families/cover/i18n/${lng}.json`, 'utf8'));
const flatten = (o: unknown, prefix = ''): [string, unknown][] =>
  o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)) : [[prefix, o]];
const placeholders = (s: unknown) => (typeof s === 'string' ? (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join() : '');

describe('cover editor strings', () => {
  const en = new Map(flatten(read('en')));
  for (const lng of LANGUAGE_CODES.filter((l) => l !== 'en')) {
    it(`are complete and translated in ${lng}`, () => {
      const other = new Map(flatten(read(lng)));
      expect([...en.keys()].filter((k) => !other.has(k))).toEqual([]);
      expect([...other.keys()].filter((k) => !en.has(k))).toEqual([]);
      expect([...en].filter(([k, v]) => placeholders(v) !== placeholders(other.get(k))).map(([k]) => k)).toEqual([]);
      if (lng !== 'de')
        expect([...en].filter(([k, v]) => typeof v === 'string' && /[a-z]{3}/i.test(v) && other.get(k) === v).map(([k]) => k)).toEqual([]);
    });
  }
});
