import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

/**
 * Build time: which engine files each tool can fetch at run time, so that opening a tool's page can
 * cache them for offline use (src/pwa/toolOffline.ts). Engine files are what the service worker
 * does not precache: wasm and other files the bundler emits for a module (new URL(…, import.meta.url))
 * and the files scripts/copy-engines.mjs copies into /engines/ from each engine-files.json.
 *
 * A tool's files are found from the bundles' chunk graphs: from its pipeline's chunk in the worker
 * build and from its editor, finishing step and manifest in the app build, every chunk reachable by
 * static or dynamic import (never into another tool's own chunks), and in those chunks
 *   - the assets the bundler emitted for them, and
 *   - for each module from this repository, the files of its nearest engine-files.json (in its folder
 *     or the closest one above): the file that lists an engine sits beside the code that loads it.
 * What the shell itself reaches (the worker's and the app's entry without any tool) belongs to every tool.
 */

/** One chunk of a bundle, as the engine lists need it. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for (relative to the repository, e.g. 'plugins/x/pipeline.ts'). */
  facade?: string;
  imports: string[];
  dynamicImports: string[];
  /** Its modules, relative to the repository. */
  modules: string[];
  /** Files the bundler emitted for it ('/assets/x.wasm'). */
  assets: string[];
  /** '/engines/…' paths written in its code (checked against the lists: see `checkEngineLists`). */
  engineRefs: string[];
}

const ENGINE_REF = /\/engines\/[\w.-]+(?:\/[\w.*-]+)*/g;

/** The '/engines/…' paths a piece of code names (a folder, or a file). */
export const engineRefsIn = (code: string): string[] => [...new Set(code.match(ENGINE_REF) ?? [])];

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
      moduleIds?: string[];
      code?: string;
      viteMetadata?: { importedAssets: Set<string> };
    }
  >,
): ChunkInfo[] {
  const rel = (id: string) => relative(root, id.replace(/\?.*$/, '').replace(/^\0/, ''));
  return Object.entries(bundle).flatMap(([fileName, c]) =>
    c.type !== 'chunk'
      ? []
      : [
          {
            fileName,
            isEntry: !!c.isEntry,
            facade: c.facadeModuleId ? rel(c.facadeModuleId) : undefined,
            imports: c.imports ?? [],
            dynamicImports: c.dynamicImports ?? [],
            modules: (c.moduleIds ?? []).map(rel),
            assets: [...(c.viteMetadata?.importedAssets ?? [])].map((f) => `/${f}`),
            engineRefs: engineRefsIn(c.code ?? ''),
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

/** The nearest engine-files.json at or above a module's folder (inside the repository), or none. */
export function engineListOf(root: string, module: string): string | undefined {
  if (module.startsWith('..') || module.includes('node_modules')) return undefined;
  for (let dir = dirname(module); dir !== '.' && dir !== '/' && dir !== ''; dir = dirname(dir)) {
    const list = join(dir, 'engine-files.json');
    if (existsSync(join(root, list))) return list;
  }
  return undefined;
}

/**
 * The URLs an engine-files.json puts into the build: /engines/<to>/<file name>; a `*` in a file name
 * stands for every file of that folder the copy matched (read from the built `dist`).
 */
export function urlsOfEngineList(root: string, list: string, dist: string): string[] {
  const entries = JSON.parse(readFileSync(join(root, list), 'utf8')) as { from: string; to?: string }[];
  return entries.flatMap(({ from, to = '' }) => {
    const folder = join('engines', to);
    const name = basename(from);
    if (!name.includes('*')) return [`/${folder}/${name}`];
    const pattern = new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
    const dir = join(dist, folder);
    return (existsSync(dir) ? readdirSync(dir) : []).filter((f) => pattern.test(f)).map((f) => `/${folder}/${f}`);
  });
}

export interface Builds {
  worker: ChunkInfo[];
  app: ChunkInfo[];
}

/** Engine files of what `chunks` hold: emitted assets, and the lists of their modules' folders. */
function filesOf(chunks: ChunkInfo[], listUrls: (list: string) => string[], listOf: (module: string) => string | undefined): Set<string> {
  const files = new Set<string>();
  for (const chunk of chunks) {
    chunk.assets.forEach((a) => files.add(a));
    for (const module of chunk.modules) {
      const list = listOf(module);
      if (list) listUrls(list).forEach((u) => files.add(u));
    }
  }
  return files;
}

export interface EngineLists {
  /** Tool id → the engine files it can fetch, sorted. */
  tools: Record<string, string[]>;
  /** Chunks each tool reaches (for the checks). */
  reached: Record<string, ChunkInfo[]>;
}

export function toolEngineLists(
  builds: Builds,
  toolIds: string[],
  listUrls: (list: string) => string[],
  listOf: (module: string) => string | undefined,
): EngineLists {
  const shell = [
    ...reach(
      builds.worker,
      builds.worker.filter((c) => c.isEntry),
      undefined,
    ),
    ...reach(
      builds.app,
      builds.app.filter((c) => c.isEntry),
      undefined,
    ),
  ];
  const tools: Record<string, string[]> = {};
  const reached: Record<string, ChunkInfo[]> = {};
  for (const id of toolIds) {
    const own = (graph: ChunkInfo[]) =>
      reach(
        graph,
        graph.filter((c) => toolOfEntry(c.facade) === id),
        id,
      );
    reached[id] = [...shell, ...own(builds.worker), ...own(builds.app)];
    tools[id] = [...filesOf(reached[id], listUrls, listOf)].sort();
  }
  return { tools, reached };
}

/**
 * What must hold for the lists to be trusted; each problem is a sentence for the build error:
 *  - every tool with a pipeline has its chunk in the worker build;
 *  - every '/engines/…' path written in a chunk a tool reaches names files in that tool's list (a
 *    loader whose engine-files.json is not beside it would otherwise be missed);
 *  - every engine file in the build is in some tool's list (else "make all available" would be the
 *    only way to get it, and a tool could fetch a file its list does not name).
 */
export function checkEngineLists(lists: EngineLists, builds: Builds, toolsWithPipeline: string[], allFiles: string[]): string[] {
  const problems: string[] = [];
  for (const id of toolsWithPipeline) {
    if (!builds.worker.some((c) => c.facade === `plugins/${id}/pipeline.ts`))
      problems.push(`${id}: no chunk for plugins/${id}/pipeline.ts in the worker build`);
  }
  for (const [id, chunks] of Object.entries(lists.reached)) {
    const files = lists.tools[id];
    for (const chunk of chunks) {
      for (const ref of chunk.engineRefs) {
        if (!files.some((f) => f === ref || f.startsWith(ref.endsWith('/') ? ref : `${ref}/`)))
          problems.push(
            `${id}: ${chunk.fileName} names ${ref}, which is not in the tool's engine files (list it in an engine-files.json beside the code that loads it)`,
          );
      }
    }
  }
  const listed = new Set(Object.values(lists.tools).flat());
  for (const file of allFiles) if (!listed.has(file)) problems.push(`${file} is an engine file no tool lists`);
  return problems;
}
