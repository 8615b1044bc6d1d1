import { useCallback, useEffect, useState } from 'react';
import { applyTheme, nextTheme, parseTheme, resolveTheme, THEME_KEY, type Theme } from './theme';

const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

function readStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_KEY));
  } catch {
    return 'system';
  }
}

export function useTheme() {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);

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
    setThemeState(next);
  }, []);

  const toggle = useCallback(() => setTheme(nextTheme(readStoredTheme())), [setTheme]);
  return { theme, setTheme, toggle };
}
