import { useCallback, useSyncExternalStore, type SetStateAction } from 'react';

/**
 * State a tool's page keeps while the tab lives: switching to another tool and back finds the same
 * files, areas and results (the page's components are gone meanwhile; this store is not). Like
 * useState, keyed by tool and name. Nothing here is written to disk.
 */
const values = new Map<string, unknown>();
const listeners = new Map<string, Set<() => void>>();

export function useKeptState<T>(toolId: string, key: string, initial: T | (() => T)): [T, (next: SetStateAction<T>) => void] {
  const id = `${toolId}/${key}`;
  if (!values.has(id)) values.set(id, typeof initial === 'function' ? (initial as () => T)() : initial);
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(id) ?? new Set();
      listeners.set(id, set.add(listener));
      return () => void set.delete(listener);
    },
    [id],
  );
  const read = () => values.get(id) as T;
  const value = useSyncExternalStore(subscribe, read, read);
  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      const current = values.get(id) as T;
      const value = typeof next === 'function' ? (next as (previous: T) => T)(current) : next;
      if (Object.is(value, current)) return;
      values.set(id, value);
      listeners.get(id)?.forEach((listener) => listener());
    },
    [id],
  );
  return [value, setValue];
}
