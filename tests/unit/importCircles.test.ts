import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Modules that import each other (directly or round a loop) cannot be read, tested or loaded one at a
// time; a shared part belongs in a third module both import.

const CODE = /(?<!\.d)\.(ts|tsx)$/;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? walk(path) : CODE.test(f) ? [path] : [];
  });

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile());
    return found ? [relative(process.cwd(), found)] : [];
  });
}

describe('imports', () => {
  it('form no circles in src/, plugins/, families/, schemas/ and build/', () => {
    const files = ['src', 'plugins', 'families', 'schemas', 'build'].flatMap(walk);
    const graph = new Map(files.map((f) => [f, importsOf(f)]));
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next].join(' → '));
        else if (!state.has(next)) visit(next);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(circles).toEqual([]);
  });
});
