// Build tooling (Node only, never in the app): loads the app's own source modules through Vite, and writes
// the tools' summaries (schemas/ToolSummary.ts) as the module `virtual:tool-summaries`.
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { toolNames } from './toolNames';
import { SUMMARY_FIELDS } from '../schemas/ToolSummary';
import type { ToolManifest } from '../schemas/ToolManifest';

// Absolute file paths: the dev server's dependency optimiser resolves a root-relative one from /.
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = [
  // gifenc's "browser" and "main" fields point at its CommonJS build, whose named exports are not seen.
  { find: /^gifenc$/, replacement: 'gifenc/dist/gifenc.esm.js' },
  // Every bare `zod` import goes through src/zodJitless.ts (no eval probe under our CSP).
  { find: /^zod$/, replacement: source('../src/zodJitless.ts') },
];

type Load = (path: string) => Promise<Record<string, unknown>>;

/** Runs `run` with a Vite server that loads our source modules in Node (no browser, no bundle). */
export async function withSourceLoader<T>(run: (load: Load) => Promise<T>, root = process.cwd()): Promise<T> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    plugins: [toolNames(), toolSummaries()],
    resolve: { alias },
    // Through Vite, not Node, so the aliases apply (gifenc's ESM build, zod without its eval probe).
    ssr: { noExternal: ['gifenc', 'react-i18next', 'wouter', 'lucide-react'] },
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await run((path) => server.ssrLoadModule(path));
  } finally {
    await server.close();
  }
}

export interface LoadedTools {
  tools: ToolManifest[];
  /** For each tool, the name lucide-react exports its icon by. */
  iconNames: Map<string, string>;
}

const loads = new Map<string, Promise<LoadedTools>>();

/** Loads and validates every plugin manifest (the error names the folder and the field), once per root. */
export function loadTools(root = process.cwd()): Promise<LoadedTools> {
  let loaded = loads.get(root);
  if (!loaded) {
    loaded = withSourceLoader(async (load) => {
      const { loadManifests } = (await load('/src/registry/manifests.ts')) as { loadManifests: () => ToolManifest[] };
      const icons = await load('lucide-react');
      const tools = loadManifests();
      const iconNames = new Map<string, string>();
      for (const tool of tools) {
        const name = (tool.icon as { displayName?: string }).displayName;
        if (!name || icons[name] !== tool.icon)
          throw new Error(`Invalid tool manifest in plugins/${tool.id}/manifest.ts — field "icon": import it by name from lucide-react`);
        iconNames.set(tool.id, name);
      }
      return { tools, iconNames };
    }, root);
    loads.set(root, loaded);
    loaded.catch(() => loads.delete(root));
  }
  return loaded;
}

const ID = 'virtual:tool-summaries';

/** `virtual:tool-summaries`: every tool's summary (schemas/ToolSummary.ts), icons imported by name. */
export function toolSummaries(): Plugin {
  let root = process.cwd();
  return {
    name: 'localkit-tool-summaries',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    watchChange(file) {
      if (/\/plugins\/[^/]+\/manifest\.ts$/.test(file)) loads.delete(root);
    },
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      const { tools, iconNames } = await loadTools(root);
      for (const tool of tools) this.addWatchFile(`${root}/plugins/${tool.id}/manifest.ts`);
      const icons = [...new Set(iconNames.values())].sort();
      const entries = tools.map((tool) => {
        const fields = SUMMARY_FIELDS.filter((f) => tool[f] !== undefined).map((f) => `${f}: ${JSON.stringify(tool[f])}`);
        return `  { ${[...fields, `icon: ${iconNames.get(tool.id)}`].join(', ')} },`;
      });
      return `import { ${icons.join(', ')} } from 'lucide-react';\nexport default [\n${entries.join('\n')}\n];\n`;
    },
  };
}
