// Lint: TypeScript's recommended rules, the rules of hooks, and nothing that fights Prettier (formatting is Prettier's).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      '.vite',
      'public/engines',
      'bench/results',
      'test-results',
      'playwright-report',
      'tests/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.worker, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The app's React code (Playwright fixtures and Vite plugins also have functions named `use`).
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'families/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  prettier,
);
