import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Hand-written editors reach the shell through EditorProps (src/runner/editorProps.ts): run,
// runLatest, checkFile, download... never the queue, the pool or downloads themselves.
// Checked for every editor (plugins/<id>/Editor.tsx), every finishing step on the page
// (plugins/<id>/finish.ts), every module of theirs in their plugin folder, all family code, and every
// module of src/ they reach (a helper in src/ must not be a back door). Type-only imports carry no code.

// (sniffType, a pure function over bytes, may be used anywhere: families sniff embedded images.)
const FORBIDDEN = /^src\/runner\/(queue|pool|download)\.tsx?$/;
/** What no module of src/ outside the runner may lead to: a back door to the jobs. */
const BACK_DOOR = /^src\/runner\/(queue|pool)\.tsx?$/;
const CODE = /(?<!\.d)\.(ts|tsx)$/;
const TEST = /\.(test|spec)\.tsx?$/;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? walk(path) : CODE.test(f) && !TEST.test(f) ? [path] : [];
  });

/** The files a module imports by relative path for their code (not `import type`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/^import type [^;]+;$/gm, '')
    .replace(/^export type [^;]+;$/gm, '');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`].find((c) => existsSync(c) && statSync(c).isFile());
    return found ? [relative(process.cwd(), found)] : [];
  });
}

/** "a → b → src/runner/pool.ts" for each forbidden module `from` reaches. */
function forbiddenPaths(from: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, path: string[]) => {
    for (const next of importsOf(file)) {
      const viaShell = path.length > 1 && path.at(-1)!.startsWith('src/');
      if ((viaShell ? BACK_DOOR : FORBIDDEN).test(next)) found.push([...path, next].join(' → '));
      else if (/^(plugins|families|src)\//.test(next) && !seen.has(next)) {
        seen.add(next);
        visit(next, [...path, next]);
      }
    }
  };
  visit(from, [from]);
  return found;
}

describe('editors use EditorProps, not the runner internals', () => {
  const roots = [
    ...readdirSync('plugins').flatMap((id) => ['Editor.tsx', 'finish.ts'].map((f) => join('plugins', id, f)).filter(existsSync)),
    ...walk('families'),
  ];

  it('finds the editors', () => {
    // At least the canvas and document editors: mosaic, text-diff and the two cover designers.
    expect(roots.filter((f) => f.endsWith('Editor.tsx')).length).toBeGreaterThanOrEqual(4);
  });

  it('no editor, finishing step or family module imports src/runner/queue, pool or download', () => {
    expect(roots.flatMap(forbiddenPaths)).toEqual([]);
  });

  it('names the file and the import chain that breaks the rule', () => {
    // The shell's own editor host may use the pool; run on it, the check reports exactly that.
    expect(forbiddenPaths('src/runner/useEditorProps.tsx')).toEqual(
      expect.arrayContaining([
        'src/runner/useEditorProps.tsx → src/runner/runJob.ts → src/runner/pool.ts',
        'src/runner/useEditorProps.tsx → src/runner/download.ts',
      ]),
    );
  });
});
