// `npm run audit`: Lighthouse (the npm package, fetched by npx at a fixed version so `npm ci` stays
// lean) with the system Chromium on the home page and on /image/image-compress, plus Chromium's own
// installability check (Lighthouse 12+ no longer has a PWA category). Scores go into README.md
// between the audit markers. Builds first when dist/ is missing. Not part of `npm test` (slow).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, HOW_TO_GET_CHROMIUM } from './chromium.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const PORT = 4180;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/image/image-compress'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOAL = 95;

const chrome = chromiumPath();
if (!chrome) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
if (!existsSync('dist/index.html') && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const server = spawn('node', ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
const stop = () => server.kill();
process.on('exit', stop);
for (let i = 0; i < 100; i++) {
  if (await fetch(ORIGIN).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 200));
}

const out = mkdtempSync(join(tmpdir(), 'localkit-audit-'));
const rows = [];
let failed = false;
for (const path of PAGES) {
  const report = join(out, `${path.replace(/\W+/g, '_') || 'home'}.json`);
  const run = spawnSync(
    'npx',
    ['--yes', LIGHTHOUSE, ORIGIN + path, `--chrome-path=${chrome}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu', `--only-categories=${CATEGORIES.join(',')}`, '--output=json', `--output-path=${report}`, '--quiet'],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
  if (run.status !== 0 || !existsSync(report)) {
    console.error(`Lighthouse failed on ${path}`);
    failed = true;
    continue;
  }
  const { categories } = JSON.parse(readFileSync(report, 'utf8'));
  const scores = CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100));
  failed ||= scores.some((s) => s < GOAL);
  rows.push(`| ${path} | ${scores.join(' | ')} |`);
}

// Installability: what Chromium says before it offers "Install app".
// A persistent profile: Chromium never offers installation in an incognito-like context.
const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'localkit-profile-')), { executablePath: chrome, args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto(ORIGIN);
await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
const cdp = await browser.newCDPSession(page);
const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
await browser.close();
const installable = installabilityErrors.length === 0 ? 'installable (no installability errors)' : `NOT installable: ${installabilityErrors.map((e) => e.errorId).join(', ')}`;
failed ||= installabilityErrors.length > 0;

const table = [
  `Last run: ${new Date().toISOString()} with ${LIGHTHOUSE} (default mobile emulation and throttling), headless Chromium, 2 cores.`,
  '',
  `| page | ${CATEGORIES.join(' | ')} |`,
  `| --- | ${CATEGORIES.map(() => '---').join(' | ')} |`,
  ...rows,
  '',
  `PWA: ${installable}. Goal: every score ≥ ${GOAL}.`,
].join('\n');
console.log(`\n${table}\n`);
const readme = readFileSync('README.md', 'utf8');
const [start, end] = ['<!-- audit:start -->', '<!-- audit:end -->'];
if (readme.includes(start)) writeFileSync('README.md', readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`));
stop();
process.exit(failed ? 1 : 0);
