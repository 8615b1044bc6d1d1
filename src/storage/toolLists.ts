import { get, set, del } from 'idb-keyval';
import { readStored, z } from './storedShape';

/** Favorites and recently used tools, by tool id, in IndexedDB (idb-keyval). */
export const FAVORITES_KEY = 'localkit:favorites';
export const RECENTS_KEY = 'localkit:recents';
export const MAX_RECENTS = 8;

export function toggleIn(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export function pushRecent(list: string[], id: string): string[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, MAX_RECENTS);
}

const NO_TOOLS: string[] = [];
/** What the build's prerender knows of favorites and recents: none (the server snapshot when hydrating). */
export const noTools = (): string[] => NO_TOOLS;

type Listener = () => void;
const listeners = new Set<Listener>();
let favorites = NO_TOOLS;
let recents = NO_TOOLS;

/** Tool ids, as they are written: anything else (an object, a number, a string) is dropped on read. */
const ToolIds = z.array(z.string());

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

// Listeners hear only a real change: a new (even empty) array would re-render every tool card at once.
// (Started from a promise: where there is no IndexedDB — the build's prerender in Node — get() throws.)
export const loaded = Promise.resolve()
  .then(() => Promise.all([get<unknown>(FAVORITES_KEY), get<unknown>(RECENTS_KEY)]))
  .then(([storedF, storedR]) => {
    const f = readStored(ToolIds, storedF, FAVORITES_KEY) ?? [];
    const r = readStored(ToolIds, storedR, RECENTS_KEY) ?? [];
    if (sameList(f, favorites) && sameList(r, recents)) return;
    favorites = f;
    recents = r;
    listeners.forEach((l) => l());
  })
  .catch(() => undefined);

export const toolLists = {
  subscribe(l: Listener) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
  favorites: () => favorites,
  recents: () => recents,
  async toggleFavorite(id: string): Promise<boolean> {
    favorites = toggleIn(favorites, id);
    listeners.forEach((l) => l());
    await set(FAVORITES_KEY, favorites);
    return favorites.includes(id);
  },
  async markUsed(id: string) {
    recents = pushRecent(recents, id);
    listeners.forEach((l) => l());
    await set(RECENTS_KEY, recents);
  },
  async clear() {
    favorites = [];
    recents = [];
    listeners.forEach((l) => l());
    await Promise.all([del(FAVORITES_KEY), del(RECENTS_KEY)]);
  },
};
