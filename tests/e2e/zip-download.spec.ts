import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { readZip } from './zip';
import { readImageSize } from '../../src/engines/imageSize';
import { sniffType } from '../../src/runner/sniff';

const photo = readFileSync('tests/fixtures/images/photo-coffee.jpg');

test('ZIP entries and downloads get safe base names, whatever the input files were called', async ({ page }) => {
  await page.goto('/image/image-resize?width=64');
  await appReady(page);
  const hostile = ['..\\..\\..\\Users\\Public\\evil.jpg', '../../evil.jpg', 'CON.jpg', 'a\u0001b.jpg', ' .hidden. .jpg'];
  await page.getByTestId('file-input').setInputFiles(hostile.map((name) => ({ name, mimeType: 'image/jpeg', buffer: photo })));
  const rows = page.getByTestId('result-row');
  await expect(rows).toHaveCount(hostile.length);
  // The file input hands names over as the browser gives them: the rows show what the user picked.
  const labels = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-name')));
  expect(labels).toEqual(hostile);
  await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(hostile.length, { timeout: 60_000 });

  const [single] = await Promise.all([page.waitForEvent('download'), rows.first().getByTestId('download').click()]);
  expect(single.suggestedFilename()).toBe('evil-resized.jpg');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]);
  const entries = readZip(new Uint8Array(readFileSync(await download.path())));
  expect(entries.map((e) => e.name)).toEqual([
    'evil-resized.jpg',
    'evil-resized (2).jpg',
    '_CON-resized.jpg',
    'a_b-resized.jpg',
    'hidden-resized.jpg',
  ]);
  for (const entry of entries) {
    expect(entry.name).not.toMatch(/[/\\]|\.\./);
    expect([...entry.name].some((c) => c.charCodeAt(0) < 0x20)).toBe(false);
    expect(sniffType(entry.data), entry.name).toBe('image/jpeg');
    expect(readImageSize(entry.data, 'image/jpeg')?.width, entry.name).toBe(64);
  }
});

/** SHA-256 (hex) and size of each file the app left in the origin-private directory `localkit-downloads`. */
const zipsOnDisk = (page: Page) =>
  page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const dir = await root.getDirectoryHandle('localkit-downloads').catch(() => undefined);
    const found: { size: number; sha256: string }[] = [];
    if (!dir) return found;
    for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) {
      const file = await (await dir.getFileHandle(name)).getFile();
      const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
      found.push({ size: file.size, sha256: [...hash].map((b) => b.toString(16).padStart(2, '0')).join('') });
    }
    return found;
  });

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function resizeBatchAndZip(page: Page) {
  await page.goto('/image/image-resize?width=48');
  await appReady(page);
  const names = Array.from({ length: 6 }, (_, i) => `photo-${i}.jpg`);
  await page.getByTestId('file-input').setInputFiles(names.map((name) => ({ name, mimeType: 'image/jpeg', buffer: photo })));
  await expect(page.locator('[data-testid="result-row"][data-status="done"]')).toHaveCount(names.length, { timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]);
  expect(download.suggestedFilename()).toBe('localkit-image-resize.zip');
  const bytes = new Uint8Array(readFileSync(await download.path()));
  const entries = readZip(bytes);
  expect(entries.map((e) => e.name)).toEqual(names.map((n) => n.replace('.jpg', '-resized.jpg')));
  for (const entry of entries) expect(readImageSize(entry.data, 'image/jpeg')?.width, entry.name).toBe(48);
  return bytes;
}

test('"Download all" streams the archive into a file on disk (the origin-private file system), then downloads that file', async ({
  page,
}) => {
  const bytes = await resizeBatchAndZip(page);
  // The download is that very file: the archive was written to disk, not built in memory.
  expect(await zipsOnDisk(page)).toEqual([{ size: bytes.length, sha256: sha256(bytes) }]);
});

test('where the page cannot write a file to disk, the ZIP is built in memory instead (in parts past the stated size)', async ({ page }) => {
  await page.addInitScript(() => {
    delete (FileSystemFileHandle.prototype as { createWritable?: unknown }).createWritable;
  });
  await resizeBatchAndZip(page);
  expect(await zipsOnDisk(page)).toEqual([]);
});
