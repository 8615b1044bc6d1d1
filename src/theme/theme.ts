import { readStored, z } from '../storage/storedShape';

export type Theme = 'light' | 'dark' | 'system';
export const THEME_KEY = 'vite-ui-theme';

const StoredTheme = z.enum(['light', 'dark', 'system']);

/** The stored choice, if it is one; anything else is dropped (said once in the console) for 'system'. */
export function parseTheme(value: string | null | undefined): Theme {
  return readStored(StoredTheme, value, THEME_KEY) ?? 'system';
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): 'light' | 'dark' {
  return theme === 'system' ? (systemPrefersDark ? 'dark' : 'light') : theme;
}

export function applyTheme(root: HTMLElement, resolved: 'light' | 'dark'): void {
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
