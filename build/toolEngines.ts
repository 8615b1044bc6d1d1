import { relative } from 'node:path';

/**
 * Build time: which engine files each tool can fetch at run time, so that opening a tool's page can
 * cache them for offline use (src/pwa/toolOffline.ts). Engine files are what the service worker does
 * not precache: wasm the bundler emits for a module (new URL(…, import.meta.url)) and the files
 * scripts/copy-engines.mjs copies into /engines/<folder>/.
 *
 * A tool's files are read from the bundles' chunk graphs: the chunks reachable (by static or dynamic
 * import, never into another tool's own chunks) from its pipeline in the worker build and from its
 * editor, finishing step and manifest in the app build, plus what the shell's entries reach. In those
 * chunks: the assets the bundler emitted for them, and every file of each /engines/<folder>/ their
 * code names (so code that loads an engine names its folder as a literal).
 */

/** One chunk of a bundle, as the engine lists need it. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for (relative to the repository, e.g. 'plugins/x/pipeline.ts'). */
  facade?: string;
  imports: string[];
  dynamicImports: string[];
  /** Files the bundler emitted for it ('/assets/x.wasm'). */
  assets: string[];
  /** The /engines/<folder>/ its code names. */
  engineFolders: string[];
}

const ENGINE_FOLDER = /\/engines\/([\w.-]+)/g;

/** The /engines/<folder>/ a piece of code names. */
export const engineFoldersIn = (code: string): string[] => [...new Set([...code.matchAll(ENGINE_FOLDER)].map((m) => `/engines/${m[1]}/`))];

/** A bundle as rolldown hands it to generateBundle, reduced to the chunk graph. */
export function chunkGraph(
  root: string,
  bundle: Record<
    string,
    {
      type: string;
      isEntry?: boolean;
      facadeModuleId?: string | null;
      imports?: string[];
      dynamicImports?: string[];
      code?: string;
      viteMetadata?: { importedAssets: Set<string> };
    }
  >,
): ChunkInfo[] {
  return Object.entries(bundle).flatMap(([fileName, c]) =>
    c.type !== 'chunk'
      ? []
      : [
          {
            fileName,
            isEntry: !!c.isEntry,
            facade: c.facadeModuleId ? relative(root, c.facadeModuleId.replace(/\?.*$/, '').replace(/^\0/, '')) : undefined,
            imports: c.imports ?? [],
            dynamicImports: c.dynamicImports ?? [],
            assets: [...(c.viteMetadata?.importedAssets ?? [])].map((f) => `/${f}`),
            engineFolders: engineFoldersIn(c.code ?? ''),
          },
        ],
  );
}

/** A tool's own entry modules: its pipeline (worker), editor, finishing step and manifest (app). */
const TOOL_ENTRY = /^plugins\/([^/]+)\/(pipeline|Editor|finish|manifest)\.tsx?$/;
export const toolOfEntry = (facade: string | undefined): string | undefined => (facade ? TOOL_ENTRY.exec(facade)?.[1] : undefined);

/** Chunks reachable from `starts` by static and dynamic import, not entering another tool's own chunks. */
export function reach(graph: ChunkInfo[], starts: ChunkInfo[], tool: string | undefined): ChunkInfo[] {
  const byName = new Map(graph.map((c) => [c.fileName, c]));
  const seen = new Set<ChunkInfo>();
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    const owner = toolOfEntry(chunk.facade);
    if (owner && owner !== tool) return;
    seen.add(chunk);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(byName.get(next));
  };
  starts.forEach(visit);
  return [...seen];
}

export interface Builds {
  worker: ChunkInfo[];
  app: ChunkInfo[];
}

/**
 * Tool id → the engine files (of `engineFiles`, every one the build holds) it can fetch, sorted; and
 * the problems that make the lists untrustworthy, each a sentence for the build error.
 */
export function toolEngineLists(
  builds: Builds,
  toolIds: string[],
  toolsWithPipeline: string[],
  engineFiles: string[],
): { tools: Record<string, string[]>; problems: string[] } {
  const problems: string[] = [];
  const entries = (graph: ChunkInfo[]) =>
    reach(
      graph,
      graph.filter((c) => c.isEntry),
      undefined,
    );
  const shell = [...entries(builds.worker), ...entries(builds.app)];
  const tools: Record<string, string[]> = {};
  for (const id of toolIds) {
    const own = (graph: ChunkInfo[]) =>
      reach(
        graph,
        graph.filter((c) => toolOfEntry(c.facade) === id),
        id,
      );
    const files = new Set<string>();
    for (const chunk of [...shell, ...own(builds.worker), ...own(builds.app)]) {
      chunk.assets.filter((a) => engineFiles.includes(a)).forEach((a) => files.add(a));
      for (const folder of chunk.engineFolders) {
        const inFolder = engineFiles.filter((f) => f.startsWith(folder));
        if (!inFolder.length) problems.push(`${id}: ${chunk.fileName} names ${folder}, which holds no engine file`);
        inFolder.forEach((f) => files.add(f));
      }
    }
    tools[id] = [...files].sort();
  }
  for (const id of toolsWithPipeline)
    if (!builds.worker.some((c) => c.facade === `plugins/${id}/pipeline.ts`))
      problems.push(`${id}: no chunk for plugins/${id}/pipeline.ts in the worker build`);
  // Else a tool could fetch a file its list does not name, and only "make all available" would get it.
  const listed = new Set(Object.values(tools).flat());
  for (const file of engineFiles) if (!listed.has(file)) problems.push(`${file} is an engine file no tool's code names`);
  return { tools, problems };
}
