// The drop-in proof: a temporary copy of the project whose plugins/ folder holds every real plugin
// plus tests/fixtures/dropin-plugin, made of symlinks. The 'dropin' vitest project runs with this as
// its root, so the registry's import.meta.glob finds the fixture exactly as it would a new tool —
// without ever putting a test folder into the real plugins/ (where a build could pick it up).
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export function makeDropinRoot() {
  const root = join(tmpdir(), `localkit-dropin-${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'plugins'), { recursive: true });
  for (const name of readdirSync(repo)) {
    if (['plugins', '.git', 'dist', 'test-results'].includes(name)) continue;
    symlinkSync(join(repo, name), join(root, name));
  }
  for (const id of readdirSync(join(repo, 'plugins')).filter((id) => id !== 'dropin-fixture'))
    symlinkSync(join(repo, 'plugins', id), join(root, 'plugins', id));
  cpSync(join(repo, 'tests', 'fixtures', 'dropin-plugin'), join(root, 'plugins', 'dropin-fixture'), { recursive: true });
  return root;
}

export function removeDropinRoot(root) {
  rmSync(root, { recursive: true, force: true });
}
