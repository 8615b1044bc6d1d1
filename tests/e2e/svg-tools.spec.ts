import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { readZip } from './zip';
import { openRoute } from './routes';
import { editorText, setInputText } from './textRunner';
import { PHONE, pinch, pointIn, touchDrag } from './touch';
import { decodeInPage, type Pixels } from './pixels';
import { ssim } from '../../plugins/image-compress/ssim';
import { pdfImageBytes, pdfPageSize, renderEps, renderPdf, ssimGaussian, type Rgb } from '../../bench/svgSsim';
import { chromiumDrawing } from '../../bench/chromiumDrawing';

const fixture = (name: string) => `tests/fixtures/svg/${name}`;
const svgText = (name: string) => readFileSync(fixture(name), 'utf8');

const toImageData = (p: Pixels) => ({ width: p.width, height: p.height, data: p.data, colorSpace: 'srgb' }) as ImageData;

/** Chromium's own render of an SVG (the reference), at a size, on an optional background. */
async function chromiumRender(page: Page, svg: string, width: number, height: number, background?: string): Promise<Pixels> {
  const r = await page.evaluate(
    async ({ svg, width, height, background }) => {
      const img = new Image();
      img.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      await img.decode();
      const c = new OffscreenCanvas(width, height);
      const g = c.getContext('2d')!;
      if (background) {
        g.fillStyle = background;
        g.fillRect(0, 0, width, height);
      }
      g.drawImage(img, 0, 0, width, height);
      const d = g.getImageData(0, 0, width, height).data;
      let bin = '';
      for (let i = 0; i < d.length; i += 0x8000) bin += String.fromCharCode(...d.subarray(i, i + 0x8000));
      return btoa(bin);
    },
    { svg, width, height, background },
  );
  return { width, height, data: new Uint8ClampedArray(Buffer.from(r, 'base64')) };
}

function crop(p: Pixels, width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) data.set(p.data.subarray(y * p.width * 4, (y * p.width + width) * 4), y * width * 4);
  return { width, height, data };
}

function similarity(a: Pixels, b: Pixels): number {
  const w = Math.min(a.width, b.width);
  const h = Math.min(a.height, b.height);
  return ssim(toImageData(crop(a, w, h)), toImageData(crop(b, w, h)));
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
}

async function upload(page: Page, names: string[]) {
  await page.locator('[data-testid="file-input"]').setInputFiles(names.map(fixture));
}

/** Rows are named by the file's own name (no folder). */
const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name.split('/').pop()}"]`);

async function download(page: Page, name: string): Promise<Uint8Array> {
  const r = row(page, name);
  // A batch's rows end one after another, each drawn on the page: on a loaded 2-core machine a row
  // may wait its turn for longer than the default 15 s.
  await expect(r).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const [dl] = await Promise.all([page.waitForEvent('download'), r.locator('[data-testid="download"]').first().click()]);
  return new Uint8Array(readFileSync((await dl.path())!));
}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

const REAL = ['illustration.svg', 'icon-stroke.svg', 'diagram-text.svg', 'rust-logo.svg', 'ferris.svg', 'no-size.svg'];
const SIZES: Record<string, [number, number]> = {
  'illustration.svg': [240, 160],
  'icon-stroke.svg': [24, 24],
  'diagram-text.svg': [1000, 700],
  'rust-logo.svg': [106, 106],
  'ferris.svg': [1259, 847],
  'no-size.svg': [300, 150],
  'embedded-image.svg': [240, 160],
};

test.describe('SVG → PNG / JPG', () => {
  test('PNG: right sizes, matches Chromium’s render, ZIP of the batch', async ({ page }) => {
    await open(page, '/svg/svg-to-png');
    await upload(page, REAL);
    await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(REAL.length, { timeout: 30_000 });
    for (const name of REAL) {
      const png = await download(page, name);
      expect(isPng(png), name).toBe(true);
      const [w, h] = SIZES[name];
      const out = await decodeInPage(page, png, 'image/png');
      expect([out.width, out.height], name).toEqual([w, h]);
      const score = similarity(out, await chromiumRender(page, svgText(name), w, h));
      console.log(`svg-to-png ${name}: SSIM vs Chromium = ${score.toFixed(4)}`);
      expect(score, name).toBeGreaterThan(0.98);
    }
    const [zip] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="download-all"]').click()]);
    const entries = readZip(new Uint8Array(readFileSync((await zip.path())!)));
    expect(entries.map((e) => e.name).sort()).toEqual(REAL.map((n) => n.replace('.svg', '-converted.png')).sort());
    expect(entries.every((e) => isPng(e.data))).toBe(true);
  });

  test('PNG: scale and exact size options from the URL', async ({ page }) => {
    await open(page, '/svg/svg-to-png?scale=3');
    await upload(page, ['icon-stroke.svg']);
    const big = await decodeInPage(page, await download(page, 'icon-stroke.svg'), 'image/png');
    expect([big.width, big.height]).toEqual([72, 72]);
    await open(page, '/svg/svg-to-png?sizeMode=size&width=600');
    await upload(page, ['illustration.svg']);
    const exact = await decodeInPage(page, await download(page, 'illustration.svg'), 'image/png');
    expect([exact.width, exact.height]).toEqual([600, 400]);
  });

  test('JPG: opaque on the chosen background, right size, close to Chromium’s render', async ({ page }) => {
    await open(page, '/svg/svg-to-jpg?quality=90&background=%23ffffff');
    await upload(page, ['illustration.svg', 'icon-stroke.svg']);
    for (const name of ['illustration.svg', 'icon-stroke.svg']) {
      const jpg = await download(page, name);
      expect(isJpeg(jpg)).toBe(true);
      const [w, h] = SIZES[name];
      const out = await decodeInPage(page, jpg, 'image/jpeg');
      expect([out.width, out.height]).toEqual([w, h]);
      const score = similarity(out, await chromiumRender(page, svgText(name), w, h, '#ffffff'));
      console.log(`svg-to-jpg ${name}: SSIM vs Chromium = ${score.toFixed(4)}`);
      expect(score).toBeGreaterThan(0.9);
    }
  });
});

/**
 * SVG → PDF / EPS: the hard cases (tests/fixtures/svg/cases), each drawn by pdftoppm and Ghostscript and
 * compared with Chromium's own drawing (Gaussian SSIM, longest side 512 px, on white). The floors are the
 * scores measured when the cases were written (bench/README.md) less 0.003: a regression fails.
 */
const CASES: Record<string, { pdf: number; eps: number; notes: string[]; epsNotes?: string[] }> = {
  'href-gradient.svg': { pdf: 0.9955, eps: 0.9937, notes: ['notes.fullyVector'] },
  'css-currentcolor.svg': { pdf: 0.9835, eps: 0.99, notes: ['notes.fullyVector'] },
  'use-pattern.svg': {
    pdf: 0.9665,
    eps: 0.986,
    notes: ['notes.partlyRaster', 'notes.raster.pattern'],
    epsNotes: ['notes.raster.pattern'],
  },
  'mask-filter.svg': { pdf: 0.9967, eps: 0.9966, notes: ['notes.partlyRaster', 'notes.raster.filter', 'notes.raster.mask'] },
  // PDF: the group of overlapping circles is a transparency group (vector). The gradient stroke of a line
  // without height draws nothing (objectBoundingBox), in Chromium too: no image, none reported.
  'group-opacity.svg': {
    pdf: 0.9968,
    eps: 0.9971,
    notes: ['notes.fullyVector'],
    epsNotes: ['notes.raster.transparency'],
  },
  'stroke-gradient-opacity.svg': {
    pdf: 0.9814,
    eps: 0.9959,
    notes: ['notes.raster.strokePaint', 'notes.raster.gradientAlpha'],
    epsNotes: ['notes.raster.transparency'],
  },
  'emoji-blend.svg': {
    pdf: 0.9829,
    eps: 0.9921,
    notes: ['notes.raster.blend', 'notes.raster.text'],
    epsNotes: ['notes.raster.blend', 'notes.raster.text'],
  },
  'text-scripts-vertical.svg': { pdf: 0.9926, eps: 0.9927, notes: ['notes.fullyVector', 'notes.textOutlined'] },
  'text-shaping-fonts.svg': { pdf: 0.9527, eps: 0.9547, notes: ['notes.fullyVector', 'notes.fontReplaced', 'notes.textOutlined'] },
  'textpath-spacing.svg': { pdf: 0.9939, eps: 0.9932, notes: ['notes.fullyVector', 'notes.textOutlined'] },
  // Its image at 300 dpi was more than svg2pdf.js can read (the file failed): now drawn at a lower dpi, said so.
  'noise-filter.svg': {
    pdf: 0.9516,
    eps: 0.9642,
    notes: ['notes.partlyRaster', 'notes.raster.filter', 'notes.rasterCapped'],
    epsNotes: ['notes.raster.filter'],
  },
};
const caseNames = Object.keys(CASES).map((n) => `cases/${n}`);
const FIDELITY = [
  'rx-ry.svg',
  'transform-spaces.svg',
  'style-other-props.svg',
  'nested-groups.svg',
  'clip-self-and-use.svg',
  'href-gradient-chain.svg',
  'fading-gradients.svg',
  'image-rendering.svg',
  'defs-display-none.svg',
  'paint-order-markers.svg',
  'filter-in-pattern.svg',
  'clip-on-use.svg',
  'href-other-kind.svg',
  'plain-shapes.svg',
  'viewport-units.svg',
  'text-length.svg',
  'paint-unknown-server.svg',
  'clip-invalid-content.svg',
  'text-style-font.svg',
  'clip-use-in-clippath.svg',
  'clip-path-shared.svg',
  'gradient-fill-stroke.svg',
  'marker-overflow.svg',
  'hidden-layer.svg',
  'image-part-edges.svg',
  'pattern-offset-viewbox.svg',
  'rect-round-corners.svg',
  'vw-vh.svg',
  'textpath-overflow.svg',
  'bidi-text.svg',
  'marker-filter.svg',
  'tall-page.svg',
  'blend-background-image.svg',
  'group-opacity-tiles.svg',
];

/** Chromium's drawings of SVGs at their outputs' sizes (longest side 512 px), on white, as RGB. */
async function chromiumRgb(page: Page, items: { svg: string; ptWidth: number; ptHeight: number }[]): Promise<Rgb[]> {
  const out: Rgb[] = [];
  for (const { svg, ptWidth, ptHeight } of items) {
    const k = 512 / Math.max(ptWidth, ptHeight);
    out.push(await chromiumDrawing(page, svg, Math.round(ptWidth * k), Math.round(ptHeight * k)));
  }
  return out;
}

/** The size an SVG of the cases declares, in px. */
const svgSize = (svg: string) => /width="(\d+)" height="(\d+)"/.exec(svg)!.slice(1).map(Number);

/** Chromium's drawings of the cases at the page size both tools give them (1 px = 0.75 pt). */
function drawnReferences(page: Page, svgs: string[]): Promise<Rgb[]> {
  return chromiumRgb(
    page,
    svgs.map((svg) => {
      const [w, h] = svgSize(svg);
      return { svg, ptWidth: w * 0.75, ptHeight: h * 0.75 };
    }),
  );
}

async function rowNotes(page: Page, name: string): Promise<string[]> {
  return row(page, name)
    .locator('[data-note]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-note')!));
}

/**
 * Each tool gets the hard cases and the SVG 1.1 edge cases (issue 34 item 3: features svg2pdf.js drew
 * wrongly) in one batch on one page, and the Chromium references of all of them in one call.
 */
const fidelityNames = FIDELITY.map((n) => `spec/${n}`);
const drawnNames = [...caseNames, ...fidelityNames];
/** Edge cases: measured 0.968–1.000 (bench/README.md, runs 3 and 7). */
const FIDELITY_FLOOR = 0.965;
/**
 * Below it, and why: text-style-font is all text, whose outlines differ from Chromium's hinted glyphs at
 * their edges; measured 0.972 / 0.959 (0.685 / 0.687 before its style="" fonts were kept).
 */
const FLOORS: Record<string, number> = { 'text-style-font.svg': 0.955 };
const floorOf = (name: string) => FLOORS[name] ?? FIDELITY_FLOOR;

// Each converts every hard case and edge case in one batch (about 50 s on a quiet machine, twice that
// beside another browser test): the limit leaves room for a loaded machine.
test.describe('SVG → PDF / EPS', () => {
  test.describe.configure({ timeout: 300_000 });
  test('PDF: the hard cases and the SVG 1.1 edge cases look like Chromium’s drawing (pdftoppm), vector where PDF can, and every row says what changed', async ({
    page,
  }) => {
    await open(page, '/svg/svg-to-pdf');
    await upload(page, drawnNames);
    const svgs = drawnNames.map(svgText);
    const references = await drawnReferences(page, svgs);
    for (const [i, path] of drawnNames.entries()) {
      const name = path.split('/').pop()!;
      const want = path.startsWith('cases/') ? CASES[name] : undefined;
      const bytes = await download(page, path);
      const reference = references[i];
      const score = ssimGaussian(reference, renderPdf(bytes, reference.width, reference.height));
      console.log(`svg-to-pdf ${path}: SSIM (pdftoppm) vs Chromium = ${score.toFixed(4)}`);
      expect(score, path).toBeGreaterThanOrEqual(want ? want.pdf - 0.003 : floorOf(name));
      if (name === 'group-opacity-tiles.svg') {
        // Each clone at opacity 0.85 is a transparency group of vectors, not an image.
        expect(new TextDecoder('latin1').decode(bytes).match(/\/Group << \/S \/Transparency >>/g)).toHaveLength(17);
        expect(pdfImageBytes(bytes)).toBe(0);
      }
      if (!want) continue;
      const size = pdfPageSize(bytes);
      const [w, h] = svgSize(svgs[i]);
      expect([size.width, size.height]).toEqual([w * 0.75, h * 0.75]);
      const notes = await rowNotes(page, name);
      for (const key of want.notes) expect(notes, name).toContain(key);
      const text = new TextDecoder('latin1').decode(bytes);
      // Text is drawn as outlines, never with the 14 standard fonts (which lack these scripts).
      expect(text).not.toContain('/BaseFont');
      if (notes.includes('notes.fullyVector')) expect(pdfImageBytes(bytes), `${name}: fully vector, no image`).toBe(0);
      else expect(pdfImageBytes(bytes), `${name}: what was rasterised is in the page`).toBeGreaterThan(0);
    }
  });

  test('EPS: the hard cases and the SVG 1.1 edge cases look like Chromium’s drawing (Ghostscript); opaque by default, valid for Ghostscript, rows say what may differ, the ZIP says what it leaves out (issue 34)', async ({
    page,
  }) => {
    await open(page, '/svg/svg-to-eps');
    await expect(page.getByLabel('Transparent background')).not.toBeChecked();
    await upload(page, [...drawnNames, 'spec/radial-bad-transform.svg', 'spec/isolation-blend.svg', 'hostile/invalid.svg']);
    const svgs = drawnNames.map(svgText);
    const references = await drawnReferences(page, svgs);
    for (const [i, path] of drawnNames.entries()) {
      const name = path.split('/').pop()!;
      const want = path.startsWith('cases/') ? CASES[name] : undefined;
      const bytes = await download(page, path);
      const eps = new TextDecoder('latin1').decode(bytes);
      const reference = references[i];
      const score = ssimGaussian(reference, renderEps(bytes, reference.width, reference.height));
      console.log(`svg-to-eps ${path}: SSIM (Ghostscript) vs Chromium = ${score.toFixed(4)}`);
      expect(score, path).toBeGreaterThanOrEqual(want ? want.eps - 0.003 : floorOf(name));
      if (name === 'fading-gradients.svg') {
        // Both gradients are shadings and all three see-through shapes stay vector: no image at all.
        expect(eps.match(/\bshfill\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
        expect(eps).not.toContain('/ImageType');
        await expect(row(page, name).locator('[data-note="notes.flattenedVector"]')).toContainText('3 semi-transparent shapes');
      }
      if (!want) continue;
      const [w, h] = svgSize(svgs[i]);
      expect(eps.split('\n')[0]).toBe('%!PS-Adobe-3.0 EPSF-3.0');
      expect(eps).toContain(`%%BoundingBox: 0 0 ${Math.ceil(w * 0.75)} ${Math.ceil(h * 0.75)}`);
      const notes = await rowNotes(page, name);
      for (const key of want.epsNotes ?? want.notes) expect(notes, name).toContain(key);
    }

    // A non-invertible gradientTransform must not make an EPS Ghostscript stops on.
    const eps = await download(page, 'spec/radial-bad-transform.svg');
    const file = `${test.info().outputDir}/bad-transform.eps`;
    mkdirSync(test.info().outputDir, { recursive: true });
    writeFileSync(file, eps);
    // nullpage checks the PostScript; a raster device also runs the drawing (where shfill used to stop).
    for (const device of [['-sDEVICE=nullpage'], ['-sDEVICE=png16m', '-r36', '-sOutputFile=/dev/null']]) {
      const gs = spawnSync('gs', ['-q', '-dSAFER', '-dNOPAUSE', '-dBATCH', ...device, file], { encoding: 'utf8' });
      expect(`${gs.stdout}${gs.stderr}`).not.toMatch(/Error|Unrecoverable/);
      expect(gs.status).toBe(0);
    }
    const risky = row(page, 'spec/isolation-blend.svg');
    await expect(risky).toHaveAttribute('data-status', 'done');
    await expect(risky.locator('[data-note="notes.differs.isolation"]')).toBeVisible();
    await expect(risky.locator('[data-note="notes.fullyVector"]')).toHaveCount(0);
    await expect(row(page, 'hostile/invalid.svg')).toHaveAttribute('data-status', 'failed');
    await expect(page.getByTestId('download-all-left-out')).toHaveText(
      '1 file is not in the ZIP: it failed, was cancelled or is not finished.',
    );
  });

  test('PDF: A4 with margins and a background colour; the drawing fits inside the margins', async ({ page }) => {
    await open(page, '/svg/svg-to-pdf?page=a4&margin=20&transparent=false&background=%23ffee00');
    await upload(page, ['cases/href-gradient.svg']);
    const bytes = await download(page, 'href-gradient.svg');
    const size = pdfPageSize(bytes);
    expect(size.width).toBeCloseTo(841.89, 1); // landscape: the drawing is wider than tall
    expect(size.height).toBeCloseTo(595.28, 1);
    const drawn = renderPdf(bytes, 842, 595);
    const at = (x: number, y: number) => Array.from(drawn.data.subarray((y * 842 + x) * 3, (y * 842 + x) * 3 + 3));
    // Background in the margin (#ffee00; the PDF stores colours to 1/100, pdftoppm rounds).
    at(5, 5).forEach((v, i) => expect(Math.abs(v - [255, 238, 0][i])).toBeLessThanOrEqual(2));
    // 20 mm margin = 56.7 pt; the 240×160 drawing scaled to the area's height: top-left gradient red inside.
    const x0 = Math.round((841.89 - (595.28 - 2 * 56.69) * 1.5) / 2) + 4;
    const [r, g, b] = at(x0, 62);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(90);
  });
});

test.describe('raster → SVG tracing', () => {
  for (const [path, file, type] of [
    ['/svg/png-to-svg', 'trace-logo.png', 'image/png'],
    ['/svg/jpg-to-svg', 'trace-logo.jpg', 'image/jpeg'],
  ] as const) {
    test(`${path}: traced SVG looks like the source`, async ({ page }) => {
      await open(page, path);
      await upload(page, [file]);
      const svg = new TextDecoder().decode(await download(page, file));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="120"/);
      // Source and result side by side.
      await expect(row(page, file).locator('[data-testid="compare"] img')).toHaveCount(2);
      const source = await decodeInPage(page, new Uint8Array(readFileSync(fixture(file))), type);
      const traced = await chromiumRender(page, svg, 200, 120, '#ffffff');
      const score = similarity(traced, source);
      console.log(`${path}: SSIM traced vs source = ${score.toFixed(4)}, ${svg.length} bytes`);
      expect(score).toBeGreaterThan(0.85);
    });
  }
});

test('jpg-to-svg warns that photos do not trace well', async ({ page }) => {
  await open(page, '/svg/jpg-to-svg?detail=low&colors=4');
  await page.locator('[data-testid="file-input"]').setInputFiles('tests/fixtures/images/photo-astronaut.jpg');
  await expect(row(page, 'photo-astronaut.jpg').getByTestId('extra-photoWarning')).toContainText('Looks like a photo', { timeout: 30_000 });
});

test('svg-optimizer: smaller files that render the same', async ({ page }) => {
  // Six Chromium renders and three SSIMs of up to 1 MP in Node: past a minute on a loaded machine.
  test.setTimeout(120_000);
  await open(page, '/svg/svg-optimizer');
  // Plugin switches live in the URL.
  await page.getByTestId('switches-disabled').locator('summary').click();
  await page.locator('input[value="removeComments"]').uncheck();
  await expect(page).toHaveURL(/disabled=removeComments/);
  await page.locator('input[value="removeComments"]').check();
  await expect(page).not.toHaveURL(/disabled=/);
  const names = ['ferris.svg', 'graph.svg', 'illustration.svg'];
  await upload(page, names);
  await expect(row(page, 'ferris.svg').locator('[data-testid="compare"] img')).toHaveCount(2);
  await expect(row(page, 'ferris.svg').getByTestId('extra-gzipAfter')).toBeVisible();
  await expect(row(page, 'ferris.svg').getByTestId('copy')).toBeVisible();
  for (const name of names) {
    const out = new TextDecoder().decode(await download(page, name));
    expect(out.length).toBeLessThan(svgText(name).length);
    const [w, h] = name === 'graph.svg' ? [400, 300] : SIZES[name];
    const score = similarity(await chromiumRender(page, out, w, h, '#fff'), await chromiumRender(page, svgText(name), w, h, '#fff'));
    console.log(`svg-optimizer ${name}: ${svgText(name).length} → ${out.length} bytes, SSIM = ${score.toFixed(4)}`);
    expect(score).toBeGreaterThan(0.97);
  }
});

test.describe('svg-preview', () => {
  /** Where the preview image is drawn now (its box on the page). */
  const imageBox = async (page: Page) => (await page.getByTestId('preview-image').boundingBox())!;
  const zoomIs = (page: Page, zoom: string) => expect(page.getByTestId('zoom-level')).toHaveAttribute('data-zoom', zoom);

  test('live preview with its facts; zoom and pan by buttons, wheel, keys and drag; background; formatted code; messages; a file', async ({
    page,
  }) => {
    await open(page, '/svg/svg-preview');
    await setInputText(page, svgText('illustration.svg'));
    await expect(page.getByTestId('info-size')).toHaveText('240 × 160');
    await expect(page.getByTestId('info-viewbox')).toHaveText('0 0 480 320');
    await expect(page.getByTestId('info-elements')).toHaveText('24');
    const image = page.getByTestId('preview-image');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([240, 160]);
    // The preview is an <img> of a blob, never SVG markup in the page.
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    expect(await page.locator('main linearGradient, main svg path[d^="M -9,-15"]').count()).toBe(0);

    // Buttons, then the wheel (about the pointer), then keys on the focused stage.
    const fitted = await imageBox(page);
    await page.getByTestId('zoom-in').click();
    await zoomIs(page, '1.25');
    await expect.poll(async () => Math.round((await imageBox(page)).width)).toBe(Math.round(fitted.width * 1.25));
    const stage = page.getByTestId('preview-stage');
    await stage.hover();
    await page.mouse.wheel(0, -100);
    await zoomIs(page, '1.44');
    await stage.focus();
    await page.keyboard.press('0');
    await zoomIs(page, '1.00');
    await expect(page.getByTestId('zoom-fit')).toBeDisabled();
    await page.keyboard.press('+');
    await zoomIs(page, '1.25');
    await page.keyboard.press('-');
    await zoomIs(page, '1.00');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Math.round((await imageBox(page)).x - fitted.x)).toBe(40);
    // A mouse drag moves the image with the pointer; "fit" puts it back.
    const at = await imageBox(page);
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 - 60, at.y + at.height / 2 + 30, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => [Math.round((await imageBox(page)).x - at.x), Math.round((await imageBox(page)).y - at.y)])
      .toEqual([-60, 30]);
    await page.getByTestId('zoom-fit').click();
    await expect.poll(async () => Math.round((await imageBox(page)).x)).toBe(Math.round(fitted.x));

    // The background option, from the form: in the preset link, and behind the image.
    await page.getByLabel('Black').check();
    await expect(page).toHaveURL(/background=black/);
    await expect(stage).toHaveCSS('background-color', 'rgb(0, 0, 0)');

    // The formatted code: shown as text, and downloaded as the same text.
    await page.getByTestId('formatted').locator('summary').click();
    await expect(page.getByTestId('formatted-code')).toContainText('\n  <defs>\n    <linearGradient');
    const [saved] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-formatted').click()]);
    expect(saved.suggestedFilename()).toBe('svg-preview-formatted.svg');
    expect(readFileSync((await saved.path())!, 'utf8')).toBe(await page.getByTestId('formatted-code').textContent());

    // Invalid code: the message takes the preview's place.
    await setInputText(page, '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>');
    await expect(page.getByTestId('result-error')).toContainText(
      /Invalid SVG code at line 1, column 44: <\/svg> comes while <g> is still open/,
    );
    await expect(image).toHaveCount(0);
    // A picked file goes into the text and is previewed.
    await page.getByTestId('file-input').setInputFiles(fixture('rust-logo.svg'));
    await expect(page.getByTestId('info-size')).toHaveText('106 × 106');
    expect(await editorText(page, 'text-input')).toBe(svgText('rust-logo.svg'));
    await expect(page.getByTestId('result-error')).toHaveCount(0);
    // So does a dropped file; one over 16 MB is refused before it is read, and the text stays.
    const code = page.getByTestId('text-input').locator('.cm-content');
    const dropped = await page.evaluateHandle((svg) => {
      const data = new DataTransfer();
      data.items.add(new File([svg], 'icon.svg', { type: 'image/svg+xml' }));
      return data;
    }, svgText('icon-stroke.svg'));
    await code.dispatchEvent('drop', { dataTransfer: dropped });
    await expect(page.getByTestId('info-size')).toHaveText('24 × 24');
    const big = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(17 * 1024 * 1024)], 'big.svg', { type: 'image/svg+xml' }));
      return data;
    });
    await code.dispatchEvent('drop', { dataTransfer: big });
    await expect(page.getByTestId('result-error')).toHaveText(/up to 16\.00 MB at once; this file is 17\.00 MB/);
    expect(await editorText(page, 'text-input')).toBe(svgText('icon-stroke.svg'));
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('the code comes first, then the preview; buttons answer taps, pinch zooms, a finger pans', async ({ page }) => {
      await open(page, '/svg/svg-preview');
      await setInputText(page, svgText('illustration.svg'));
      await expect(page.getByTestId('info-size')).toHaveText('240 × 160');
      const input = (await page.getByTestId('text-input').boundingBox())!;
      const stage = page.getByTestId('preview-stage');
      expect(input.y + input.height).toBeLessThan(844);
      expect((await stage.boundingBox())!.y).toBeGreaterThan(input.y + input.height);
      expect((await page.getByTestId('options-fold').boundingBox())!.y).toBeGreaterThan(input.y + input.height);

      await stage.scrollIntoViewIfNeeded();
      const fitted = await imageBox(page);
      // The taps come first: a tap right after a swipe may only stop the swipe's fling.
      await page.getByTestId('zoom-in').tap();
      await zoomIs(page, '1.25');
      // Two fingers spread to twice their distance: twice the zoom.
      await pinch(
        page,
        [await pointIn(stage, 0.4, 0.5), await pointIn(stage, 0.6, 0.5)],
        [await pointIn(stage, 0.3, 0.5), await pointIn(stage, 0.7, 0.5)],
      );
      await zoomIs(page, '2.50');
      await expect.poll(async () => Math.round((await imageBox(page)).width)).toBe(Math.round(fitted.width * 2.5));
      // One finger drags the image.
      const zoomed = await imageBox(page);
      const from = await pointIn(stage, 0.5, 0.5);
      await touchDrag(page, from, { x: from.x + 50, y: from.y - 20 });
      await expect
        .poll(async () => [Math.round((await imageBox(page)).x - zoomed.x), Math.round((await imageBox(page)).y - zoomed.y)])
        .toEqual([50, -20]);
    });
  });
});

test.describe('hostile SVGs: nothing runs, nothing leaves the origin', () => {
  const HOSTILE = ['script.svg', 'onload.svg', 'foreign-object.svg', 'external-image.svg'].map((n) => `hostile/${n}`);
  test('svg-to-png renders them harmlessly; bombs and broken code fail cleanly', async ({ page }) => {
    await open(page, '/svg/svg-to-png');
    await upload(page, [...HOSTILE, 'hostile/billion-laughs.svg', 'hostile/invalid.svg']);
    for (const name of HOSTILE) {
      await expect(row(page, name)).toHaveAttribute('data-status', 'done');
      await expect(row(page, name).locator('[data-note^="svg:notes.removed."]').first()).toBeVisible();
      const out = await decodeInPage(page, await download(page, name), 'image/png');
      // The green square still draws.
      expect([out.data[0], out.data[1], out.data[2], out.data[3]]).toEqual([34, 197, 94, 255]);
    }
    await expect(row(page, 'hostile/billion-laughs.svg')).toHaveAttribute('data-status', 'failed');
    await expect(row(page, 'hostile/billion-laughs.svg').getByTestId('result-error')).toContainText('entity');
    await expect(row(page, 'hostile/invalid.svg').getByTestId('result-error')).toContainText('Invalid SVG code');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('svg-to-pdf and svg-preview with hostile input', async ({ page }) => {
    await open(page, '/svg/svg-to-pdf');
    await upload(page, HOSTILE);
    for (const name of HOSTILE) await expect(row(page, name)).toHaveAttribute('data-status', 'done');
    await open(page, '/svg/svg-preview');
    for (const name of HOSTILE) {
      await setInputText(page, svgText(name));
      // What was removed is listed beside the preview.
      await expect(page.getByTestId('removed-count')).toContainText(/Removed \d+/);
      await expect(page.getByTestId('preview-image')).toBeVisible();
    }
    await setInputText(page, svgText('hostile/billion-laughs.svg'));
    await expect(page.getByTestId('result-error')).toContainText('entity');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test('svg-optimizer: a link cannot switch off active-content removal (issue 33, item 3)', async ({ page }) => {
  await open(page, '/svg/svg-optimizer?keepActive=true&pretty=true');
  await expect(page.getByTestId('toast').filter({ hasText: 'tried to change a safety setting' })).toContainText('Keep scripts');
  await expect(page.getByLabel(/Keep scripts, event handlers/)).not.toBeChecked();
  await expect(page.getByLabel(/Pretty/i)).toBeChecked(); // the link's other options do apply
  await upload(page, ['hostile/script.svg']);
  const out = new TextDecoder().decode(await download(page, 'script.svg'));
  expect(out).toMatch(/<(rect|path)/);
  expect(out).not.toMatch(/<script|evil\.example/);
});

test('svg-optimizer: a huge file can be stopped without hanging the page', async ({ page }) => {
  await open(page, '/svg/svg-optimizer');
  // ≈ 3 MB of long curves: svgo needs many seconds for this.
  const path = (i: number) =>
    `<path fill="#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}" d="M${i}.123456 ${i}.654321${' c1.234567 2.345678 3.456789 4.567891 5.678912 6.789123'.repeat(30)}z"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">${Array.from({ length: 1500 }, (_, i) => path(i)).join('')}</svg>`;
  await page.getByTestId('file-input').setInputFiles({ name: 'huge.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(row(page, 'huge.svg')).toHaveAttribute('data-status', 'running');
  // The page stays responsive while the worker works.
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
  await row(page, 'huge.svg').getByTestId('cancel').click();
  await expect(row(page, 'huge.svg')).toHaveAttribute('data-status', 'cancelled');
  // The next file still works (a fresh worker).
  await upload(page, ['icon-stroke.svg']);
  await expect(row(page, 'icon-stroke.svg')).toHaveAttribute('data-status', 'done');
});

test.describe('SVG to PDF / EPS use the page width (issue 19, finding 11)', () => {
  const LONG = 'a-drawing-with-a-rather-long-and-descriptive-file-name.svg';
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ])
    test(`svg-to-pdf and svg-to-eps at ${width}×${height}: drop zone and rows fill the page's input column, file names whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      // One app load; the second tool is reached the way a link click reaches it.
      await open(page, '/svg/svg-to-pdf');
      for (const path of ['/svg/svg-to-pdf', '/svg/svg-to-eps']) {
        await openRoute(page, path);
        await page
          .getByTestId('file-input')
          .setInputFiles({ name: LONG, mimeType: 'image/svg+xml', buffer: readFileSync(fixture('illustration.svg')) });
        await expect(row(page, LONG)).toHaveAttribute('data-status', 'done');
        const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!.width;
        // The shared tool layout of every converter: the options column (at most 320 px) at the left on a
        // wide screen, the input and the rows in all the rest; one column on a phone.
        const pageWidth = await box('[data-testid="tool-page"]');
        const column = width >= 1000 ? pageWidth - 320 - 24 : pageWidth;
        expect(await box('[data-testid="dropzone"]'), path).toBeGreaterThan(column - 4);
        expect(await box('[data-testid="result-row"]'), path).toBeGreaterThan(column - 4);
        if (width >= 1000) {
          const name = row(page, LONG).locator('.result-name');
          await expect(name).toHaveText(LONG);
          expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth), path).toBe(true);
        }
      }
    });
});
