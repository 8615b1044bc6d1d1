import { THEME_KEY } from '../theme/theme';
import { toolLists } from './toolLists';

/** Removes everything LocalKit keeps in this browser: theme, language, favorites, recents. */
export async function clearLocalData(): Promise<void> {
  for (const key of [THEME_KEY, 'i18nextLng']) localStorage.removeItem(key);
  sessionStorage.clear();
  document.cookie = 'i18next=; max-age=0; path=/';
  await toolLists.clear();
}
