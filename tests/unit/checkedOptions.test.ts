import { describe, expect, it } from 'vitest';
import { loadManifests } from '../../src/registry/manifests';
import { checkedOptions } from '../../src/runner/checkedOptions';

const tools = loadManifests(import.meta.glob('/plugins/*/manifest.ts', { eager: true }), true);
const tool = (id: string) => tools.find((t) => t.id === id)!;

describe('options an editor sends', () => {
  it('are parsed by the tool schema: defaults filled, unknown fields dropped', () => {
    const opts = checkedOptions(tool('image-mosaic'), { blockSize: 8, regions: '0,0,0.5,0.5', extra: 1 });
    expect(opts).toEqual({ blockSize: 8, shape: 'square', regions: '0,0,0.5,0.5', metadata: 'strip' });
  });

  it('fail with the tool and the field when the schema rejects them', () => {
    expect(() => checkedOptions(tool('image-mosaic'), { blockSize: 1 })).toThrow(/image-mosaic.*blockSize/);
    expect(() => checkedOptions(tool('image-mosaic'), { regions: 'everything' })).toThrow(/image-mosaic.*regions/);
  });

  it('every editor-run tool accepts its own defaults', () => {
    for (const t of tools) expect(() => checkedOptions(t, {})).not.toThrow();
  });
});
