// Builds the illustration + spec corpus for the SVG → PDF/EPS fidelity bench (issue 34) in
// bench/results/svg-inkscape/ (git-ignored): 42 drawings from Debian's `inkscape` package (GPL: used here
// at run time only, never committed) and our own SVG 1.1 feature cases (tests/fixtures/svg/spec).
// The package is fetched with `apt-get download` unless INKSCAPE_ROOT points at an unpacked one.
// Writes index.json: [{ file, source, license, kind }] (kind: 'inkscape' or 'spec').
// Usage: node scripts/svg-inkscape-corpus.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'bench/results/svg-inkscape');
let share = process.env.INKSCAPE_ROOT ? join(process.env.INKSCAPE_ROOT, 'usr/share/inkscape') : '/tmp/inkscape-x/usr/share/inkscape';
if (!existsSync(share)) {
  const tmp = '/tmp/inkscape-deb';
  mkdirSync(tmp, { recursive: true });
  execFileSync('apt-get', ['download', 'inkscape'], { cwd: tmp, stdio: 'inherit' });
  const deb = readdirSync(tmp).find((f) => f.endsWith('.deb'));
  execFileSync('dpkg', ['-x', join(tmp, deb), '/tmp/inkscape-x'], { stdio: 'inherit' });
  share = '/tmp/inkscape-x/usr/share/inkscape';
}
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'inkscape'), { recursive: true });

// The examples folder, plus the splash/branding/paint drawings, make the 42 of the batch.
const picks = [
  ...readdirSync(join(share, 'examples'))
    .filter((f) => /\.svgz?$/.test(f))
    .sort()
    .map((f) => `examples/${f}`),
  'screens/about.svg',
  ...readdirSync(join(share, 'branding'))
    .sort()
    .map((f) => `branding/${f}`),
  'markers/markers.svg',
  'paint/hatches.svg',
  'paint/patterns.svg',
  'screens/start-welcome-text.svg',
  'screens/start-welcome-text.ja.svg',
  'screens/start-welcome-text.zh_CN.svg',
];
const index = [];
for (const p of picks) {
  let bytes = readFileSync(join(share, p));
  // The tools take SVG, not gzip: a .svgz is unpacked first.
  if (p.endsWith('.svgz')) bytes = gunzipSync(bytes);
  const name = `${p.replace(/\//g, '-').replace(/\.svgz?$/, '')}.svg`;
  writeFileSync(join(out, 'inkscape', name), bytes);
  index.push({ file: `inkscape/${name}`, source: `inkscape (Debian) ${p}`, license: 'GPL-2.0+ (not committed)', kind: 'inkscape' });
}
cpSync(join(root, 'tests/fixtures/svg/spec'), join(out, 'spec'), { recursive: true });
for (const f of readdirSync(join(out, 'spec')).sort())
  index.push({ file: `spec/${f}`, source: 'tests/fixtures/svg/spec', license: 'ours', kind: 'spec' });
writeFileSync(join(out, 'index.json'), JSON.stringify(index, null, 1));
console.log(
  `${index.filter((e) => e.kind === 'inkscape').length} Inkscape drawings, ${index.filter((e) => e.kind === 'spec').length} spec cases → ${out}`,
);
