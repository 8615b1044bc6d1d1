// Fetches the SVG corpus listed in bench/svg-corpus.json into bench/results/svg-corpus/ (git-ignored):
// each package through `npm pack` (the registry's ordinary client), then `count` of its SVGs spread
// evenly over the sorted list, plus our own cases. Writes index.json: [{ file, source, license, kind }].
// Usage: node scripts/svg-corpus.mjs
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const list = JSON.parse(readFileSync(join(root, 'bench/svg-corpus.json'), 'utf8'));
const out = join(root, 'bench/results/svg-corpus');
rmSync(out, { recursive: true, force: true });
const cache = join(root, 'bench/results/svg-corpus-packages');
mkdirSync(cache, { recursive: true });

const index = [];
for (const pkg of list.packages) {
  const tarball = join(cache, `${pkg.name.replace('@', '').replace('/', '-')}-${pkg.version}.tgz`);
  if (!existsSync(tarball))
    execFileSync('npm', ['pack', `${pkg.name}@${pkg.version}`, '--pack-destination', cache, '--silent'], { stdio: 'inherit' });
  const prefix = `package/${pkg.dir}`;
  const all = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\n')
    .filter((f) => f.startsWith(prefix) && f.endsWith(pkg.suffix) && (pkg.deep || !f.slice(prefix.length).includes('/')))
    .sort();
  const step = all.length / pkg.count;
  const picked = Array.from({ length: Math.min(pkg.count, all.length) }, (_, i) => all[Math.floor(i * step)]);
  const folder = join(out, `${pkg.name.replace('@', '').replace('/', '-')}-${pkg.dir.replaceAll('/', '-')}`.replace(/-+$/, ''));
  mkdirSync(folder, { recursive: true });
  const tmp = join(cache, 'x');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp);
  execFileSync('tar', ['xzf', tarball, '-C', tmp, ...picked]);
  for (const entry of picked) {
    const name = entry.split('/').pop();
    cpSync(join(tmp, entry), join(folder, name));
    index.push({
      file: join(folder.slice(out.length + 1), name),
      source: `${pkg.name}@${pkg.version}/${entry.slice('package/'.length)}`,
      license: pkg.license,
      kind: pkg.kind,
    });
  }
  rmSync(tmp, { recursive: true, force: true });
}
const cases = join(root, list.cases);
mkdirSync(join(out, 'cases'), { recursive: true });
for (const name of readdirSync(cases)
  .filter((f) => f.endsWith('.svg'))
  .sort()) {
  cpSync(join(cases, name), join(out, 'cases', name));
  index.push({ file: `cases/${name}`, source: `${list.cases}/${name}`, license: 'MIT (this repository)', kind: 'case' });
}
writeFileSync(join(out, 'index.json'), JSON.stringify(index, null, 1));
console.log(`svg corpus: ${index.length} files in ${out}`);
