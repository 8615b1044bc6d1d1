import { describe, expect, it, vi } from 'vitest';
import { readStored, z } from './storedShape';

describe('readStored', () => {
  it('gives a value in the written shape back as it is', () => {
    expect(readStored(z.array(z.string()), ['some-tool'], 'favorites')).toEqual(['some-tool']);
  });

  it('drops wrong shapes with one warning per key, and nothing stored quietly', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ids = z.array(z.string());
    for (const bad of [{ 0: 'some-tool' }, 42, 'garbage', [1, 2], { map: 'x' }])
      expect(readStored(ids, bad, 'test-favorites')).toBeUndefined();
    expect(readStored(ids, undefined, 'test-recents')).toBeUndefined();
    expect(readStored(ids, null, 'test-recents')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
