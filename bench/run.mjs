// `npm run bench`: runs the Node benchmarks (bench/**/*.bench.ts) and the browser benchmarks
// (bench/browser/*.spec.ts, against a production build), then writes one table into bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';

// `npm run bench -- removebg media` reruns only the benchmarks whose file names contain those words
// and keeps the other areas' last results (each area's rows say when and under what load they ran).
const only = process.argv.slice(2);
const picked = (file) => only.length === 0 || only.some((word) => file.includes(word));

const results = new URL('./results/', import.meta.url);
if (only.length === 0) rmSync(results, { recursive: true, force: true });

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;

const nodeBenches = readdirSync('bench').filter((f) => f.endsWith('.bench.ts') && picked(f));
let failed =
  nodeBenches.length > 0 &&
  run('npx', ['vitest', 'run', '--config', 'bench/vitest.config.ts', ...nodeBenches.map((f) => `bench/${f}`)]) !== 0;
const browserBenches = existsSync('bench/browser') ? readdirSync('bench/browser').filter((f) => f.endsWith('.spec.ts') && picked(f)) : [];
if (browserBenches.length > 0) {
  if (!existsSync('dist/index.html')) failed ||= run('npm', ['run', 'build']) !== 0;
  failed ||=
    run('npx', ['playwright', 'test', '--config', 'bench/playwright.config.ts', ...browserBenches.map((f) => `browser/${f}`)]) !== 0;
}

const files = existsSync(results)
  ? readdirSync(results)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
const rows = files.flatMap((f) => JSON.parse(readFileSync(new URL(f, results), 'utf8')).rows);
const fmt = (v) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toPrecision(4)) : String(v));
const table = [
  '| benchmark | case | metric | value | goal | met |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.benchmark} | ${r.case} | ${r.metric} | ${fmt(r.value)}${r.unit ? ` ${r.unit}` : ''} | ${r.goal ?? ''} | ${r.met === undefined ? '' : r.met ? 'yes' : 'no'} |`,
  ),
].join('\n');
console.log(`\n${table}\n`);

const readme = new URL('./README.md', import.meta.url);
const start = '<!-- results:start -->';
const end = '<!-- results:end -->';
const text = readFileSync(readme, 'utf8');
const stamped = `${start}\nLast run: ${new Date().toISOString()} (2 shared cores, headless Chromium without GPU).\n\n${table}\n${end}`;
writeFileSync(readme, text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), stamped) : `${text}\n${stamped}\n`);
process.exit(failed ? 1 : 0);
