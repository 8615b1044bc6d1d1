// Writes public/licenses.json: every package the app ships (production dependencies, followed
// transitively through node_modules) with its version, licence and repository. Packages under a
// copyleft licence (the ffmpeg core is GPL) get their notice and source link spelled out.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function packageJsonOf(name, fromDir) {
  try {
    return createRequire(join(fromDir, 'noop.js')).resolve(`${name}/package.json`);
  } catch {
    // Packages whose "exports" hide package.json: walk up node_modules folders.
    for (let dir = fromDir; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name, 'package.json');
      if (existsSync(candidate)) return candidate;
      if (dir === dirname(dir)) return undefined;
    }
  }
}

/** Packages whose package.json points at a licence file instead of naming it: what that file says. */
const STATED_ELSEWHERE = {
  // LICENSE: Bitstream Vera and Arev font licences (permissive, like the OFL); DejaVu's changes public domain.
  'dejavu-fonts-ttf': 'Bitstream-Vera AND LicenseRef-Arev-Fonts',
};

const seen = new Map();
function visit(name, fromDir) {
  const file = packageJsonOf(name, fromDir);
  if (!file) return;
  const meta = JSON.parse(readFileSync(file, 'utf8'));
  const key = `${meta.name}@${meta.version}`;
  if (seen.has(key)) return;
  const declared =
    typeof meta.license === 'string'
      ? meta.license
      : (meta.license?.type ?? ((meta.licenses ?? []).map((l) => l.type).join(' OR ') || 'UNKNOWN'));
  const license = STATED_ELSEWHERE[meta.name] ?? declared;
  const repository = typeof meta.repository === 'string' ? meta.repository : meta.repository?.url;
  const entry = { name: meta.name, version: meta.version, license, repository: repository?.replace(/^git\+/, '').replace(/\.git$/, '') };
  // Copyleft packages get a notice (the page words it, translated) with where their source is.
  if (/GPL/i.test(license)) entry.source = entry.repository ?? meta.homepage ?? `https://www.npmjs.com/package/${meta.name}`;
  seen.set(key, entry);
  for (const dep of Object.keys(meta.dependencies ?? {})) visit(dep, dirname(file));
}

// Packages the `localkit` command imports (cli/*.mjs) and the web app does not: marked as the command line's own.
const cliDir = join(root, 'cli');
const cliImports = new Set(
  readdirSync(cliDir)
    .filter((f) => f.endsWith('.mjs'))
    .flatMap((f) => [...readFileSync(join(cliDir, f), 'utf8').matchAll(/(?:from |import\()'([^.'][^']*)'/g)].map((m) => m[1]))
    .filter((name) => !name.startsWith('node:')),
);
const appDeps = Object.keys(pkg.dependencies ?? {}).filter((dep) => !cliImports.has(dep));
for (const dep of appDeps) visit(dep, root);
const appPackages = new Set(seen.keys());
for (const dep of cliImports) visit(dep, root);
for (const [key, entry] of seen) if (!appPackages.has(key)) entry.commandLine = true;
const list = [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
mkdirSync(join(root, 'public'), { recursive: true });
writeFileSync(join(root, 'public', 'licenses.json'), `${JSON.stringify(list, null, 1)}\n`);
console.log(`licenses: ${list.length} packages listed`);
