import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { applyTheme, parseTheme, resolveTheme, THEME_KEY, type Theme } from './theme';

const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

function readStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_KEY));
  } catch {
    return 'system';
  }
}

// The chosen theme as a tiny store: the build's prerender (no storage) draws 'system', and a hydrating
// page switches to the stored choice right after, with no mismatch.
let chosen: Theme | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => (chosen ??= readStoredTheme());
const beforeStorage = (): Theme => 'system';

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, current, beforeStorage);

  useEffect(() => {
    applyTheme(document.documentElement, resolveTheme(theme, systemDark()));
    if (theme !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme(document.documentElement, resolveTheme('system', media.matches));
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    chosen = next;
    listeners.forEach((l) => l());
  }, []);

  return { theme, setTheme };
}
