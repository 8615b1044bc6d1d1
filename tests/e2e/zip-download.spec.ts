import { readFileSync } from 'node:fs';
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
