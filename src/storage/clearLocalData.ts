import { THEME_KEY } from '../theme/theme';
import { LANGUAGE_STORAGE_KEY } from '../i18n/detectLanguage';
import { toolLists } from './toolLists';

/**
 * Removes everything LocalKit keeps in this browser: theme, language, favorites, recents, and
 * whatever editors saved under the `localkit` prefix (localStorage keys `localkit:…`, IndexedDB
 * databases `localkit-…`), so a new editor's storage is cleared without being listed here.
 */
export async function clearLocalData(): Promise<void> {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((k): k is string => Boolean(k));
  for (const key of keys)
    if (key === THEME_KEY || key === LANGUAGE_STORAGE_KEY || key.startsWith('localkit:')) localStorage.removeItem(key);
  sessionStorage.clear();
  document.cookie = 'i18next=; max-age=0; path=/';
  await toolLists.clear();
  const databases = (await indexedDB.databases?.()) ?? [];
  await Promise.all(
    databases
      .filter((db) => db.name?.startsWith('localkit'))
      .map(
        (db) =>
          new Promise<void>((resolve) => {
            const request = indexedDB.deleteDatabase(db.name!);
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
  );
}
