// JPEG XL against AVIF and JPEG at the same SSIM (issue 36): on the image benchmark's photos, each
// format's lowest quality whose SSIM (plugins/image-compress/ssim.ts, the measure the form promises)
// reaches 0.98, its bytes, and the time of that one encode. Encoders as Image Compress runs them:
// JPEG XL at effort 7, AVIF 10-bit at the final speed 6, MozJPEG, and a libjpeg encode with the
// canvas's settings (what the browser's JPEG gives). Records bench/results/images-jxl.json.
import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { record, type BenchRow } from './record';
import { decodeImage } from '../src/engines/imageCodecs';
import { encodeLibjpegLike } from '../src/engines/wasmCodecs';
import { encodeChoice, decodeChoice, AVIF_FINAL_SPEED, type Format } from '../plugins/image-compress/encode';
import { lowestQualityForSsim } from '../plugins/image-compress/search';
import { ssim } from '../plugins/image-compress/ssim';
import { sniffType } from '../src/runner/sniff';

const PHOTOS = ['photo-astronaut.jpg', 'photo-coffee.jpg', 'photo-chelsea.png', 'photo-rocket.jpg', 'photo-motorcycle.webp'];
const THRESHOLD = 0.98;
const benchmark = 'images (JPEG XL)';

type Codec = { name: string; encode: (image: ImageData, q: number) => Promise<Uint8Array>; decode: (b: Uint8Array) => Promise<ImageData> };
const viaCompress = (name: string, format: Format, extra: Record<string, unknown> = {}): Codec => ({
  name,
  encode: (image, quality) => encodeChoice(image, { format, quality, mozjpeg: false, ...extra }),
  decode: (bytes) => decodeChoice(bytes, format),
});
const CODECS: Codec[] = [
  viaCompress('JPEG XL (effort 7)', 'jxl'),
  viaCompress(`AVIF (10-bit, speed ${AVIF_FINAL_SPEED})`, 'avif', { avifSpeed: AVIF_FINAL_SPEED }),
  viaCompress('MozJPEG', 'jpeg', { mozjpeg: true }),
  { name: 'JPEG (canvas settings)', encode: (image, q) => encodeLibjpegLike(image, q), decode: (b) => decodeImage(b, 'image/jpeg') },
];

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../tests/fixtures/images/${name}`, import.meta.url)));

it('JPEG XL vs AVIF and JPEG at SSIM 0.98', async () => {
  const rows: BenchRow[] = [];
  const loadAtStart = loadavg()[0];
  const totals = new Map<string, { bytes: number; ms: number }>(CODECS.map((c) => [c.name, { bytes: 0, ms: 0 }]));
  let pixels = 0;
  for (const name of PHOTOS) {
    const bytes = fixture(name);
    const original = await decodeImage(bytes, sniffType(bytes)!);
    pixels += original.width * original.height;
    const label = `${name} (${original.width}×${original.height})`;
    for (const codec of CODECS) {
      const found = await lowestQualityForSsim(
        async (q) => {
          const out = await codec.encode(original, q);
          return { bytes: out, ssim: ssim(original, await codec.decode(out)) };
        },
        THRESHOLD,
        1,
        100,
        undefined,
        1,
      );
      if (!found) throw new Error(`${codec.name} never reaches ${THRESHOLD} on ${name}`);
      const t0 = performance.now();
      await codec.encode(original, found.quality);
      const ms = performance.now() - t0;
      const total = totals.get(codec.name)!;
      total.bytes += found.bytes.length;
      total.ms += ms;
      rows.push({
        benchmark,
        case: label,
        metric: `${codec.name}: bytes (q${found.quality}, SSIM ${found.ssim!.toFixed(4)}) / encode time`,
        value: `${found.bytes.length} B / ${Math.round(ms)} ms`,
      });
    }
  }
  const jxl = totals.get(CODECS[0].name)!;
  for (const codec of CODECS) {
    const total = totals.get(codec.name)!;
    rows.push({
      benchmark,
      case: `all ${PHOTOS.length} photos`,
      metric: `${codec.name}: total bytes (÷ JPEG XL) / encode time per MP`,
      value: `${total.bytes} B (${(total.bytes / jxl.bytes).toFixed(3)}) / ${Math.round(total.ms / (pixels / 1e6))} ms`,
    });
  }
  rows.push({
    benchmark,
    case: 'machine',
    metric: 'load average (1 min) at start / end',
    value: `${loadAtStart.toFixed(1)} / ${loadavg()[0].toFixed(1)}`,
  });
  record('images-jxl', rows);
  console.table(rows.map((r) => ({ case: r.case, metric: r.metric, value: r.value })));
}, 2_400_000);
