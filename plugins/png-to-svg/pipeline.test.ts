import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { sanitizeSvg } from '../../families/svg/svgSafety';
import manifest from './manifest';
import pipeline from './pipeline';

const png = new Uint8Array(readFileSync(new URL('../../tests/fixtures/svg/trace-logo.png', import.meta.url)));
const trace = async (options: Record<string, unknown> = {}) =>
  (await pipeline(
    { kind: 'file', name: 'logo.png', type: 'image/png', bytes: png },
    manifest.options.parse(options),
    directContext(),
  )) as PipelineOutput;

describe('png-to-svg', () => {
  it('traces a flat logo into a valid SVG with its colours', async () => {
    const out = await trace();
    const svg = new TextDecoder().decode(out.bytes);
    expect(out.type).toBe('image/svg+xml');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="120" viewBox="0 0 200 120">/);
    expect(() => sanitizeSvg(svg)).not.toThrow();
    // Red circle, blue square, dark line.
    expect(svg).toMatch(/fill="rgb\((2[2-3]\d),(2\d|3\d),(6\d|7\d)\)"/);
    expect(svg).toMatch(/fill="rgb\((3\d),(9\d|10\d),(23\d|24\d)\)"/);
    expect(out.meta).toMatchObject({ width: 200, height: 120, format: 'SVG' });
    expect(Number(out.meta!.extra!.paths)).toBeGreaterThanOrEqual(3);
    expect(out.meta!.extra!.photoWarning).toBeUndefined();
  });
  it('black-and-white mode keeps only black paths', async () => {
    const svg = new TextDecoder().decode((await trace({ mode: 'bw', threshold: 100 })).bytes);
    const fills = new Set([...svg.matchAll(/fill="([^"]+)"/g)].map((m) => m[1]));
    expect([...fills]).toEqual(['rgb(0,0,0)']);
  });
  it('fewer colours give a smaller file', async () => {
    const many = (await trace({ colors: 16 })).bytes!.length;
    const two = (await trace({ colors: 2 })).bytes!.length;
    expect(two).toBeLessThan(many);
  });
});
