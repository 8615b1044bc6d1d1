import { removeDropinRoot } from './dropinRoot.mjs';

/** Removes the temporary drop-in project root made by vitest.config.ts. */
export function teardown() {
  if (process.env.LOCALKIT_DROPIN_ROOT) removeDropinRoot(process.env.LOCALKIT_DROPIN_ROOT);
}
