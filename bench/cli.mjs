// `localkit image-compress` on a batch of photos vs the same batch in the web page (issue 37): wall time and
// peak resident memory of the whole process tree (Node and every Chromium process under it), sampled every
// 100 ms from /proc. Usage: node bench/cli.mjs [COUNT=200] [--cli-only]. Needs a build (dist/, or $LOCALKIT_DIST).
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../cli/server.mjs';
import { findBrowser } from '../cli/browser.mjs';

const COUNT = Number(process.argv[2] ?? 200);
const CLI_ONLY = process.argv.includes('--cli-only');
const DIST = resolve(process.env.LOCALKIT_DIST ?? 'dist');
const PHOTOS = ['photo-astronaut.jpg', 'photo-coffee.jpg', 'photo-rocket.jpg', 'photo-motorcycle.webp', 'photo-chelsea.png'];

/** Resident memory (MB) of `root` and every process below it. */
function treeRssMb(root) {
  const parent = new Map();
  const rss = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      parent.set(Number(name), Number(/PPid:\s+(\d+)/.exec(status)[1]));
      rss.set(Number(name), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent)
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  return [...tree].reduce((sum, pid) => sum + (rss.get(pid) ?? 0), 0) / 1024;
}

function sampler(root) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(root))), 100);
  return () => (clearInterval(timer), Math.round(peak));
}

const work = mkdtempSync(join(tmpdir(), 'localkit-bench-'));
const inputs = [];
for (let i = 0; i < COUNT; i++) {
  const photo = PHOTOS[i % PHOTOS.length];
  const path = join(work, `${String(i).padStart(4, '0')}-${photo}`);
  copyFileSync(join('tests/fixtures/images', photo), path);
  inputs.push(path);
}

async function viaCli() {
  const out = join(work, 'cli-out');
  const t0 = Date.now();
  const child = spawn(process.execPath, ['cli/localkit.mjs', 'image-compress', '-o', out, ...inputs], {
    env: { ...process.env, LOCALKIT_DIST: DIST },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const peak = sampler(child.pid);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise((r) => child.on('close', r));
  const result = { seconds: (Date.now() - t0) / 1000, peakMb: peak(), outputs: readdirSync(out).length, code };
  if (code !== 0) console.error(stderr.slice(-2000));
  return result;
}

async function viaPage() {
  const { server, origin } = await serve(DIST, (_req, res) => res.writeHead(404).end());
  const t0 = Date.now();
  const browser = await chromium.launch({
    executablePath: findBrowser(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-sync'],
  });
  const peak = sampler(process.pid);
  const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await page.goto(`${origin}/image/image-compress?lng=en`);
  await page.locator('[data-app-ready="true"]').waitFor();
  const t1 = Date.now();
  await page.getByTestId('file-input').setInputFiles(inputs);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="result-row"][data-status="done"]').length === n, COUNT, {
    timeout: 3_600_000,
    polling: 500,
  });
  const done = Date.now();
  const result = { seconds: (done - t0) / 1000, batchSeconds: (done - t1) / 1000, peakMb: peak() };
  await browser.close();
  server.close();
  return result;
}

const load = loadavg()[0].toFixed(1);
const cli = await viaCli();
console.error('cli', JSON.stringify(cli));
const page = CLI_ONLY ? undefined : await viaPage();
rmSync(work, { recursive: true, force: true });
console.log(
  JSON.stringify({ count: COUNT, cores: availableParallelism(), loadBefore: load, cli, page, loadAfter: loadavg()[0].toFixed(1) }, null, 1),
);
