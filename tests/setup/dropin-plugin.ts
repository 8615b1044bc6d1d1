// Vitest globalSetup: drops a plugin folder into plugins/ before any module is transformed, so the
// registry's import.meta.glob finds it exactly as it would a real new tool. Removed afterwards.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../fixtures/dropin-plugin', import.meta.url));
export const DROPIN_DIR = fileURLToPath(new URL('../../plugins/dropin-fixture', import.meta.url));

export function setup() {
  rmSync(DROPIN_DIR, { recursive: true, force: true });
  cpSync(source, DROPIN_DIR, { recursive: true });
}

export function teardown() {
  rmSync(DROPIN_DIR, { recursive: true, force: true });
}
