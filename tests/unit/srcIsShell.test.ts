import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// src/ is the shell (routes, layout, registry, runner, queue, pool, i18n, theme, storage, PWA) and
// code that at least two users share, a user being a plugin (plugins/<id>/) or a family of tools
// (families/<family>/). Code with one user belongs in that user's folder.

const SHELL = /^src\/(app|runner|registry|pwa|i18n|theme|storage|toast)\/|^src\/[^/]+\.tsx?$/;
const CODE = /(?<!\.d)\.(ts|tsx|mts)$/;
const TEST = /\.(test|spec)\.tsx?$/;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? walk(path) : CODE.test(f) && !TEST.test(f) ? [path] : [];
  });

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  // Imports, and workers started with new Worker(new URL('./x.worker.ts', import.meta.url)) (bundled as modules too).
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+|new\s+URL\(\s*)['"](\.[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile());
    return found ? [relative(process.cwd(), found)] : [];
  });
}

const userOf = (file: string) => /^(plugins\/[^/]+|families\/[^/]+)\//.exec(file)?.[1];

describe('src/ is the shell', () => {
  const files = ['src', 'plugins', 'families'].flatMap(walk);
  const graph = new Map(files.map((f) => [f, importsOf(f)]));

  /** Every module a file reaches through src/ (a user's own folder is not followed into another user's). */
  function reach(from: string, seen = new Set<string>()): Set<string> {
    for (const next of graph.get(from) ?? []) {
      if (seen.has(next) || !next.startsWith('src/')) continue;
      seen.add(next);
      reach(next, seen);
    }
    return seen;
  }

  const shellReach = new Set(files.filter((f) => SHELL.test(f)).flatMap((f) => [...reach(f)]));
  const users = new Map<string, Set<string>>();
  for (const file of files) {
    const user = userOf(file);
    if (!user) continue;
    for (const module of reach(file)) {
      if (!users.has(module)) users.set(module, new Set());
      users.get(module)!.add(user);
    }
  }

  it('holds no module that only one plugin or family uses', () => {
    const offenders = files
      .filter((f) => f.startsWith('src/') && !SHELL.test(f) && !shellReach.has(f))
      .map((f) => ({ module: f, users: [...(users.get(f) ?? [])].sort() }))
      .filter((m) => m.users.length < 2)
      .map((m) => (m.users.length ? `${m.module} is used only by ${m.users[0]}: move it there` : `${m.module} is used by nothing`));
    expect(offenders).toEqual([]);
  });

  it('the check sees a single-user module (it can fail)', () => {
    const pipelines = files.filter((f) => /^plugins\/[^/]+\/pipeline\.ts$/.test(f));
    expect(pipelines.length).toBeGreaterThan(10);
    // Every plugin's own pipeline has exactly one user: itself.
    for (const pipeline of pipelines)
      expect(new Set(files.filter((f) => (graph.get(f) ?? []).includes(pipeline)).map(userOf)).size).toBeLessThan(2);
  });
});
