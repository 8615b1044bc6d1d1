// SVG → PDF / EPS fidelity on real-world SVGs (issue 22), against the production build, through the
// tools' own pages: the whole corpus (bench/svg-corpus.json, fetched by scripts/svg-corpus.mjs) goes in
// as one batch per tool; each output is drawn by pdftoppm (PDF) or Ghostscript (EPS) and compared with
// Chromium's own drawing of the SVG, both at the same size (longest side 512 px) on white, with a
// Gaussian-window SSIM (bench/svgSsim.ts). Records bench/results/svg-corpus.json and
// bench/results/svg-corpus-files.json (every file's scores and notes). Heavy: run with `nice -n 10`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, type Page } from '@playwright/test';
import { record, type BenchRow } from '../record';
import { readZip } from '../../tests/e2e/zip';
import { uniqueNames } from '../../src/runner/outputName';
import { pdfImageBytes, pdfPageSize, renderEps, renderPdf, renderPdfCairo, ssimGaussian } from '../svgSsim';
import { chromiumDrawing } from '../chromiumDrawing';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// SVG_CORPUS_SET=svg-inkscape runs the illustration + spec corpus of issue 34 (scripts/svg-inkscape-corpus.mjs).
const SET = process.env.SVG_CORPUS_SET ?? 'svg-corpus';
const CORPUS = `${ROOT}bench/results/${SET}`;
const MAKE_CORPUS = SET === 'svg-corpus' ? 'scripts/svg-corpus.mjs' : 'scripts/svg-inkscape-corpus.mjs';
const LONG_SIDE = 512;

interface Entry {
  file: string;
  source: string;
  license: string;
  kind: string;
}

interface Outcome {
  status: string;
  notes: string[];
  /** A failed row's message, as the page shows it. */
  error?: string;
  bytes?: Uint8Array;
}

async function convertAll(page: Page, tool: 'svg-to-pdf' | 'svg-to-eps', files: string[]): Promise<Map<string, Outcome>> {
  await page.goto(`/svg/${tool}`);
  await page.locator('[data-testid="file-input"]').setInputFiles(files);
  const rows = page.locator('[data-testid="result-row"]');
  await test.expect(rows).toHaveCount(files.length);
  await test
    .expect(page.locator('[data-testid="result-row"][data-status="queued"], [data-testid="result-row"][data-status="running"]'))
    .toHaveCount(0, {
      timeout: 3_600_000,
    });
  const states = await rows.evaluateAll((els) =>
    els.map((el) => ({
      name: el.getAttribute('data-name')!,
      status: el.getAttribute('data-status')!,
      out: el.querySelector('[data-testid="result-file"]')?.getAttribute('data-file') ?? '',
      notes: Array.from(el.querySelectorAll('[data-note]')).map((n) => n.textContent ?? ''),
      error: el.querySelector('[data-testid="result-error"]')?.textContent ?? undefined,
    })),
  );
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="download-all"]').click()]);
  const zip = new Map(readZip(new Uint8Array(readFileSync((await download.path())!))).map((e) => [e.name, e.data]));
  const out = new Map<string, Outcome>();
  // The ZIP holds the done rows under the names the page gives them (same-named files get " (2)").
  const done = states.filter((s) => s.status === 'done');
  const zipNames = new Map(done.map((s, i) => [s, uniqueNames(done.map((d) => d.out))[i]]));
  const count = new Map<string, number>();
  for (const s of states) {
    const k = count.get(s.name) ?? 0;
    count.set(s.name, k + 1);
    const entry = zipNames.get(s);
    out.set(`${s.name}#${k}`, { status: s.status, notes: s.notes, error: s.error, bytes: entry ? zip.get(entry) : undefined });
  }
  return out;
}

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const share = (v: number[], min: number) => v.filter((x) => x >= min).length / v.length;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

test('SVG → PDF / EPS: SSIM against Chromium on the corpus', async ({ page }) => {
  test.setTimeout(4 * 3_600_000);
  if (!existsSync(`${CORPUS}/index.json`)) execFileSync('node', [`${ROOT}${MAKE_CORPUS}`], { stdio: 'inherit' });
  // SVG_CORPUS_ONLY=cases (or spec,fidelity) runs some folders of the corpus: a fixed subset, or a quick check.
  const only = process.env.SVG_CORPUS_ONLY?.split(',');
  const entries = (JSON.parse(readFileSync(`${CORPUS}/index.json`, 'utf8')) as Entry[]).filter(
    (e) => !only || only.some((o) => e.file.startsWith(o)),
  );
  const paths = entries.map((e) => `${CORPUS}/${e.file}`);
  const load = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  const loadBefore = load();
  const t0 = Date.now();
  const pdfs = await convertAll(page, 'svg-to-pdf', paths);
  const tPdf = Date.now() - t0;
  const epss = await convertAll(page, 'svg-to-eps', paths);
  const tEps = Date.now() - t0 - tPdf;

  const results: Record<string, unknown>[] = [];
  const seen = new Map<string, number>();
  for (const e of entries) {
    const name = e.file.split('/').pop()!;
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    const pdf = pdfs.get(`${name}#${n}`);
    const eps = epss.get(`${name}#${n}`);
    const svg = readFileSync(`${CORPUS}/${e.file}`, 'utf8');
    const row: Record<string, unknown> = { file: e.file, source: e.source, kind: e.kind, svgBytes: Buffer.byteLength(svg) };
    if (pdf?.bytes) {
      const page0 = pdfPageSize(pdf.bytes);
      const k = LONG_SIDE / Math.max(page0.width, page0.height);
      const w = Math.max(11, Math.round(page0.width * k));
      const h = Math.max(11, Math.round(page0.height * k));
      // A file Chromium cannot draw in an <img> has no reference to score against: said, not scored.
      const reference = await chromiumDrawing(page, svg, w, h).catch((err: Error) => {
        row.referenceError = err.message.split('\n')[0];
        return undefined;
      });
      row.size = [w, h];
      if (reference) row.pdf = ssimGaussian(reference, renderPdf(pdf.bytes, w, h));
      if (reference) row.pdfCairo = ssimGaussian(reference, renderPdfCairo(pdf.bytes, w, h));
      row.pdfBytes = pdf.bytes.length;
      row.rasterBytes = pdfImageBytes(pdf.bytes);
      row.pdfNotes = pdf.notes;
      if (eps?.bytes) {
        // An EPS Ghostscript cannot draw is a failed file, not the end of the run.
        try {
          const drawn = renderEps(eps.bytes, w, h);
          if (reference) row.eps = ssimGaussian(reference, drawn);
        } catch (err) {
          row.eps = 0;
          row.epsError = String((err as Error).message)
            .split('\n')
            .slice(0, 2)
            .join(' ');
        }
        row.epsBytes = eps.bytes.length;
        row.epsNotes = eps.notes;
      }
    }
    // The outputs themselves, to open them with gs/pdftoppm by hand.
    if (process.env.SVG_CORPUS_KEEP) {
      mkdirSync(`${CORPUS}-out`, { recursive: true });
      const base = e.file.replace(/\//g, '-').replace(/\.svg$/, '');
      if (pdf?.bytes) writeFileSync(`${CORPUS}-out/${base}.pdf`, pdf.bytes);
      if (eps?.bytes) writeFileSync(`${CORPUS}-out/${base}.eps`, eps.bytes);
    }
    row.pdfStatus = pdf?.status;
    row.epsStatus = eps?.status;
    if (pdf?.error) row.pdfFailure = pdf.error;
    if (eps?.error) row.epsFailure = eps.error;
    results.push(row);
  }
  writeFileSync(
    `${ROOT}bench/results/${SET}${only ? `-${only.length > 3 ? `${only.length}-parts` : only.join('+').replace(/\//g, '_')}` : ''}-files.json`,
    JSON.stringify(results, null, 1),
  );

  const rows: BenchRow[] = [];
  const add = (c: string, metric: string, value: number | string, goal?: string, met?: boolean) =>
    rows.push({ benchmark: 'svg-corpus (browser)', case: c, metric, value, goal, met });
  const kinds = [...new Set(entries.map((e) => e.kind))];
  const c0 = `${entries.length} SVGs (${kinds.map((k) => `${entries.filter((e) => e.kind === k).length} ${k}`).join(' + ')})`;
  add('machine', 'load average (1 min) before / after', `${loadBefore} / ${load()}`);
  add(c0, 'batch time PDF / EPS (whole corpus, through the tool pages)', `${Math.round(tPdf / 1000)} / ${Math.round(tEps / 1000)} s`);
  // Every figure for the whole set and, when it mixes kinds, for each kind on its own.
  const groups: [string, Record<string, unknown>[]][] = [[c0, results]];
  if (kinds.length > 1)
    for (const k of kinds) groups.push([`${k} (${results.filter((r) => r.kind === k).length})`, results.filter((r) => r.kind === k)]);
  const unscored = results.filter((r) => r.referenceError).map((r) => r.file);
  if (unscored.length) add(c0, 'files Chromium cannot draw in an <img> (no reference, not scored)', unscored.join(', '));
  for (const [c, all] of groups)
    for (const kind of ['pdf', 'eps'] as const) {
      const results = all.filter((r) => !r.referenceError);
      const scores = results.map((r) => (typeof r[kind] === 'number' ? (r[kind] as number) : 0));
      const failed = all.filter((r) => r[`${kind}Status`] !== 'done').length;
      add(c, `${kind.toUpperCase()}: files that failed`, failed, '0', failed === 0);
      add(c, `${kind.toUpperCase()}: share with SSIM ≥ 0.99`, pct(share(scores, 0.99)));
      add(c, `${kind.toUpperCase()}: share with SSIM ≥ 0.97`, pct(share(scores, 0.97)), '≥ 95 %', share(scores, 0.97) >= 0.95);
      add(c, `${kind.toUpperCase()}: median / lowest SSIM`, `${median(scores).toFixed(4)} / ${Math.min(...scores).toFixed(4)}`);
      const below = results.filter((r) => (r[kind] as number) < 0.97);
      const unexplained = below.filter((r) => {
        const notes = (r[`${kind}Notes`] as string[] | undefined) ?? [];
        return !notes.some((n) => !/^(Fully vector|Text converted)/.test(n));
      });
      add(
        c,
        `${kind.toUpperCase()}: files below 0.97 whose row has no note but "fully vector"`,
        unexplained.length,
        '0',
        unexplained.length === 0,
      );
    }
  // The same PDFs drawn by poppler's other renderer (see svgSsim.ts): beside the measure, not instead of it.
  for (const [c, all] of groups) {
    const scores = all.filter((r) => !r.referenceError).map((r) => (typeof r.pdfCairo === 'number' ? r.pdfCairo : 0));
    add(c, 'PDF drawn by pdftocairo: share with SSIM ≥ 0.97', pct(share(scores, 0.97)));
    add(c, 'PDF drawn by pdftocairo: median / lowest SSIM', `${median(scores).toFixed(4)} / ${Math.min(...scores).toFixed(4)}`);
  }
  for (const [c, results] of groups) {
    const eps = results.filter((r) => r.epsBytes).map((r) => (r.epsBytes as number) / (r.svgBytes as number));
    if (eps.length) add(c, 'EPS bytes ÷ SVG bytes: median / largest', `${median(eps).toFixed(2)} / ${Math.max(...eps).toFixed(1)}`);
  }
  const c = c0;
  const ratios = results
    .filter((r) => r.pdfBytes)
    .map((r) => (r.pdfBytes as number) / ((r.svgBytes as number) + (r.rasterBytes as number)));
  add(
    c,
    'PDF bytes ÷ (SVG + rasters) bytes: median / largest',
    `${median(ratios).toFixed(2)} / ${Math.max(...ratios).toFixed(1)}`,
    '≤ 2 on the median',
    median(ratios) <= 2,
  );
  record(SET, rows);
});
