// Node only (unit tests, benchmarks): the same core, read from node_modules. Never imported by app code.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CoreFactory, CoreFiles } from '../../src/engines/ffmpeg/core';

/** The package's "exports" hide its files from require.resolve: look for the folder itself. */
function coreDir(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', '@ffmpeg', 'core', 'dist', 'esm');
    if (existsSync(join(candidate, 'ffmpeg-core.wasm'))) return candidate;
    if (dir === dirname(dir)) throw new Error('@ffmpeg/core is not installed');
  }
}

export async function loadNodeCore(): Promise<CoreFiles> {
  // The core is built for workers: it reads self.location while starting.
  const g = globalThis as unknown as { self?: unknown; location?: unknown };
  g.self ??= globalThis;
  g.location ??= { href: 'file:///' };
  const dir = coreDir();
  const mod = (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'ffmpeg-core.js')).href)) as { default: CoreFactory };
  return { factory: mod.default, wasm: await WebAssembly.compile(readFileSync(join(dir, 'ffmpeg-core.wasm'))), threads: 1 };
}
