import { createHash } from 'node:crypto';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { securityHeaders } from './src/pwa/headers';
import { alias, toolSummaries } from './build/toolSummaries';
import { toolNames } from './build/toolNames';
import { compileHints } from './build/compileHints';
import { localkitBuild, workerGraph } from './build/localkitBuild';
import { notFoundInPreview } from './build/notFoundInPreview';
import { cliToolsFile } from './build/cliTools';

// The build's own plugins live in build/ (Node only); src/ holds what ships to the browser.

export default defineConfig({
  plugins: [
    react(),
    toolNames(),
    toolSummaries(),
    localkitBuild(),
    notFoundInPreview(),
    compileHints(),
    cliToolsFile(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false, // manifest.webmanifest is built from the registry (src/pwa/webManifest.ts), linked from index.html
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,json,webmanifest}'],
        // Engines (wasm codecs, models) are cached on first use or by "make available offline".
        // Tools' prerendered pages too: offline, every path is served index.html (the app draws it).
        globIgnores: ['engines/**', '**/*.wasm', '*/**/*.html', '404.html'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias,
    // onnxruntime-web's build for this condition loads its wasm runtime from env.wasm.wasmPaths
    // (/engines/onnxruntime/, copied by scripts/copy-engines.mjs) instead of bundling a second 14 MB
    // copy of the same .wasm into /assets.
    conditions: ['onnxruntime-web-use-extern-wasm', ...defaultClientConditions],
  },
  // The same headers as the static hosts get. The dev server's page holds one inline script, React's
  // fast-refresh preamble: allowed by its hash, nothing else.
  server: {
    headers: securityHeaders([`'sha256-${createHash('sha256').update(react.preambleCode.replace('__BASE__', '/')).digest('base64')}'`]),
  },
  preview: { headers: securityHeaders() },
  worker: { format: 'es', plugins: () => [workerGraph()] },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // No preloading of dynamic imports' dependencies: Vite's helper inserts a <link rel=modulepreload>
    // per chunk from script, and on a tool's page those ~60 insertions were the longest task of its
    // start-up. The prerendered page paints without any of these chunks.
    modulePreload: false,
    // One stylesheet for the whole app (34 kB, 7 kB gzipped): a prerendered page is styled by one request
    // in its head instead of thirteen, and no chunk fetches CSS of its own later.
    cssCodeSplit: false,
    rolldownOptions: {
      // cli.html: the page the `localkit` command drives (src/commandLine.ts).
      input: { index: 'index.html', cli: 'cli.html' },
      output: {
        codeSplitting: { groups: [{ name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ }] },
      },
    },
  },
  optimizeDeps: {
    exclude: ['@jsquash/resize', '@jsquash/png', '@jsquash/jpeg', '@jsquash/webp', '@jsquash/avif', '@jsquash/oxipng', 'harfbuzzjs'],
  },
});
