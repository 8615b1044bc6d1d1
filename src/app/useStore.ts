import { createContext, useContext, useSyncExternalStore } from 'react';

// The app runs on Preact (React's API through preact/compat; see vite.config.ts). Hydrating the build's
// prerendered page, Preact reuses its elements without comparing their attributes, so the first
// render must draw exactly what the prerender drew: the store's server value. Once the app has taken
// over (hydrationDone), every store reader renders once more with the real value, as React would.
let hydrating = true;
const readers = new Set<() => void>();

/** Called once the page is the app's own (after hydrating, or before a plain first render). */
export function hydrationDone(): void {
  if (!hydrating) return;
  hydrating = false;
  readers.forEach((reader) => reader());
}

/**
 * True inside a part of the page that hydrates later (HydrateLater) until that part has hydrated:
 * its store readers must also draw the prerendered value first.
 */
export const HydratingLater = createContext(false);

// One stable subscribe function per store, so a reader never re-subscribes on render.
const withHydration = new WeakMap<(reader: () => void) => () => void, (reader: () => void) => () => void>();
function hydrationAware(subscribe: (reader: () => void) => () => void) {
  let wrapped = withHydration.get(subscribe);
  if (!wrapped) {
    wrapped = (reader) => {
      readers.add(reader);
      const stop = subscribe(reader);
      return () => {
        readers.delete(reader);
        stop();
      };
    };
    withHydration.set(subscribe, wrapped);
  }
  return wrapped;
}

/** useSyncExternalStore that gives `serverValue` while the prerendered page is being hydrated. */
export function useStore<T>(subscribe: (reader: () => void) => () => void, value: () => T, serverValue: () => T): T {
  const later = useContext(HydratingLater);
  return useSyncExternalStore(hydrationAware(subscribe), () => (hydrating || later ? serverValue() : value()), serverValue);
}
