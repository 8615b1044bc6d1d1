import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18next, { i18nReady } from './i18n';
import { loaded as toolListsLoaded } from './storage/toolLists';
import { App, firstPageReady } from './app/App';
import { hydrationDone } from './app/useStore';
import { collectLaterParts, laterPartsCollected, laterPartsHydrated } from './app/HydrateLater';

// Favorites, recents and the page's own code come before the first render, so the page draws once.
await Promise.all([i18nReady, toolListsLoaded, firstPageReady(location.pathname)]);

const container = document.getElementById('root')!;
// public/theme-init.js shows the build's prerendered page only if it is this page (no query) in English.
const prerenderShown = document.documentElement.hasAttribute('data-show-prerendered');

/** The app takes over from the build's prerendered page in the very frame it first draws. */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    container.removeAttribute('data-prerendered');
    hydrationDone();
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <TakeOver>
      <App />
    </TakeOver>
  </StrictMode>
);

if (prerenderShown && container.hasAttribute('data-prerendered') && i18next.resolvedLanguage === 'en') {
  // The prerendered page is this page in this language: keep its elements and attach the app to them
  // (no second layout of the whole page). Stores draw their prerendered value until TakeOver runs.
  collectLaterParts();
  hydrateRoot(container, app);
  laterPartsCollected();
} else {
  hydrationDone();
  createRoot(container).render(app);
}

// Registered once the whole page has hydrated: a first install caches every file of the app, work that
// would compete with the page's start-up for the CPU. (Neither it nor the job queue its update policy
// watches is needed to show the page.)
void laterPartsHydrated()
  .then(() => import('./pwa/register'))
  .then((m) => m.registerServiceWorker());
