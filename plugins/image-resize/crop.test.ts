import { describe, expect, it } from 'vitest';
import resizeFile from './pipeline';
import manifest from './manifest';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import { encodeImage, decodeImage } from '../../src/engines/imageCodecs';
import { cropBox, straightenedSize } from './geometry';
import { fileOptions } from '../../src/runner/fileOptions';

const RED = [220, 20, 20];
const GREEN = [20, 200, 20];
const BLUE = [20, 20, 220];
const WHITE = [250, 250, 250];

/** Four coloured quarters: red top-left, green top-right, blue bottom-left, white bottom-right. */
function quarters(width: number, height: number): ImageData {
  const img = new ImageData(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const colour = y < height / 2 ? (x < width / 2 ? RED : GREEN) : x < width / 2 ? BLUE : WHITE;
      img.data.set([...colour, 255], (y * width + x) * 4);
    }
  return img;
}

const at = (img: ImageData, x: number, y: number) => Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4));
/** The pixel's colour is `colour` (within a few levels of PNG-exact) and opaque. */
const expectColour = (img: ImageData, x: number, y: number, colour: number[]) => {
  const [r, g, b, a] = at(img, x, y);
  expect(
    [r, g, b].map((v, i) => Math.abs(v - colour[i]) <= 12),
    `pixel ${x},${y} = ${r},${g},${b}`,
  ).toEqual([true, true, true]);
  expect(a).toBe(255);
};

/** Runs the tool on a PNG of `img` with the size kept (100 %), and decodes the result. */
async function run(img: ImageData, opts: Record<string, unknown>) {
  const bytes = await encodeImage(img, 'image/png');
  const out = (await resizeFile(
    { kind: 'file', name: 'x.png', type: 'image/png', bytes },
    manifest.options.parse({ unit: 'percent', percent: 100, ...opts }),
    directContext(),
  )) as PipelineOutput;
  return { out, img: await decodeImage(out.bytes!, 'image/png') };
}

describe('image-resize: turn, flip, straighten, crop (on decoded pixels)', () => {
  it('turns a 40×20 image by 90° clockwise: 20×40, each corner where it should be', async () => {
    const { img } = await run(quarters(40, 20), { rotate: '90' });
    expect([img.width, img.height]).toEqual([20, 40]);
    expectColour(img, 0, 0, BLUE);
    expectColour(img, 19, 0, RED);
    expectColour(img, 19, 39, GREEN);
    expectColour(img, 0, 39, WHITE);
  });

  it('turns by 270° and by 180°', async () => {
    const ccw = (await run(quarters(40, 20), { rotate: '270' })).img;
    expect([ccw.width, ccw.height]).toEqual([20, 40]);
    expectColour(ccw, 0, 0, GREEN);
    expectColour(ccw, 0, 39, RED);
    const half = (await run(quarters(40, 20), { rotate: '180' })).img;
    expectColour(half, 0, 0, WHITE);
    expectColour(half, 39, 19, RED);
  });

  it('flips left–right and top–bottom (after the turn)', async () => {
    const h = (await run(quarters(40, 20), { flipH: true })).img;
    expectColour(h, 0, 0, GREEN);
    expectColour(h, 39, 19, BLUE);
    const v = (await run(quarters(40, 20), { flipV: true })).img;
    expectColour(v, 0, 0, BLUE);
    const turnedThenFlipped = (await run(quarters(40, 20), { rotate: '90', flipH: true })).img;
    expectColour(turnedThenFlipped, 0, 0, RED);
  });

  it.each([3, -7.5, 45])('straightens by %s° with no empty corner: every edge pixel is opaque image', async (degrees) => {
    const { out, img } = await run(quarters(200, 120), { straighten: degrees });
    const size = straightenedSize(200, 120, degrees);
    expect([img.width, img.height]).toEqual([size.width, size.height]);
    expect(img.width).toBeLessThan(200);
    // Same shape as before, within rounding.
    expect(Math.abs(img.width / img.height - 200 / 120)).toBeLessThan(0.05);
    const edge: number[][] = [];
    for (let x = 0; x < img.width; x++) edge.push(at(img, x, 0), at(img, x, img.height - 1));
    for (let y = 0; y < img.height; y++) edge.push(at(img, 0, y), at(img, img.width - 1, y));
    expect(edge.filter(([r, g, b, a]) => a < 255 || r + g + b < 60)).toEqual([]);
    expect(out.notes).toContainEqual({ key: 'notes.straightened', params: { degrees, width: img.width, height: img.height } });
  });

  it('crops a ratio on a file of another shape at the anchor, and the row says so', async () => {
    const left = await run(quarters(40, 20), { crop: '1x1', anchor: 'left' });
    expect([left.img.width, left.img.height]).toEqual([20, 20]);
    expectColour(left.img, 19, 0, RED);
    expectColour(left.img, 19, 19, BLUE);
    expect(left.out.notes).toContainEqual({ key: 'notes.cropAnchored', params: { width: 20, height: 20 } });
    const right = (await run(quarters(40, 20), { crop: '1x1', anchor: 'bottom-right' })).img;
    expectColour(right, 0, 0, GREEN);
    expectColour(right, 0, 19, WHITE);
    const centre = (await run(quarters(40, 20), { crop: '1x1' })).img;
    expectColour(centre, 0, 0, RED);
    expectColour(centre, 19, 19, WHITE);
  });

  it('keeps a drawn box that has the ratio (no anchor, no note)', async () => {
    // 25 % × 50 % of 80×40 is 20×20: a square in the top-right quarter.
    const { out, img } = await run(quarters(80, 40), { crop: '1x1', cropLeft: 70, cropTop: 0, cropWidth: 25, cropHeight: 50 });
    expect([img.width, img.height]).toEqual([20, 20]);
    expectColour(img, 0, 0, GREEN);
    expectColour(img, 19, 19, GREEN);
    expect(out.notes).toEqual([]);
  });

  it('crops a free box in percent of the turned image', async () => {
    // Turned, 20×40: the box is the lower half, whose left is white and right green.
    const { img } = await run(quarters(40, 20), { rotate: '90', crop: 'free', cropLeft: 0, cropTop: 50, cropWidth: 100, cropHeight: 50 });
    expect([img.width, img.height]).toEqual([20, 20]);
    expectColour(img, 2, 2, WHITE);
    expectColour(img, 17, 17, GREEN);
  });

  it('a social size crops its ratio and gives its exact size', async () => {
    const { img } = await run(quarters(400, 300), { crop: 'instagram-portrait', width: 100 });
    expect([img.width, img.height]).toEqual([1080, 1350]);
  });
});

describe('image-resize crop box', () => {
  const base = { crop: 'free' as const, cropLeft: 10, cropTop: 20, cropWidth: 50, cropHeight: 40, anchor: 'center' as const };
  it('is the whole image when off', () => {
    expect(cropBox(300, 200, { ...base, crop: 'off' })).toEqual({ x: 0, y: 0, width: 300, height: 200, anchored: false });
  });
  it('takes a free box in percent', () => {
    expect(cropBox(300, 200, base)).toEqual({ x: 30, y: 40, width: 150, height: 80, anchored: false });
  });
  it('places the largest box of the ratio at the anchor when the box does not fit the shape', () => {
    expect(cropBox(300, 200, { ...base, crop: '16x9', anchor: 'top-left' })).toMatchObject({
      x: 0,
      y: 0,
      width: 300,
      height: 169,
      anchored: true,
    });
    expect(cropBox(300, 200, { ...base, crop: '9x16', anchor: 'right' })).toMatchObject({ x: 187, y: 0, width: 113, height: 200 });
  });
});

describe('a file’s own crop (perFileOptions)', () => {
  it('is the crop fields only: merged over the batch, the turn and size stay the batch’s, and the schema checks them', () => {
    const keys = manifest.perFileOptions!;
    for (const key of keys) expect(manifest.options.shape).toHaveProperty(key);
    const batch = manifest.options.parse({ rotate: '90', crop: '1x1', unit: 'percent', percent: 100 });
    const own = { crop: 'free', cropLeft: 10, cropTop: 20, cropWidth: 50, cropHeight: 40, rotate: '180', percent: 10 };
    const merged = fileOptions(manifest.options, keys, batch, own)!;
    expect(merged).toMatchObject({ rotate: '90', percent: 100, crop: 'free', cropLeft: 10, cropTop: 20, cropWidth: 50, cropHeight: 40 });
    expect(cropBox(600, 400, merged as never)).toEqual({ x: 60, y: 80, width: 300, height: 160, anchored: false });
    expect(fileOptions(manifest.options, keys, batch, { ...own, cropWidth: 101 })).toBeUndefined();
    expect(fileOptions(manifest.options, keys, batch, { crop: 'round' })).toBeUndefined();
  });
});
