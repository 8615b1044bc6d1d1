// Image benchmark: bytes and SSIM of image-compress's auto mode against what people use today, on a
// fixed set (5 photos, 2 UI screenshots, 1 PNG with alpha; tests/fixtures/images), in one run:
//   - Squoosh's default: MozJPEG q75 (its default options), no resize;
//   - a canvas JPEG q80 re-encode, as older toolboxes do. Node has no canvas, so this is libjpeg
//     with canvas settings (baseline, Annex K tables, no trellis) — Chromium's canvas is libjpeg-turbo;
//     the browser benchmark (bench/browser/images.spec.ts) measures the real canvas too.
// Images with alpha are flattened on white for the JPEG baselines (what those tools do).
// SSIM: plugins/image-compress/ssim.ts (luma, 8×8 windows), the same measure for every row.
// Records bench/results/images.json. No assertions on time.
import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { cpuUsage } from 'node:process';
import { directContext, type PipelineOutput } from '../schemas/pipeline';
import { record, type BenchRow } from './record';
import compressManifest from '../plugins/image-compress/manifest';
import compress from '../plugins/image-compress/pipeline';
import { decodeImage } from '../src/engines/imageCodecs';
import { encodeMozJpeg, encodeLibjpegLike } from '../src/engines/wasmCodecs';
import { flattenOnto } from '../src/engines/imagePixels';
import { ssim } from '../plugins/image-compress/ssim';
import { sniffType } from '../src/runner/sniff';

const SET = [
  ['photo-astronaut.jpg', 'photo'],
  ['photo-coffee.jpg', 'photo'],
  ['photo-chelsea.png', 'photo'],
  ['photo-rocket.jpg', 'photo'],
  ['photo-motorcycle.webp', 'photo'],
  ['ui-settings.png', 'ui'],
  ['ui-dashboard.png', 'ui'],
  ['alpha-astronaut.png', 'alpha'],
] as const;

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../tests/fixtures/images/${name}`, import.meta.url)));
const round = (v: number, digits = 4) => Number(v.toFixed(digits));
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;

// Auto mode's default keeps the input's format family; "smallest of any format" (format auto) is one option away.
it.each([
  ['same', 'images (same format, default)'],
  ['auto', 'images (any format)'],
] as const)(
  'images benchmark, format %s',
  async (format, benchmark) => {
    const rows: BenchRow[] = [];
    // The machine is shared: the time per MP means little without the load it ran under.
    const loadAtStart = loadavg()[0];
    const options = compressManifest.options.parse({ mode: 'auto', format });
    // The opt-in slower AVIF speed ("Try harder"), measured the same way; the goal rows are the default's.
    const thoroughOptions = compressManifest.options.parse({ mode: 'auto', format, thorough: true });
    const totals = { auto: 0, squoosh: 0, canvas: 0, equal: 0, thorough: 0 };
    let minAutoSsim = 1;
    let minThoroughSsim = 1;
    // Wall and CPU time per mode. CPU time of this process (all its threads) moves less with the
    // machine's load than wall time.
    const spent = { auto: { ms: 0, cpuMs: 0 }, thorough: { ms: 0, cpuMs: 0 } };
    let pixels = 0;
    for (const [name, kind] of SET) {
      const bytes = fixture(name);
      const type = sniffType(bytes)!;
      const original = await decodeImage(bytes, type);
      pixels += original.width * original.height;
      const flat = flattenOnto(original, [255, 255, 255]);

      /** One compression in `mode`, its time added to that mode's; the output and its SSIM. */
      const timed = async (mode: keyof typeof spent, opts: typeof options) => {
        const t0 = performance.now();
        const c0 = cpuUsage();
        const out = (await compress({ kind: 'file', name, type, bytes }, opts, directContext())) as PipelineOutput;
        spent[mode].ms += performance.now() - t0;
        spent[mode].cpuMs += cpuMs(cpuUsage(c0));
        return { out, outSsim: ssim(original, await decodeImage(out.bytes!, out.type)) };
      };
      const { out: auto, outSsim: autoSsim } = await timed('auto', options);
      const { out: thorough, outSsim: thoroughSsim } = await timed('thorough', thoroughOptions);
      totals.thorough += thorough.bytes!.length;
      minThoroughSsim = Math.min(minThoroughSsim, thoroughSsim);
      const squoosh = await encodeMozJpeg(flat, { quality: 75, trellis: false });
      const squooshSsim = ssim(original, await decodeImage(squoosh, 'image/jpeg'));
      const canvas = await encodeLibjpegLike(flat, 80);
      const canvasSsim = ssim(original, await decodeImage(canvas, 'image/jpeg'));

      // The same search at the SSIM Squoosh's default happened to reach: bytes at equal quality.
      const atSquooshSsim = (await compress(
        { kind: 'file', name, type, bytes },
        { ...options, ssim: Math.min(0.999, Math.max(0.9, squooshSsim)) },
        directContext(),
      )) as PipelineOutput;
      totals.equal += atSquooshSsim.bytes!.length;

      totals.auto += auto.bytes!.length;
      totals.squoosh += squoosh.length;
      totals.canvas += canvas.length;
      minAutoSsim = Math.min(minAutoSsim, autoSsim);
      const label = `${name} (${kind}, ${original.width}×${original.height})`;
      rows.push(
        {
          benchmark,
          case: label,
          metric: `auto bytes (${auto.meta?.format} q${auto.meta?.quality ?? '-'})`,
          value: auto.bytes!.length,
          unit: 'B',
        },
        { benchmark, case: label, metric: 'auto SSIM', value: round(autoSsim), goal: '≥ 0.98', met: autoSsim >= 0.98 },
        {
          benchmark,
          case: label,
          metric: 'Squoosh default (MozJPEG q75) bytes / SSIM',
          value: `${squoosh.length} B / ${round(squooshSsim)}`,
        },
        {
          benchmark,
          case: label,
          metric: 'canvas-style JPEG q80 bytes / SSIM',
          value: `${canvas.length} B / ${round(canvasSsim)}`,
        },
        { benchmark, case: label, metric: 'auto ÷ Squoosh default', value: round(auto.bytes!.length / squoosh.length, 3) },
        {
          benchmark,
          case: label,
          metric: `auto "try harder" bytes (${thorough.meta?.format} q${thorough.meta?.quality ?? '-'}) / SSIM`,
          value: `${thorough.bytes!.length} B / ${round(thoroughSsim)}`,
        },
        {
          benchmark,
          case: label,
          metric: "auto at Squoosh's SSIM ÷ Squoosh default",
          value: round(atSquooshSsim.bytes!.length / squoosh.length, 3),
        },
      );
    }
    const vsSquoosh = totals.auto / totals.squoosh;
    const vsCanvas = totals.auto / totals.canvas;
    rows.push(
      {
        benchmark,
        case: `all ${SET.length} images`,
        metric: 'auto ÷ Squoosh default (total bytes)',
        value: round(vsSquoosh, 3),
        goal: '≤ 0.6',
        met: vsSquoosh <= 0.6,
      },
      {
        benchmark,
        case: `all ${SET.length} images`,
        metric: 'auto ÷ canvas JPEG q80 (total bytes)',
        value: round(vsCanvas, 3),
        goal: '≤ 0.5',
        met: vsCanvas <= 0.5,
      },
      {
        benchmark,
        case: `all ${SET.length} images`,
        metric: 'auto at equal SSIM ÷ Squoosh default (total bytes)',
        value: round(totals.equal / totals.squoosh, 3),
      },
      {
        benchmark,
        case: `all ${SET.length} images`,
        metric: 'lowest auto SSIM',
        value: round(minAutoSsim),
        goal: '≥ 0.98',
        met: minAutoSsim >= 0.98,
      },
      {
        benchmark,
        case: `all ${SET.length} images`,
        metric: 'auto mode time (Node, 1 thread)',
        value: round(spent.auto.ms / (pixels / 1e6) / 1000, 2),
        unit: 's per MP',
      },
      {
        benchmark,
        case: `all ${SET.length} images`,
        metric: 'auto mode CPU time (Node process)',
        value: round(spent.auto.cpuMs / (pixels / 1e6) / 1000, 2),
        unit: 's per MP',
      },
      {
        benchmark,
        case: `all ${SET.length} images`,
        metric: 'auto "try harder" ÷ Squoosh default (total bytes) / lowest SSIM',
        value: `${round(totals.thorough / totals.squoosh, 3)} / ${round(minThoroughSsim)}`,
      },
      {
        benchmark,
        case: `all ${SET.length} images`,
        metric: 'auto "try harder" time (Node, 1 thread)',
        value: round(spent.thorough.ms / (pixels / 1e6) / 1000, 2),
        unit: 's per MP',
      },
      {
        benchmark,
        case: `all ${SET.length} images`,
        metric: 'auto "try harder" CPU time (Node process)',
        value: round(spent.thorough.cpuMs / (pixels / 1e6) / 1000, 2),
        unit: 's per MP',
      },
      {
        benchmark,
        case: 'machine',
        metric: 'load average (1 min) at start / end',
        value: `${round(loadAtStart, 1)} / ${round(loadavg()[0], 1)}`,
      },
    );
    record(`images-${format}`, rows);
    console.table(rows.map((r) => ({ case: r.case, metric: r.metric, value: r.value })));
    // Three auto searches per image (the goal's, "try harder" and the equal-SSIM one): ~5 min at load 3, ~7 at load 8.
  },
  2_400_000,
);
