import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStorageFull, storageFullError } from './storageSpace';

const estimate = (quota: number, usage: number) =>
  vi.stubGlobal('navigator', { storage: { estimate: () => Promise.resolve({ quota, usage }) } });

describe('storage full', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows the browsers’ ways of saying a write found no room', () => {
    expect(isStorageFull(new DOMException('quota', 'QuotaExceededError'))).toBe(true);
    expect(isStorageFull(new DOMException('Failed to write data to data pipe', 'AbortError'))).toBe(true);
    expect(isStorageFull(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(isStorageFull(new TypeError('x'))).toBe(false);
  });

  it('gives the needed and free sizes when they explain the failure (finding 17)', async () => {
    estimate(100 * 2 ** 20, 99 * 2 ** 20);
    const e = await storageFullError(20 * 2 ** 20);
    expect(e.key).toBe('errors.storageFullSizes');
    expect(e.params).toEqual({ needed: '20 MB', available: '1.0 MB' });
  });

  it('gives no figures where the browser counts room enough (its count is not the disk’s)', async () => {
    estimate(10 * 2 ** 30, 0);
    expect((await storageFullError(20 * 2 ** 20)).key).toBe('errors.storageFull');
    expect((await storageFullError(undefined)).key).toBe('errors.storageFull');
  });
});
