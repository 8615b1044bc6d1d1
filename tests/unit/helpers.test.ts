import { describe, expect, it } from 'vitest';
import { shareOut } from '../../src/runner/helpers';
import { directContext } from '../../schemas/pipeline';

describe('shareOut (PipelineContext.parallel across workers)', () => {
  it('gives each input to exactly one runner, the next to whoever is free, and keeps the order', async () => {
    const ran: string[] = [];
    // The helper answers only when released; the local runner is instant.
    const releases: (() => void)[] = [];
    const helper = async (n: number) => {
      ran.push(`helper ${n}`);
      await new Promise<void>((resolve) => releases.push(resolve));
      return n * 10;
    };
    const here = async (n: number) => (ran.push(`here ${n}`), n * 10);
    const done = shareOut([1, 2, 3, 4, 5], [helper, here]);
    await Promise.resolve();
    releases.shift()!();
    expect(await done).toEqual([10, 20, 30, 40, 50]);
    // The helper took the first input; while it was busy the local runner did all the rest.
    expect(ran).toEqual(['helper 1', 'here 2', 'here 3', 'here 4', 'here 5']);
  });

  it('fails when a runner fails', async () => {
    const fail = async (n: number) => {
      if (n === 2) throw new Error('no');
      return n;
    };
    await expect(shareOut([1, 2, 3], [fail])).rejects.toThrow('no');
  });

  it('runs tasks in turn on one core (directContext)', async () => {
    const order: number[] = [];
    const tasks = { twice: async (n: number) => (order.push(n), n * 2) };
    expect(await directContext().parallel(tasks, 'twice', [3, 1, 2])).toEqual([6, 2, 4]);
    expect(order).toEqual([3, 1, 2]);
  });
});
