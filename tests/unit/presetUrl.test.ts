import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionsFromQuery, optionsToQuery } from '../../schemas/presetUrl';

const schema = z.object({
  format: z.enum(['webp', 'jpeg']).default('webp'),
  quality: z.number().int().min(1).max(100).default(75),
  strip: z.boolean().default(true),
  label: z.string().max(10).default(''),
});

describe('options <-> URL query', () => {
  it('uses defaults when the query is empty', () => {
    expect(optionsFromQuery(schema, new URLSearchParams())).toEqual({
      options: { format: 'webp', quality: 75, strip: true, label: '' },
      invalid: [],
      refused: [],
    });
  });

  it('a link cannot change a safety option: it keeps its default and is named (issue 33, item 3)', () => {
    const r = optionsFromQuery(schema, new URLSearchParams('strip=false&quality=40'), ['strip']);
    expect(r.options).toEqual({ format: 'webp', quality: 40, strip: true, label: '' });
    expect(r.refused).toEqual(['strip']);
    // The default itself, spelled out in a link, is no change.
    expect(optionsFromQuery(schema, new URLSearchParams('strip=true'), ['strip']).refused).toEqual([]);
  });

  it('round-trips non-default values and keeps other query keys', () => {
    const options = { format: 'jpeg' as const, quality: 40, strip: false, label: 'a b&c' };
    const query = optionsToQuery(schema, options, new URLSearchParams('lng=de'));
    expect(query.get('lng')).toBe('de');
    expect(optionsFromQuery(schema, new URLSearchParams(query.toString())).options).toEqual(options);
  });

  it('leaves default values out of the link', () => {
    expect(optionsToQuery(schema, schema.parse({ quality: 10 })).toString()).toBe('quality=10');
  });

  it('falls back to the default for each invalid value and names it', () => {
    const r = optionsFromQuery(schema, new URLSearchParams('format=gif&quality=500&strip=maybe&label=ok'));
    expect(r.options).toEqual({ format: 'webp', quality: 75, strip: true, label: 'ok' });
    expect(r.invalid.sort()).toEqual(['format', 'quality', 'strip']);
  });

  it('rejects numbers that are not numbers', () => {
    expect(optionsFromQuery(schema, new URLSearchParams('quality=abc')).invalid).toEqual(['quality']);
    expect(optionsFromQuery(schema, new URLSearchParams('quality=')).invalid).toEqual(['quality']);
  });

  it('carries a list of choices as "a,b", and refuses an unknown choice', () => {
    const lists = z.object({ off: z.array(z.enum(['a', 'b', 'c'])).default([]) });
    expect(optionsToQuery(lists, { off: ['a', 'c'] }).toString()).toBe('off=a%2Cc');
    expect(optionsToQuery(lists, { off: [] }).toString()).toBe('');
    expect(optionsFromQuery(lists, new URLSearchParams('off=a,c'))).toEqual({ options: { off: ['a', 'c'] }, invalid: [], refused: [] });
    expect(optionsFromQuery(lists, new URLSearchParams('off='))).toEqual({ options: { off: [] }, invalid: [], refused: [] });
    expect(optionsFromQuery(lists, new URLSearchParams('off=a,zzz'))).toEqual({ options: { off: [] }, invalid: ['off'], refused: [] });
  });
});
