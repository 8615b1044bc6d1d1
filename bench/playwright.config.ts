import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// Browser benchmarks (bench/browser/*.spec.ts) against a production build: the e2e suite's settings,
// with one worker so measurements do not fight each other, and long time limits.
const port = Number(process.env.E2E_PORT ?? 4176);
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  ...base,
  testDir: 'browser',
  timeout: 900_000,
  expect: { timeout: 600_000 },
  workers: 1,
  retries: 0,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --outDir ${dist} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    cwd: '..', // the repo root, where node_modules and dist are
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
