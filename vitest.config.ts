import { defineConfig } from 'vitest/config';
import './scripts/node20-polyfills.mjs';
import { makeDropinRoot } from './tests/setup/dropinRoot.mjs';
import { toolNames } from './build/toolNames';
import { toolSummaries } from './build/toolSummaries';

const dropinRoot = makeDropinRoot();
process.env.LOCALKIT_DROPIN_ROOT = dropinRoot;

export default defineConfig({
  plugins: [toolNames(), toolSummaries()],
  test: {
    setupFiles: ['tests/setup/node-wasm.ts'],
    globalSetup: ['tests/setup/dropinCleanup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // One module graph per worker, not per file: the codecs' set-up and the transforms were two thirds
    // of the suite's CPU time with a fresh worker for each of the 100 files.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'plugins/**/*.test.ts',
            'families/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'schemas/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        // Same code, but its root's plugins/ also holds tests/fixtures/dropin-plugin (see dropinRoot.mjs).
        extends: true,
        root: dropinRoot,
        test: { name: 'dropin', include: ['tests/dropin/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
