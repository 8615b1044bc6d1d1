import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { cspForMeta } from '../src/pwa/csp';
import { webManifest, type ToolForManifest } from '../src/pwa/webManifest';
import type { EngineManifest } from '../src/pwa/engineCache';
import { headersFile, redirectsFile, robotsTxt, sitemapXml, vercelJson } from './staticHost';
import { loadTools, withSourceLoader } from './toolSummaries';
import { chunkGraph, toolEngineLists, type Builds } from './toolEngines';

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

/** The chunk graphs of the worker and app builds, for each tool's engine files (build/toolEngines.ts). */
const builds: Builds = { worker: [], app: [] };

/** Records the worker build's chunk graph (a new instance for each worker bundle, as Vite asks). */
export function workerGraph(): Plugin {
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
export function localkitBuild(): Plugin {
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
        // Static hosts answer unknown paths with 404.html and status 404 (see build/staticHost.ts).
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
