import { closeSync, mkdtempSync, openSync, ftruncateSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, appReady } from './fixtures';

// A tool that reads whole files (bytes in one buffer) refuses a file over its limit before the job
// starts, saying both sizes; the rest of the batch goes on. The big file is sparse: 1.5 GiB on paper,
// a few bytes on disk, and the browser only reads its first 8 KB (to sniff its type).

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

test('a file bigger than a whole-file tool takes gets a clear message before it starts; the batch goes on', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'localkit-big-'));
  const big = join(dir, 'huge.png');
  const fd = openSync(big, 'w');
  writeSync(fd, new Uint8Array(PNG_SIGNATURE));
  ftruncateSync(fd, 1.5 * 1024 ** 3);
  closeSync(fd);
  try {
    await page.goto('/image/image-compress');
    await appReady(page);
    await page.getByTestId('file-input').setInputFiles([big, 'tests/fixtures/images/photo-chelsea.png']);
    const bigRow = page.locator('[data-testid="result-row"][data-name="huge.png"]');
    await expect(bigRow).toHaveAttribute('data-status', 'failed');
    await expect(bigRow.getByTestId('result-error')).toHaveText('This tool reads up to 1024.00 MB at once; this file is 1536.00 MB.');
    const small = page.locator('[data-testid="result-row"][data-name="photo-chelsea.png"]');
    await expect(small).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
