import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

// The suite runs against the production build (dist/, built by `npm test`). E2E_DIST/E2E_PORT let
// several builds be tested side by side.
const port = Number(process.env.E2E_PORT ?? 4174);
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Tests, not files, are shared out: a long file no longer runs alone at the end.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // E2E_JSON=<file> also writes each test's duration there (to find what makes the suite slow).
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The service worker precaches ~450 files into every new context: only the specs about it allow it.
    serviceWorkers: 'block',
    acceptDownloads: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'main', testIgnore: /page-freeze\.spec\.ts/ },
    // "The page answers within a second" is about our main thread, not about a test beside it that
    // fills both cores (ffmpeg's threads): these run last, one at a time, with nothing else running.
    { name: 'responsiveness', testMatch: /page-freeze\.spec\.ts/, dependencies: ['main'], fullyParallel: false },
  ],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --outDir ${dist} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
