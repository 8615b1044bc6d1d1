// Copies engine files (wasm runtimes, models, codec cores) from node_modules into public/engines/
// so the app serves them from its own origin — never from a CDN. Each plugin or shared engine that
// needs such files lists them in an `engine-files.json` beside its code:
//   [{ "from": "<package>/<path in package>", "to": "<folder under engines/>", "sha256": "<optional hex>" }]
// A `*` in the file name copies every file of that folder that matches (font slices come by the hundred).
// A listed sha256 is checked, so a changed model or runtime fails the build instead of shipping silently.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'public', 'engines');

function* manifests(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(p).isDirectory()) yield* manifests(p);
    else if (name === 'engine-files.json') yield p;
  }
}

/** "<package>/<path>" -> the file on disk (read from node_modules directly: packages' "exports" may hide it). */
function resolvePackageFile(spec) {
  const parts = spec.split('/');
  const pkg = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const rest = parts.slice(pkg.split('/').length).join('/');
  const dir = join(root, 'node_modules', pkg);
  return join(existsSync(dir) ? dir : dirname(require.resolve(`${pkg}/package.json`)), rest);
}

let copied = 0;
for (const list of [...manifests(join(root, 'plugins')), ...manifests(join(root, 'src'))]) {
  for (const entry of JSON.parse(readFileSync(list, 'utf8'))) {
    for (const from of expand(resolvePackageFile(entry.from))) copyEntry(list, entry, from);
  }
}

/** The file itself, or the files a `*` in its name matches. */
function expand(path) {
  const name = basename(path);
  if (!name.includes('*')) return [path];
  const pattern = new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
  const dir = dirname(path);
  const found = existsSync(dir) ? readdirSync(dir).filter((f) => pattern.test(f)) : [];
  if (found.length === 0) throw new Error(`${path}: no file matches (is the package installed?)`);
  return found.map((f) => join(dir, f));
}

function copyEntry(list, entry, from) {
  if (!existsSync(from)) throw new Error(`${list}: ${entry.from} not found (is the package installed?)`);
  if (entry.sha256) {
    const actual = createHash('sha256').update(readFileSync(from)).digest('hex');
    if (actual !== entry.sha256) throw new Error(`${list}: ${entry.from} has sha256 ${actual}, expected ${entry.sha256}`);
  }
  const dir = join(out, entry.to ?? '');
  mkdirSync(dir, { recursive: true });
  copyFileSync(from, join(dir, basename(from)));
  copied++;
}
console.log(`engines: ${copied} file(s) copied to public/engines`);
