import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { createHash } from 'node:crypto';
import { securityHeaders } from './src/pwa/headers';
import { cspForMeta } from './src/pwa/csp';
import { headersFile, isAppRoute, redirectsFile, robotsTxt, sitemapXml, vercelJson } from './src/pwa/staticHost';
import { toolNames } from './src/i18n/toolNamesPlugin';
import { alias, loadTools, toolSummaries, withSourceLoader } from './src/registry/buildTime';
import { compileHints } from './src/app/compileHintsPlugin';
import { cliToolsFile } from './build/cliTools';
import { webManifest, type ToolForManifest } from './src/pwa/webManifest';
import type { EngineManifest } from './src/pwa/engineCache';
import { chunkGraph, toolEngineLists, type Builds } from './src/pwa/toolEngines';

/** The public address used in sitemap.xml and robots.txt. */
const SITE_ORIGIN = process.env.SITE_ORIGIN ?? 'https://localkit.app';

/** Every tool, as the web app manifest, sitemap and prerender need it (loaded and validated once). */
async function toolsForBuild(): Promise<ToolForManifest[]> {
  const { tools } = await loadTools();
  return tools.map((t) => ({
    id: t.id,
    path: t.path,
    popular: t.popular,
    opensFileTypes: t.opensFileTypes,
    name: JSON.parse(readFileSync(join('plugins', t.id, 'i18n', 'en.json'), 'utf8')).name,
  }));
}

/** Pages as HTML (src/prerender.tsx), painted before the app's JavaScript has run: path → markup. */
function prerenderPages(paths: string[]): Promise<Map<string, string>> {
  return withSourceLoader(async (load) => {
    const { prerender } = (await load('/src/prerender.tsx')) as { prerender: (path: string) => Promise<string> };
    const pages = new Map<string, string>();
    for (const path of paths) pages.set(path, await prerender(path));
    return pages;
  });
}

/** A path no route matches: its prerender is the not-found page. */
const NOT_FOUND = '/404';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * `npm start` answers like the static hosts: unknown paths get 404.html with status 404 (only the app's
 * routes, tools' pages and files are served).
 */
function notFoundInPreview(): Plugin {
  return {
    name: 'localkit:not-found',
    configurePreviewServer(server) {
      const dir = server.config.build.outDir;
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/\/+$/, '') || '/';
        const known = isAppRoute(path) || /\.[a-z0-9]+$/i.test(path) || isFile(join(dir, path)) || isFile(join(dir, `${path}.html`));
        if (known || !['GET', 'HEAD'].includes(req.method ?? '')) return next();
        res.statusCode = 404;
        for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(join(dir, '404.html')));
      });
    },
  };
}

/** The chunk graphs of the worker and app builds, for each tool's engine files (src/pwa/toolEngines.ts). */
const builds: Builds = { worker: [], app: [] };

/** Records the worker build's chunk graph (a new instance for each worker bundle, as Vite asks). */
function workerGraph(): Plugin {
  return {
    name: 'localkit:worker-graph',
    apply: 'build',
    generateBundle: { order: 'post', handler: (_options, bundle) => void builds.worker.push(...chunkGraph(process.cwd(), bundle)) },
  };
}

/**
 * Fails `vite build` when a plugin manifest is invalid, then writes the files static hosts and
 * crawlers read: _headers, _redirects, vercel.json, sitemap.xml, robots.txt.
 */
function localkitBuild(): Plugin {
  let tools: Promise<ToolForManifest[]> | undefined;
  return {
    name: 'localkit:build',
    apply: 'build',
    async buildStart() {
      // Once per build, even if another build (the service worker's) runs this plugin again.
      tools ??= toolsForBuild();
      try {
        await tools;
      } catch (e) {
        this.error((e as Error).message);
      }
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: cspForMeta() }, injectTo: 'head-prepend' }],
    },
    generateBundle: {
      order: 'post', // after Vite has put index.html into the bundle
      async handler(_options, bundle) {
        // Only the app's own bundle (not the workers' or the service worker's): the one built from index.html.
        const isApp = Object.values(bundle).some((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
        if (!isApp) return;
        const emit = (fileName: string, source: string) => this.emitFile({ type: 'asset', fileName, source });
        emit('_headers', headersFile());
        emit('_redirects', redirectsFile());
        emit('vercel.json', vercelJson());
        emit('sitemap.xml', sitemapXml(SITE_ORIGIN, ['/', ...(await tools!).map((t) => t.path), '/blog', '/privacy']));
        emit('manifest.webmanifest', JSON.stringify(webManifest(await tools!), null, 2));
        emit('robots.txt', robotsTxt(SITE_ORIGIN));
        emit('.vite/chunk-plugins.json', JSON.stringify(chunkPlugins(bundle)));
        builds.app = chunkGraph(process.cwd(), bundle);

        // Each page a visit can land on, prerendered in English: index.html holds the home page, and
        // <tool path>.html each tool's page, which static hosts serve for that path. The meta tag
        // names the page; public/theme-init.js shows it only on that page in English, and
        // src/startApp.tsx then hydrates it (or renders over it).
        const shell = bundle['index.html'];
        if (shell?.type !== 'asset') this.error('index.html is missing from the app bundle');
        const template = String(shell.source);
        const paths = ['/', ...(await tools!).map((t) => t.path)];
        const pages = await prerenderPages([...paths, NOT_FOUND]);
        const withPage = (path: string) =>
          template
            .replace('<head>', `<head>\n    <meta name="localkit-prerendered" content="${path}">`)
            .replace('<div id="root"></div>', `<div id="root" data-prerendered>${pages.get(path)}</div>`);
        shell.source = withPage('/');
        for (const path of paths.slice(1)) emit(`${path.slice(1)}.html`, withPage(path));
        // Static hosts answer unknown paths with 404.html and status 404 (see src/pwa/staticHost.ts).
        emit('404.html', withPage(NOT_FOUND));
      },
    },
    writeBundle: {
      // After the workers' wasm and public/engines are in the output: list them for "make available
      // offline", and each tool's own for caching it when its page opens.
      sequential: true,
      async handler(options) {
        const dir = options.dir!;
        if (!existsSync(join(dir, 'index.html'))) return;
        const files = listEngineFiles(dir);
        const ids = (await tools!).map((t) => t.id);
        const withPipeline = ids.filter((id) => existsSync(join('plugins', id, 'pipeline.ts')));
        const { tools: toolFiles, problems } = toolEngineLists(
          builds,
          ids,
          withPipeline,
          files.map((f) => f.url),
        );
        if (problems.length) this.error(`engine files:\n  ${problems.join('\n  ')}`);
        writeFileSync(join(dir, 'engines.json'), JSON.stringify({ files, tools: toolFiles } satisfies EngineManifest));
      },
    },
  };
}

/**
 * For the browser tests' bundle check: which plugin folders each JavaScript chunk holds code from,
 * so a test can prove that opening a tool loads no other tool's code. (A dot folder: not precached.)
 */
function chunkPlugins(bundle: Record<string, { type: string; moduleIds?: string[] }>): Record<string, string[]> {
  const report: Record<string, string[]> = {};
  for (const [file, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const ids = new Set((chunk.moduleIds ?? []).map((m) => /\/plugins\/([^/]+)\//.exec(m)?.[1]).filter((id): id is string => !!id));
    if (ids.size) report[file] = [...ids].sort();
  }
  return report;
}

/** Every engine file the service worker does not precache: wasm binaries and public/engines/**. */
function listEngineFiles(dir: string): { url: string; bytes: number }[] {
  const walk = (sub: string): string[] =>
    readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(sub, e.name)) : [join(sub, e.name)]));
  return walk('')
    .filter((f) => f.endsWith('.wasm') || f.startsWith('engines/'))
    .sort()
    .map((f) => ({ url: `/${f}`, bytes: statSync(join(dir, f)).size }));
}

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
