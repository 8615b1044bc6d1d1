import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { directContext, type FileInput, type PipelineOutput } from '../../schemas/pipeline';
import { noteDroppedFrames } from '../../src/runner/animationNote';
import convert from '../../plugins/image-converter/pipeline';
import converter from '../../plugins/image-converter/manifest';
import compress from '../../plugins/image-compress/pipeline';
import compressor from '../../plugins/image-compress/manifest';

// The note the runner adds (src/runner/worker.ts) when an animated input comes out as a still image.
const file = (name: string, type: string): FileInput => ({
  kind: 'file',
  name,
  type,
  bytes: new Uint8Array(readFileSync(`tests/fixtures/images/${name}`)),
});
const outputsOf = (made: PipelineOutput | PipelineOutput[]) => (Array.isArray(made) ? made : [made]);
const NOTE = 'animation.firstFrameOnly';

describe('an animated input written as a still image is noted', () => {
  it.each(['png', 'jpeg', 'gif'])('image-converter: a 10-frame GIF → %s says 1 of 10 frames was kept', async (format) => {
    const input = file('anim-10.gif', 'image/gif');
    const outputs = outputsOf(await convert(input, converter.options.parse({ format }), directContext()));
    noteDroppedFrames(input, outputs);
    expect(outputs[0].notes).toContainEqual({ key: NOTE, params: { frames: 10 } });
  });

  it('an animated WebP written as a still WebP is noted with its true frame count', () => {
    const input = file('anim-10.webp', 'image/webp');
    const outputs: PipelineOutput[] = [{ type: 'image/webp', bytes: file('photo-motorcycle.webp', 'image/webp').bytes }];
    noteDroppedFrames(input, outputs);
    expect(outputs[0].notes).toEqual([{ key: NOTE, params: { frames: 10 } }]);
  });

  it('image-compress: a 10-frame GIF compressed to a still PNG is noted', async () => {
    const input = file('anim-10.gif', 'image/gif');
    const outputs = outputsOf(await compress(input, compressor.options.parse({ mode: 'auto' }), directContext()));
    noteDroppedFrames(input, outputs);
    expect(outputs[0].type).toBe('image/png');
    expect(outputs[0].notes).toContainEqual({ key: NOTE, params: { frames: 10 } });
  });

  it('no note when the output keeps the animation (the original handed back)', () => {
    for (const [name, type] of [
      ['anim-10.gif', 'image/gif'],
      ['anim-10.webp', 'image/webp'],
    ]) {
      const input = file(name, type);
      const outputs: PipelineOutput[] = [{ type, bytes: input.bytes }];
      noteDroppedFrames(input, outputs);
      expect(outputs[0].notes).toBeUndefined();
    }
  });

  it('no note for a still input, and only the first of several still outputs carries it', () => {
    const still = file('photo-motorcycle.webp', 'image/webp');
    const one: PipelineOutput[] = [{ type: 'image/png', bytes: new Uint8Array(8) }];
    noteDroppedFrames(still, one);
    expect(one[0].notes).toBeUndefined();
    const many: PipelineOutput[] = [
      { type: 'image/x-icon', bytes: new Uint8Array(8) },
      { type: 'image/png', bytes: new Uint8Array(8) },
      { type: 'application/manifest+json', text: '{}' },
    ];
    noteDroppedFrames(file('anim-10.webp', 'image/webp'), many);
    expect(many.map((o) => o.notes?.length ?? 0)).toEqual([1, 0, 0]);
  });
});
