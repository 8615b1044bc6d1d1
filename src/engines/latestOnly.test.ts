import { describe, expect, it } from 'vitest';
import { latestOnly } from './latestOnly';

describe('latestOnly', () => {
  it('drops results of calls overtaken by a newer call', async () => {
    const slow = (ms: number, value: string) => new Promise<string>((r) => setTimeout(() => r(value), ms));
    const run = latestOnly(slow);
    const first = run(30, 'old');
    const second = run(5, 'new');
    expect(await second).toBe('new');
    expect(await first).toBeUndefined();
    expect(await run(1, 'again')).toBe('again');
  });
});
