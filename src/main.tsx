import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
import { App } from './app/App';
import './app/styles.css';

await i18nReady;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Loaded after the first render: the service worker (and the job queue its update policy watches)
// are not needed to show the page.
void import('./pwa/register').then((m) => m.registerServiceWorker());
