import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium.mjs';

// Browser benchmarks (bench/browser/*.spec.ts) against a production build: same settings as the
// e2e suite (playwright.config.ts), one worker so measurements do not fight each other.
const port = Number(process.env.E2E_PORT ?? 4176);
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'browser',
  timeout: 900_000,
  expect: { timeout: 600_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'allow',
    acceptDownloads: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
  },
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --outDir ${dist} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    cwd: '..', // the repo root, where node_modules and dist are
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
