import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { frameCount } from './frameCount';
import { encodeImage } from './imageCodecs';

const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/images/${name}`));

describe('frameCount', () => {
  it('counts the frames ffmpeg wrote into an animated GIF and WebP', () => {
    expect(frameCount(fixture('anim-10.gif'), 'image/gif')).toBe(10);
    expect(frameCount(fixture('anim-10.webp'), 'image/webp')).toBe(10);
    expect(frameCount(fixture('anim-tiny.gif'), 'image/gif')).toBe(24);
  });

  it('a still WebP, a still GIF and other formats are one frame', async () => {
    expect(frameCount(fixture('photo-motorcycle.webp'), 'image/webp')).toBe(1);
    const still = await encodeImage(new ImageData(new Uint8ClampedArray(4 * 6), 3, 2), 'image/gif');
    expect(frameCount(still, 'image/gif')).toBe(1);
    expect(frameCount(fixture('photo-chelsea.png'), 'image/png')).toBe(1);
  });

  it('a GIF cut short counts the frames before the cut', () => {
    const gif = fixture('anim-10.gif');
    expect(frameCount(gif.subarray(0, gif.length / 2), 'image/gif')).toBeGreaterThan(1);
    expect(frameCount(gif.subarray(0, gif.length / 2), 'image/gif')).toBeLessThan(10);
  });
});
