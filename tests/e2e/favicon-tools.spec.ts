import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { readZip } from './zip';
import { parseIco } from '../setup/parseIco';
import { sniffType } from '../../src/runner/sniff';

const fixture = (name: string) => `tests/fixtures/favicon/${name}`;

const PNG_SIZES: Record<string, number> = {
  'favicon-16x16.png': 16,
  'favicon-32x32.png': 32,
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
  'icon-512-maskable.png': 512,
};
/** Resampling and colour conversion may move a channel by a few units. */
function expectNear(actual: number[], expected: number[], tolerance = 4) {
  expect(actual.length, `${actual} vs ${expected}`).toBe(expected.length);
  actual.forEach((v, i) => expect(Math.abs(v - expected[i]), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance));
}

const RASTER_PACKAGE = ['favicon.ico', ...Object.keys(PNG_SIZES), 'site.webmanifest', 'favicon-head.html'].sort();

/** Decodes a PNG with the browser's own decoder; returns its size and the RGBA of some pixels. */
async function decodeInPage(page: Page, bytes: Uint8Array, points: [number, number][] = []) {
  return page.evaluate(
    async ({ b64, points }) => {
      const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bin], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = canvas.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      return { width: bitmap.width, height: bitmap.height, pixels: points.map(([x, y]) => Array.from(g.getImageData(x, y, 1, 1).data)) };
    },
    { b64: Buffer.from(bytes).toString('base64'), points },
  );
}

async function downloadPackage(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]);
  expect(download.suggestedFilename()).toBe('favicon-package.zip');
  return Object.fromEntries(readZip(new Uint8Array(readFileSync(await download.path()))).map((e) => [e.name, e.data]));
}

/** Checks every file of a package: PNG sizes by decoding, the ICO's entries, manifest and snippet. */
async function checkPackage(page: Page, files: Record<string, Uint8Array>, withSvg: boolean) {
  expect(Object.keys(files).sort()).toEqual(withSvg ? [...RASTER_PACKAGE, 'favicon.svg'].sort() : RASTER_PACKAGE);
  for (const [name, size] of Object.entries(PNG_SIZES)) {
    expect(sniffType(files[name]), name).toBe('image/png');
    const decoded = await decodeInPage(page, files[name], [[0, 0]]);
    expect([decoded.width, decoded.height], name).toEqual([size, size]);
  }
  // Apple touch icon and maskable icon are opaque, even where the source is transparent.
  expect((await decodeInPage(page, files['apple-touch-icon.png'], [[0, 0]])).pixels[0][3]).toBe(255);
  expect((await decodeInPage(page, files['icon-512-maskable.png'], [[0, 0]])).pixels[0][3]).toBe(255);
  const ico = parseIco(files['favicon.ico']);
  expect(ico.map((e) => [e.width, e.height])).toEqual([
    [16, 16],
    [32, 32],
    [48, 48],
  ]);
  expect(ico.every((e) => e.rgba?.length === e.width * e.height * 4)).toBe(true);
  const manifest = JSON.parse(new TextDecoder().decode(files['site.webmanifest']));
  expect(manifest.icons.map((i: { src: string }) => i.src)).toEqual(['/icon-192.png', '/icon-512.png', '/icon-512-maskable.png']);
  const snippet = new TextDecoder().decode(files['favicon-head.html']);
  expect(snippet).toContain('<link rel="manifest" href="/site.webmanifest">');
  expect(snippet.includes('favicon.svg')).toBe(withSvg);
  return { manifest, snippet };
}

test.describe('favicon-converter', () => {
  test('a 512 PNG becomes the whole package, previewed in light and dark tabs; the snippet copy button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/favicon/converter?appName=Blue+Co&themeColor=%231e40af');
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles(fixture('logo-512.png'));
    await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('package-notes')).toHaveCount(0);
    for (const theme of ['light', 'dark']) {
      const tab = page.getByTestId(`tab-preview-${theme}`);
      await expect(tab).toContainText('Blue Co');
      await expect(tab.locator('img')).toHaveJSProperty('naturalWidth', 16);
    }
    await expect(page.getByTestId('head-snippet')).toContainText('<meta name="theme-color" content="#1e40af">');
    // The copy button puts the <head> lines on the clipboard.
    await page.getByTestId('copy-snippet').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.getByTestId('head-snippet').textContent());
    expect(copied).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">');

    const files = await downloadPackage(page);
    const { manifest } = await checkPackage(page, files, false);
    expect(manifest).toMatchObject({ name: 'Blue Co', theme_color: '#1e40af' });
    // The logo survives the downscale: yellow centre, blue ring, transparent corner.
    const icon = await decodeInPage(page, files['icon-192.png'], [
      [96, 96],
      [96, 30],
      [2, 2],
    ]);
    expectNear(icon.pixels[0], [250, 204, 21, 255]);
    expectNear(icon.pixels[1], [30, 64, 175, 255]);
    expect(icon.pixels[2][3]).toBe(0);
  });

  test('an SVG is drawn safely and ships as favicon.svg too', async ({ page }) => {
    await page.goto('/favicon/converter');
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles(fixture('logo.svg'));
    await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('source-size')).toContainText('SVG');
    const files = await downloadPackage(page);
    const { snippet } = await checkPackage(page, files, true);
    expect(snippet).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const svg = new TextDecoder().decode(files['favicon.svg']);
    expect(svg).toContain('<circle');
    expect(svg).not.toContain('script');
    expect(await page.evaluate(() => (window as unknown as { __faviconSvgScriptRan?: boolean }).__faviconSvgScriptRan)).toBeUndefined();
    // Drawn from the vector at 1024 px, then downscaled: crisp colours at 512.
    const icon = await decodeInPage(page, files['icon-512.png'], [
      [256, 256],
      [256, 80],
      [3, 3],
    ]);
    expectNear(icon.pixels[0], [250, 204, 21, 255]);
    expectNear(icon.pixels[1], [30, 64, 175, 255]);
    expect(icon.pixels[2][3]).toBe(0);
  });

  test('a small, wide image gets a warning with its size, and can be cropped to a square', async ({ page }) => {
    await page.goto('/favicon/converter');
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles(fixture('wide-300x150.png'));
    await expect(page.getByTestId('package-notes')).toContainText('300 × 150');
    await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('fit-crop').check();
    await expect(page).toHaveURL(/fit=crop/);
    // Wait for the rebuilt package: cropped, the top edge is red (no transparent bar).
    await expect
      .poll(async () => {
        const files = await downloadPackage(page);
        return (await decodeInPage(page, files['icon-512.png'], [[10, 5]])).pixels[0];
      })
      .toEqual([220, 38, 38, 255]);
  });

  test('a JPG and a GIF convert too', async ({ page }) => {
    await page.goto('/favicon/converter');
    await appReady(page);
    for (const [name, size] of [
      ['photo-rocket.jpg', '640 × 427'],
      ['anim-tiny.gif', ''],
    ] as const) {
      await page.getByTestId('file-input').setInputFiles(`tests/fixtures/images/${name}`);
      // The package shown is this file's: its source is named, and the package is not an earlier one's.
      await expect(page.getByTestId('favicon-source')).toContainText(name);
      await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('favicon-package')).not.toHaveAttribute('data-stale', 'true');
      if (size) await expect(page.getByTestId('source-size')).toHaveText(size);
      await expect(page.getByTestId('package-file')).toHaveCount(9);
      const files = await downloadPackage(page);
      await checkPackage(page, files, false);
    }
  });

  test('hostile input and files that are not images get clear messages, one after another', async ({ page }) => {
    await page.goto('/favicon/converter');
    await appReady(page);
    // Each message is different: the one shown is always the last file's.
    for (const [file, message] of [
      ['images/empty.png', 'The file is empty (0 bytes).'],
      ['images/truncated.jpg', 'could not be read as an image'],
      ['images/bomb-30000.png', 'The image is too large (30000 × 30000)'],
      ['svg/hostile/billion-laughs.svg', 'entity bomb'],
      ['favicon/notes.txt', 'Invalid file type. Please upload an image.'],
    ] as const) {
      await page.getByTestId('file-input').setInputFiles(`tests/fixtures/${file}`);
      await expect(page.getByTestId('result-error'), file).toContainText(message, { timeout: 30_000 });
      await expect(page.getByTestId('favicon-package')).toHaveCount(0);
    }
    await expect(page.getByTestId('result-error')).toHaveText('Invalid file type. Please upload an image.');
  });
});

/** Pixel facts of the generated 512 icon, read from its preview image on the page. */
async function icon512(page: Page) {
  const img = page.getByTestId('preview-icon-512.png');
  await expect(img).toHaveJSProperty('complete', true);
  return img.evaluate((el: HTMLImageElement) => {
    const c = document.createElement('canvas');
    c.width = el.naturalWidth;
    c.height = el.naturalHeight;
    const g = c.getContext('2d')!;
    g.drawImage(el, 0, 0);
    const px = (x: number, y: number) => Array.from(g.getImageData(x, y, 1, 1).data);
    // Count glyph pixels in the middle: white (text, icon) or neither white nor background (emoji).
    const middle = g.getImageData(128, 128, 256, 256).data;
    let white = 0;
    let coloured = 0;
    for (let i = 0; i < middle.length; i += 4) {
      const [r, gr, b] = [middle[i], middle[i + 1], middle[i + 2]];
      if (r > 230 && gr > 230 && b > 230) white++;
      else if (Math.abs(r - 37) + Math.abs(gr - 99) + Math.abs(b - 235) > 90) coloured++;
    }
    return { size: [c.width, c.height], corner: px(2, 2), nearCorner: px(60, 60), topMiddle: px(256, 6), white, coloured };
  });
}

/** Mean channel difference between favicon.svg and icon-512.png, both drawn by the browser at 512 px. */
async function svgVsPng(page: Page, svg: Uint8Array, png: Uint8Array): Promise<number> {
  return page.evaluate(
    async ({ svg, png }) => {
      const draw = async (b64: string, type: string) => {
        const blob = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type });
        const img = new Image();
        img.src = URL.createObjectURL(blob);
        await img.decode();
        const c = new OffscreenCanvas(512, 512);
        const g = c.getContext('2d')!;
        g.drawImage(img, 0, 0, 512, 512);
        return g.getImageData(0, 0, 512, 512).data;
      };
      const [a, b] = [await draw(svg, 'image/svg+xml'), await draw(png, 'image/png')];
      let sum = 0;
      for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
      return sum / a.length;
    },
    { svg: Buffer.from(svg).toString('base64'), png: Buffer.from(png).toString('base64') },
  );
}

const BLUE = [37, 99, 235, 255];

test.describe('favicon-generator', () => {
  // Each mode once and each shape once: the shape is drawn the same whatever the glyph.
  const designs = [
    { mode: 'text', query: 'mode=text&text=LK', glyph: 'white', shape: 'square' },
    { mode: 'emoji', query: `mode=emoji&emoji=${encodeURIComponent('🍕')}`, glyph: 'coloured', shape: 'circle' },
    { mode: 'icon', query: 'mode=icon&icon=heart', glyph: 'white', shape: 'rounded' },
  ] as const;
  for (const design of designs) {
    const shape = design.shape;
    test(`${design.mode} in a ${shape}`, async ({ page }) => {
      await page.goto(`/favicon/generator?${design.query}&shape=${shape}&backgroundColor=%232563eb&fontColor=%23ffffff`);
      await appReady(page);
      await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: 30_000 });
      const icon = await icon512(page);
      expect(icon.size).toEqual([512, 512]);
      expect(icon.topMiddle).toEqual(BLUE);
      if (shape === 'square') {
        expect(icon.corner).toEqual(BLUE);
        expect(icon.nearCorner).toEqual(BLUE);
      } else if (shape === 'circle') {
        expect(icon.corner[3]).toBe(0);
        expect(icon.nearCorner[3]).toBe(0); // outside the circle
      } else {
        expect(icon.corner[3]).toBe(0);
        expect(icon.nearCorner).toEqual(BLUE); // inside the rounded corner
      }
      expect(icon[design.glyph], `${design.glyph} glyph pixels`).toBeGreaterThan(1500);
    });
  }

  test('the generated package is complete, with an SVG favicon', async ({ page }) => {
    await page.goto('/favicon/generator?mode=text&text=%E6%B1%89&appName=Han');
    await appReady(page);
    await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: 30_000 });
    const files = await downloadPackage(page);
    const { manifest } = await checkPackage(page, files, true);
    expect(manifest.name).toBe('Han');
    // The glyph is outlines of the PNGs' own drawing, not <text> a visitor's fonts would draw differently.
    const svg = new TextDecoder().decode(files['favicon.svg']);
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<path fill="#[0-9a-f]{6}" d="M [^"]{200,}"><title>汉<\/title><\/path>/);
    expect(await svgVsPng(page, files['favicon.svg'], files['icon-512.png'])).toBeLessThan(1.5);
  });

  test('an emoji favicon.svg embeds the drawn emoji as an image; a ZIP that cannot be built gets the favicon message', async ({ page }) => {
    await page.goto(`/favicon/generator?mode=emoji&emoji=${encodeURIComponent('🍕')}`);
    await appReady(page);
    await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: 30_000 });
    const files = await downloadPackage(page);
    const svg = new TextDecoder().decode(files['favicon.svg']);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<image width="512" height="512" href="data:image/png;base64,');
    expect(await svgVsPng(page, files['favicon.svg'], files['icon-512.png'])).toBeLessThan(1.5);

    // A full disk: the ZIP can be written neither to the origin-private file system nor, in parts, to memory.
    await page.evaluate(() => {
      FileSystemFileHandle.prototype.createWritable = () => Promise.reject(new DOMException('disk full', 'QuotaExceededError'));
      Response.prototype.blob = () => Promise.reject(new Error('disk full'));
    });
    await page.getByTestId('download-all').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Error creating ZIP file' })).toBeVisible();
  });

  test('the font list marks missing fonts; three characters keep the last good package, marked stale, downloads disabled with the reason', async ({
    page,
  }) => {
    await page.goto('/favicon/generator?text=LK');
    await appReady(page);
    const options = page.locator('#root_font option');
    await expect(options).toHaveCount(15);
    await expect(options.first()).toHaveAttribute('data-available', 'true');
    // The detector is real: on a plain Linux box (the test machines) some listed CJK fonts are
    // missing and labelled so; the system default never is.
    const missing = await page.locator('#root_font option[data-available="false"]').count();
    expect(missing).toBeGreaterThan(0);
    await expect(page.locator('#root_font option[data-available="false"]').first()).toContainText('not installed');
    await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('live-busy')).toHaveCount(0);
    // A new valid text starts a package job; a third character arrives while it runs (the reported case:
    // "Working…" stayed forever and the ZIP button did nothing). It is typed in the very task that
    // shows "Working…" for "AB", so it always arrives while that job runs.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('#root_text')!;
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="live-busy"]')) return;
        observer.disconnect();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'ABC');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }).observe(document.body, { childList: true, subtree: true });
    });
    const text = page.locator('#root_text');
    await text.fill('AB');
    await expect(text).toHaveValue('ABC');
    await expect(page.getByTestId('result-error')).toHaveText('Too long: a favicon fits 1 or 2 characters.');
    // The job for "AB" is overtaken; nothing stays "Working…".
    await expect(page.getByTestId('live-busy')).toHaveCount(0);
    await expect(page.getByTestId('favicon-package')).toHaveAttribute('data-stale', 'true');
    await expect(page.getByTestId('download-all')).toBeDisabled();
    await expect(page.getByTestId('download-blocked')).toContainText('Too long: a favicon fits 1 or 2 characters.');
    await expect(page.getByTestId('download-all')).toHaveAttribute('aria-describedby', 'fav-blocked');
    for (const button of await page.getByTestId('download').all()) await expect(button).toBeDisabled();

    await text.fill('AB');
    await expect(page.getByTestId('download-blocked')).toHaveCount(0);
    await expect(page.getByTestId('favicon-package')).toHaveAttribute('data-stale', 'false');
    await expect(page.getByTestId('live-busy')).toHaveCount(0);
    await expect(page.getByTestId('download-all')).toBeEnabled();
    const files = await downloadPackage(page);
    expect(new TextDecoder().decode(files['favicon.svg'])).toContain('<title>AB</title>');
  });

  test('the icon grid picks with the arrow keys, and the package follows', async ({ page }) => {
    await page.goto('/favicon/generator?mode=icon&icon=heart');
    await appReady(page);
    const grid = page.getByRole('radiogroup', { name: 'Icon' });
    const heart = grid.getByRole('radio', { name: 'heart' });
    await expect(heart).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('favicon-package')).toBeVisible({ timeout: 30_000 });
    const svgOf = async () => new TextDecoder().decode((await downloadPackage(page))['favicon.svg']);
    const heartSvg = await svgOf();
    await heart.focus();
    await page.keyboard.press('ArrowRight');
    const next = grid.getByRole('radio', { checked: true });
    await expect(next).toBeFocused();
    const name = (await next.getAttribute('data-value'))!;
    expect(name).not.toBe('heart');
    await expect(page).toHaveURL(new RegExp(`icon=${name}`));
    // The package is drawn from the new icon (other outlines in favicon.svg).
    await expect.poll(svgOf).not.toBe(heartSvg);
  });
});

test.describe('favicon-generator on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('an emoji tapped in the grid becomes the favicon', async ({ page }) => {
    await page.goto('/favicon/generator?mode=emoji');
    await appReady(page);
    await page.getByTestId('options-fold').locator('summary').tap();
    const pizza = page.getByRole('radiogroup', { name: 'Pick an emoji' }).getByRole('radio', { name: '🍕' });
    await pizza.tap();
    await expect(pizza).toHaveAttribute('aria-checked', 'true');
    await expect(page).toHaveURL(new RegExp(`emoji=${encodeURIComponent('🍕')}`));
    await expect(page.locator('#root_emoji')).toHaveValue('🍕');
    await expect.poll(async () => (await icon512(page)).coloured, { timeout: 30_000 }).toBeGreaterThan(1500);
  });
});
