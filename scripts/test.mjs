// `npm test`: lint (eslint, prettier --check), unit tests (vitest), then the production build, then the browser tests (Playwright
// driving a system Chromium). Stops at the first failing stage with its exit code.
import { spawnSync } from 'node:child_process';
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

if (!e2eOnly) step('lint (eslint, prettier)', 'npm', ['run', 'lint']);
if (!e2eOnly) step('unit tests (vitest)', 'npx', ['vitest', 'run']);
step('production build', 'npm', ['run', 'build']);
step('browser tests (playwright + system chromium)', 'npx', ['playwright', 'test', ...extra]);
