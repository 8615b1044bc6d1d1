import { defineConfig } from 'vitest/config';
import './scripts/node20-polyfills.mjs';

export default defineConfig({
  test: {
    include: ['plugins/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/node-wasm.ts'],
    globalSetup: ['tests/setup/dropin-plugin.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
