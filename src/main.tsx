import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
import { App } from './app/App';
import { registerServiceWorker } from './pwa/register';
import './app/styles.css';

await i18nReady;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
