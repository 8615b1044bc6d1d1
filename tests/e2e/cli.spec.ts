import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';
import { readZip } from './zip';
import { mediaFixture } from '../fixtures/media/media';

// `localkit` (cli/localkit.mjs) against the web page: the same inputs and options give the same bytes,
// and the command behaves like a command (exit codes, no overwrite, unique names, Ctrl-C).

const DIST = process.env.E2E_DIST ?? 'dist';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function localkit(args: string[], { stdin, onStderr }: { stdin?: string; onStderr?: (text: string, kill: () => void) => void } = {}) {
  const child = spawn(process.execPath, ['cli/localkit.mjs', ...args], { env: { ...process.env, LOCALKIT_DIST: DIST } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => {
    stderr += d;
    onStderr?.(stderr, () => child.kill('SIGINT'));
  });
  child.stdin.end(stdin);
  return new Promise<Run>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const tempDir = () => mkdtempSync(join(tmpdir(), 'localkit-cli-'));
const filesIn = (dir: string) => Object.fromEntries(readdirSync(dir).map((name) => [name, new Uint8Array(readFileSync(join(dir, name)))]));

async function pageDownloads(page: Page, path: string, inputs: string[], zip: boolean): Promise<Record<string, Uint8Array>> {
  await page.goto(path);
  await appReady(page);
  await page.getByTestId('file-input').setInputFiles(inputs);
  if (zip) {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('download-all').click()]);
    return Object.fromEntries(readZip(new Uint8Array(readFileSync(await download.path()))).map((e) => [e.name, e.data]));
  }
  const row = page.getByTestId('result-row');
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download').click()]);
  return { [download.suggestedFilename()]: new Uint8Array(readFileSync(await download.path())) };
}

// Three runners: a file tool with a preset link, a text-output tool and a ZIP package. The CLI drives
// the same page in a headless Chromium, so what differs between tools is only how the options map.
const CASES = [
  // The preset link and a flag over it: the page gets the same options as one query.
  {
    tool: 'image-compress',
    page: '/image/image-compress?mode=quality&quality=60',
    args: ['--preset', 'https://localkit.app/image/image-compress?mode=quality&quality=75', '--quality', '60'],
    inputs: ['tests/fixtures/images/photo-astronaut.jpg'],
  },
  { tool: 'svg-optimizer', page: '/svg/svg-optimizer', args: [], inputs: ['tests/fixtures/svg/ferris.svg'] },
  { tool: 'favicon-converter', page: '/favicon/converter', args: [], inputs: ['tests/fixtures/favicon/logo-512.png'], zip: true },
];

test('localkit writes exactly the bytes the page downloads, for three tools', async ({ page }) => {
  test.setTimeout(120_000);
  for (const c of CASES) {
    const out = tempDir();
    try {
      const run = await localkit([c.tool, ...c.args, '-o', out, ...c.inputs]);
      expect(run.code, run.stderr).toBe(0);
      const fromPage = await pageDownloads(page, c.page, c.inputs, !!c.zip);
      const fromCli = filesIn(out);
      expect(Object.keys(fromCli).sort(), c.tool).toEqual(Object.keys(fromPage).sort());
      for (const [name, bytes] of Object.entries(fromPage)) expect(Buffer.compare(fromCli[name], bytes), `${c.tool}: ${name}`).toBe(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }
});

test('bad flags and values: the schema says what is wrong, exit 2; list and --help need no browser', async () => {
  const photo = 'tests/fixtures/images/photo-coffee.jpg';
  const unknown = await localkit(['image-resize', '--widht', '5', photo]);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain('unknown option --widht for image-resize');
  const range = await localkit(['image-resize', '--width', '99999', '--method', 'box', photo]);
  expect(range.code).toBe(2);
  expect(range.stderr).toMatch(/--width: .*16384/);
  expect(range.stderr).toMatch(/--method: .*"lanczos3"/);
  expect((await localkit(['no-such-tool'])).code).toBe(2);
  const help = await localkit(['image-resize', '--help']);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('--keep-aspect, --no-keep-aspect');
  expect((await localkit(['list'])).stdout).toMatch(/^ {2}svg-optimizer +SVG Optimizer/m);
});

test('a batch: a missing file fails alone (exit 1), same names get unique names, nothing is overwritten without --force', async () => {
  const work = tempDir();
  const out = join(work, 'out');
  try {
    mkdirSync(join(work, 'other'));
    copyFileSync('tests/fixtures/images/photo-coffee.jpg', join(work, 'photo-coffee.jpg'));
    copyFileSync('tests/fixtures/images/photo-astronaut.jpg', join(work, 'other', 'photo-coffee.jpg'));
    const inputs = [join(work, 'photo-coffee.jpg'), join(work, 'missing.jpg'), join(work, 'other', 'photo-coffee.jpg')];
    const first = await localkit(['image-resize', '--width', '64', '--json', '-o', out, ...inputs]);
    expect(first.code, first.stderr).toBe(1);
    expect(first.stderr).toMatch(/✗ missing\.jpg: .*no such file/);
    expect(readdirSync(out).sort()).toEqual(['photo-coffee-resized (2).jpg', 'photo-coffee-resized.jpg']);
    const report = JSON.parse(first.stdout);
    expect(report.files.map((f: { status: string }) => f.status).sort()).toEqual(['done', 'done', 'failed']);
    const before = filesIn(out);

    const again = await localkit(['image-resize', '--width', '32', '-o', out, inputs[0]]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists (add --force to overwrite it)');
    expect(filesIn(out)).toEqual(before);
    const forced = await localkit(['image-resize', '--width', '32', '--force', '-o', out, inputs[0]]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(filesIn(out)['photo-coffee-resized.jpg'].length).toBeLessThan(before['photo-coffee-resized.jpg'].length);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('text tools read standard input and write standard output; Ctrl-C stops a batch and leaves only finished files', async () => {
  const upper = await localkit(['text-converter', '--mode', 'upper'], { stdin: 'héllo wörld\n' });
  expect(upper.code, upper.stderr).toBe(0);
  expect(upper.stdout).toBe('HÉLLO WÖRLD\n');

  const out = tempDir();
  try {
    let sent = false;
    const run = await localkit(
      ['audio-converter', '--format', 'flac', '--jobs', '1', '-o', out, mediaFixture('tone.wav'), mediaFixture('tone30.wav')],
      {
        onStderr: (text, kill) => {
          if (!sent && text.includes('✓ tone.wav')) {
            sent = true;
            kill();
          }
        },
      },
    );
    expect(run.code, run.stderr).toBe(130);
    expect(readdirSync(out)).toEqual(['tone-converted.flac']);
    expect(existsSync(join(out, 'tone30-converted.flac'))).toBe(false);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('"Copy as command" gives the line for the options on screen, and that line makes the page\'s file', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const photo = 'tests/fixtures/images/photo-coffee.jpg';
  const fromPage = await pageDownloads(page, '/image/image-resize?keepAspect=false&width=200&height=100', [photo], false);
  await page.getByTestId('copy-command').click();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).toBe('npx localkit image-resize --width 200 --height 100 --no-keep-aspect');
  const out = tempDir();
  try {
    const run = await localkit([...command.split(' ').slice(2), '-o', out, photo]);
    expect(run.code, run.stderr).toBe(0);
    expect(Buffer.compare(filesIn(out)['photo-coffee-resized.jpg'], fromPage['photo-coffee-resized.jpg'])).toBe(0);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
