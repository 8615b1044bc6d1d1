import i18next from 'i18next';

/**
 * Registers a small namespace's strings in every language at once. A family's shared editor bundles its
 * strings this way, so they are there at its first render (the prerender included) instead of arriving
 * a moment later.
 */
export function addBundles(ns: string, bundles: Record<string, object>): void {
  for (const [lng, data] of Object.entries(bundles)) {
    if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, data, true, false);
  }
}
