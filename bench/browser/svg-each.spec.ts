// SVG → PDF and SVG → EPS one file at a time (issue 34 item 3): each file of SVG_EACH (comma-separated
// paths, relative to the repo root or absolute) goes alone onto a fresh page of each tool; the time from
// handing it over to the row's end, the row's status and notes, and the SSIM of the output against
// Chromium's own drawing (same measure as svg-corpus.spec.ts) are written to
// bench/results/svg-each.json. SVG_EACH_TOOLS (comma-separated, default both) picks the tools; each
// output is kept in bench/results/svg-each/ for a look with poppler or Ghostscript. SVG_EACH_SUPERSAMPLE=k
// (e.g. 4) also scores both drawings made at k times the size and averaged down: a file that scores low
// only at 512 px, and well this way, is right, and the difference is how each renderer rounds at that size.
// Heavy: run through the machine's job slots.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { record, type BenchRow } from '../record';
import { averageDown, epsBoundingBox, pdfPageSize, renderEps, renderPdf, ssimGaussian } from '../svgSsim';
import { chromiumDrawing } from '../chromiumDrawing';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FILES = (process.env.SVG_EACH ?? '').split(',').filter(Boolean);
const TOOLS = (process.env.SVG_EACH_TOOLS ?? 'svg-to-pdf,svg-to-eps').split(',').filter(Boolean);
const OUT = resolve(ROOT, 'bench/results/svg-each');
const LONG_SIDE = 512;
const SUPERSAMPLE = Math.max(1, Math.floor(Number(process.env.SVG_EACH_SUPERSAMPLE ?? 1)) || 1);

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

test('SVG → PDF / EPS, one file per page: seconds and SSIM', async ({ page }) => {
  test.setTimeout(FILES.length * 2 * 300_000 + 60_000);
  const rows: BenchRow[] = [];
  for (const file of FILES) {
    const path = resolve(ROOT, file);
    const svg = readFileSync(path, 'utf8');
    const name = path.split('/').pop()!;
    for (const tool of TOOLS) {
      await page.goto(`/svg/${tool}`);
      await page.locator('[data-app-ready="true"]').waitFor();
      const before = load();
      const t0 = Date.now();
      await page.locator('[data-testid="file-input"]').setInputFiles(path);
      const row = page.locator('[data-testid="result-row"]');
      await test.expect(row).toHaveAttribute('data-status', /done|failed|cancelled/, { timeout: 280_000 });
      const seconds = (Date.now() - t0) / 1000;
      const status = (await row.getAttribute('data-status'))!;
      const notes = await row.locator('[data-note]').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
      let score = '';
      let superScore = '';
      let bytesOut = 0;
      if (status === 'done') {
        const [dl] = await Promise.all([page.waitForEvent('download'), row.locator('[data-testid="download"]').first().click()]);
        const bytes = new Uint8Array(readFileSync((await dl.path())!));
        bytesOut = bytes.length;
        mkdirSync(OUT, { recursive: true });
        writeFileSync(resolve(OUT, `${name}.${tool === 'svg-to-pdf' ? 'pdf' : 'eps'}`), bytes);
        const size = tool === 'svg-to-pdf' ? pdfPageSize(bytes) : epsBoundingBox(bytes);
        const k = LONG_SIDE / Math.max(size.width, size.height);
        const w = Math.max(11, Math.round(size.width * k));
        const h = Math.max(11, Math.round(size.height * k));
        const reference = await chromiumDrawing(page, svg, w, h);
        const drawn = tool === 'svg-to-pdf' ? renderPdf(bytes, w, h) : renderEps(bytes, w, h);
        score = ssimGaussian(reference, drawn).toFixed(4);
        if (SUPERSAMPLE > 1) {
          const k = SUPERSAMPLE;
          const big = await chromiumDrawing(page, svg, w * k, h * k);
          const bigDrawn = tool === 'svg-to-pdf' ? renderPdf(bytes, w * k, h * k) : renderEps(bytes, w * k, h * k);
          superScore = ssimGaussian(averageDown(big, k), averageDown(bigDrawn, k)).toFixed(4);
        }
      } else {
        const error = await row.locator('[data-testid="result-error"]').allTextContents();
        notes.push(...error);
      }
      const mb = bytesOut ? `, ${(bytesOut / 1e6).toFixed(2)} MB` : '';
      const sup = superScore ? ` (${SUPERSAMPLE}× averaged down: ${superScore})` : '';
      console.log(`${tool} ${name}: ${status} in ${seconds.toFixed(1)} s${mb}, SSIM ${score || '—'}${sup}, load ${before} → ${load()}`);
      for (const n of notes) console.log(`    ${n}`);
      rows.push({
        benchmark: 'svg-each (browser)',
        case: `${tool} ${name}`,
        metric:
          SUPERSAMPLE > 1
            ? `status / seconds / bytes / SSIM / SSIM ${SUPERSAMPLE}× averaged down / load`
            : 'status / seconds / bytes / SSIM / load',
        value: `${status} / ${seconds.toFixed(1)} / ${bytesOut || '—'} / ${score || '—'}${SUPERSAMPLE > 1 ? ` / ${superScore || '—'}` : ''} / ${before} → ${load()}`,
      });
    }
  }
  record('svg-each', rows);
});
