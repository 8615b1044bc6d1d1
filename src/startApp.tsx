import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18next, { i18nReady } from './i18n';
import { loaded as toolListsLoaded } from './storage/toolLists';
import { App, firstPageReady } from './app/App';

// Favorites, recents and the page's own code come before the first render, so the page draws once.
await Promise.all([i18nReady, toolListsLoaded, firstPageReady(location.pathname)]);

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// public/theme-init.js shows the build's prerendered page only if it is this page (no query) in English:
// then React hydrates it (keeps its elements). Otherwise the app renders over it.
const prerenderShown = document.documentElement.hasAttribute('data-show-prerendered');
// In a transition, React renders in slices and yields to the browser between them (a plain
// hydrateRoot or render does the whole page in one task), so a slow phone keeps responding.
startTransition(() => {
  if (prerenderShown && container.hasAttribute('data-prerendered') && i18next.resolvedLanguage === 'en') {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
