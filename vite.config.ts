import { defineConfig, createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { crossOriginIsolationHeaders } from './src/pwa/headers';

/** Fails `vite build` when a plugin manifest is invalid, naming the folder and the field. */
function validateManifests(): Plugin {
  return {
    name: 'localkit:validate-manifests',
    apply: 'build',
    async buildStart() {
      const server = await createServer({
        configFile: false,
        logLevel: 'silent',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const mod = await server.ssrLoadModule('/src/registry/manifests.ts');
        const count = (mod.loadManifests() as unknown[]).length;
        this.info(`${count} tool manifests valid`);
      } catch (e) {
        this.error((e as Error).message);
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    validateManifests(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false, // public/manifest.webmanifest is hand-written and linked from index.html
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,json,webmanifest}'],
        // Engines (wasm codecs, models) are cached on first use or by "make available offline".
        globIgnores: ['engines/**', '**/*.wasm'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { headers: crossOriginIsolationHeaders },
  preview: { headers: crossOriginIsolationHeaders },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500 },
  optimizeDeps: { exclude: ['@jsquash/resize', '@jsquash/png', '@jsquash/jpeg', '@jsquash/webp', '@jsquash/avif', '@jsquash/oxipng'] },
});
