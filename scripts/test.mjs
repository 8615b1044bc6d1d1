// `npm test`: lint (eslint, prettier --check), unit tests (vitest), then the production build, then the browser tests (Playwright
// driving a system Chromium). Stops at the first failing stage with its exit code.
import { spawn, spawnSync } from 'node:child_process';
import { chromiumPath, HOW_TO_GET_CHROMIUM } from './chromium.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
const extra = process.argv.slice(2).filter((a) => a !== '--e2e-only');

if (!chromiumPath()) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${title} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
}

/** Runs single-threaded checks side by side (two cores); prints each one's output once it ends. */
async function together(title, commands) {
  console.log(`\n=== ${title} ===`);
  const results = await Promise.all(
    commands.map(
      ([cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (code) => {
            process.stdout.write(`$ ${cmd} ${args.join(' ')}\n${out}`);
            resolve(code);
          });
        }),
    ),
  );
  const failed = results.find((code) => code !== 0);
  if (failed !== undefined) {
    console.error(`\n${title} failed (exit ${failed}).`);
    process.exit(failed || 1);
  }
}

// The same two checks as `npm run lint`, side by side.
if (!e2eOnly)
  await together('lint (eslint, prettier)', [
    ['npx', ['eslint', '.']],
    ['npx', ['prettier', '--check', '.']],
  ]);
if (!e2eOnly) step('unit tests (vitest)', 'npx', ['vitest', 'run']);
step('production build', 'npm', ['run', 'build']);
step('browser tests (playwright + system chromium)', 'npx', ['playwright', 'test', ...extra]);
