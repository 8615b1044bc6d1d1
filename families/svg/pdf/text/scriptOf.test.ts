import { describe, expect, it } from 'vitest';
import { scriptOf } from './scriptOf';

describe('scriptOf', () => {
  it('tells apart the scripts HarfBuzz must shape on their own, and leaves neutral characters to their neighbours', () => {
    expect(scriptOf('م'.codePointAt(0)!)).toBe('Arabic');
    expect(scriptOf('ש'.codePointAt(0)!)).toBe('Hebrew');
    expect(scriptOf('न'.codePointAt(0)!)).toBe('Devanagari');
    expect(scriptOf('a'.codePointAt(0)!)).toBe('other');
    expect(scriptOf('Ж'.codePointAt(0)!)).toBe('other');
    for (const c of [' ', '1', '.', '\u064B']) expect(scriptOf(c.codePointAt(0)!), c).toBeNull();
  });
});
