// Draws the LocalKit icon (a white toolbox on a blue-violet gradient) at every size the PWA and
// favicon need, with signed-distance shapes for clean anti-aliased edges. Run once; output committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pngDir = dirname(require.resolve('@jsquash/png/package.json'));
const encodeMod = await import('@jsquash/png/encode.js');
await encodeMod.init(await WebAssembly.compile(readFileSync(join(pngDir, 'codec/pkg/squoosh_png_bg.wasm'))));
globalThis.ImageData ??= class {
  constructor(data, width, height) {
    Object.assign(this, { data, width, height });
  }
};

const roundedBox = (px, py, cx, cy, hw, hh, r) => {
  const qx = Math.abs(px - cx) - hw + r;
  const qy = Math.abs(py - cy) - hh + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
};
const cover = (d) => Math.min(1, Math.max(0, 0.5 - d));

function draw(size, { maskable = false, background = true } = {}) {
  const data = new Uint8ClampedArray(size * size * 4);
  const s = size / 100; // design grid 100×100
  const inset = maskable ? 0 : 4; // maskable: full bleed, content inside the safe zone
  const k = maskable ? 0.62 : 0.8; // content scale
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const px = (x + 0.5) / s;
      const py = (y + 0.5) / s;
      const bg = maskable ? -1 : roundedBox(px, py, 50, 50, 50 - inset, 50 - inset, 22);
      const bgA = background ? cover(bg * s) : 0;
      const t = (px + py) / 200;
      let r = 37 + (124 - 37) * t,
        g = 99 + (58 - 99) * t,
        b = 235 + (237 - 235) * t;
      // toolbox: body + handle ring, in design units scaled around the centre
      const u = 50 + (px - 50) / k,
        v = 50 + (py - 50) / k;
      const body = roundedBox(u, v, 50, 60, 34, 22, 6);
      const handleOuter = roundedBox(u, v, 50, 34, 14, 10, 6);
      const handleInner = roundedBox(u, v, 50, 36, 8, 6, 3);
      const handle = Math.max(handleOuter, -handleInner);
      const latch = roundedBox(u, v, 50, 56, 6, 4, 1.5);
      const shape = Math.min(body, handle);
      const white = cover(shape * k * s) * (1 - cover(latch * k * s));
      r = r * (1 - white) + 255 * white;
      g = g * (1 - white) + 255 * white;
      b = b * (1 - white) + 255 * white;
      const a = Math.max(bgA, background ? 0 : white);
      data.set([r, g, b, a * 255], (y * size + x) * 4);
    }
  return new ImageData(data, size, size);
}

const png = async (img) => new Uint8Array(await encodeMod.default(img));
const out = (name, bytes) => writeFileSync(new URL(`../public/${name}`, import.meta.url), bytes);

for (const size of [192, 512]) out(`icons/icon-${size}.png`, await png(draw(size)));
out('icons/icon-512-maskable.png', await png(draw(512, { maskable: true })));
out('icons/apple-touch-icon.png', await png(draw(180, { maskable: true })));

// favicon.ico with 16, 32, 48 PNG entries.
const entries = await Promise.all([16, 32, 48].map(async (size) => ({ size, bytes: await png(draw(size)) })));
const header = Buffer.alloc(6 + 16 * entries.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(entries.length, 4);
let offset = header.length;
entries.forEach((e, i) => {
  const at = 6 + 16 * i;
  header.writeUInt8(e.size, at);
  header.writeUInt8(e.size, at + 1);
  header.writeUInt16LE(1, at + 4);
  header.writeUInt16LE(32, at + 6);
  header.writeUInt32LE(e.bytes.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += e.bytes.length;
});
out('favicon.ico', Buffer.concat([header, ...entries.map((e) => Buffer.from(e.bytes))]));
console.log('icons written');
