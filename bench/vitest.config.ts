import { defineConfig } from 'vitest/config';
import '../scripts/node20-polyfills.mjs';

// Benchmarks run as ordinary vitest files (bench/**/*.bench.ts) so they can import the TypeScript
// pipelines; they record figures with bench/record.ts and assert nothing about time.
export default defineConfig({
  test: {
    root: '.',
    include: ['bench/**/*.bench.ts'],
    setupFiles: ['tests/setup/node-wasm.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
