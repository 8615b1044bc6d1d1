import type { Plugin } from 'vite';

// V8 compiles a function on its first call, on the main thread. During start-up almost every function
// of the app's start-up code is called for the first time, in the tasks that evaluate and hydrate the
// page (Lighthouse's total blocking time). The magic comment below asks Chromium (136+) to compile the
// whole file eagerly, on a background thread while it downloads. Other browsers ignore it.
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Adds the hint to the start-up chunks: the entry, the start steps it imports (src/main.tsx), the
 * pages (src/app/pages), the tools' manifests (a tool page renders from its manifest: its options
 * schema is built with zod while the page hydrates), and every chunk these import statically. Tool
 * code and engines stay lazy.
 */
export function compileHints(): Plugin {
  return {
    name: 'localkit-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const start = chunks.filter(
        (chunk) => chunk.isEntry || /\/src\/app\/pages\/|\/plugins\/[^/]+\/manifest\.ts$/.test(chunk.facadeModuleId ?? ''),
      );
      const entryImports = start.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.dynamicImports);
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName) || !byName.has(fileName)) return;
        seen.add(fileName);
        byName.get(fileName)!.imports.forEach(visit);
      };
      [...start.map((chunk) => chunk.fileName), ...entryImports].forEach(visit);
      for (const fileName of seen) {
        const chunk = byName.get(fileName)!;
        if (!chunk.code.startsWith(HINT)) chunk.code = HINT + chunk.code;
      }
    },
  };
}
