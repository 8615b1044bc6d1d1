import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { sniffType } from '../../src/runner/sniff';

// Issue 36: what a photo tells (the panel) and what leaves with it (the metadata option), checked by
// exiftool on the downloaded files. Fixtures: tests/fixtures/images/make-metadata-fixtures.sh.

const fixture = (name: string) => `tests/fixtures/images/${name}`;
const row = (page: Page, name: string) => page.locator(`[data-testid="result-row"][data-name="${name}"]`);

async function convert(page: Page, file: string, format: string, metadata: string) {
  await page.goto(`/image/image-converter?format=${format}&metadata=${metadata}`);
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(fixture(file));
  const r = row(page, file);
  await expect(r).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), r.getByTestId('download').click()]);
  const path = await download.path();
  const tags = JSON.parse(execFileSync('exiftool', ['-j', '-n', '-G1', path], { encoding: 'utf8' }))[0] as Record<string, unknown>;
  return { r, tags, bytes: new Uint8Array(readFileSync(path)) };
}

const PAIRS = [
  ['photo-gps.jpg', 'jpeg', 'image/jpeg', 'Canon'],
  ['photo-gps.jpg', 'webp', 'image/webp', 'Canon'],
  ['photo-gps.jpg', 'png', 'image/png', 'Canon'],
  ['photo-gps.heic', 'jpeg', 'image/jpeg', 'Apple'],
] as const;

for (const choice of ['strip', 'keep', 'noLocation'] as const) {
  test(`metadata ${choice}: JPEG → JPEG/WebP/PNG and HEIC → JPEG, read back by exiftool`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const [file, format, type, make] of PAIRS) {
      const { r, tags, bytes } = await convert(page, file, format, choice);
      const pair = `${file} → ${format}`;
      expect(sniffType(bytes), pair).toBe(type);
      expect(tags['ExifTool:Warning'], pair).toBeUndefined();
      expect(tags['ExifTool:Error'], pair).toBeUndefined();
      expect(tags['IFD0:Make'], pair).toBe(choice === 'strip' ? undefined : make);
      expect(tags['ExifIFD:DateTimeOriginal'] !== undefined, pair).toBe(choice !== 'strip');
      expect(tags['Composite:GPSLatitude'] !== undefined, pair).toBe(choice === 'keep');
      // The browser decodes into sRGB: the Adobe RGB profile must not be re-attached to sRGB pixels.
      expect(tags['ICC_Profile:ProfileDescription'], pair).not.toBe('Adobe RGB (1998)');
      if (file.endsWith('.jpg'))
        await expect(r.locator('[data-note="photoMetadata.profileConverted"]'), pair).toHaveCount(choice === 'strip' ? 0 : 1);
      // The panel tells what the input holds whatever the choice; the notes say what the output keeps.
      await expect(r.getByTestId('photo-location'), pair).toContainText('precise location');
      await expect(r.locator('[data-note="photoMetadata.locationKept"]'), pair).toHaveCount(choice === 'keep' ? 1 : 0);
      await expect(r.locator('[data-note="photoMetadata.locationRemoved"]'), pair).toHaveCount(choice === 'noLocation' ? 1 : 0);
    }
  });
}

test('the panel shows what each photo tells: location for the GPS file, "No location" for the others', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/image/image-compress?mode=quality&metadata=keep');
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles([fixture('photo-gps.jpg'), fixture('photo-coffee.jpg')]);
  const gps = row(page, 'photo-gps.jpg');
  await expect(gps).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const panel = gps.getByTestId('photo-facts');
  await expect(panel.getByTestId('photo-location')).toContainText('48.858222, 2.2945');
  await expect(panel.getByTestId('photo-date')).toContainText('2024-06-15 14:32:10');
  await expect(panel.getByTestId('photo-device')).toContainText('Canon EOS 5D Mark IV');
  await expect(panel.getByTestId('photo-lens')).toContainText('EF24-70mm f/2.8L II USM');
  await expect(panel.getByTestId('photo-copyright')).toContainText('(c) 2024 Jane Doe');
  await expect(panel.getByTestId('photo-colourProfile')).toContainText('Adobe RGB (1998)');
  await expect(panel.getByTestId('photo-thumbnail')).toBeAttached();
  const plain = row(page, 'photo-coffee.jpg');
  await expect(plain).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(plain.getByTestId('photo-location')).toContainText('No location');
});

test('AVIF output says what metadata it could not keep', async ({ page }) => {
  test.setTimeout(90_000);
  const { r, tags } = await convert(page, 'photo-gps.jpg', 'avif', 'keep');
  expect(tags['IFD0:Make']).toBeUndefined();
  await expect(r.locator('[data-note="photoMetadata.notCarried"]')).toContainText('AVIF');
});

test('Image Mosaic: the panel shows what the photo tells, and the metadata choice decides what leaves', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/image/image-mosaic');
  await appReady(page);
  await expect(page.getByRole('radio', { name: 'Remove all' })).toBeChecked();
  await page.getByTestId('file-input').setInputFiles(fixture('photo-gps.jpg'));
  const canvas = page.getByTestId('mosaic-canvas');
  await page.waitForFunction(
    () => ((document.querySelector('[data-testid="mosaic-canvas"]') as HTMLCanvasElement | null)?.width ?? 0) > 100,
  );
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId('mosaic-area-count')).toContainText('1');

  const r = row(page, 'photo-gps.jpg');
  const applyAndRead = async (choice: string) => {
    await page.getByRole('radio', { name: choice }).check();
    await page.getByTestId('mosaic-apply').click();
    await expect(r).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), r.getByTestId('download').click()]);
    const path = await download.path();
    expect(sniffType(new Uint8Array(readFileSync(path)))).toBe('image/jpeg');
    return JSON.parse(execFileSync('exiftool', ['-j', '-n', '-G1', path], { encoding: 'utf8' }))[0] as Record<string, unknown>;
  };
  const noLocation = await applyAndRead('Remove the location only');
  expect(noLocation['IFD0:Make']).toBe('Canon');
  expect(noLocation['ExifIFD:DateTimeOriginal']).toBeDefined();
  expect(noLocation['Composite:GPSLatitude']).toBeUndefined();
  await expect(r.getByTestId('photo-location')).toContainText('precise location');
  await expect(r.locator('[data-note="photoMetadata.locationRemoved"]')).toHaveCount(1);

  const keep = await applyAndRead('Keep all');
  expect(keep['Composite:GPSLatitude']).toBeCloseTo(48.858222, 4);
  await expect(r.locator('[data-note="photoMetadata.locationKept"]')).toHaveCount(1);
});
