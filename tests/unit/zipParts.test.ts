import { describe, expect, it } from 'vitest';
import { makeZip, predictLength } from 'client-zip';
import { zipParts } from '../../src/runner/download';

const entry = (name: string, size: number) => ({ name, input: new Blob([new Uint8Array(size)]), lastModified: new Date(0) });
const zipSize = async (entries: ReturnType<typeof entry>[]) => (await new Response(makeZip(entries)).arrayBuffer()).byteLength;

describe('ZIP parts (where an archive cannot be streamed to disk)', () => {
  it('keeps a batch that fits in one part whole', () => {
    const entries = [entry('a.jpg', 1000), entry('b.jpg', 2000)];
    expect(zipParts(entries, 10_000)).toEqual([entries]);
  });

  it('cuts a batch in order into parts whose real ZIP size stays under the limit', async () => {
    const entries = Array.from({ length: 10 }, (_, i) => entry(`photo-${i}.jpg`, 3000 + i * 100));
    const limit = 10_000;
    const parts = zipParts(entries, limit);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flat()).toEqual(entries);
    for (const part of parts) {
      const size = await zipSize(part);
      expect(size).toBe(Number(predictLength(part.map((e) => ({ name: e.name, size: e.input.size })))));
      expect(size).toBeLessThanOrEqual(limit);
    }
    // Each part is as full as it can be: the next entry would not have fitted.
    for (let i = 0; i < parts.length - 1; i++) expect(await zipSize([...parts[i], parts[i + 1][0]])).toBeGreaterThan(limit);
  });

  it('gives an entry bigger than the limit a part of its own', () => {
    const entries = [entry('small.png', 10), entry('huge.mp4', 50_000), entry('small2.png', 10)];
    expect(zipParts(entries, 10_000).map((p) => p.map((e) => e.name))).toEqual([['small.png'], ['huge.mp4'], ['small2.png']]);
  });
});
