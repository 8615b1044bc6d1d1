import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { decodeImage } from '../../src/engines/imageCodecs';
import { encodeOxipng } from '../../src/engines/wasmCodecs';
import { quantizeToPalette } from './paletteQuantize';
import { ssim } from './ssim';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/images/${name}`, import.meta.url)));

describe('palette quantisation', () => {
  it('keeps a UI screenshot close and oxipng then shrinks it', async () => {
    const ui = await decodeImage(fixture('ui-settings.png'), 'image/png');
    const quantized = quantizeToPalette(ui);
    expect(ssim(ui, quantized)).toBeGreaterThan(0.97);
    const png = await encodeOxipng(quantized);
    expect(png.length).toBeLessThan(fixture('ui-settings.png').length);
  });
});
