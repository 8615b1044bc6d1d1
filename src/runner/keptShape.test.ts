import { describe, expect, it } from 'vitest';
import { isKeptJob } from './keptShape';

const good = {
  session: 's',
  toolId: 'image-compress',
  label: 'a.jpg',
  queuedAt: 1,
  finishedAt: 2,
  results: [{ name: 'a.webp', type: 'image/webp', blob: new Blob(['x']), notes: [{ key: 'notes.x' }] }],
};

describe('isKeptJob: records of the results store are checked on read (issue 33, item 6)', () => {
  it('takes what the app writes', () => {
    expect(isKeptJob(good)).toBe(true);
    expect(isKeptJob({ ...good, results: [{ type: 'text/plain', text: 'hi' }] })).toBe(true);
    expect(isKeptJob({ ...good, results: [{ type: 'video/mp4', opfsName: 'r1.mp4' }] })).toBe(true);
  });
  it('drops junk', () => {
    for (const junk of [
      null,
      'x',
      42,
      [],
      {},
      { ...good, results: undefined },
      { ...good, results: 'x' },
      { ...good, results: [null] },
      { ...good, results: [{}] },
      { ...good, results: [{ type: 'image/png', blob: 'not a blob' }] },
      { ...good, results: [{ ...good.results[0], notes: [1] }] },
      { ...good, queuedAt: '1' },
      { ...good, session: undefined },
      { ...good, label: {} },
    ])
      expect(isKeptJob(junk), JSON.stringify(junk)).toBe(false);
  });
});
